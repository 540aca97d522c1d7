import { atom } from 'nanostores';
import { addRecentSearch, removeRecentSearch } from '../src/domain/search.ts';
import { readRecentSearches, writeRecentSearches } from '../src/storage/recent-searches.ts';

/**
 * The user's recent searches, newest first (spec 1 §3, §9): the search flyout shows them before any network answer.
 * Read from local storage when first used; every change is written back.
 */
export const $recentSearches = atom<readonly string[]>([]);

let loaded = false;

function current(): readonly string[] {
  if (!loaded) {
    loaded = true;
    $recentSearches.set(readRecentSearches());
  }
  return $recentSearches.get();
}

/** Loads the stored list into `$recentSearches` (once; later calls keep what this page changed). */
export function loadRecentSearches(): readonly string[] {
  return current();
}

/** Records a search the user made: it moves to the front, the oldest beyond five goes. */
export function recordSearch(text: string): void {
  const next = addRecentSearch(current(), text);
  $recentSearches.set(next);
  writeRecentSearches(next);
}

/** Removes one recent search (the flyout's remove button). */
export function forgetSearch(text: string): void {
  const next = removeRecentSearch(current(), text);
  $recentSearches.set(next);
  writeRecentSearches(next);
}

/** Forgets the loaded state, so the next use reads local storage again (tests, sign-out). */
export function resetRecentSearches(): void {
  loaded = false;
  $recentSearches.set([]);
}
