import 'fake-indexeddb/auto';
import { cleanStores, keepMount } from 'nanostores';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals, type BrowserGlobals } from '../test/browser-globals.ts';
import { internalErrorFault } from '../test/local-cloud.ts';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import { $activeRegion } from './active-region.ts';
import { $locale, $localeTag } from './locale.ts';
import { $navigationView, loadNavigationMenu } from './navigation.ts';
import {
  $resourceDetails,
  $searchPageDocumentation,
  $searchPageServices,
  $searchPageText,
  openSearchPage,
} from './search-page.ts';
import { $searchResults, loadSearchResults } from './search-results.ts';

const cloud = useStoreCloud();
let browser: BrowserGlobals;
/** Every resource search and documentation search that reached the network. */
const calls: string[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  browser = installBrowserGlobals('http://localhost:5173/');
  await useSession(cloud.demo);
  $activeRegion.set('us-ashburn-1');
  $locale.set('en');
  keepMount($searchPageServices);
  await loadNavigationMenu();
  browser.uninstall();
});

beforeEach(async () => {
  browser = installBrowserGlobals('http://localhost:5173/');
  await cloud.local.clearFaults();
  await useSession(cloud.demo);
  $activeRegion.set('us-ashburn-1');
  $localeTag.set('en');
  calls.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname.endsWith('/resources')) calls.push(`resources ${await request.clone().text()}`);
    if (url.pathname.endsWith('/_search')) calls.push(`documentation ${url.searchParams.get('text') ?? ''}`);
    return realFetch(request);
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  await loadSearchResults('');
  vi.restoreAllMocks();
  browser.uninstall();
});

afterAll(() => cleanStores($navigationView, $searchPageServices));

// A failing call is retried twice with back-off before it fails (spec 3 §7): on a busy machine that outlasts
// waitFor's default second.
const settled = () =>
  vi.waitFor(
    () => {
      expect($searchResults.get().status).not.toBe('loading');
      expect($searchPageDocumentation.get().status).not.toBe('loading');
      expect($resourceDetails.get().status).not.toBe('loading');
    },
    { timeout: 10_000 }
  );

describe('the results page', () => {
  it('finds resources, services and documentation for the text, each asked once however often it is opened', async () => {
    openSearchPage({ kind: 'results', text: 'instances', category: 'resources' });
    await settled();
    expect($searchPageText.get()).toBe('instances');
    expect($searchPageServices.get()?.map(service => service.text)).toContain('Instances');
    expect($searchPageServices.get()?.find(service => service.text === 'Instances')).toMatchObject({
      path: expect.stringMatching(/^\/compute/),
      category: expect.any(String),
    });
    expect($searchPageDocumentation.get().status).toBe('ready');
    expect($searchPageDocumentation.get().items.length).toBeGreaterThan(0);
    expect($searchResults.get()).toMatchObject({ status: 'ready', kind: 'FreeText', text: 'instances' });
    const asked = calls.length;
    // Another tab, or back to this one: nothing is asked again.
    openSearchPage({ kind: 'results', text: 'instances', category: 'services' });
    openSearchPage({ kind: 'results', text: 'instances', category: 'documentation' });
    await settled();
    expect(calls).toHaveLength(asked);
    // Another region has other resources: they are asked again there (the documentation is not regional).
    $activeRegion.set('us-phoenix-1');
    openSearchPage({ kind: 'results', text: 'instances', category: 'resources' });
    await settled();
    expect(calls.slice(asked)).toEqual([expect.stringMatching(/^resources /)]);
  });

  it('keeps a failure while the tabs change, and asks again when the page is entered again', async () => {
    await cloud.local.injectFault(internalErrorFault('SearchResources'));
    openSearchPage({ kind: 'results', text: 'server', category: 'resources' });
    await settled();
    expect($searchResults.get().status).toBe('failed');
    // The services still answer: they come from the menu, not from the failing service.
    expect($searchPageServices.get()?.length).toBeGreaterThan(0);
    await cloud.local.clearFaults();
    const asked = calls.length;
    openSearchPage({ kind: 'results', text: 'server', category: 'services' });
    await settled();
    expect(calls).toHaveLength(asked);
    expect($searchResults.get().status).toBe('failed');
    openSearchPage({ kind: 'results', text: 'server', category: 'resources' }, { retryFailed: true });
    await settled();
    expect($searchResults.get().status).toBe('ready');
  });

  it('says the documentation failed on its own, leaving the resources', async () => {
    await cloud.local.injectFault(internalErrorFault('SearchDocumentation'));
    openSearchPage({ kind: 'results', text: 'bucket', category: 'documentation' });
    await settled();
    expect($searchPageDocumentation.get()).toMatchObject({ status: 'failed', text: 'bucket' });
    expect($searchResults.get().status).toBe('ready');
  });
});

describe('advanced search and resource details', () => {
  it('runs the query of the URL, and clears the results for an empty editor', async () => {
    openSearchPage({ kind: 'advanced', query: 'query vcn resources' });
    await settled();
    expect($searchResults.get()).toMatchObject({ status: 'ready', kind: 'Structured' });
    expect($searchPageText.get()).toBe('');
    openSearchPage({ kind: 'advanced', query: '' });
    await settled();
    expect($searchResults.get()).toMatchObject({ status: 'idle', items: [] });
  });

  it("shows a resource's details by its OCID, and says when there is none", async () => {
    await loadSearchResults('orders-db');
    const found = $searchResults.get().items.find(item => item.displayName === 'orders-db');
    if (!found) throw new Error('the seed has no orders-db');
    openSearchPage({ kind: 'resource', identifier: found.identifier });
    await settled();
    expect($resourceDetails.get()).toMatchObject({
      status: 'ready',
      resource: { displayName: 'orders-db', resourceType: 'AutonomousDatabase' },
    });
    expect(calls.at(-1)).toContain(`identifier = '${found.identifier}'`);
    openSearchPage({ kind: 'resource', identifier: 'ocid1.instance.oc1..nothing-here' });
    await settled();
    expect($resourceDetails.get()).toMatchObject({ status: 'not-found', resource: null });
  });
});
