import type { ResourceOrder } from '../../src/domain/search.ts';
import type { SearchPageView } from '../../src/domain/search-page.ts';
import type { ResourceSummary } from '../../src/services/resource-search.ts';
import type { ResourceDetailsState, SearchPageDocumentation, SearchPageService } from '../../stores/search-page.ts';
import type { SearchResultsState } from '../../stores/search-results.ts';

/** How resources are shown: where names link, how compartments and times read. */
export interface ResourceDisplay {
  /** Compartment names by OCID; a compartment not in it shows its OCID. */
  compartmentNames: ReadonlyMap<string, string>;
  /** Registered plugin prefixes: a resource links to its plugin page when one covers it. */
  pluginPrefixes: readonly string[];
  /** BCP 47 tag dates and names are formatted with. */
  localeTag: string;
  /** IANA time zone times are shown in (the user's preference). */
  timeZone: string;
}

/** The resource table's data and what the user can do with it. */
export interface ResourceTableProps extends ResourceDisplay {
  results: SearchResultsState;
  /** The loaded results, filtered and ordered. */
  items: readonly ResourceSummary[];
  /** The type filter's choices. */
  types: readonly string[];
  order: ResourceOrder | null;
  typeFilter: string | null;
  /** The table's caption: what was searched. */
  caption: string;
  onSort: (order: ResourceOrder | null) => void;
  onFilterType: (type: string | null) => void;
  onLoadMore: () => void;
  onRetry: () => void;
}

/**
 * Props of the pure `SearchPage` component. `SearchPageIsland` fills them from the console's stores; the URL is the
 * source of truth for what is shown, so every choice of the user asks `onNavigate` for a new URL.
 */
export interface SearchPageProps extends ResourceDisplay {
  view: SearchPageView;
  results: SearchResultsState;
  visibleResults: readonly ResourceSummary[];
  resultTypes: readonly string[];
  order: ResourceOrder | null;
  typeFilter: string | null;
  /** Services matching the text; null while the navigation menu loads. */
  services: readonly SearchPageService[] | null;
  documentation: SearchPageDocumentation;
  details: ResourceDetailsState;
  /** The moment sample queries count back from (now unless given). */
  now?: Date;
  /** Shows another view of the page (a new history entry). */
  onNavigate: (view: SearchPageView) => void;
  onSort: (order: ResourceOrder | null) => void;
  onFilterType: (type: string | null) => void;
  onLoadMore: () => void;
  /** Runs the resource search (free text or query) again from its first page. */
  onRetry: () => void;
  /** Asks again for what the page shows and failed (documentation, a resource's details). */
  onReload: () => void;
}
