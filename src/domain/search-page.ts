// The search page's rules (spec 1 §2 `/search?q={text}&category=…` and `/search`; issue 13): what a URL of the page
// shows, the URL that shows it, the advanced search's sample queries and the query that finds one resource.
// Pure functions: the store and the island apply them.

import { formatDateText, isKnownTimeZone, timeZoneLabel, UTC_ZONE } from './date-format.ts';
import { RESOURCE_DETAILS_PARAM } from './resource-pages.ts';

/** The path of the search page. */
export const SEARCH_PAGE_PATH = '/search';

/** The result tabs in the order they are shown; `resources` opens when the URL names none (chosen). */
export const SEARCH_CATEGORIES = ['resources', 'services', 'documentation'] as const;
/** A result tab. */
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];
/** The tab a results URL without a (known) category opens. */
export const DEFAULT_SEARCH_CATEGORY: SearchCategory = 'resources';

/** Services the results page lists (not shown in the spec: chosen; the flyout shows 10 at most). */
export const SEARCH_PAGE_SERVICES_SHOWN = 50;

/** Query parameters of the page: the free text, the tab and the structured query. */
export const SEARCH_TEXT_PARAM = 'q';
export const SEARCH_CATEGORY_PARAM = 'category';
export const SEARCH_QUERY_PARAM = 'sq';

/** What the search page shows. */
export type SearchPageView =
  | { kind: 'results'; text: string; category: SearchCategory }
  | { kind: 'advanced'; query: string }
  | { kind: 'resource'; identifier: string };

function isCategory(value: string | null): value is SearchCategory {
  return (SEARCH_CATEGORIES as readonly (string | null)[]).includes(value);
}

/**
 * What a query string of the search page shows: a resource's details (`resource`), else the results of a non-blank
 * `q` on its `category` tab, else advanced search with `sq` (or an empty editor).
 */
export function readSearchPageView(search: string): SearchPageView {
  const params = new URLSearchParams(search);
  const identifier = params.get(RESOURCE_DETAILS_PARAM)?.trim();
  if (identifier) return { kind: 'resource', identifier };
  const text = params.get(SEARCH_TEXT_PARAM)?.trim();
  if (text) {
    const category = params.get(SEARCH_CATEGORY_PARAM);
    return { kind: 'results', text, category: isCategory(category) ? category : DEFAULT_SEARCH_CATEGORY };
  }
  return { kind: 'advanced', query: params.get(SEARCH_QUERY_PARAM) ?? '' };
}

/** The console path that shows `view`; reading it back gives the same view. */
export function searchPagePath(view: SearchPageView): string {
  const params = new URLSearchParams();
  if (view.kind === 'resource') params.set(RESOURCE_DETAILS_PARAM, view.identifier);
  if (view.kind === 'results') {
    params.set(SEARCH_TEXT_PARAM, view.text.trim());
    params.set(SEARCH_CATEGORY_PARAM, view.category);
  }
  if (view.kind === 'advanced' && view.query.trim() !== '') params.set(SEARCH_QUERY_PARAM, view.query);
  const query = params.toString();
  return query === '' ? SEARCH_PAGE_PATH : `${SEARCH_PAGE_PATH}?${query}`;
}

/** A quoted value of the structured query language: backslashes and single quotes escaped. */
export function quoteQueryValue(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** The structured query that finds one resource by its OCID (the details view of `/search?resource=`). */
export function resourceQuery(identifier: string): string {
  return `query all resources where identifier = ${quoteQueryValue(identifier)}`;
}

/** A sample query of advanced search: its catalog label and its text. */
export interface SampleQuery {
  id: 'runningInstances' | 'createdLastWeek' | 'allVcns' | 'production' | 'largeVolumes';
  /** Message id of its label. */
  label: string;
  query: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The sample queries advanced search offers, in the subset of the query language the resource search understands
 * (emulator/cloud/services/resource-search/README.md). "Created in the last week" compares with the date seven days
 * before `now` (UTC), since the language has no relative dates.
 */
export function sampleQueries(now: Date): SampleQuery[] {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString().slice(0, 10);
  return [
    {
      id: 'runningInstances',
      label: 'searchPage.sample.runningInstances',
      query: "query instance resources where lifecycleState = 'RUNNING'",
    },
    {
      id: 'createdLastWeek',
      label: 'searchPage.sample.createdLastWeek',
      query: `query all resources where timeCreated >= '${weekAgo}'`,
    },
    { id: 'allVcns', label: 'searchPage.sample.allVcns', query: 'query vcn resources' },
    {
      id: 'production',
      label: 'searchPage.sample.production',
      query: "query all resources where freeformTags.environment = 'production'",
    },
    {
      id: 'largeVolumes',
      label: 'searchPage.sample.largeVolumes',
      query: 'query volume resources where sizeInGBs >= 100 sorted by displayName asc',
    },
  ];
}

/**
 * Where a 1-based character of the service's error falls in the query the user typed: line and column (both from 1),
 * for the editor's explanation. A character past the end points just after the last one.
 */
export function queryPosition(query: string, character: number): { line: number; column: number } {
  const before = query.slice(0, Math.max(0, Math.min(character, query.length + 1) - 1));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/** How a lifecycle state reads at a glance: working, in between, stopped or gone, failed, or unknown. */
export type LifecycleTone = 'success' | 'pending' | 'stopped' | 'error' | 'unknown';

const TONES: Readonly<Record<string, LifecycleTone>> = {
  RUNNING: 'success',
  AVAILABLE: 'success',
  ACTIVE: 'success',
  PROVISIONING: 'pending',
  STARTING: 'pending',
  STOPPING: 'pending',
  UPDATING: 'pending',
  CREATING: 'pending',
  TERMINATING: 'pending',
  DELETING: 'pending',
  STOPPED: 'stopped',
  INACTIVE: 'stopped',
  TERMINATED: 'stopped',
  DELETED: 'stopped',
  FAILED: 'error',
};

/** The tone of a lifecycle state (any case); a state this build does not know is `unknown`. */
export function lifecycleTone(state: string | null | undefined): LifecycleTone {
  return (state && TONES[state.toUpperCase()]) || 'unknown';
}

/**
 * A resource's time created as the user reads dates: their locale, their time zone preference (UTC when it is not a
 * zone this browser knows), medium date and short time with the zone named. Null for a missing or invalid time.
 */
export function formatResourceTime(
  value: string | null | undefined,
  localeTag: string,
  timeZone: string
): string | null {
  const time = value ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) return null;
  const zone = isKnownTimeZone(timeZone) ? timeZone : UTC_ZONE;
  return `${formatDateText(time, localeTag, zone, 'date-time')} ${timeZoneLabel(time, localeTag, zone)}`;
}
