import type { SolutionParam } from '../../src/domain/quickstarts.ts';
import type { LaunchedQuickStartsState } from '../../stores/quickstarts.ts';

/** The two views of the page: the solutions (`/resourcemanager/quickstarts`) and the launched ones (`/manage`). */
export type QuickStartsView = 'list' | 'manage';

/** How times and links of the launched quick starts read. */
export interface LaunchedDisplay {
  /** BCP 47 tag dates are formatted with. */
  localeTag: string;
  /** IANA time zone times are shown in (the user's preference). */
  timeZone: string;
  /** Registered plugin prefixes: a stack links to its Resource Manager page when one covers it. */
  pluginPrefixes: readonly string[];
}

/** Props of the manage view. */
export interface LaunchedQuickStartsProps extends LaunchedDisplay {
  launched: LaunchedQuickStartsState;
  /** The active region as the header names it: the list is the region's. */
  regionName: string;
  /** Asks for the list again (Refresh, Try again). */
  onRefresh: () => void;
}

/**
 * Props of the pure `QuickStarts` component. `QuickStartsIsland` fills them from the route and the stores; the URL is
 * the source of truth for the view and the open solution, so closing a solution asks `onCloseSolution` for the URL
 * without one, and tiles, Launch and the breadcrumbs are links the router follows.
 */
export interface QuickStartsProps extends LaunchedQuickStartsProps {
  view: QuickStartsView;
  /** What `?solution=` asks for (the list view only). */
  solution: SolutionParam;
  /** The open solution's panel asked to close (its close button or Escape). */
  onCloseSolution: () => void;
}
