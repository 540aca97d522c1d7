// The header search's rules (spec 1 §3, §4, §9; spec 3 §7): what each column of the flyout may ask for, how many
// rows it shows, how long it waits after a keystroke, and which documentation language a console locale searches in.
// Pure functions: the flyout island and the search services apply them.

import {
  filterNavigationEntries,
  matchesNavigationFilter,
  type NavigationMenuEntry,
  type NavigationMenuGroup,
} from './navigation-menu.ts';
import { longestPluginPrefix } from '../router/route-table.ts';

/** Terms shorter than this (after trimming) ask for more characters in every column but services. */
export const MIN_SEARCH_LENGTH = 3;
/** Documentation and marketplace terms longer than this are refused. */
export const MAX_SEARCH_TERM_LENGTH = 128;
/** Quiet time after the last keystroke before documentation is searched. */
export const DOCUMENTS_DEBOUNCE_MS = 250;
/** Quiet time after the last keystroke before resources are searched. */
export const RESOURCES_DEBOUNCE_MS = 350;
/** Recent searches kept, newest first. */
export const RECENT_SEARCHES_KEPT = 5;
/** Documentation items shown in the flyout. */
export const DOCUMENTS_SHOWN = 5;
/** The page size of one documentation `_search` call. */
export const DOCUMENTS_PAGE_LIMIT = 6;

/**
 * Rows of the flyout's right column. Documentation takes DOCUMENTS_SHOWN of them when it is on, marketplace
 * MARKETPLACE_SHOWN when it is on, and services the rest: 10 alone, 5 beside documentation (spec 1 §9). How far
 * marketplace reduces them is not shown in the spec: chosen, 2 rows.
 */
export const RIGHT_COLUMN_ROWS = 10;
/** Marketplace listings shown in the flyout (chosen; see RIGHT_COLUMN_ROWS). */
export const MARKETPLACE_SHOWN = 2;

/** Where the console's Marketplace listing pages live (the Marketplace plugin's; not shown in the spec: chosen). */
export const MARKETPLACE_LISTINGS_PATH = '/marketplace/listing';

/** The console path where a Marketplace listing opens. */
export function marketplaceListingPath(id: string): string {
  return `${MARKETPLACE_LISTINGS_PATH}/${encodeURIComponent(id)}`;
}

/**
 * Whether the flyout searches the Marketplace: only when a registered plugin serves the listing pages, so every
 * listing found has a page to open (the spec does not say what turns it on: chosen).
 */
export function marketplaceSearchAvailable(pluginPrefixes: readonly string[]): boolean {
  return longestPluginPrefix(MARKETPLACE_LISTINGS_PATH, pluginPrefixes) !== undefined;
}

/** A column of the flyout. */
export type SearchColumn = 'services' | 'resources' | 'documentation' | 'marketplace';

/** Whether a column may search for a term: 'ok', or why not. */
export type TermCheck = 'ok' | 'too-short' | 'too-long';

/**
 * Whether `column` searches for `text`. Services match locally on any text; the other columns need
 * MIN_SEARCH_LENGTH characters, and documentation and marketplace refuse more than MAX_SEARCH_TERM_LENGTH.
 */
export function checkTerm(column: SearchColumn, text: string): TermCheck {
  if (column === 'services') return 'ok';
  const term = text.trim();
  if ([...term].length < MIN_SEARCH_LENGTH) return 'too-short';
  if (column !== 'resources' && [...term].length > MAX_SEARCH_TERM_LENGTH) return 'too-long';
  return 'ok';
}

/** The resource search's limit: 12 beside documentation search, else 10 (spec 3 §7). */
export function resourceSearchLimit(documentationSearch: boolean): number {
  return documentationSearch ? 12 : 10;
}

/** How many services the right column shows, given which other searches are on. */
export function servicesShown(options: { documentationSearch: boolean; marketplace: boolean }): number {
  return (
    RIGHT_COLUMN_ROWS -
    (options.documentationSearch ? DOCUMENTS_SHOWN : 0) -
    (options.marketplace ? MARKETPLACE_SHOWN : 0)
  );
}

/** The languages the documentation search knows (spec 1 §9). */
export const DOCUMENTATION_LANGUAGES = ['de', 'en', 'es', 'fr', 'ja', 'fr-CA', 'pt'] as const;
/** A documentation search language. */
export type DocumentationLanguage = (typeof DOCUMENTATION_LANGUAGES)[number];

/**
 * The documentation language for a console locale tag: Canadian French keeps its own, every other French, German,
 * Spanish, Japanese and Portuguese locale its language, anything else English.
 */
export function documentationLanguage(localeTag: string): DocumentationLanguage {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(localeTag);
  } catch {
    return 'en';
  }
  if (locale.language === 'fr' && locale.region === 'CA') return 'fr-CA';
  return DOCUMENTATION_LANGUAGES.find(language => language === locale.language) ?? 'en';
}

/**
 * The recent searches with `text` added: newest first, at most RECENT_SEARCHES_KEPT, no duplicates (an earlier
 * search differing only in case or surrounding spaces is replaced by the new spelling). Blank text changes nothing.
 */
