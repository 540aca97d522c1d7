import type { ReactNode } from 'react';
import { deferredWidget } from '../../shared/deferred-widget.tsx';

// On Home's start-up path (which has a byte budget), so kept to the placeholder and one small import (gallery-loader.ts,
// which loads the chunk and its texts); the chunk brings its styles in a shadow root of its own (gallery-widget.tsx).

/** The gallery's room until its chunk has loaded (gallery-placeholder.css, in Home's sheet). */
function GalleryPlaceholder(): ReactNode {
  return <div className="gallery-placeholder" aria-hidden="true" />;
}

/** Home's `gallery` slot: the gallery, requested once the browser is idle after Home rendered. */
export const DeferredGallery = deferredWidget(
  async () => (await import('./gallery-loader.ts')).loadGalleryWidget(),
  <GalleryPlaceholder />
);
