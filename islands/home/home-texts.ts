import type { CatalogPartLoaders } from '../../src/i18n/i18n.ts';

/**
 * Home's texts (catalog area home): src/startup.ts asks for them beside Home's chunk, so the only thing on the
 * start-up path is this map of lazy imports (one chunk per locale), not a catalog.
 */
export const HOME_TEXTS: CatalogPartLoaders = locale => import(`../../locales/${locale}/home.ts`);
