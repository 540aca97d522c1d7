import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { CATALOG_LOCALES } from './src/i18n/catalog-locales.ts';

/**
 * Catalogs are written by hand: code refers to messages by explicit id only (`t('header.signOut')`), and the English
 * catalog is the source text. One catalog per area keeps parallel work from colliding in one file.
 * Every locale of src/i18n/catalog-locales.ts is compiled, strictly: `npm run i18n:compile` (src/i18n/compile-catalogs.ts)
 * fails when any locale lacks a message (docs/i18n.md).
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
  'help',
  'feedback',
  'account',
  'tour',
  'checklist',
] as const;

export default defineConfig({
  sourceLocale: 'en',
  locales: [...CATALOG_LOCALES],
  // No fallback: with one, lingui fills a missing message from English and --strict passes (issue 19).
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  catalogs: CATALOG_AREAS.map(area => ({
    path: `<rootDir>/locales/{locale}/${area}`,
    include: [],
  })),
});
