import { addCatalogPart, type CatalogPartLoaders } from '../../src/i18n/i18n.ts';

// Loads the dialog host's chunk together with its texts (catalog area `dialogs`), from src/startup.ts's island
// loaders: nothing of it is on the start-up path, only $dialogWanted (stores/dialog-wanted.ts) is.

/** The dialogs' texts (catalog area dialogs): their loaders travel with the host, not with the start-up catalog. */
export const DIALOGS_TEXTS: CatalogPartLoaders = locale => import(`../../locales/${locale}/dialogs.ts`);

/** Defines `console-dialogs` once its texts are in; texts that fail to load are logged and the host renders. */
export async function loadDialogs(): Promise<unknown> {
  const texts = addCatalogPart(DIALOGS_TEXTS).catch((error: unknown) => {
    console.warn('[dialogs] the dialog texts could not be loaded', error);
  });
  const [module] = await Promise.all([import('./dialogs.element.ts'), texts]);
  return module;
}
