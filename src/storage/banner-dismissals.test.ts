import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installMemoryStorage, MemoryStorage } from '../../test/memory-storage.ts';
import {
  MAX_STORED_DISMISSALS,
  readBannerDismissals,
  recordBannerDismissal,
  rememberSignIn,
  resetBannerDismissalMemory,
} from './banner-dismissals.ts';
import { LOCAL_KEYS } from './browser-storage.ts';

const ALICE = 'ocid1.user.oc1..alice';
const BOB = 'ocid1.user.oc1..bob';

beforeEach(() => resetBannerDismissalMemory());
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'sessionStorage');
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('banner dismissals', () => {
  it('keeps a time per banner key and user under the console key', () => {
    const { localStorage } = installMemoryStorage();
    recordBannerDismissal(ALICE, 'announcement:1', 1000);
    recordBannerDismissal(ALICE, 'generic:x', 2000);
    recordBannerDismissal(BOB, 'announcement:1', 3000);

    expect(readBannerDismissals(ALICE)).toEqual({ 'announcement:1': 1000, 'generic:x': 2000 });
    expect(readBannerDismissals(BOB)).toEqual({ 'announcement:1': 3000 });
    expect(readBannerDismissals('someone-else')).toEqual({});
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.bannerDismissals) ?? '{}')).toMatchObject({
      users: { [ALICE]: { dismissed: { 'announcement:1': 1000 } } },
    });
    expect(LOCAL_KEYS.bannerDismissals).toBe('console.banner-dismissals');
  });

  it('replaces the time of a banner dismissed again', () => {
    installMemoryStorage();
    recordBannerDismissal(ALICE, 'health:ServiceDown:compute:2025-03-10', 1000);
    expect(recordBannerDismissal(ALICE, 'health:ServiceDown:compute:2025-03-10', 5000)).toEqual({
      'health:ServiceDown:compute:2025-03-10': 5000,
    });
  });

  it('keeps only the newest dismissals once there are too many', () => {
    installMemoryStorage();
    for (let index = 0; index <= MAX_STORED_DISMISSALS; index++) recordBannerDismissal(ALICE, `k${index}`, index);
    const kept = readBannerDismissals(ALICE);
    expect(Object.keys(kept)).toHaveLength(MAX_STORED_DISMISSALS);
    expect(kept).not.toHaveProperty('k0');
    expect(kept[`k${MAX_STORED_DISMISSALS}`]).toBe(MAX_STORED_DISMISSALS);
  });

  it('treats garbage or another shape as no dismissals, and drops only a broken user record', () => {
    const { localStorage } = installMemoryStorage();
    localStorage.setItem(LOCAL_KEYS.bannerDismissals, '{broken');
    expect(readBannerDismissals(ALICE)).toEqual({});
    localStorage.setItem(LOCAL_KEYS.bannerDismissals, JSON.stringify(['a']));
    expect(readBannerDismissals(ALICE)).toEqual({});
    localStorage.setItem(
      LOCAL_KEYS.bannerDismissals,
      JSON.stringify({ users: { [ALICE]: { dismissed: { a: 'yesterday' } }, [BOB]: { dismissed: { b: 7 } } } })
    );
    expect(readBannerDismissals(ALICE)).toEqual({});
    expect(readBannerDismissals(BOB)).toEqual({ b: 7 });
  });

  it('keeps dismissals in memory for the page when storage is missing', () => {
    expect(recordBannerDismissal(ALICE, 'survey:q1', 1000)).toEqual({ 'survey:q1': 1000 });
    expect(readBannerDismissals(ALICE)).toEqual({ 'survey:q1': 1000 });
  });

  it('survives a storage that throws on every access', () => {
    const throwing = new MemoryStorage();
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    throwing.getItem = refuse;
    throwing.setItem = refuse;
    Object.defineProperty(globalThis, 'localStorage', { value: throwing, configurable: true, writable: true });

    expect(readBannerDismissals(ALICE)).toEqual({});
    expect(recordBannerDismissal(ALICE, 'generic:x', 1000)).toEqual({ 'generic:x': 1000 });
    expect(readBannerDismissals(ALICE)).toEqual({ 'generic:x': 1000 });
    expect(rememberSignIn(ALICE, { id: 'key-1', issuedAt: 500 })).toBe(500);
  });

  it('survives a storage whose getter throws', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
      configurable: true,
    });
    expect(recordBannerDismissal(ALICE, 'generic:x', 1000)).toEqual({ 'generic:x': 1000 });
    expect(readBannerDismissals(ALICE)).toEqual({ 'generic:x': 1000 });
  });
});

describe('the sign-in time', () => {
  it('stays the first issue time across token refreshes of one sign-in (same session key)', () => {
    installMemoryStorage();
    expect(rememberSignIn(ALICE, { id: 'key-1', issuedAt: 1_000 })).toBe(1_000);
    // A refreshed token: new iat, same key.
    expect(rememberSignIn(ALICE, { id: 'key-1', issuedAt: 3_601_000 })).toBe(1_000);
  });

  it('starts over with a new sign-in (a new session key), keeping the dismissals', () => {
    installMemoryStorage();
    rememberSignIn(ALICE, { id: 'key-1', issuedAt: 1_000 });
    recordBannerDismissal(ALICE, 'shared-realm', 2_000);
    expect(rememberSignIn(ALICE, { id: 'key-2', issuedAt: 90_000 })).toBe(90_000);
    expect(readBannerDismissals(ALICE)).toEqual({ 'shared-realm': 2_000 });
    expect(rememberSignIn(BOB, { id: 'key-3', issuedAt: 5 })).toBe(5);
    expect(rememberSignIn(ALICE, { id: 'key-2', issuedAt: 95_000 })).toBe(90_000);
  });
});
