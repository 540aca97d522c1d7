import { atom } from 'nanostores';
import { addRecentSearch, removeRecentSearch } from '../src/domain/search.ts';
import { readRecentSearches, writeRecentSearches } from '../src/storage/recent-searches.ts';

/**
 * The user's recent searches, newest first (spec 1 §3, §9): the search flyout shows them before any network answer.
 * Read from local storage when first used; every change is written back.
 */
export const $recentSearches = atom<readonly string[]>([]);

let loaded = false;

/** The list, read from local storage the first time (later calls keep what this page changed). */
export function loadRecentSearches(): readonly string[] {
  if (!loaded) {
    loaded = true;
    $recentSearches.set(readRecentSearches());
  }
  return $recentSearches.get();
}

/** Records a search the user made: it moves to the front, the oldest beyond five goes. */
export function recordSearch(text: string): void {
  const next = addRecentSearch(loadRecentSearches(), text);
  $recentSearches.set(next);
  writeRecentSearches(next);
}

/** Removes one recent search (the flyout's remove button). */
export function forgetSearch(text: string): void {
  const next = removeRecentSearch(loadRecentSearches(), text);
  $recentSearches.set(next);
  writeRecentSearches(next);
}

/** Forgets the loaded state, so the next use reads local storage again (tests, sign-out). */
export function resetRecentSearches(): void {
  loaded = false;
  $recentSearches.set([]);
}
