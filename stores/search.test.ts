import 'fake-indexeddb/auto';
import { cleanStores, keepMount } from 'nanostores';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals, type BrowserGlobals } from '../test/browser-globals.ts';
import { internalErrorFault } from '../test/local-cloud.ts';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import { $tenancy, type ConsoleTenancy } from './account.ts';
import { $activeRegion } from './active-region.ts';
import { $locale, $localeTag } from './locale.ts';
import { MARKETPLACE_SHOWN, servicesShown } from '../src/domain/search.ts';
import { $navigationMenu, $navigationView, loadNavigationMenu } from './navigation.ts';
import { $pluginRegistry, loadPluginRegistry } from './plugins.ts';
import {
  $searchColumns,
  $searchOptions,
  $searchServices,
  clearSearch,
  configureSearch,
  setSearchText,
} from './search.ts';

const cloud = useStoreCloud();
let browser: BrowserGlobals;

/** The texts of every search the local cloud was asked, in order. */
function searchesSeen(): { resources: string[]; documents: string[] } {
  return { resources: [...resourceTexts], documents: [...documentTexts] };
}
const resourceTexts: string[] = [];
const documentTexts: string[] = [];
/** The `limit` of every resource search asked. */
const resourceLimits: string[] = [];
/** The `tenantId` of every resource search asked ('' when absent). */
const resourceTenants: string[] = [];
/** The `name` and `limit` of every Marketplace search asked. */
const listingSearches: { name: string; limit: string }[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  browser = installBrowserGlobals('http://localhost:5173/');
  await useSession(cloud.demo);
  $activeRegion.set('us-ashburn-1');
  $locale.set('en');
  keepMount($navigationView);
  await loadNavigationMenu();
  browser.uninstall();
});

beforeEach(async () => {
  browser = installBrowserGlobals('http://localhost:5173/');
  await cloud.local.clearFaults();
  await useSession(cloud.demo);
  $activeRegion.set('us-ashburn-1');
  $localeTag.set('en');
  // The defaults: documentation on; marketplace off, as no plugin registry is loaded here.
  configureSearch({});
  $pluginRegistry.set(null);
  listingSearches.length = 0;
  resourceTexts.length = 0;
  documentTexts.length = 0;
  resourceLimits.length = 0;
  resourceTenants.length = 0;
  $tenancy.set({ status: 'idle', value: null, error: null });
  // Watches what reaches the network, and passes it on unchanged.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname.endsWith('/resources')) {
      const body = (await request.clone().json()) as { text?: string };
      resourceTexts.push(body.text ?? '');
      resourceLimits.push(url.searchParams.get('limit') ?? '');
      resourceTenants.push(url.searchParams.get('tenantId') ?? '');
    }
    if (url.pathname.endsWith('/_search')) documentTexts.push(url.searchParams.get('text') ?? '');
    if (url.pathname.endsWith('/listings')) {
      listingSearches.push({ name: url.searchParams.get('name') ?? '', limit: url.searchParams.get('limit') ?? '' });
    }
    return realFetch(request);
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  clearSearch();
  vi.restoreAllMocks();
  browser.uninstall();
});

afterAll(() => cleanStores($navigationView));

const settled = () =>
  vi.waitFor(
    () => {
      const { resources, documentation, marketplace } = $searchColumns.get();
      expect(resources.status).not.toBe('loading');
      expect(documentation.status).not.toBe('loading');
      expect(marketplace.status).not.toBe('loading');
    },
    { timeout: 5000 }
  );

