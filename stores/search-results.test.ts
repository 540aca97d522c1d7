import 'fake-indexeddb/auto';
import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { internalErrorFault } from '../test/local-cloud.ts';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import { $activeRegion } from './active-region.ts';
import { $localeTag } from './locale.ts';
import {
  $resultTypes,
  $searchResults,
  $visibleResults,
  filterResultsByType,
  loadMoreResults,
  loadSearchResults,
  orderResults,
  retrySearchResults,
  runSearchQuery,
} from './search-results.ts';
import { sampleQueries } from '../src/domain/search-page.ts';

const cloud = useStoreCloud();

beforeEach(async () => {
  await cloud.local.clearFaults();
  await useSession(cloud.demo);
  $activeRegion.set('us-ashburn-1');
  $localeTag.set('en');
  orderResults(null);
  keepMount($visibleResults);
  keepMount($resultTypes);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  await loadSearchResults('');
  cleanStores($visibleResults, $resultTypes);
  vi.restoreAllMocks();
});

const names = () => $visibleResults.get().map(item => item.displayName);

describe('the search results page', () => {
  it('pages with opc-next-page: "Load more" appends the next page until there is none', async () => {
    await loadSearchResults('server', { pageSize: 2 });
    const first = $searchResults.get();
    expect(first.status).toBe('ready');
    expect(first.items).toHaveLength(2);
    expect(first.nextPage).toBeDefined();
    // "Load more" asks the same page size as the first page did.
    await loadMoreResults();
    expect($searchResults.get().items).toHaveLength(4);
    let pages = 2;
    while ($searchResults.get().nextPage !== undefined && pages < 10) {
      await loadMoreResults();
      pages += 1;
    }
    const all = $searchResults.get();
    expect(pages).toBeGreaterThan(1);
    expect(all.items.length).toBeGreaterThan(2);
    // Every result once, all of this tenancy's us-ashburn-1 servers.
    expect(new Set(all.items.map(item => item.identifier)).size).toBe(all.items.length);
    expect(all.items.map(item => item.displayName)).toEqual(expect.arrayContaining(['web-server-1', 'app-server-1']));
    expect(all.items.map(item => item.displayName)).not.toContain('dr-web-server-1');
  });

  it('keeps every result shown when "Load more" fails, and loads them on a second try', async () => {
    await loadSearchResults('server', { pageSize: 2 });
    await cloud.local.injectFault(internalErrorFault('SearchResources'));
    await loadMoreResults();
    expect($searchResults.get()).toMatchObject({ status: 'ready', moreFailed: true, loadingMore: false });
    expect($searchResults.get().items).toHaveLength(2);
    await cloud.local.clearFaults();
    await loadMoreResults();
    expect($searchResults.get().moreFailed).toBe(false);
    expect($searchResults.get().items.length).toBeGreaterThan(2);
  });

  it('orders by name or time created and filters by type, over what is loaded', async () => {
    await loadSearchResults('server');
    const relevance = names();
    orderResults({ by: 'name', direction: 'ascending' });
    const byName = names();
    expect(byName).toEqual([...relevance].sort((a, b) => (a ?? '').localeCompare(b ?? '', 'en', { numeric: true })));
    orderResults({ by: 'name', direction: 'descending' });
    expect(names()).toEqual([...byName].reverse());
    const [type] = $resultTypes.get();
    if (!type) throw new Error('no resource type among the results');
    filterResultsByType(type);
    expect($visibleResults.get().every(item => item.resourceType === type)).toBe(true);
    filterResultsByType(null);
    expect($visibleResults.get()).toHaveLength(relevance.length);
  });

  it('shows only the newest search when an older one answers late', async () => {
    await cloud.local.injectFault({ operation: 'SearchResources', latencyMs: 800, times: 1 });
    const older = loadSearchResults('server');
    const newer = loadSearchResults('payments');
    await Promise.all([older, newer]);
    expect($searchResults.get().text).toBe('payments');
    expect(names().sort()).toEqual(['app-server-1', 'app-server-2']);
  });

  it('says so when the first page fails', async () => {
    await cloud.local.injectFault(internalErrorFault('SearchResources'));
    await loadSearchResults('server');
    expect($searchResults.get()).toMatchObject({ status: 'failed', text: 'server', items: [] });
  });
});

describe('advanced search: structured queries', () => {
  it('runs a structured query and pages it like free text', async () => {
    await runSearchQuery("query instance resources where lifecycleState = 'RUNNING'", { pageSize: 3 });
    const first = $searchResults.get();
    expect(first).toMatchObject({ status: 'ready', kind: 'Structured', queryError: null });
    expect(first.items).toHaveLength(3);
    expect(first.nextPage).toBeDefined();
    while ($searchResults.get().nextPage !== undefined) await loadMoreResults();
    const all = $searchResults.get().items;
    expect(all.every(item => item.resourceType === 'Instance' && item.lifecycleState === 'RUNNING')).toBe(true);
    expect(all.map(item => item.displayName)).toEqual(expect.arrayContaining(['web-server-1', 'dev-box']));
    expect(all.map(item => item.displayName)).not.toContain('batch-worker-1');
  });

  it('says where a refused query goes wrong, and keeps the query as typed', async () => {
    const typed = "  query all resources where displayName 'web'";
    await runSearchQuery(typed);
    const refused = $searchResults.get();
    expect(refused).toMatchObject({ status: 'failed', kind: 'Structured', text: typed, items: [] });
    expect(refused.queryError?.detail).toMatch(/expected an operator/);
    // The character counts in the query as sent, leading spaces included: the quoted value after the field.
    expect(refused.queryError?.character).toBe(typed.indexOf("'web'") + 1);
  });

  it('tells a failing service from a refused query, and runs it again on retry', async () => {
    await cloud.local.injectFault(internalErrorFault('SearchResources'));
    await runSearchQuery('query vcn resources');
    expect($searchResults.get()).toMatchObject({ status: 'failed', queryError: null });
    await cloud.local.clearFaults();
    await retrySearchResults();
    expect($searchResults.get()).toMatchObject({ status: 'ready', kind: 'Structured', text: 'query vcn resources' });
    expect(names().sort()).toEqual(['prod-vcn', 'sandbox-vcn']);
  });

  it('finds something with every sample query the editor offers', async () => {
    for (const sample of sampleQueries(new Date())) {
      await runSearchQuery(sample.query);
      expect($searchResults.get(), sample.query).toMatchObject({ status: 'ready', queryError: null });
      expect($searchResults.get().items.length, sample.query).toBeGreaterThan(0);
    }
  });

  it('clears the results for a blank query', async () => {
    await runSearchQuery('query vcn resources');
    await runSearchQuery('   ');
    expect($searchResults.get()).toMatchObject({ status: 'idle', items: [] });
  });
});
