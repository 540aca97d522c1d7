import { addCatalogPart, type CatalogPartLoaders } from '../../../src/i18n/i18n.ts';

// Loads the gallery's chunk together with its texts. Home imports this small module rather than the chunk, so the list
// of the chunk's dependencies the bundler writes beside its dynamic import travels here, requested at idle time, not on
// Home's start-up path (e2e/size-budget.spec.ts; docs/architecture.md, deferred Home widgets).

/** The gallery's texts (catalog area home-gallery): their loaders travel with the gallery, not with Home. */
export const GALLERY_TEXTS: CatalogPartLoaders = locale => import(`../../../locales/${locale}/home-gallery.ts`);

/** The gallery's chunk, once it and its texts are in; texts that fail to load are logged and the gallery renders. */
export async function loadGalleryWidget() {
  const texts = addCatalogPart(GALLERY_TEXTS).catch((error: unknown) => {
    console.warn('[home] the gallery texts could not be loaded', error);
  });
  const [module] = await Promise.all([import('./gallery-widget.tsx'), texts]);
  return module;
}
