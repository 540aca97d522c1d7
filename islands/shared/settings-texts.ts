import { addCatalogPart, type CatalogPartLoaders } from '../../src/i18n/i18n.ts';

/**
 * The console settings' texts (catalog area `settings`): the settings panel's and the persona selector's, which the
 * first sign-in persona dialog shows too. Their loaders travel with whichever of the two loads first.
 */
export const SETTINGS_TEXTS: CatalogPartLoaders = locale => import(`../../locales/${locale}/settings.ts`);

/** Adds the settings texts in the active locale (and later ones); a failure is logged, never thrown. */
export function loadSettingsTexts(): Promise<void> {
  return addCatalogPart(SETTINGS_TEXTS).catch((error: unknown) => {
    console.warn('[settings] the console settings texts could not be loaded', error);
  });
}
