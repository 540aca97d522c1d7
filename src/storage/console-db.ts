import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** Database name and version (spec 3 §9). */
export const CONSOLE_DB_NAME = 'duplo';
/** Database version (spec 3 §9). */
export const CONSOLE_DB_VERSION = 2;
/** How long opening the database may take before it fails with INDEXEDDB_OPEN_TIMEOUT (spec 3 §8). */
export const OPEN_TIMEOUT_MS = 10_000;
/** How long a cache record stays valid unless a reader says otherwise (spec 3 §9: 5 days). */
export const CACHE_VALIDITY_MS = 5 * 24 * 60 * 60 * 1000;

/** What the session store holds, by key. */
export interface SessionValues {
  /** The session's RSA key pair; the private half is non-extractable and survives only by structured clone. */
  keyPair: CryptoKeyPair;
  /** The session token (JWT). */
  token: string;
}

/** A key of the session store. */
export type SessionKey = keyof SessionValues;

/**
 * The key pair of a sign-in still under way, stored under its state (`pending:<state>`): tabs that start sign-ins at
 * the same time (every tab after a sign-out) must not replace each other's key before their callback returns.
 */
interface PendingKeyPair {
  keyPair: CryptoKeyPair;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

/** A pending sign-in's key pair is dropped after this long (its sign-in page was abandoned). */
export const PENDING_KEY_PAIR_MS = 60 * 60_000;

const PENDING_PREFIX = 'pending:';

/** A cached value with the time it was written (spec 3 §3). */
export interface CacheRecord<T> {
  data: T;
  /** Milliseconds since the epoch. */
  createdDate: number;
}

/** Why the database could not be used. */
export type StorageErrorCode = 'INDEXEDDB_UNAVAILABLE' | 'INDEXEDDB_OPEN_TIMEOUT' | 'INDEXEDDB_OPEN_FAILED';

/** IndexedDB is missing, refused to open or took too long; the store layer decides what to show. */
export class StorageError extends Error {
  /** Which failure it was. */
  readonly code: StorageErrorCode;

