import { RECENT_SEARCHES_KEPT } from '../domain/search.ts';
import { LOCAL_KEYS, readLocalJson, writeLocalJson } from './browser-storage.ts';

/**
 * The recent searches kept in local storage (spec 1 §9), newest first. Anything unreadable (another shape, entries that
 * are not text) is dropped entry by entry rather than losing the whole list; at most RECENT_SEARCHES_KEPT come back.
 */
export function readRecentSearches(): string[] {
  const stored = readLocalJson(LOCAL_KEYS.recentSearches);
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
    .slice(0, RECENT_SEARCHES_KEPT);
}

/** Stores the recent searches; false when the browser refused (the list then lives for this page only). */
export function writeRecentSearches(recent: readonly string[]): boolean {
  return writeLocalJson(LOCAL_KEYS.recentSearches, recent.slice(0, RECENT_SEARCHES_KEPT));
}
