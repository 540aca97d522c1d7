import { addCatalogPart, type CatalogPartLoaders } from '../../src/i18n/i18n.ts';

// Loads the checklist's chunk together with its texts, from src/startup.ts's island loaders: nothing of it is on the
// start-up path, only the atom that asks for it (stores/checklist-wanted.ts) is.

/** The checklist's texts (catalog area `checklist`). */
export const CHECKLIST_TEXTS: CatalogPartLoaders = locale => import(`../../locales/${locale}/checklist.ts`);

/** Defines `console-checklist` once its texts are in; texts that fail to load are logged and the checklist renders. */
export async function loadChecklist(): Promise<unknown> {
  const texts = addCatalogPart(CHECKLIST_TEXTS).catch((error: unknown) => {
    console.warn('[checklist] the checklist texts could not be loaded', error);
  });
  const [module] = await Promise.all([import('./checklist.element.ts'), texts]);
  return module;
}