export function addRecentSearch(recent: readonly string[], text: string): string[] {
  const term = text.trim();
  if (term === '') return [...recent];
  const key = term.toLocaleLowerCase();
  return [term, ...recent.filter(entry => entry.trim().toLocaleLowerCase() !== key)].slice(0, RECENT_SEARCHES_KEPT);
}

/** The recent searches without `text` (compared as `addRecentSearch` does). */
export function removeRecentSearch(recent: readonly string[], text: string): string[] {
  const key = text.trim().toLocaleLowerCase();
  return recent.filter(entry => entry.trim().toLocaleLowerCase() !== key);
}

/**
 * The services column: links of the navigation menu's categories whose name or search tags match every word of
 * `text` (as the menu's own filter does), then the categories' related services, each path once, at most `limit`.
 * Answered locally on every keystroke; blank text matches nothing (the flyout shows recent searches instead).
 */
export function searchServices(
  groups: readonly NavigationMenuGroup[],
  text: string,
  limit: number
): NavigationMenuEntry[] {
  if (text.trim() === '' || limit <= 0) return [];
  const found = filterNavigationEntries(groups, text, limit);
  const paths = new Set(found.map(entry => entry.path));
  for (const group of groups) {
    if (group.kind !== 'category') continue;
    for (const related of group.relatedServices) {
      if (found.length >= limit) return found;
      if (related.path === undefined || paths.has(related.path) || !matchesNavigationFilter(related, text)) continue;
      paths.add(related.path);
      found.push({ ...related, children: [] });
    }
  }
  return found;
}

/** How the results page orders resources (issue 13: by name and by time created). */
export interface ResourceOrder {
  by: 'name' | 'timeCreated';
  direction: 'ascending' | 'descending';
}

/** A resource as the results page sorts and filters it. */
export interface SortableResource {
  resourceType: string;
  displayName?: string | null | undefined;
  identifier: string;
  timeCreated?: string | null | undefined;
}

/**
 * Resources in `order`: names compared as the user's locale reads them (numbers by value, case and accents second),
 * times by instant. A resource without a name sorts by its identifier; one without a (valid) time goes last in either
 * direction. Equal keys keep their order.
 */
export function sortResources<T extends SortableResource>(
  items: readonly T[],
  order: ResourceOrder,
  locale: string
): T[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = order.direction === 'ascending' ? 1 : -1;
  const time = (item: T) => {
    const value = item.timeCreated ? Date.parse(item.timeCreated) : Number.NaN;
    return Number.isNaN(value) ? null : value;
  };
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      let compared: number;
      if (order.by === 'name') {
        compared =
          sign * collator.compare(a.item.displayName || a.item.identifier, b.item.displayName || b.item.identifier);
      } else {
        const [left, right] = [time(a.item), time(b.item)];
        if (left === null || right === null) compared = left === right ? 0 : left === null ? 1 : -1;
        else compared = sign * (left - right);
      }
      return compared !== 0 ? compared : a.index - b.index;
    })
    .map(({ item }) => item);
}

/** The resource types among `items`, each once, in the user's alphabetical order (the type filter's choices). */
export function resourceTypes(items: readonly SortableResource[], locale: string): string[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...new Set(items.map(item => item.resourceType))].sort(collator.compare);
}

/** Where a structured query went wrong, as the search service says it: the explanation and a 1-based character. */
export interface QueryError {
  detail: string;
  /** The character (counted from 1) the service points at, or null when it does not say. */
  character: number | null;
}

const QUERY_POSITION = /\s*\(at character (\d+)\)\s*$/;

/**
 * Reads a structured query's InvalidParameter message for the advanced search editor: the text without the service's
 * prefix and the character it points at, so the editor can mark the place.
 */
export function readQueryError(message: string): QueryError {
  const position = QUERY_POSITION.exec(message);
  const character = position ? Number(position[1]) : null;
  const detail = message
    .replace(QUERY_POSITION, '')
    .replace(/^searchDetails\.query is not a valid query:\s*/, '')
    .trim();
  return {
    detail,
    character: character !== null && Number.isSafeInteger(character) && character > 0 ? character : null,
  };
}

/**
 * The longest name a row of search results shows (flyout and search page); a longer one ends in an ellipsis (not
 * shown: chosen). Resource names and titles are 255 characters or fewer; a megabyte-long answer stalled the page for
 * minutes (found by fuzzing, issue 20). A type filter's value and a link's target stay whole: only the text is cut.
 */
export const MAX_ROW_TEXT = 300;

/** `text`, cut to MAX_ROW_TEXT characters (never inside a surrogate pair) with an ellipsis. */
export function rowText(text: string): string {
  if (text.length <= MAX_ROW_TEXT) return text;
  const cut = /[\uD800-\uDBFF]$/.test(text.slice(0, MAX_ROW_TEXT)) ? MAX_ROW_TEXT - 1 : MAX_ROW_TEXT;
  return `${text.slice(0, cut)}…`;
}
