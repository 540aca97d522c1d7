import { addCatalogPart, type CatalogPartLoaders } from '../../src/i18n/i18n.ts';

// Loads the search page's chunk together with its texts, from src/startup.ts's island loaders: the texts' loaders
// (one chunk per locale) travel here, not on the start-up path.

/** The search page's texts (catalog area search-page). */
export const SEARCH_PAGE_TEXTS: CatalogPartLoaders = locale => import(`../../locales/${locale}/search-page.ts`);

/** Loads the search page with its texts; its element is defined once they are in (search-page.element.ts). */
export async function loadSearchPage(): Promise<unknown> {
  const [module] = await Promise.all([import('./search-page.element.ts'), addCatalogPart(SEARCH_PAGE_TEXTS)]);
  return module;
}
