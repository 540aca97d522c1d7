import { createElement, type ReactNode } from 'react';
import './gallery.element.ts';

/** Home's gallery slot once loaded: the `console-home-gallery` element (gallery.element.ts). */
export default function GalleryWidget(): ReactNode {
  return createElement('console-home-gallery');
}