  constructor(code: StorageErrorCode, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'StorageError';
    this.code = code;
  }
}

interface ConsoleDbSchema extends DBSchema {
  session: { key: SessionKey | `pending:${string}`; value: SessionValues[SessionKey] | PendingKeyPair };
  cache: { key: string; value: CacheRecord<unknown> };
}

/** The open database. */
export type ConsoleDb = IDBPDatabase<ConsoleDbSchema>;

/** The open console database. */
let opening: Promise<ConsoleDb> | undefined;

/** Opens (once) the console database, failing after the timeout with INDEXEDDB_OPEN_TIMEOUT. */
export function openConsoleDb(timeoutMs: number = OPEN_TIMEOUT_MS): Promise<ConsoleDb> {
  opening ??= openWithTimeout(CONSOLE_DB_NAME, timeoutMs, () =>
    openDB<ConsoleDbSchema>(CONSOLE_DB_NAME, CONSOLE_DB_VERSION, {
      upgrade(db) {
        if (!db.objectStoreNames.contains('session')) db.createObjectStore('session');
        if (!db.objectStoreNames.contains('cache')) db.createObjectStore('cache');
      },
      blocking() {
        // Another tab wants a newer version: step aside instead of blocking it.
        void closeConsoleDb();
      },
      terminated() {
        opening = undefined;
      },
    })
  ).catch((error: unknown) => {
    // A failed open is not remembered: the next call tries again.
    opening = undefined;
    throw error;
  });
  return opening;
}

/** Closes the connection so the next call opens afresh (tests, and another tab upgrading the database). */
export async function closeConsoleDb(): Promise<void> {
  const current = opening;
  opening = undefined;
  await closeQuietly(current);
}

/** Caches kept in databases of their own, each with one `cache` store (spec 3 §9). */
export const CACHE_DATABASES = {
  /** The compartments cache: database version 5. The name is not in the spec: chosen. */
  compartments: { name: 'duplo-compartments', version: 5 },
  /** The capabilities cache: database version 5. The name is not in the spec: chosen. */
  capabilities: { name: 'duplo-capabilities', version: 5 },
} as const;

/** A cache with a database of its own. */
export type CacheDatabaseName = keyof typeof CACHE_DATABASES;

interface CacheDbSchema extends DBSchema {
  cache: { key: string; value: CacheRecord<unknown> };
}

/** An open cache database. */
export type CacheDb = IDBPDatabase<CacheDbSchema>;

const cacheOpenings = new Map<CacheDatabaseName, Promise<CacheDb>>();

/** Opens (once) one of the cache databases, with the same timeout and errors as the console database. */
export function openCacheDb(cache: CacheDatabaseName, timeoutMs: number = OPEN_TIMEOUT_MS): Promise<CacheDb> {
  const existing = cacheOpenings.get(cache);
  if (existing) return existing;
  const { name, version } = CACHE_DATABASES[cache];
  const opened = openWithTimeout(name, timeoutMs, () =>
    openDB<CacheDbSchema>(name, version, {
      upgrade(db) {
        if (!db.objectStoreNames.contains('cache')) db.createObjectStore('cache');
      },
      blocking() {
        void closeCacheDb(cache);
      },
      terminated() {
        cacheOpenings.delete(cache);
      },
    })
  ).catch((error: unknown) => {
    cacheOpenings.delete(cache);
    throw error;
  });
  cacheOpenings.set(cache, opened);
  return opened;
}

/** Closes one cache database, or all of them. */
export async function closeCacheDb(cache?: CacheDatabaseName): Promise<void> {
  const names = cache ? [cache] : [...cacheOpenings.keys()];
  await Promise.all(
    names.map(async name => {
      const current = cacheOpenings.get(name);
      cacheOpenings.delete(name);
      await closeQuietly(current);
    })
  );
}

async function closeQuietly(current: Promise<{ close(): void }> | undefined): Promise<void> {
  if (!current) return;
  try {
    (await current).close();
  } catch {
    // Never opened: nothing to close.
  }
}

async function openWithTimeout<T extends { close(): void }>(
  name: string,
  timeoutMs: number,
  openDatabase: () => Promise<T>
): Promise<T> {
  if (typeof indexedDB === 'undefined' || indexedDB === null) {
    throw new StorageError('INDEXEDDB_UNAVAILABLE', 'IndexedDB is not available in this browser');
  }
  let timedOut = false;
  let request: Promise<T>;
  try {
    request = openDatabase();
  } catch (error) {
    // Some browsers throw from indexedDB.open itself (a blocked or disabled IndexedDB).
    throw new StorageError('INDEXEDDB_OPEN_FAILED', `IndexedDB database ${name} could not be opened`, error);
  }
  const guarded = request.then(
    db => {
      // An open that finishes after the timeout must not leak a connection that blocks later upgrades.
      if (timedOut) db.close();
      return db;
    },
    (error: unknown) => {
      throw new StorageError('INDEXEDDB_OPEN_FAILED', `IndexedDB database ${name} could not be opened`, error);
    }
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new StorageError('INDEXEDDB_OPEN_TIMEOUT', `Opening IndexedDB took longer than ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([guarded, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Reads one value of the session store. */
export async function getSessionValue<K extends SessionKey>(key: K): Promise<SessionValues[K] | undefined> {
  const db = await openConsoleDb();
  return (await db.get('session', key)) as SessionValues[K] | undefined;
}

/** Writes one value of the session store. */
export async function setSessionValue<K extends SessionKey>(key: K, value: SessionValues[K]): Promise<void> {
  const db = await openConsoleDb();
  await db.put('session', value, key);
}

/** Deletes one value of the session store. */
export async function deleteSessionValue(key: SessionKey): Promise<void> {
  const db = await openConsoleDb();
  await db.delete('session', key);
}

/** Deletes the session's key pair and token; the key pairs of sign-ins under way in other tabs stay. */
export async function clearSessionStore(): Promise<void> {
  const db = await openConsoleDb();
  const tx = db.transaction('session', 'readwrite');
  await Promise.all([tx.store.delete('keyPair'), tx.store.delete('token'), tx.done]);
}

/** Stores the key pair of a sign-in under its state until its callback takes it. */
export async function setPendingKeyPair(state: string, keyPair: CryptoKeyPair, now = Date.now()): Promise<void> {
  const db = await openConsoleDb();
  await db.put('session', { keyPair, createdAt: now }, `${PENDING_PREFIX}${state}`);
}

/** Takes (reads and deletes) the key pair of the sign-in with this state, dropping abandoned ones on the way. */
export async function takePendingKeyPair(state: string, now = Date.now()): Promise<CryptoKeyPair | undefined> {
  const db = await openConsoleDb();
  const tx = db.transaction('session', 'readwrite');
  const key = `${PENDING_PREFIX}${state}` as const;
  const pending = (await tx.store.get(key)) as PendingKeyPair | undefined;
  await tx.store.delete(key);
  for (const other of await tx.store.getAllKeys()) {
    if (!other.startsWith(PENDING_PREFIX)) continue;
    const entry = (await tx.store.get(other)) as PendingKeyPair | undefined;
    if (!entry || now - entry.createdAt > PENDING_KEY_PAIR_MS) await tx.store.delete(other);
  }
  await tx.done;
  return pending?.keyPair;
}

/** Options of a cache read. */
export interface ReadCacheOptions {
  /** Records older than this are ignored; defaults to CACHE_VALIDITY_MS. */
  maxAgeMs?: number;
  /** The current time in milliseconds, for tests. */
  now?: number;
}

/**
 * Reads a cache record, or undefined when absent or older than the validity window. The data is whatever the
 * matching writeCache stored: callers that cannot trust an older build's shape should validate it.
 */
export async function readCache<T>(key: string, options: ReadCacheOptions = {}): Promise<CacheRecord<T> | undefined> {
  const { maxAgeMs = CACHE_VALIDITY_MS, now = Date.now() } = options;
  const db = await openConsoleDb();
  const record = await db.get('cache', key);
  if (!record || typeof record.createdDate !== 'number' || now - record.createdDate > maxAgeMs) return undefined;
  return record as CacheRecord<T>;
}

/** Writes a cache record stamped with the current time. */
export async function writeCache<T>(key: string, data: T, now: number = Date.now()): Promise<void> {
  const db = await openConsoleDb();
  await db.put('cache', { data, createdDate: now }, key);
}

/** Deletes one cache record. */
export async function deleteCache(key: string): Promise<void> {
  const db = await openConsoleDb();
  await db.delete('cache', key);
}

/** Empties the cache store (sign-out deletes cached tenancy data). */
export async function clearCacheStore(): Promise<void> {
  const db = await openConsoleDb();
  await db.clear('cache');
}
