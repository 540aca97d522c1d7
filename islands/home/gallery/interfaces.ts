import type { GalleryCategory } from '../../../src/domain/gallery.ts';

/** Goes to a console path; `replace` for the gallery's own redirects (an unknown tile, a tile's click action). */
export type GalleryNavigate = (path: string, options?: { replace?: boolean }) => void;

/**
 * Props of the pure `Gallery` (spec 2 §2 Home gallery). The URL is the source of truth for the open tile: a tile is a
 * link to the same page with `?tile={id}` (or to its click action's path), and closing the flyout navigates to the
 * page without it, so back and forward and a reload show the same state.
 */
export interface GalleryProps {
  /** The feed's state: skeleton while loading, the error state with Try again when failed. */
  status: 'loading' | 'ready' | 'failed';
  /** The visible categories (the rules of spec 2 §5 already applied). */
  categories: readonly GalleryCategory[];
  /** Ids of the tiles that show the Always Free badge. */
  alwaysFree?: ReadonlySet<string>;
  /** The current URL's path. */
  pathname: string;
  /** The current URL's query; its `tile` names the open tile. */
  search: string;
  navigate: GalleryNavigate;
  /** The error state's Try again. */
  onRetry?: () => void;
  /** The console's origin, for the embedded pages' sandbox; the page's own by default. */
  consoleOrigin?: string;
}
