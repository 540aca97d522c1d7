import { addCatalogPart, type CatalogPartLoaders } from '../../../src/i18n/i18n.ts';

// Loads a tab's chunk together with the tabs' texts. Home imports this small module rather than the tabs' chunks:
// the list of a chunk's dependencies that the bundler writes beside its dynamic import (for preloading) then travels
// here, requested at idle time, instead of on Home's start-up path, which has a byte budget (e2e/size-budget.spec.ts).

/** The tabs' texts (catalog area home-dashboard): their loaders travel with the tabs, not with Home. */
export const TAB_TEXTS: CatalogPartLoaders = locale => import(`../../../locales/${locale}/home-dashboard.ts`);

// A failed load of the texts is logged and the tab renders anyway: it must never take Home down.
const texts = (): Promise<void> =>
  addCatalogPart(TAB_TEXTS).catch((error: unknown) => {
    console.warn('[home] the Dashboard and Applications texts could not be loaded', error);
  });

/** The Dashboard tab's chunk, once it and the texts are in. */
export async function loadDashboard() {
  const [module] = await Promise.all([import('./dashboard-widget.tsx'), texts()]);
  return module;
}

/** The Applications tab's chunk, once it and the texts are in. */
export async function loadApplications() {
  const [module] = await Promise.all([import('../applications/applications-widget.tsx'), texts()]);
  return module;
}
