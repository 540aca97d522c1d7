import { afterEach, describe, expect, it } from 'vitest';
import { installMemoryStorage } from '../../test/memory-storage.ts';
import {
  LOCAL_KEYS,
  SESSION_KEYS,
  readLocalJson,
  readSessionItem,
  removeSessionItem,
  writeLocalJson,
  writeSessionItem,
} from './browser-storage.ts';

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'sessionStorage');
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('browser storage keys', () => {
  it('round-trips session values under the named key', () => {
    const { sessionStorage } = installMemoryStorage();
    expect(writeSessionItem(SESSION_KEYS.region, 'eu-frankfurt-1')).toBe(true);
    expect(sessionStorage.getItem('console.region')).toBe('eu-frankfurt-1');
    expect(readSessionItem(SESSION_KEYS.region)).toBe('eu-frankfurt-1');
    removeSessionItem(SESSION_KEYS.region);
    expect(readSessionItem(SESSION_KEYS.region)).toBeNull();
  });

  it('reads JSON from localStorage and treats garbage as absent', () => {
    const { localStorage } = installMemoryStorage();
    expect(writeLocalJson(LOCAL_KEYS.recentSearches, ['vcn'])).toBe(true);
    expect(readLocalJson(LOCAL_KEYS.recentSearches)).toEqual(['vcn']);
    localStorage.setItem(LOCAL_KEYS.recentSearches, '{not json');
    expect(readLocalJson(LOCAL_KEYS.recentSearches)).toBeUndefined();
  });

  it('reports a refused write instead of throwing where storage is missing', () => {
    expect(writeSessionItem(SESSION_KEYS.region, 'x')).toBe(false);
    expect(readSessionItem(SESSION_KEYS.region)).toBeNull();
  });
});
