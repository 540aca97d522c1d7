import {
  CACHE_VALIDITY_MS,
  StorageError,
  openCacheDb,
  openConsoleDb,
  type CacheDatabaseName,
  type CacheRecord,
  type ReadCacheOptions,
} from './console-db.ts';

/** Cache keys the spec names (spec 3 §9, spec 2 §9). Other caches build theirs with `tenancyCacheKey`. */
export const CACHE_KEYS = {
  /** Purchase entitlement summaries. */
  purchaseEntitlements: 'pe-summary',
  /** The SE trial commercial profile. */
  seTrialProfile: 'setrial-profile',
} as const;

/** A cache key scoped to one tenancy, so a cache never answers for another tenancy signed in later in this browser. */
export function tenancyCacheKey(name: string, tenancyId: string): string {
  return `${name}:${tenancyId}`;
}

/** Why the console fell back to memory. */
export type StorageDegradation = StorageError['code'] | 'QUOTA_EXCEEDED';

/** A key-value cache of `{data, createdDate}` records with a validity window. */
export interface Cache {
  /** The record, or undefined when absent or older than the validity window (default 5 days). */
  read<T>(key: string, options?: ReadCacheOptions): Promise<CacheRecord<T> | undefined>;
  /** Writes a record stamped with the time. Never throws: a cache that cannot be written is only a slower console. */
  write(key: string, data: unknown, now?: number): Promise<void>;
  delete(key: string): Promise<void>;
  clear(): Promise<void>;
}

type Listener = (reason: StorageDegradation) => void;

let degradation: StorageDegradation | null = null;
const listeners = new Set<Listener>();

/** Why the caches live in memory, or null while IndexedDB works. */
export function storageDegradation(): StorageDegradation | null {
  return degradation;
}

/**
 * Calls `listener` once when the caches first fall back to memory (IndexedDB unavailable, blocked, too slow to open
 * or over quota); at once if that has already happened. Returns an unsubscribe function.
 */
export function onStorageDegraded(listener: Listener): () => void {
  if (degradation) listener(degradation);
  else listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records the fall-back to memory and tells the listeners, once per page. */
export function reportStorageDegraded(reason: StorageDegradation): void {
  if (degradation) return;
  degradation = reason;
  console.warn(`[storage] IndexedDB cannot be used (${reason}); the console keeps its data in memory for this page.`);
  for (const listener of [...listeners]) listener(reason);
  listeners.clear();
}

/** Forgets a fall-back and the memory caches (tests, and a new sign-in). */
export function resetStorageDegradation(): void {
  degradation = null;
  memory.clear();
}

/** The degradation an IndexedDB failure amounts to, or null for an error that is not about storage. */
export function degradationOf(error: unknown): StorageDegradation | null {
  if (error instanceof StorageError) return error.code;
  if (error instanceof DOMException && error.name === 'QuotaExceededError') return 'QUOTA_EXCEEDED';
  // Chromium and Firefox report some refusals (private modes, a closing database) as these.
  if (error instanceof DOMException && ['InvalidStateError', 'UnknownError', 'SecurityError'].includes(error.name)) {
    return 'INDEXEDDB_OPEN_FAILED';
  }
  return null;
}

const memory = new Map<string, Map<string, CacheRecord<unknown>>>();

function memoryStore(name: string): Map<string, CacheRecord<unknown>> {
  let store = memory.get(name);
  if (!store) {
    store = new Map();
    memory.set(name, store);
  }
  return store;
}

interface CacheStore {
  get(key: string): Promise<CacheRecord<unknown> | undefined>;
  put(record: CacheRecord<unknown>, key: string): Promise<unknown>;
  delete(key: string): Promise<void>;
  clear(): Promise<void>;
}

function fresh<T>(record: CacheRecord<unknown> | undefined, options: ReadCacheOptions): CacheRecord<T> | undefined {
  const { maxAgeMs = CACHE_VALIDITY_MS, now = Date.now() } = options;
  if (!record || typeof record.createdDate !== 'number' || now - record.createdDate > maxAgeMs) return undefined;
  return record as CacheRecord<T>;
}

/**
 * A cache over one IndexedDB `cache` store that falls back to memory when IndexedDB fails. After a fall-back the
 * memory copy answers for the rest of the page, so what was written stays readable.
 */
function createCache(name: string, store: () => Promise<CacheStore>): Cache {
  const inMemory = () => memoryStore(name);
  async function attempt<T>(useDb: (db: CacheStore) => Promise<T>, useMemory: () => T): Promise<T> {
    if (degradation) return useMemory();
    try {
      return await useDb(await store());
    } catch (error) {
      const reason = degradationOf(error);
      if (!reason) throw error;
      reportStorageDegraded(reason);
      return useMemory();
    }
  }
  return {
    async read<T>(key: string, options: ReadCacheOptions = {}) {
      const record = await attempt(
        db => db.get(key),
        () => inMemory().get(key)
      ).catch(() => undefined);
      return fresh<T>(record, options);
    },
    async write(key, data, now = Date.now()) {
      const record = { data, createdDate: now };
      await attempt(
        db => db.put(record, key),
        () => inMemory().set(key, record)
      ).catch((error: unknown) => console.warn(`[storage] The cache record ${key} was not written`, error));
    },
    async delete(key) {
      await attempt(
        db => db.delete(key),
        () => void inMemory().delete(key)
      ).catch(() => undefined);
    },
    async clear() {
      await attempt(
        db => db.clear(),
        () => inMemory().clear()
      );
    },
  };
}

function storeOf(db: Promise<{ transaction: unknown }>): Promise<CacheStore> {
  // Both database kinds have the same `cache` store; idb's typed helpers are bound to one schema each.
  return db.then(opened => {
    const typed = opened as unknown as {
      get(store: 'cache', key: string): Promise<CacheRecord<unknown> | undefined>;
      put(store: 'cache', value: CacheRecord<unknown>, key: string): Promise<unknown>;
      delete(store: 'cache', key: string): Promise<void>;
      clear(store: 'cache'): Promise<void>;
    };
    return {
      get: key => typed.get('cache', key),
      put: (record, key) => typed.put('cache', record, key),
      delete: key => typed.delete('cache', key),
      clear: () => typed.clear('cache'),
    };
  });
}

/** The console database's cache store (`duplo` version 2): purchase entitlements, profiles, regions, preferences. */
export const consoleCache: Cache = createCache('duplo', () => storeOf(openConsoleDb()));

/** The cache databases of their own (version 5): compartments and capabilities. */
export const CACHES: Readonly<Record<CacheDatabaseName, Cache>> = {
  compartments: createCache('compartments', () => storeOf(openCacheDb('compartments'))),
  capabilities: createCache('capabilities', () => storeOf(openCacheDb('capabilities'))),
};

/** Empties every cache (sign-out deletes cached tenancy data). */
export async function clearAllCaches(): Promise<void> {
  const outcomes = await Promise.allSettled([
    consoleCache.clear(),
    ...Object.values(CACHES).map(cache => cache.clear()),
  ]);
  const failed = outcomes.find(outcome => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}
