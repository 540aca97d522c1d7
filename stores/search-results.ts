import { atom, computed } from 'nanostores';
import { resourceTypes, sortResources, type ResourceOrder } from '../src/domain/search.ts';
import { searchResources, type ResourceSummary } from '../src/services/resource-search.ts';
import { $searchTenantId } from './account.ts';
import { $localeTag } from './locale.ts';
import { serviceContext } from './service-context.ts';

/*
 * The search results page's resources (spec 1 §2 `/search?q=`; issue 13): a free-text search paged with opc-next-page
 * ("Load more"), ordered by relevance, name or time created, and filtered by resource type.
 */

/** Results asked per page (not shown in the spec: chosen). */
export const RESULTS_PAGE_SIZE = 25;

/** Where the resource results stand. A failed "Load more" keeps every result already shown. */
export interface SearchResultsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  text: string;
  /** Results asked per page, for this search and its "Load more". */
  pageSize: number;
  items: readonly ResourceSummary[];
  /** The token of the next page, if the service has more. */
  nextPage: string | undefined;
  loadingMore: boolean;
  moreFailed: boolean;
}

const INITIAL: SearchResultsState = {
  status: 'idle',
  text: '',
  pageSize: RESULTS_PAGE_SIZE,
  items: [],
  nextPage: undefined,
  loadingMore: false,
  moreFailed: false,
};

/** The results as the service gave them, page after page. */
export const $searchResults = atom<SearchResultsState>(INITIAL);

/** The chosen order; null is the service's (relevance). */
export const $resultsOrder = atom<ResourceOrder | null>(null);

/** The resource type shown, or null for all. */
export const $resultsTypeFilter = atom<string | null>(null);

/** The results to show: filtered by type, then in the chosen order. */
export const $visibleResults = computed(
  [$searchResults, $resultsOrder, $resultsTypeFilter, $localeTag],
  (results, order, type, locale): readonly ResourceSummary[] => {
    const shown = type === null ? results.items : results.items.filter(item => item.resourceType === type);
    return order === null ? shown : sortResources(shown, order, locale);
  }
);

/** The type filter's choices: the types among the loaded results. */
export const $resultTypes = computed([$searchResults, $localeTag], (results, locale) =>
  resourceTypes(results.items, locale)
);

let controller: AbortController | null = null;

function freshSignal(): AbortSignal {
  controller?.abort(new DOMException('A newer search replaced this one.', 'AbortError'));
  controller = new AbortController();
  return controller.signal;
}

async function page(search: Pick<SearchResultsState, 'text' | 'pageSize'>, signal: AbortSignal, token?: string) {
  return searchResources(serviceContext(undefined, { signal }), {
    searchDetails: { type: 'FreeText', text: search.text },
    limit: search.pageSize,
    tenantId: $searchTenantId.get(),
    ...(token === undefined ? {} : { page: token }),
  });
}

/** Searches resources for `text` from the first page; an older search still running is cancelled. */
export async function loadSearchResults(text: string, options: { pageSize?: number } = {}): Promise<void> {
  const pageSize = options.pageSize ?? RESULTS_PAGE_SIZE;
  const signal = freshSignal();
  const term = text.trim();
  $resultsTypeFilter.set(null);
  if (term === '') {
    $searchResults.set(INITIAL);
    return;
  }
  const search = { ...INITIAL, text: term, pageSize };
  $searchResults.set({ ...search, status: 'loading' });
  try {
    const first = await page(search, signal);
    if (signal.aborted) return;
    $searchResults.set({ ...search, status: 'ready', items: first.items, nextPage: first.nextPage });
  } catch (error) {
    if (signal.aborted) return;
    console.warn('[search] the resource results could not be loaded', error);
    $searchResults.set({ ...search, status: 'failed' });
  }
}

/** Loads the next page and appends it; a failure keeps what is shown and can be tried again. */
export async function loadMoreResults(): Promise<void> {
  const current = $searchResults.get();
  if (current.status !== 'ready' || current.nextPage === undefined || current.loadingMore) return;
  const signal = freshSignal();
  $searchResults.set({ ...current, loadingMore: true, moreFailed: false });
  try {
    const next = await page(current, signal, current.nextPage);
    if (signal.aborted) return;
    $searchResults.set({
      ...current,
      items: [...current.items, ...next.items],
      nextPage: next.nextPage,
      loadingMore: false,
      moreFailed: false,
    });
  } catch (error) {
    if (signal.aborted) return;
    console.warn('[search] more resource results could not be loaded', error);
    $searchResults.set({ ...current, loadingMore: false, moreFailed: true });
  }
}

/** Orders the results (null: as the service ranked them). */
export function orderResults(order: ResourceOrder | null): void {
  $resultsOrder.set(order);
}

/** Shows one resource type only, or all with null. */
export function filterResultsByType(type: string | null): void {
  $resultsTypeFilter.set(type);
}
