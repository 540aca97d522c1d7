import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CACHES,
  CACHE_KEYS,
  clearAllCaches,
  consoleCache,
  onStorageDegraded,
  resetStorageDegradation,
  storageDegradation,
  tenancyCacheKey,
} from './cache.ts';
import { closeCacheDb, closeConsoleDb, openCacheDb } from './console-db.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(async () => {
  await Promise.all([closeConsoleDb(), closeCacheDb()]);
  globalThis.indexedDB = new IDBFactory();
  resetStorageDegradation();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all([closeConsoleDb(), closeCacheDb()]);
});

/** An IndexedDB whose every open fails, as a browser that blocks storage answers. */
function blockIndexedDb(): void {
  globalThis.indexedDB = {
    open: () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    },
  } as unknown as IDBFactory;
}

describe('caches', () => {
  it('keep the compartments and capabilities caches in databases of their own at version 5', async () => {
    const compartments = await openCacheDb('compartments');
    const capabilities = await openCacheDb('capabilities');
    expect([compartments.version, capabilities.version]).toEqual([5, 5]);
    expect(compartments.name).not.toBe(capabilities.name);
    expect([...compartments.objectStoreNames]).toEqual(['cache']);
  });

  it('answer {data, createdDate} records within the validity window of 5 days, and nothing after it', async () => {
    const now = Date.now();
    await consoleCache.write(CACHE_KEYS.purchaseEntitlements, [{ id: 'pe1' }], now - 4 * DAY_MS);
    await CACHES.compartments.write('c', ['root'], now - 6 * DAY_MS);
    expect(await consoleCache.read('pe-summary', { now })).toEqual({
      data: [{ id: 'pe1' }],
      createdDate: now - 4 * DAY_MS,
    });
    expect(await CACHES.compartments.read('c', { now })).toBeUndefined();
    expect(await consoleCache.read('pe-summary', { now, maxAgeMs: DAY_MS })).toBeUndefined();
  });

  it('scope keys to a tenancy', () => {
    expect(tenancyCacheKey('regions', 'ocid1.tenancy.oc1..a')).toBe('regions:ocid1.tenancy.oc1..a');
  });

  it('fall back to memory when IndexedDB is blocked, keep what was written, and say so once', async () => {
    blockIndexedDb();
    const heard = vi.fn();
    onStorageDegraded(heard);
    await consoleCache.write('setrial-profile', { accepted: true });
    await CACHES.capabilities.write('caps', { cloudShell: true });
    expect((await consoleCache.read('setrial-profile'))?.data).toEqual({ accepted: true });
    expect((await CACHES.capabilities.read('caps'))?.data).toEqual({ cloudShell: true });
    expect(heard).toHaveBeenCalledOnce();
    expect(heard).toHaveBeenCalledWith('INDEXEDDB_OPEN_FAILED');
    expect(storageDegradation()).toBe('INDEXEDDB_OPEN_FAILED');
    const late = vi.fn();
    onStorageDegraded(late);
    expect(late).toHaveBeenCalledWith('INDEXEDDB_OPEN_FAILED');
  });

  it('fall back to memory when a write is over quota', async () => {
    const db = await openCacheDb('compartments');
    vi.spyOn(db, 'put').mockRejectedValue(new DOMException('Quota exceeded', 'QuotaExceededError'));
    await CACHES.compartments.write('big', ['x']);
    expect(storageDegradation()).toBe('QUOTA_EXCEEDED');
    expect((await CACHES.compartments.read('big'))?.data).toEqual(['x']);
  });

  it('are all emptied by clearAllCaches', async () => {
    await consoleCache.write('a', 1);
    await CACHES.compartments.write('b', 2);
    await CACHES.capabilities.write('c', 3);
    await clearAllCaches();
    expect(await consoleCache.read('a')).toBeUndefined();
    expect(await CACHES.compartments.read('b')).toBeUndefined();
    expect(await CACHES.capabilities.read('c')).toBeUndefined();
  });
});