describe('the search flyout’s columns', () => {
  it('answers services at once, then resources and documentation after their quiet time', async () => {
    setSearchText('instance');
    const first = $searchColumns.get();
    expect($searchServices.get().map(entry => entry.text)).toContain('Instances');
    expect($searchServices.get().length).toBeLessThanOrEqual(5);
    expect(first.resources.status).toBe('loading');
    expect(first.documentation.status).toBe('loading');
    expect(searchesSeen()).toEqual({ resources: [], documents: [] });
    await settled();
    const { resources, documentation } = $searchColumns.get();
    expect(resources.status).toBe('ready');
    if (resources.status === 'ready') {
      expect(resources.items.length).toBeGreaterThan(0);
      expect(resources.items.length).toBeLessThanOrEqual(12);
    }
    expect(documentation.status).toBe('ready');
    if (documentation.status === 'ready') expect(documentation.items).toHaveLength(5);
    // Beside documentation search: 12 resources.
    expect(resourceLimits).toEqual(['12']);
    // Marketplace search is off without a plugin serving its listings.
    expect($searchColumns.get().marketplace).toEqual({ status: 'idle' });
    expect(listingSearches).toEqual([]);
  });

  it('asks only for the last text of a burst of keystrokes', async () => {
    for (const text of ['ins', 'inst', 'insta', 'instan']) setSearchText(text);
    await settled();
    expect(searchesSeen()).toEqual({ resources: ['instan'], documents: ['instan'] });
  });

  it('never lets an older, slower answer replace a newer one', async () => {
    // The first search's resource call hangs for a while; the second answers at once.
    await cloud.local.injectFault({ operation: 'SearchResources', latencyMs: 700, times: 1 });
    setSearchText('quickstart');
    await vi.waitFor(() => expect(searchesSeen().resources).toEqual(['quickstart']), { timeout: 3000 });
    setSearchText('zzzqqq-nothing');
    await settled();
    // Wait past the slow answer: it must not land.
    await new Promise(resolve => setTimeout(resolve, 900));
    const { resources } = $searchColumns.get();
    expect(resources).toEqual({ status: 'ready', items: [] });
  });

  it('asks for more characters below 3 and refuses documentation over 128, without a network call', () => {
    setSearchText('vm');
    expect($searchColumns.get().resources).toEqual({ status: 'too-short' });
    expect($searchColumns.get().documentation).toEqual({ status: 'too-short' });
    setSearchText('x'.repeat(129));
    expect($searchColumns.get().documentation).toEqual({ status: 'too-long' });
    expect($searchColumns.get().resources.status).toBe('loading');
    clearSearch();
    expect(searchesSeen()).toEqual({ resources: [], documents: [] });
  });

  it('keeps the other columns when one fails', async () => {
    await cloud.local.injectFault(internalErrorFault('SearchResources'));
    setSearchText('instance');
    await settled();
    expect($searchColumns.get().resources).toEqual({ status: 'failed' });
    expect($searchColumns.get().documentation.status).toBe('ready');
    expect($searchServices.get().length).toBeGreaterThan(0);
  });

  it('sizes the columns by the documentation search: 10 resources and up to 10 services without it', async () => {
    configureSearch({ documentationSearch: false });
    setSearchText('server');
    expect($searchColumns.get().documentation).toEqual({ status: 'idle' });
    await settled();
    expect(resourceLimits).toEqual(['10']);
    expect(searchesSeen().documents).toEqual([]);
    setSearchText('a');
    expect($searchServices.get().length).toBeGreaterThan(5);
    expect($searchServices.get().length).toBeLessThanOrEqual(10);
  });

  it('answers services for the text typed before the menu had loaded, once it loads', () => {
    const loaded = $navigationMenu.get();
    $navigationMenu.set({ status: 'loading', registry: null, locale: null });
    setSearchText('instance');
    expect($searchServices.get()).toEqual([]);
    $navigationMenu.set(loaded);
    expect($searchServices.get().map(entry => entry.text)).toContain('Instances');
  });

  it('searches the override tenancy of an operator, and the service refuses one the user may not enter', async () => {
    setSearchText('server');
    await settled();
    // The user's own tenancy: no tenantId.
    expect(resourceTenants).toEqual(['']);
    const other = 'ocid1.tenancy.oc1..not-authorised-for-this-user';
    const overridden: ConsoleTenancy = {
      ocid: other,
      name: 'other',
      homeRegionKey: null,
      myServicesIdentifier: null,
      isInternal: false,
      isOverriden: true,
      overrideFromId: cloud.demo.claims.tenant,
      accountInfo: null,
      createdTime: null,
      isBoatInProdTenancy: false,
      overrideError: null,
    };
    $tenancy.set({ status: 'ready', value: overridden, error: null });
    setSearchText('server-');
    await settled();
    // (A refused search may be retried; every try names the override tenancy.)
    expect(resourceTenants[0]).toBe('');
    expect(new Set(resourceTenants.slice(1))).toEqual(new Set([other]));
    // Another tenancy's resources never come back: the demo user is not authorised for it.
    expect($searchColumns.get().resources).toEqual({ status: 'failed' });
  });
});

