import { waitUntil } from '@open-wc/testing';
import { createRoot, type Root } from 'react-dom/client';
import baseCss from '../shared/island-base.css?inline';
import buttonsCss from '../shared/page-buttons.css?inline';
import tabsCss from '../shared/island-tabs.css?inline';
import advancedCss from './advanced-query.css?inline';
import css from './search-page.css?inline';
import tableCss from './resource-table.css?inline';
import type { ResourceSummary } from '../../src/services/resource-search.ts';
import type { SearchResultsState } from '../../stores/search-results.ts';
import type { SearchPageProps } from './interfaces.ts';
import { SearchPage } from './search-page.tsx';

// Test fixture of the search page's browser tests: the pure component in a shadow root with the island's stylesheet,
// props recorded, and results as the stores hold them. Not imported by the island itself.

const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + tabsCss + buttonsCss + css + tableCss + advancedCss);

/** A resource as the search service answers it. */
export function resource(name: string, fields: Partial<ResourceSummary> = {}): ResourceSummary {
  return {
    resourceType: 'Instance',
    identifier: `ocid1.instance.oc1.iad.${name.replace(/\W/g, '')}`,
    displayName: name,
    compartmentId: 'ocid1.compartment.oc1..production',
    lifecycleState: 'RUNNING',
    timeCreated: '2026-11-20T14:05:00Z',
    ...fields,
  };
}

/** Results as the store holds them once a search has answered. */
export function readyResults(text: string, items: readonly ResourceSummary[], more = false): SearchResultsState {
  return {
    status: 'ready',
    kind: 'FreeText',
    text,
    pageSize: 25,
    items,
    nextPage: more ? 'page-2' : undefined,
    loadingMore: false,
    moreFailed: false,
    queryError: null,
  };
}

/** What the page asked for, in order: navigations, sorts, filters, load more, retries and reloads. */
export type Call = readonly [name: string, value?: unknown];

/** A rendered page: its shadow root, what it asked for, and a way to render it with other props. */
export interface RenderedPage {
  host: HTMLElement;
  root: ShadowRoot;
  calls: Call[];
  update: (props: Partial<SearchPageProps>) => void;
  remove: () => void;
}

/** Renders `SearchPage` with `props` over defaults: results of 'web' with two servers, services and documentation. */
export function renderPage(props: Partial<SearchPageProps> = {}): RenderedPage {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [sheet];
  const calls: Call[] = [];
  const items = [resource('web-server-1'), resource('web-server-2', { compartmentId: 'ocid1.compartment.oc1..other' })];
  let current: SearchPageProps = {
    view: { kind: 'results', text: 'web', category: 'resources' },
    results: readyResults('web', items),
    visibleResults: items,
    resultTypes: ['Instance'],
    order: null,
    typeFilter: null,
    services: [
      {
        key: 'instances',
        text: 'Instances',
        path: '/compute/instances',
        category: 'Compute',
        openInNewTab: false,
        external: false,
      },
    ],
    documentation: {
      status: 'ready',
      text: 'web',
      items: [
        {
          topic: 'Networking',
          display_name: 'Web application firewall',
          url: 'https://docs.example/waf',
          highlights: null,
        },
      ],
    },
    details: { status: 'idle', identifier: '', resource: null },
    compartmentNames: new Map([['ocid1.compartment.oc1..production', 'production']]),
    pluginPrefixes: ['/compute'],
    localeTag: 'en-US',
    timeZone: 'UTC',
    now: new Date('2026-11-25T10:00:00Z'),
    onNavigate: view => calls.push(['navigate', view]),
    onSort: order => calls.push(['sort', order]),
    onFilterType: type => calls.push(['filter', type]),
    onLoadMore: () => calls.push(['loadMore']),
    onRetry: () => calls.push(['retry']),
    onReload: () => calls.push(['reload']),
    ...props,
  };
  const reactRoot: Root = createRoot(root);
  reactRoot.render(<SearchPage {...current} />);
  return {
    host,
    root,
    calls,
    update: next => {
      current = { ...current, ...next };
      reactRoot.render(<SearchPage {...current} />);
    },
    remove: () => {
      reactRoot.unmount();
      host.remove();
    },
  };
}

const mounted = new Set<RenderedPage>();

/** Renders the page (see `renderPage`) and waits for React to paint its heading; `removePages` takes it away. */
export async function mountPage(props: Partial<SearchPageProps> = {}): Promise<RenderedPage> {
  const page = renderPage(props);
  mounted.add(page);
  await waitUntil(() => page.root.querySelector('h1'), 'the search page did not render');
  return page;
}

/** Unmounts every page `mountPage` rendered (call after each test). */
export function removePages(): void {
  for (const page of mounted) page.remove();
  mounted.clear();
}

/** The first element of the page matching `selector`; fails loudly when there is none. */
export function find<T extends Element = HTMLElement>(page: RenderedPage, selector: string): T {
  const found = page.root.querySelector<T>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
}

/** Every element of the page matching `selector`. */
export function findAll(page: RenderedPage, selector: string): HTMLElement[] {
  return [...page.root.querySelectorAll<HTMLElement>(selector)];
}
