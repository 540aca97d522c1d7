import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Catalogs are written by hand: code refers to messages by explicit id only (`t('header.signOut')`), and the English
 * catalog is the source text. One catalog per area keeps parallel work from colliding in one file.
 * `lingui compile --strict` fails the build when a German message is missing.
 */
export const CATALOG_AREAS = [
  'app',
  'banners',
  'chrome',
  'errors',
  'header',
  'home',
  'home-gallery',
  'home-explore',
  'home-rail',
  'home-dashboard',
  'quickstarts',
  'menus',
  'navigation',
  'panels',
  'plugins',
  'router',
  'search',
  'search-page',
  'themes',
  'billing',
  'settings',
  'dialogs',
  'session',
  'cloud-shell',
  'account',
  'tour',
  'checklist',
] as const;

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: CATALOG_AREAS.map(area => ({
    path: `<rootDir>/locales/{locale}/${area}`,
    include: [],
  })),
});
