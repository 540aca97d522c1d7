import { atom, computed } from 'nanostores';
import { documentationLanguage } from '../src/domain/search.ts';
import { searchServices } from '../src/domain/search.ts';
import type { NavigationMenuGroup } from '../src/domain/navigation-menu.ts';
import { resourceQuery, SEARCH_PAGE_SERVICES_SHOWN, type SearchPageView } from '../src/domain/search-page.ts';
import { httpDocumentationPages, searchDocumentation, type DocumentationItem } from '../src/services/docs-search.ts';
import { searchResources, type ResourceSummary } from '../src/services/resource-search.ts';
import { $searchTenantId } from './account.ts';
import { $activeRegion } from './active-region.ts';
import { $localeTag } from './locale.ts';
import { $navigationView, needsNavigationMenu } from './navigation.ts';
import { $searchResults, loadSearchResults, runSearchQuery } from './search-results.ts';
import { pageSignal } from './page-signal.ts';
import { consoleConfig, serviceContext } from './service-context.ts';

/*
 * The search page (spec 1 §2 `/search`; issue 13) around its resource results (stores/search-results.ts): the services
 * and documentation that match the text, the details of one resource, and which of them a URL of the page needs.
 */

/** A service the results page lists: a navigation-menu link and the category it belongs to. */
export interface SearchPageService {
  key: string;
  /** The label, or a catalog id in `textId` for the shell's own entries. */
  text: string;
  textId?: string | undefined;
  path: string;
  /** The menu category's label (empty for a related service outside any category's entries). */
  category: string;
  openInNewTab: boolean;
  external: boolean;
}

/** The documentation tab: topics found for `text`. */
export interface SearchPageDocumentation {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  text: string;
  items: readonly DocumentationItem[];
}

/** One resource's details (`/search?resource={ocid}`). */
export interface ResourceDetailsState {
  status: 'idle' | 'loading' | 'ready' | 'not-found' | 'failed';
  identifier: string;
  resource: ResourceSummary | null;
}

/** The free text the results page shows (blank on advanced search and on a resource's details). */
export const $searchPageText = atom('');

/** The services matching the page's text, from the navigation menu; null while the menu has not loaded. */
export const $searchPageServices = needsNavigationMenu(
  computed([$searchPageText, $navigationView], (text, menu): readonly SearchPageService[] | null => {
    if (!menu) return null;
    const categories = categoryNames(menu.groups);
    return searchServices(menu.groups, text, SEARCH_PAGE_SERVICES_SHOWN).flatMap(entry =>
      entry.path === undefined
        ? []
        : [
            {
              key: entry.key,
              text: entry.text,
              textId: entry.textId,
              path: entry.path,
              category: categories.get(entry.key) ?? '',
              openInNewTab: entry.openInNewTab,
              external: entry.external,
            },
          ]
    );
  })
);

/** The documentation found for the page's text. */
export const $searchPageDocumentation = atom<SearchPageDocumentation>({ status: 'idle', text: '', items: [] });

/** The resource whose details the page shows. */
export const $resourceDetails = atom<ResourceDetailsState>({ status: 'idle', identifier: '', resource: null });

/** The category label of every entry below each category of the menu. */
function categoryNames(groups: readonly NavigationMenuGroup[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const group of groups) {
    if (group.kind !== 'category') continue;
    const visit = (entries: NavigationMenuGroup['entries']): void => {
      for (const entry of entries) {
        names.set(entry.key, group.text);
        visit(entry.children);
      }
    };
    visit(group.entries);
  }
  return names;
}

/** The region the page last searched in: the resources are regional, so another region asks everything again. */
let openedIn: string | null = null;
let documentationController: AbortController | null = null;
let detailsController: AbortController | null = null;

function renew(controller: AbortController | null): AbortController {
  controller?.abort(new DOMException('The search page moved on.', 'AbortError'));
  return new AbortController();
}

/**
 * Whether a load was cancelled because the user left the search page (not replaced by a newer one): what it was
 * loading goes back to idle, so coming back asks again instead of keeping a spinner that no answer will end.
 */
function leftDuring(load: AbortController, current: AbortController | null, signal: AbortSignal): boolean {
  return load === current && signal.aborted && !load.signal.aborted;
}

