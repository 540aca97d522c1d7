import { addCatalogPart, type CatalogPartLoaders } from '../../src/i18n/i18n.ts';

// Loads the quick starts page's chunk together with its texts, from src/startup.ts's island loaders: the texts'
// loaders (one chunk per locale) travel here, not on the start-up path.

/** The quick starts page's texts (catalog area quickstarts). */
export const QUICKSTARTS_TEXTS: CatalogPartLoaders = locale => import(`../../locales/${locale}/quickstarts.ts`);

/** Loads the quick starts page with its texts; its element is defined once they are in (quickstarts.element.ts). */
export async function loadQuickstarts(): Promise<unknown> {
  const [module] = await Promise.all([import('./quickstarts.element.ts'), addCatalogPart(QUICKSTARTS_TEXTS)]);
  return module;
}
