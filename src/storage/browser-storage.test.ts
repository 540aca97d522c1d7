import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFullLocalStorage, installMemoryStorage } from '../../test/memory-storage.ts';
import {
  LOCAL_KEYS,
  SESSION_KEYS,
  readLocalItem,
  readLocalJson,
  readSessionItem,
  removeLocalItem,
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

  it('keeps what a full localStorage refuses in this tab’s sessionStorage, and moves it back once there is room', () => {
    const { sessionStorage, localStorage } = installFullLocalStorage();
    expect(writeLocalJson(LOCAL_KEYS.feedbackDrafts, { u1: { comment: 'typed' } })).toBe(true);
    expect(localStorage.getItem(LOCAL_KEYS.feedbackDrafts)).toBeNull();
    expect(readLocalJson(LOCAL_KEYS.feedbackDrafts)).toEqual({ u1: { comment: 'typed' } });
    // The kept value is newer than one localStorage still holds from before it filled up.
    localStorage.full = false;
    localStorage.setItem(LOCAL_KEYS.recentSearches, '["old"]');
    localStorage.full = true;
    writeLocalJson(LOCAL_KEYS.recentSearches, ['new']);
    expect(readLocalJson(LOCAL_KEYS.recentSearches)).toEqual(['new']);
    localStorage.full = false;
    expect(writeLocalJson(LOCAL_KEYS.feedbackDrafts, { u1: { comment: 'typed more' } })).toBe(true);
    expect(localStorage.getItem(LOCAL_KEYS.feedbackDrafts)).toBe('{"u1":{"comment":"typed more"}}');
    removeLocalItem(LOCAL_KEYS.recentSearches);
    expect(readLocalItem(LOCAL_KEYS.recentSearches)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('reports a write refused by both storages', () => {
    const { sessionStorage } = installFullLocalStorage();
    vi.spyOn(sessionStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeLocalJson(LOCAL_KEYS.feedbackDrafts, {})).toBe(false);
    vi.restoreAllMocks();
  });
});
