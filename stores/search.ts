import { atom, map } from 'nanostores';
import {
  checkTerm,
  documentationLanguage,
  DOCUMENTS_DEBOUNCE_MS,
  resourceSearchLimit,
  RESOURCES_DEBOUNCE_MS,
  searchServices,
  servicesShown,
  type TermCheck,
} from '../src/domain/search.ts';
import type { NavigationMenuEntry } from '../src/domain/navigation-menu.ts';
import { httpDocumentationPages, searchDocumentation, type DocumentationItem } from '../src/services/docs-search.ts';
import { searchResources, type ResourceSummary } from '../src/services/resource-search.ts';
import { $localeTag } from './locale.ts';
import { $navigationView } from './navigation.ts';
import { consoleConfig, serviceContext } from './service-context.ts';

/*
 * The header search's flyout (spec 1 §3, §4, §9; issue 13): what each column shows for the text in the box.
 *
 * Services answer locally on every keystroke. Resources and documentation wait for a quiet moment (350 ms and 250 ms
 * after the last keystroke), and a newer keystroke cancels every older request, so no stale answer ever replaces a
 * newer one. A column that fails says so on its own; the others keep their results.
 */

/** Where one column stands. An empty `items` is the column's "no results found". */
export type SearchColumnState<T> =
  | { status: 'idle' }
  | { status: Exclude<TermCheck, 'ok'> }
  | { status: 'loading' }
  | { status: 'ready'; items: readonly T[] }
  | { status: 'failed' };

/** The flyout's columns. */
export interface SearchColumns {
  services: readonly NavigationMenuEntry[];
  resources: SearchColumnState<ResourceSummary>;
  documentation: SearchColumnState<DocumentationItem>;
}

const IDLE = { status: 'idle' } as const;

/** The text the columns answer. */
export const $searchText = atom('');

/** What each column shows for `$searchText`. */
export const $searchColumns = map<SearchColumns>({ services: [], resources: IDLE, documentation: IDLE });

/** Which searches are on (documentation search changes the column sizes, spec 1 §9). */
export interface SearchOptions {
  documentationSearch: boolean;
}

let options: SearchOptions = { documentationSearch: true };
let generation = 0;
let controller: AbortController | null = null;
const timers = new Set<ReturnType<typeof setTimeout>>();

/** Sets which searches are on; the next text uses them. */
export function configureSearch(next: SearchOptions): void {
  options = next;
}

function cancelPending(): void {
  for (const timer of timers) clearTimeout(timer);
  timers.clear();
  controller?.abort(new DOMException('A newer search replaced this one.', 'AbortError'));
  controller = null;
}

/** Runs `search` after `delayMs` unless a newer text arrives first; its answer lands only if it is still current. */
function later<T>(
  delayMs: number,
  signal: AbortSignal,
  search: () => Promise<readonly T[]>,
  land: (state: SearchColumnState<T>) => void
): void {
  const mine = generation;
  const timer = setTimeout(() => {
    timers.delete(timer);
    search().then(
      items => {
        if (mine === generation && !signal.aborted) land({ status: 'ready', items });
      },
      (error: unknown) => {
        if (mine !== generation || signal.aborted) return;
        console.warn('[search] a column could not be answered', error);
        land({ status: 'failed' });
      }
    );
  }, delayMs);
  timers.add(timer);
}

/** The user typed: every column answers the new text (services at once, the others after their quiet time). */
export function setSearchText(text: string): void {
  generation += 1;
  cancelPending();
  $searchText.set(text);
  const menu = $navigationView.get();
  const services = menu ? searchServices(menu.groups, text, servicesShown({ ...options, marketplace: false })) : [];
  const resourcesCheck = checkTerm('resources', text);
  const documentationCheck = options.documentationSearch ? checkTerm('documentation', text) : null;
  const blank = text.trim() === '';
  $searchColumns.set({
    services,
    resources: blank ? IDLE : resourcesCheck === 'ok' ? { status: 'loading' } : { status: resourcesCheck },
    documentation:
      blank || documentationCheck === null
        ? IDLE
        : documentationCheck === 'ok'
          ? { status: 'loading' }
          : { status: documentationCheck },
  });
  if (blank) return;
  controller = new AbortController();
  const { signal } = controller;
  const term = text.trim();
  if (resourcesCheck === 'ok') {
    later(
      RESOURCES_DEBOUNCE_MS,
      signal,
      async () =>
        (
          await searchResources(serviceContext(undefined, { signal }), {
            searchDetails: { type: 'FreeText', text: term },
            limit: resourceSearchLimit(options.documentationSearch),
          })
        ).items,
      state => $searchColumns.setKey('resources', state)
    );
  }
  if (documentationCheck === 'ok') {
    later(
      DOCUMENTS_DEBOUNCE_MS,
      signal,
      () =>
        searchDocumentation(term, documentationLanguage($localeTag.get()), {
          signal,
          fetchPage: httpDocumentationPages(consoleConfig()),
        }),
      state => $searchColumns.setKey('documentation', state)
    );
  }
}

/** Closes the search: pending requests are cancelled and the columns cleared. */
export function clearSearch(): void {
  generation += 1;
  cancelPending();
  $searchText.set('');
  $searchColumns.set({ services: [], resources: IDLE, documentation: IDLE });
}
