import * as v from 'valibot';
import { isAbortError, isApiError, MissingParameterError } from '../http/errors.ts';
import { callServicePage } from './call.ts';
import type { ServiceContext } from './service-context.ts';
import { track } from './telemetry.ts';

// Path not shown in the spec: the provider's (and the SDK's) POST {query endpoint}/20180409/resources.

/** Resource search API version (the SDK's; not shown in the spec). */
export const RESOURCE_SEARCH_VERSION = '20180409';

/** The largest page the search service gives (its `limit` accepts 1 to 1000). */
export const RESOURCE_SEARCH_MAX_PAGE_SIZE = 1000;

/** Name of the metric sent when a resource search fails (spec 2 §8). */
export const RESOURCE_SEARCH_FAILURE_METRIC = 'resource-search-failure';

/** What to search for: free text, or a query in the structured search language. */
export type SearchDetails =
  | { type: 'FreeText'; text: string; matchingContextType?: 'NONE' | 'HIGHLIGHTS' }
  | { type: 'Structured'; query: string; matchingContextType?: 'NONE' | 'HIGHLIGHTS' };

/** One resource found (spec 1 §3: identifier, resourceType, displayName, additional properties). */
export const RESOURCE_SUMMARY_SCHEMA = v.object({
  resourceType: v.string(),
  identifier: v.string(),
  displayName: v.nullish(v.string()),
  compartmentId: v.nullish(v.string()),
  timeCreated: v.nullish(v.string()),
  availabilityDomain: v.nullish(v.string()),
  lifecycleState: v.nullish(v.string()),
  freeformTags: v.nullish(v.record(v.string(), v.string())),
  definedTags: v.nullish(v.record(v.string(), v.record(v.string(), v.unknown()))),
  searchContext: v.nullish(v.object({ highlights: v.nullish(v.record(v.string(), v.array(v.string()))) })),
  additionalDetails: v.nullish(v.record(v.string(), v.unknown())),
});

/** One resource found. */
export type ResourceSummary = v.InferOutput<typeof RESOURCE_SUMMARY_SCHEMA>;

/** `ResourceSummaryCollection`: one page of results. */
export const RESOURCE_SUMMARY_COLLECTION_SCHEMA = v.object({ items: v.array(RESOURCE_SUMMARY_SCHEMA) });

/** One page of a search (spec 2 §7: limit, page, searchDetails, tenantId). */
export interface SearchResourcesParams {
  searchDetails: SearchDetails;
  limit?: number;
  page?: string;
  /** Another tenancy to search (the override tenant of an operator, spec 2 §6). */
  tenantId?: string;
}

/** One page of results with the token of the next one. */
export interface ResourceSearchPage {
  items: ResourceSummary[];
  nextPage: string | undefined;
}

/** POST /resources: one page of results. */
export async function searchResources(
  context: ServiceContext,
  params: SearchResourcesParams
): Promise<ResourceSearchPage> {
  const { searchDetails, limit, page, tenantId } = params;
  return callServicePage(context, {
    service: 'query',
    version: RESOURCE_SEARCH_VERSION,
    operation: 'SearchResources',
    method: 'POST',
    path: '/resources',
    query: { limit, page, tenantId },
    body: searchDetails,
    required: { searchDetails },
    schema: RESOURCE_SUMMARY_COLLECTION_SCHEMA,
  });
}

/** A search that either found its items or failed (already logged and counted). */
export type ResourceSearchResult =
  | { status: 'ok'; items: ResourceSummary[] }
  | {
      status: 'failed';
      /** The service's error code (ApiError code), or 'unknown' for anything else. */
      code: string;
      /** HTTP status, 0 when none arrived or the failure was not an API error. */
      httpStatus: number;
      error: unknown;
    };

/**
 * Searches until `count` items are found or no further page is announced (spec 2 §7: continues by opc-next-page
 * until the count is reached); each page asks only for what is still missing, at most `pageSize`. Failures are logged and counted in
 * the `resource-search-failure` metric (spec 2 §8) and come back as a failed result, never as a rejection. A null
 * searchDetails is a caller's bug and still throws; so does a search cancelled by its signal (the page was left): it
 * rejects with the signal's reason, neither logged nor counted.
 */
export async function searchResourcesUpTo(
  context: ServiceContext,
  searchDetails: SearchDetails,
  count: number,
  options: {
    tenantId?: string;
    /** Largest page to ask for; the service's maximum (1000) unless given. */
    pageSize?: number;
  } = {}
): Promise<ResourceSearchResult> {
  const pageSize = Math.min(options.pageSize ?? RESOURCE_SEARCH_MAX_PAGE_SIZE, RESOURCE_SEARCH_MAX_PAGE_SIZE);
  const items: ResourceSummary[] = [];
  if (count <= 0) return { status: 'ok', items };
  let page: string | undefined;
  try {
    do {
      const result = await searchResources(context, {
        searchDetails,
        limit: Math.min(pageSize, count - items.length),
        page,
        tenantId: options.tenantId,
      });
      items.push(...result.items);
      page = result.nextPage;
    } while (page && items.length < count);
  } catch (error) {
    if (error instanceof MissingParameterError || isAbortError(error)) throw error;
    const code = isApiError(error) ? error.code : 'unknown';
    const httpStatus = isApiError(error) ? error.status : 0;
    console.error('[search] resource search failed', error);
    track({ category: 'metrics', name: RESOURCE_SEARCH_FAILURE_METRIC, data: { code, status: httpStatus } });
    return { status: 'failed', code, httpStatus, error };
  }
  return { status: 'ok', items: items.slice(0, count) };
}
