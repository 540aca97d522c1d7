import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../src/storage/browser-storage.ts';
import { installMemoryStorage } from '../test/memory-storage.ts';
import {
  $recentSearches,
  forgetSearch,
  loadRecentSearches,
  recordSearch,
  resetRecentSearches,
} from './recent-searches.ts';

beforeEach(() => {
  installMemoryStorage();
  resetRecentSearches();
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'sessionStorage');
  Reflect.deleteProperty(globalThis, 'localStorage');
});

const stored = () => JSON.parse(localStorage.getItem(LOCAL_KEYS.recentSearches) ?? 'null') as unknown;

describe('recent searches', () => {
  it('records searches newest first, five at most, and keeps them for the next visit', () => {
    for (const term of ['vcn', 'buckets', 'instances', 'policies', 'users', 'logs']) recordSearch(term);
    expect($recentSearches.get()).toEqual(['logs', 'users', 'policies', 'instances', 'buckets']);
    expect(stored()).toEqual(['logs', 'users', 'policies', 'instances', 'buckets']);
    // The next visit: a new page reads them back.
    resetRecentSearches();
    expect(loadRecentSearches()).toEqual(['logs', 'users', 'policies', 'instances', 'buckets']);
  });

  it('moves a repeated search to the front and forgets one on request', () => {
    recordSearch('vcn');
    recordSearch('buckets');
    recordSearch('VCN');
    expect($recentSearches.get()).toEqual(['VCN', 'buckets']);
    forgetSearch('vcn');
    expect($recentSearches.get()).toEqual(['buckets']);
    expect(stored()).toEqual(['buckets']);
  });

  it('reads what it can from a damaged list and nothing from another shape', () => {
    localStorage.setItem(LOCAL_KEYS.recentSearches, JSON.stringify(['vcn', 42, '', null, 'buckets']));
    expect(loadRecentSearches()).toEqual(['vcn', 'buckets']);
    resetRecentSearches();
    localStorage.setItem(LOCAL_KEYS.recentSearches, '{"not":"a list"}');
    expect(loadRecentSearches()).toEqual([]);
    resetRecentSearches();
    localStorage.setItem(LOCAL_KEYS.recentSearches, 'not json');
    expect(loadRecentSearches()).toEqual([]);
  });

  it('keeps the list for this page when the browser refuses to store it', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    Object.defineProperty(globalThis, 'localStorage', { value: refusing, configurable: true });
    resetRecentSearches();
    recordSearch('vcn');
    expect($recentSearches.get()).toEqual(['vcn']);
  });
});
