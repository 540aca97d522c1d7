import { addCatalogPart, type CatalogPartLoaders } from '../../../src/i18n/i18n.ts';

// Loads the right rail's chunk together with its texts. Home imports this small module rather than the chunk, so the
// list of the chunk's dependencies the bundler writes beside its dynamic import travels here, requested at idle time,
// not on Home's start-up path (e2e/size-budget.spec.ts; docs/architecture.md, deferred Home widgets).

/** The rail's texts (catalog area home-rail): their loaders travel with the rail, not with Home. */
export const RAIL_TEXTS: CatalogPartLoaders = locale => import(`../../../locales/${locale}/home-rail.ts`);

/** The billing panel's texts (catalog area billing): the panel comes with the rail's chunk, so they do too. */
export const BILLING_TEXTS: CatalogPartLoaders = locale => import(`../../../locales/${locale}/billing.ts`);

/**
 * The rail's chunk, once it and its texts are in and its first frame may render (the billing answer, see
 * rail-widget.tsx `railReady`); texts that fail to load are logged and the rail renders.
 */
export async function loadRail() {
  const texts = Promise.all([addCatalogPart(RAIL_TEXTS), addCatalogPart(BILLING_TEXTS)]).catch((error: unknown) => {
    console.warn('[home] the right rail texts could not be loaded', error);
  });
  const [module] = await Promise.all([import('./rail-widget.tsx'), texts]);
  await module.railReady();
  return module;
}
