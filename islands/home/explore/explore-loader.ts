import { addCatalogPart, type CatalogPartLoaders } from '../../../src/i18n/i18n.ts';

// Loads Start exploring's chunk together with its texts. Home imports this small module rather than the chunk, so
// the list of the chunk's dependencies the bundler writes beside its dynamic import travels here, requested at idle
// time, not on Home's start-up path (e2e/size-budget.spec.ts; docs/architecture.md, deferred Home widgets).

/** The widget's texts (catalog area home-explore): their loaders travel with the widget, not with Home. */
export const EXPLORE_TEXTS: CatalogPartLoaders = locale => import(`../../../locales/${locale}/home-explore.ts`);

/** The widget's chunk, once it and its texts are in; texts that fail to load are logged and the widget renders. */
export async function loadExplore() {
  const texts = addCatalogPart(EXPLORE_TEXTS).catch((error: unknown) => {
    console.warn('[home] the Start exploring texts could not be loaded', error);
  });
  const [module] = await Promise.all([import('./explore-widget.tsx'), texts]);
  return module;
}
