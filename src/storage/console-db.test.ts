import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CACHE_VALIDITY_MS,
  StorageError,
  clearCacheStore,
  clearSessionStore,
  closeConsoleDb,
  deleteSessionValue,
  getSessionValue,
  openConsoleDb,
  PENDING_KEY_PAIR_MS,
  readCache,
  setPendingKeyPair,
  setSessionValue,
  takePendingKeyPair,
  writeCache,
} from './console-db.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(async () => {
  await closeConsoleDb();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeConsoleDb());

describe('console database', () => {
  it('is duplo version 2 with a session and a cache store', async () => {
    const db = await openConsoleDb();
    expect(db.name).toBe('duplo');
    expect(db.version).toBe(2);
    expect([...db.objectStoreNames].sort()).toEqual(['cache', 'session']);
  });

  it('keeps a non-extractable key pair by structured clone, still able to sign', async () => {
    const keyPair = await crypto.subtle.generateKey(
      { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      false,
      ['sign', 'verify']
    );
    await setSessionValue('keyPair', keyPair);
    await closeConsoleDb();
    const loaded = await getSessionValue('keyPair');
    if (!loaded) throw new Error('the key pair was not kept');
    expect(loaded.privateKey.extractable).toBe(false);
    const data = new TextEncoder().encode('hello');
    const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', loaded.privateKey, data);
    expect(await crypto.subtle.verify('RSASSA-PKCS1-v1_5', keyPair.publicKey, signature, data)).toBe(true);
  });

  it('sets, reads, deletes and clears session values', async () => {
    await setSessionValue('token', 'jwt-1');
    expect(await getSessionValue('token')).toBe('jwt-1');
    await deleteSessionValue('token');
    expect(await getSessionValue('token')).toBeUndefined();
    await setSessionValue('token', 'jwt-2');
    await clearSessionStore();
    expect(await getSessionValue('token')).toBeUndefined();
  });

  it('keeps each pending sign-in’s key pair under its state until taken once; clearing the session keeps them', async () => {
    const generate = () =>
      crypto.subtle.generateKey(
        { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
        false,
        ['sign', 'verify']
      );
    const [first, second, abandoned] = await Promise.all([generate(), generate(), generate()]);
    const now = 1_700_000_000_000;
    await setPendingKeyPair('abandoned', abandoned, now - PENDING_KEY_PAIR_MS - 1);
    await setPendingKeyPair('first', first, now);
    await setPendingKeyPair('second', second, now);
    await setSessionValue('token', 'jwt-1');
    // A tab whose session ended clears it while other tabs' sign-ins are under way.
    await clearSessionStore();
    expect(await getSessionValue('token')).toBeUndefined();

    const modulus = async (keyPair: CryptoKeyPair | undefined) =>
      keyPair ? (await crypto.subtle.exportKey('jwk', keyPair.publicKey)).n : undefined;
    expect(await modulus(await takePendingKeyPair('first', now))).toBe(await modulus(first));
    expect(await takePendingKeyPair('first', now)).toBeUndefined();
    // The abandoned sign-in's key went with the first take; the second tab's is still there.
    expect(await takePendingKeyPair('abandoned', now)).toBeUndefined();
    expect(await modulus(await takePendingKeyPair('second', now))).toBe(await modulus(second));
  });

  it('returns cache records within the validity window and ignores older ones', async () => {
    const now = Date.UTC(2025, 0, 15);
    await writeCache('pe-summary', { items: [1] }, now - 4 * DAY_MS);
    await writeCache('setrial-profile', { accepted: true }, now - 6 * DAY_MS);
    expect(await readCache('pe-summary', { now })).toEqual({ data: { items: [1] }, createdDate: now - 4 * DAY_MS });
    expect(await readCache('setrial-profile', { now })).toBeUndefined();
    expect(await readCache('pe-summary', { now, maxAgeMs: DAY_MS })).toBeUndefined();
    expect(await readCache('missing', { now })).toBeUndefined();
    expect(CACHE_VALIDITY_MS).toBe(5 * DAY_MS);
  });

  it('clears the cache store', async () => {
    await writeCache('regions', ['us-ashburn-1']);
    await clearCacheStore();
    expect(await readCache('regions')).toBeUndefined();
  });

  it('fails with INDEXEDDB_OPEN_TIMEOUT when opening takes too long, and opens once the obstacle is gone', async () => {
    // An older-version connection that ignores versionchange blocks the upgrade to version 2.
    const blocker = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('duplo', 1);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const error = await openConsoleDb(50).catch((rejected: unknown) => rejected);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ code: 'INDEXEDDB_OPEN_TIMEOUT' });
    blocker.close();
    const db = await openConsoleDb(1_000);
    expect(db.version).toBe(2);
  });

  it('rejects with INDEXEDDB_UNAVAILABLE where the browser has no IndexedDB', async () => {
    const saved = globalThis.indexedDB;
    Reflect.deleteProperty(globalThis, 'indexedDB');
    try {
      await expect(getSessionValue('token')).rejects.toMatchObject({ code: 'INDEXEDDB_UNAVAILABLE' });
    } finally {
      globalThis.indexedDB = saved;
    }
  });
});