describe('the flyout’s marketplace column', () => {
  const listingNames = () => {
    const { marketplace } = $searchColumns.get();
    return marketplace.status === 'ready' ? marketplace.items.map(listing => listing.name) : [];
  };

  it('is on by default where the plugin registry serves the Marketplace listing pages, unless configured off', async () => {
    expect($searchOptions.get()).toEqual({ documentationSearch: true, marketplace: false });
    await loadPluginRegistry();
    expect($searchOptions.get()).toEqual({ documentationSearch: true, marketplace: true });
    configureSearch({ marketplace: false });
    expect($searchOptions.get().marketplace).toBe(false);
    configureSearch({});
    expect($searchOptions.get().marketplace).toBe(true);
  });

  it('answers after its quiet time with the listings shown, asking for no more', async () => {
    configureSearch({ marketplace: true });
    setSearchText('jenkins');
    expect($searchColumns.get().marketplace).toEqual({ status: 'loading' });
    expect(listingSearches).toEqual([]);
    await settled();
    expect(listingSearches).toEqual([{ name: 'jenkins', limit: String(MARKETPLACE_SHOWN) }]);
    expect(listingNames()).toEqual(['Jenkins', 'Jenkins on Kubernetes']);
    const { marketplace } = $searchColumns.get();
    if (marketplace.status === 'ready') {
      expect(marketplace.items[0]).toMatchObject({ id: '52110203', publisher: { name: 'Stackhaven' } });
    }
  });

  it('asks only for the last text of a burst of keystrokes', async () => {
    configureSearch({ marketplace: true });
    for (const text of ['wor', 'word', 'wordp', 'wordpr']) setSearchText(text);
    await settled();
    expect(listingSearches.map(search => search.name)).toEqual(['wordpr']);
  });

  it('asks for more characters below 3 and refuses more than 128, without a network call', () => {
    configureSearch({ marketplace: true });
    setSearchText('vm');
    expect($searchColumns.get().marketplace).toEqual({ status: 'too-short' });
    setSearchText('x'.repeat(129));
    expect($searchColumns.get().marketplace).toEqual({ status: 'too-long' });
    clearSearch();
    expect($searchColumns.get().marketplace).toEqual({ status: 'idle' });
    expect(listingSearches).toEqual([]);
  });

  it('fails on its own: the other columns keep their answers', async () => {
    configureSearch({ marketplace: true });
    await cloud.local.injectFault(internalErrorFault('ListListings'));
    setSearchText('instance');
    await settled();
    expect($searchColumns.get().marketplace).toEqual({ status: 'failed' });
    expect($searchColumns.get().resources.status).toBe('ready');
    expect($searchColumns.get().documentation.status).toBe('ready');
    expect($searchServices.get().length).toBeGreaterThan(0);
  });

  it('takes rows from the services column when it is on', () => {
    setSearchText('a');
    const without = $searchServices.get().length;
    expect(without).toBe(servicesShown({ documentationSearch: true, marketplace: false }));
    configureSearch({ marketplace: true });
    expect($searchServices.get()).toHaveLength(servicesShown({ documentationSearch: true, marketplace: true }));
    expect($searchServices.get().length).toBeLessThan(without);
  });

  it('never lets an older, slower answer replace a newer one', async () => {
    configureSearch({ marketplace: true });
    await cloud.local.injectFault({ operation: 'ListListings', latencyMs: 700, times: 1 });
    setSearchText('jenkins');
    await vi.waitFor(() => expect(listingSearches.map(search => search.name)).toEqual(['jenkins']), {
      timeout: 3000,
    });
    setSearchText('wordpress');
    await settled();
    expect(listingNames()).toEqual(['WordPress', 'WordPress Multisite']);
    // Wait past the slow answer: it must not land.
    await new Promise(resolve => setTimeout(resolve, 900));
    expect(listingNames()).toEqual(['WordPress', 'WordPress Multisite']);
  });
});
