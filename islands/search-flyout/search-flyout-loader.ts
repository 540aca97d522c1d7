import { addCatalogPart, type CatalogPartLoaders } from '../../src/i18n/i18n.ts';

// Loads the search flyout's chunk together with its texts, from src/startup.ts's island loaders: the texts' loaders
// (one chunk per locale) travel here, not on the start-up path.

/** The flyout's texts (catalog area search). */
export const SEARCH_TEXTS: CatalogPartLoaders = locale => import(`../../locales/${locale}/search.ts`);

/** Defines `console-search-flyout` once its texts are in: it never renders a message id. */
export async function loadSearchFlyout(): Promise<unknown> {
  const [module] = await Promise.all([import('./search-flyout.element.ts'), addCatalogPart(SEARCH_TEXTS)]);
  return module;
}
