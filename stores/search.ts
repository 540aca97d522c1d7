import { atom, computed, map } from 'nanostores';
import {
  checkTerm,
  documentationLanguage,
  DOCUMENTS_DEBOUNCE_MS,
  MARKETPLACE_SHOWN,
  marketplaceSearchAvailable,
  resourceSearchLimit,
  RESOURCES_DEBOUNCE_MS,
  searchServices,
  servicesShown,
  type TermCheck,
} from '../src/domain/search.ts';
import type { NavigationMenuEntry } from '../src/domain/navigation-menu.ts';
import { httpDocumentationPages, searchDocumentation, type DocumentationItem } from '../src/services/docs-search.ts';
import { searchMarketplace, type MarketplaceListing } from '../src/services/marketplace.ts';
import { searchResources, type ResourceSummary } from '../src/services/resource-search.ts';
import { $searchTenantId } from './account.ts';
import { $localeTag } from './locale.ts';
import { $navigationView, needsNavigationMenu } from './navigation.ts';
import { $pluginPrefixes } from './plugins.ts';
import { consoleConfig, serviceContext } from './service-context.ts';

/*
 * The header search's flyout (spec 1 §3, §4, §9; issue 13): what each column shows for the text in the box.
 *
 * Services answer locally on every keystroke. Resources, documentation and marketplace wait for a quiet moment (350 ms
 * for resources, 250 ms for the others, after the last keystroke), and a newer keystroke cancels every older request,
 * so no stale answer ever replaces a newer one. A column that fails says so on its own; the others keep their results.
 */

/** Where one column stands. An empty `items` is the column's "no results found". */
export type SearchColumnState<T> =
  | { status: 'idle' }
  | { status: Exclude<TermCheck, 'ok'> }
  | { status: 'loading' }
  | { status: 'ready'; items: readonly T[] }
  | { status: 'failed' };

/** The flyout's columns that ask the network. */
export interface SearchColumns {
  resources: SearchColumnState<ResourceSummary>;
  documentation: SearchColumnState<DocumentationItem>;
  /** Listings to open at `marketplaceListingPath(listing.id)`; idle while marketplace search is off. */
  marketplace: SearchColumnState<MarketplaceListing>;
}

/** Which searches are on (documentation and marketplace search change the column sizes, spec 1 §9). */
export interface SearchOptions {
  documentationSearch: boolean;
  marketplace: boolean;
}

const IDLE = { status: 'idle' } as const;

/** Every column idle: what the columns show before any text (and a base for setting a few of them in tests). */
export const SEARCH_COLUMNS_IDLE: SearchColumns = { resources: IDLE, documentation: IDLE, marketplace: IDLE };

/** The text the columns answer. */
export const $searchText = atom('');

/** Options set by `configureSearch`, over the defaults. */
const $searchOptionOverrides = atom<Partial<SearchOptions>>({});

/**
 * Which searches are on. Documentation search is on. Marketplace search is on when the plugin route registry serves
 * the Marketplace listing pages (`marketplaceSearchAvailable`), so every listing found opens somewhere; the spec does
 * not say what turns it on. `configureSearch` overrides either.
 */
export const $searchOptions = computed(
  [$pluginPrefixes, $searchOptionOverrides],
  (prefixes, overrides): SearchOptions => ({
    documentationSearch: overrides.documentationSearch ?? true,
    marketplace: overrides.marketplace ?? marketplaceSearchAvailable(prefixes),
  })
);

/** The services column: answered locally from the navigation menu, on every keystroke and when the menu changes. */
export const $searchServices = needsNavigationMenu(
  computed([$searchText, $navigationView, $searchOptions], (text, menu, options): readonly NavigationMenuEntry[] =>
    menu ? searchServices(menu.groups, text, servicesShown(options)) : []
  )
);

/** What the resources, documentation and marketplace columns show for `$searchText`. */
export const $searchColumns = map<SearchColumns>(SEARCH_COLUMNS_IDLE);

/** Aborts the requests of the text before; a newer text replaces it at once. */
let controller: AbortController | null = null;
const timers = new Set<ReturnType<typeof setTimeout>>();

/**
 * Overrides which searches are on (tests, an embedding console); an option left out follows its default, and
 * `configureSearch({})` returns to the defaults. The next text uses them.
 */
export function configureSearch(options: Partial<SearchOptions>): void {
  $searchOptionOverrides.set({ ...options });
}

function cancelPending(): void {
  for (const timer of timers) clearTimeout(timer);
  timers.clear();
  controller?.abort(new DOMException('A newer search replaced this one.', 'AbortError'));
  controller = null;
}

/**
 * Runs `search` after `delayMs` unless a newer text arrives first. Every newer text aborts `signal` at once, so an
 * answer lands only while its signal is still live: no older answer ever replaces a newer one.
 */
function later<T>(
  delayMs: number,
  signal: AbortSignal,
  search: () => Promise<readonly T[]>,
  land: (state: SearchColumnState<T>) => void
): void {
  const timer = setTimeout(() => {
    timers.delete(timer);
    search().then(
      items => {
        if (!signal.aborted) land({ status: 'ready', items });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        console.warn('[search] a column could not be answered', error);
        land({ status: 'failed' });
      }
    );
  }, delayMs);
  timers.add(timer);
}

/** A column's state for a text before any answer: idle when blank or off, else loading or why it will not search. */
function startingState(text: string, check: TermCheck | null): SearchColumnState<never> {
  if (text.trim() === '' || check === null) return IDLE;
  return check === 'ok' ? { status: 'loading' } : { status: check };
}

/** The user typed: every column answers the new text (services at once, the others after their quiet time). */
export function setSearchText(text: string): void {
  cancelPending();
  $searchText.set(text);
  const { documentationSearch, marketplace } = $searchOptions.get();
  const resourcesCheck = checkTerm('resources', text);
  const documentationCheck = documentationSearch ? checkTerm('documentation', text) : null;
  const marketplaceCheck = marketplace ? checkTerm('marketplace', text) : null;
  $searchColumns.set({
    resources: startingState(text, resourcesCheck),
    documentation: startingState(text, documentationCheck),
    marketplace: startingState(text, marketplaceCheck),
  });
  const term = text.trim();
  if (term === '') return;
  controller = new AbortController();
  const { signal } = controller;
  if (resourcesCheck === 'ok') {
    later(
      RESOURCES_DEBOUNCE_MS,
      signal,
      async () =>
        (
          await searchResources(serviceContext(undefined, { signal }), {
            searchDetails: { type: 'FreeText', text: term },
            limit: resourceSearchLimit(documentationSearch),
            tenantId: $searchTenantId.get(),
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
  if (marketplaceCheck === 'ok') {
    // Marketplace answers as quickly as documentation: chosen, the spec names no quiet time for it.
    later(
      DOCUMENTS_DEBOUNCE_MS,
      signal,
      async () => (await searchMarketplace(serviceContext(), { text: term, limit: MARKETPLACE_SHOWN, signal })).items,
      state => $searchColumns.setKey('marketplace', state)
    );
  }
}

/** Closes the search: pending requests are cancelled and the columns cleared. */
export function clearSearch(): void {
  cancelPending();
  $searchText.set('');
  $searchColumns.set(SEARCH_COLUMNS_IDLE);
}