/** Searches the documentation for `text` in the user's documentation language; an older search is cancelled. */
export async function loadPageDocumentation(text: string): Promise<void> {
  const load = renew(documentationController);
  documentationController = load;
  const signal = AbortSignal.any([load.signal, pageSignal()]);
  const term = text.trim();
  if (term === '') {
    $searchPageDocumentation.set({ status: 'idle', text: '', items: [] });
    return;
  }
  $searchPageDocumentation.set({ status: 'loading', text: term, items: [] });
  try {
    const items = await searchDocumentation(term, documentationLanguage($localeTag.get()), {
      signal,
      fetchPage: httpDocumentationPages(consoleConfig()),
    });
    if (!signal.aborted) $searchPageDocumentation.set({ status: 'ready', text: term, items });
  } catch (error) {
    if (leftDuring(load, documentationController, signal)) {
      $searchPageDocumentation.set({ status: 'idle', text: '', items: [] });
    }
    if (signal.aborted) return;
    console.warn('[search] the documentation could not be searched', error);
    $searchPageDocumentation.set({ status: 'failed', text: term, items: [] });
  }
}

/** Loads one resource's details with a structured query for its OCID; none found is `not-found`. */
export async function loadResourceDetails(identifier: string): Promise<void> {
  const load = renew(detailsController);
  detailsController = load;
  const signal = AbortSignal.any([load.signal, pageSignal()]);
  $resourceDetails.set({ status: 'loading', identifier, resource: null });
  try {
    const page = await searchResources(serviceContext(undefined, { signal }), {
      searchDetails: { type: 'Structured', query: resourceQuery(identifier) },
      limit: 1,
      tenantId: $searchTenantId.get(),
    });
    if (signal.aborted) return;
    const [resource] = page.items;
    $resourceDetails.set(
      resource ? { status: 'ready', identifier, resource } : { status: 'not-found', identifier, resource: null }
    );
  } catch (error) {
    if (leftDuring(load, detailsController, signal))
      $resourceDetails.set({ status: 'idle', identifier, resource: null });
    if (signal.aborted) return;
    console.warn('[search] the resource could not be loaded', error);
    $resourceDetails.set({ status: 'failed', identifier, resource: null });
  }
}

/** Options of `openSearchPage`. */
export interface OpenSearchPageOptions {
  /** Ask again for what failed before (the page has just been entered); otherwise a failure stays until retried. */
  retryFailed?: boolean;
}

/**
 * Opens what a URL of the search page shows: the results of a text (resources, services, documentation), an advanced
 * query's results, or a resource's details. What is already shown, on its way or (unless `retryFailed`) failed in the
 * active region is not asked again, so switching tabs, going back and forward between them or re-rendering costs no
 * call and does not hammer a failing service; another region asks everything again.
 */
export function openSearchPage(view: SearchPageView, options: OpenSearchPageOptions = {}): void {
  const region = $activeRegion.get();
  const sameRegion = openedIn === region;
  openedIn = region;
  const kept = (status: string) =>
    sameRegion && (status === 'ready' || status === 'loading' || (status === 'failed' && !options.retryFailed));
  const resultsKept = (kind: 'FreeText' | 'Structured', text: string) => {
    const results = $searchResults.get();
    return results.kind === kind && results.text === text && kept(results.status);
  };
  if (view.kind === 'results') {
    $searchPageText.set(view.text);
    if (!resultsKept('FreeText', view.text)) void loadSearchResults(view.text);
    const documentation = $searchPageDocumentation.get();
    // Documentation is not regional: only another text (or a failure being retried) asks again.
    if (documentation.text !== view.text || (documentation.status === 'failed' && options.retryFailed)) {
      void loadPageDocumentation(view.text);
    }
    return;
  }
  $searchPageText.set('');
  if (view.kind === 'advanced') {
    if (view.query.trim() === '') void loadSearchResults('');
    else if (!resultsKept('Structured', view.query)) void runSearchQuery(view.query);
    return;
  }
  const details = $resourceDetails.get();
  if (details.identifier !== view.identifier || !kept(details.status)) void loadResourceDetails(view.identifier);
}
