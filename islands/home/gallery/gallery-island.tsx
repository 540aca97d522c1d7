import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $gallery, retryGallery } from '../../../stores/gallery.ts';
import { $locale } from '../../../stores/locale.ts';
import { $location, navigate } from '../../../stores/route.ts';
import { Gallery } from './gallery.tsx';

/** The Home gallery connected to its stores: the feed (filtered for this account), the URL and the router. */
export function GalleryIsland(): ReactNode {
  const gallery = useStore($gallery);
  const location = useStore($location);
  // Texts follow the catalog: a locale change re-renders (the feed itself reloads in the new language).
  useStore($locale);
  return (
    <Gallery
      status={gallery.status}
      categories={gallery.categories}
      alwaysFree={gallery.alwaysFree}
      pathname={location.pathname}
      search={location.search}
      navigate={(path, options) => navigate(path, options)}
      onRetry={() => void retryGallery()}
    />
  );
}
