import { describe, expect, it } from 'vitest';
import {
  formatResourceTime,
  lifecycleTone,
  queryPosition,
  quoteQueryValue,
  readSearchPageView,
  resourceQuery,
  sampleQueries,
  searchPagePath,
  type SearchPageView,
} from './search-page.ts';

describe('the search page URL', () => {
  it('shows results for q on the tab the category names, resources when it names none or an unknown one', () => {
    expect(readSearchPageView('?q=web&category=services')).toEqual({
      kind: 'results',
      text: 'web',
      category: 'services',
    });
    expect(readSearchPageView('?q=web&category=documentation')).toMatchObject({ category: 'documentation' });
    expect(readSearchPageView('?q=web')).toMatchObject({ category: 'resources' });
    expect(readSearchPageView('?q=web&category=marketplace')).toMatchObject({ category: 'resources' });
  });
  it('shows advanced search without q (spec 1 §2: /search), with the query of sq', () => {
    expect(readSearchPageView('')).toEqual({ kind: 'advanced', query: '' });
    expect(readSearchPageView('?q=%20%20')).toEqual({ kind: 'advanced', query: '' });
    expect(readSearchPageView('?sq=query%20vcn%20resources')).toEqual({
      kind: 'advanced',
      query: 'query vcn resources',
    });
  });
  it("shows a resource's details for resource, whatever else the URL says", () => {
    expect(readSearchPageView('?resource=ocid1.instance.oc1..x&q=web')).toEqual({
      kind: 'resource',
      identifier: 'ocid1.instance.oc1..x',
    });
  });
  it('writes the path each view is read back from', () => {
    const views: SearchPageView[] = [
      { kind: 'results', text: 'web server & co', category: 'documentation' },
      { kind: 'advanced', query: "query all resources where displayName = 'a&b'" },
      { kind: 'advanced', query: '' },
      { kind: 'resource', identifier: 'ocid1.vcn.oc1..y' },
    ];
    for (const view of views)
      expect(readSearchPageView(new URL(searchPagePath(view), 'https://x').search)).toEqual(view);
    expect(searchPagePath({ kind: 'advanced', query: '  ' })).toBe('/search');
    expect(searchPagePath({ kind: 'results', text: 'vm', category: 'services' })).toBe(
      '/search?q=vm&category=services'
    );
  });
});

describe('structured queries', () => {
  it('quotes a value so that quotes and backslashes in it stay part of it', () => {
    expect(quoteQueryValue("it's")).toBe("'it\\'s'");
    expect(quoteQueryValue('a\\b')).toBe("'a\\\\b'");
    expect(resourceQuery('ocid1.instance.oc1..x')).toBe(
      "query all resources where identifier = 'ocid1.instance.oc1..x'"
    );
  });
  it('offers samples, the last week counted back from now', () => {
    const samples = sampleQueries(new Date('2026-11-25T10:00:00Z'));
    expect(samples.map(sample => sample.id)).toEqual([
      'runningInstances',
      'createdLastWeek',
      'allVcns',
      'production',
      'largeVolumes',
    ]);
    expect(samples.find(sample => sample.id === 'createdLastWeek')?.query).toBe(
      "query all resources where timeCreated >= '2026-11-18'"
    );
    for (const sample of samples) expect(sample.label).toMatch(/^searchPage\.sample\./);
  });
  it("places the service's character in the typed query by line and column", () => {
    expect(queryPosition('query all resources', 7)).toEqual({ line: 1, column: 7 });
    expect(queryPosition('query all resources\nwhere x', 21)).toEqual({ line: 2, column: 1 });
    expect(queryPosition('query', 99)).toEqual({ line: 1, column: 6 });
  });
});

describe('how a resource reads', () => {
  it('gives lifecycle states a tone, whatever their case', () => {
    expect(lifecycleTone('RUNNING')).toBe('success');
    expect(lifecycleTone('available')).toBe('success');
    expect(lifecycleTone('STOPPED')).toBe('stopped');
    expect(lifecycleTone('PROVISIONING')).toBe('pending');
    expect(lifecycleTone('FAILED')).toBe('error');
    expect(lifecycleTone('SOMETHING_NEW')).toBe('unknown');
    expect(lifecycleTone(null)).toBe('unknown');
  });
  it("formats the time created in the user's locale and time zone, naming the zone", () => {
    const time = '2026-11-20T14:05:00Z';
    expect(formatResourceTime(time, 'en-US', 'UTC')).toBe('Nov 20, 2026, 2:05 PM UTC');
    expect(formatResourceTime(time, 'de-DE', 'UTC')).toBe('20.11.2026, 14:05 UTC');
    expect(formatResourceTime(time, 'en-US', 'America/New_York')).toBe('Nov 20, 2026, 9:05 AM EST');
    // A zone this browser does not know reads as UTC rather than failing the page.
    expect(formatResourceTime(time, 'en-US', 'Mars/Olympus_Mons')).toBe('Nov 20, 2026, 2:05 PM UTC');
    expect(formatResourceTime(undefined, 'en-US', 'UTC')).toBeNull();
    expect(formatResourceTime('not a time', 'en-US', 'UTC')).toBeNull();
  });
});
