import { addCatalogPart, type CatalogPartLoaders } from '../../src/i18n/i18n.ts';

// Loads the contextual help panel's chunk together with its texts, from src/startup.ts's island loaders: nothing of it
// is on the start-up path, only its open state (stores/help-panel.ts) is.

/** The help panel's texts (catalog area `help`): their loaders travel with the panel, not with start-up. */
export const HELP_TEXTS: CatalogPartLoaders = locale => import(`../../locales/${locale}/help.ts`);

/** Defines `console-help-panel` once its texts are in; texts that fail to load are logged and the panel renders. */
export async function loadHelpPanel(): Promise<unknown> {
  const texts = addCatalogPart(HELP_TEXTS).catch((error: unknown) => {
    console.warn('[help] the help panel texts could not be loaded', error);
  });
  const [module] = await Promise.all([import('./help-panel.element.ts'), texts]);
  return module;
}
