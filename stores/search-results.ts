import { atom, computed } from 'nanostores';
import {
  readQueryError,
  resourceTypes,
  sortResources,
  type QueryError,
  type ResourceOrder,
} from '../src/domain/search.ts';
import { isApiError, MAX_RETIES_REACHED } from '../src/http/errors.ts';
import { searchResources, type ResourceSummary, type SearchDetails } from '../src/services/resource-search.ts';
import { $searchTenantId } from './account.ts';
import { $localeTag } from './locale.ts';
import { serviceContext } from './service-context.ts';

/*
 * The search page's resources (spec 1 §2 `/search?q=` and advanced search `/search?sq=`; issue 13): a free-text search
 * or a structured query, paged with opc-next-page ("Load more"), ordered by relevance, name or time created, and
 * filtered by resource type. A structured query the service refuses says where it goes wrong.
 */

/** Results asked per page (not shown in the spec: chosen). */
export const RESULTS_PAGE_SIZE = 25;

/** How the resources are searched: by free text, or with a query in the structured search language. */
export type SearchKind = SearchDetails['type'];

/** Where the resource results stand. A failed "Load more" keeps every result already shown. */
export interface SearchResultsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  kind: SearchKind;
  /** The free text (trimmed), or the structured query as typed (the service's error positions count in it). */
  text: string;
  /** Results asked per page, for this search and its "Load more". */
  pageSize: number;
  items: readonly ResourceSummary[];
  /** The token of the next page, if the service has more. */
  nextPage: string | undefined;
  loadingMore: boolean;
  moreFailed: boolean;
  /** A structured query the service refused as invalid: its explanation and the character it points at. */
  queryError: QueryError | null;
}

const INITIAL: SearchResultsState = {
  status: 'idle',
  kind: 'FreeText',
  text: '',
  pageSize: RESULTS_PAGE_SIZE,
  items: [],
  nextPage: undefined,
  loadingMore: false,
  moreFailed: false,
  queryError: null,
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

function searchDetails(search: Pick<SearchResultsState, 'kind' | 'text'>): SearchDetails {
  return search.kind === 'Structured'
    ? { type: 'Structured', query: search.text }
    : { type: 'FreeText', text: search.text };
}

async function page(
  search: Pick<SearchResultsState, 'kind' | 'text' | 'pageSize'>,
  signal: AbortSignal,
  token?: string
) {
  return searchResources(serviceContext(undefined, { signal }), {
    searchDetails: searchDetails(search),
    limit: search.pageSize,
    tenantId: $searchTenantId.get(),
    ...(token === undefined ? {} : { page: token }),
  });
}

/**
 * The service's explanation of a structured query it refuses (400 InvalidParameter), else null. The HTTP layer retries
 * a 400 like any failure, so the refusal may arrive as the cause of MAX_RETIES_REACHED.
 */
function queryErrorOf(kind: SearchKind, error: unknown): QueryError | null {
  if (kind !== 'Structured' || !isApiError(error)) return null;
  const answer = error.code === MAX_RETIES_REACHED && isApiError(error.cause) ? error.cause : error;
  return answer.status === 400 && answer.code === 'InvalidParameter' ? readQueryError(answer.message) : null;
}

/** Runs a search from its first page; an older search still running is cancelled. Blank text clears the results. */
async function search(kind: SearchKind, text: string, pageSize: number): Promise<void> {
  const signal = freshSignal();
  $resultsTypeFilter.set(null);
  if (text.trim() === '') {
    $searchResults.set(INITIAL);
    return;
  }
  const started = { ...INITIAL, kind, text, pageSize };
  $searchResults.set({ ...started, status: 'loading' });
  try {
    const first = await page(started, signal);
    if (signal.aborted) return;
    $searchResults.set({ ...started, status: 'ready', items: first.items, nextPage: first.nextPage });
  } catch (error) {
    if (signal.aborted) return;
    console.warn('[search] the resource results could not be loaded', error);
    $searchResults.set({ ...started, status: 'failed', queryError: queryErrorOf(kind, error) });
  }
}

/** Searches resources for free `text` from the first page; an older search still running is cancelled. */
export function loadSearchResults(text: string, options: { pageSize?: number } = {}): Promise<void> {
  return search('FreeText', text.trim(), options.pageSize ?? RESULTS_PAGE_SIZE);
}

/**
 * Runs a structured `query` (advanced search) from the first page; an older search still running is cancelled. The
 * query goes as typed, so the character a refusal points at is the one the user sees.
 */
export function runSearchQuery(query: string, options: { pageSize?: number } = {}): Promise<void> {
  return search('Structured', query, options.pageSize ?? RESULTS_PAGE_SIZE);
}

/** Runs the current search again from its first page (after a failure, or to refresh). */
export function retrySearchResults(): Promise<void> {
  const { kind, text, pageSize } = $searchResults.get();
  return search(kind, text, pageSize);
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
