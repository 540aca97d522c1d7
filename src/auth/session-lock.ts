import { mayTakeLease, type Lease } from '../domain/session-clock.ts';
import { pageStorage } from './session-channel.ts';

// Two tabs never refresh the token at once (issue 15 point 3): the Web Locks API where the browser has it, else a
// lease in localStorage. The lease is not atomic (two tabs may write it in the same instant), so a tab writes it, waits
// a moment and reads it back, and only the tab whose lease survived goes on; the holder's time runs out on its own if
// its tab closes mid-refresh.

/** The lock's name, and the localStorage key of the lease. */
export const SESSION_LOCK_NAME = 'console.session-refresh';

/** How long a lease holds without being released (a refresh tries every subscribed region: chosen generously). */
export const LEASE_MS = 30_000;

/** How long a tab waits after writing its lease before believing it (a racing tab's write lands within it). */
export const LEASE_SETTLE_MS = 50;

/** How often a tab waiting for someone else's lease looks again. */
export const LEASE_POLL_MS = 100;

/** What the lock uses; the defaults are the page's. */
export interface SessionLockEnvironment {
  /** `navigator.locks`, or null where the browser has none. */
  locks?: Pick<LockManager, 'request'> | null;
  /** localStorage, for the lease. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** This tab's name in the lease. */
  owner?: string;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const TAB_ID = Math.random().toString(36).slice(2);

/** Runs `task` while no other tab of this console runs a task under the same lock; resolves with its result. */
export async function withSessionLock<T>(task: () => Promise<T>, environment: SessionLockEnvironment = {}): Promise<T> {
  const locks = environment.locks === undefined ? pageLocks() : environment.locks;
  if (locks) return locks.request(SESSION_LOCK_NAME, { mode: 'exclusive' }, task) as Promise<T>;
  const storage = environment.storage === undefined ? pageStorage() : environment.storage;
  // Without any shared storage there is no other tab to agree with.
  if (!storage) return task();
  const owner = environment.owner ?? TAB_ID;
  const now = environment.now ?? Date.now;
  const sleep = environment.sleep ?? ((ms: number) => new Promise<void>(resolve => setTimeout(resolve, ms)));
  for (;;) {
    if (mayTakeLease(readLease(storage), owner, now())) {
      // Storage that takes no writes (full, disabled) cannot be agreed through: the tab goes on alone.
      if (!writeLease(storage, { owner, until: now() + LEASE_MS })) return task();
      await sleep(LEASE_SETTLE_MS);
      if (readLease(storage)?.owner === owner) break;
    } else {
      await sleep(LEASE_POLL_MS);
    }
  }
  try {
    return await task();
  } finally {
    if (readLease(storage)?.owner === owner) storage.removeItem(SESSION_LOCK_NAME);
  }
}

function readLease(storage: Pick<Storage, 'getItem'>): Lease | null {
  try {
    const parsed = JSON.parse(storage.getItem(SESSION_LOCK_NAME) ?? 'null') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { owner, until } = parsed as Record<string, unknown>;
    return typeof owner === 'string' && typeof until === 'number' ? { owner, until } : null;
  } catch {
    return null;
  }
}

function writeLease(storage: Pick<Storage, 'setItem'>, lease: Lease): boolean {
  try {
    storage.setItem(SESSION_LOCK_NAME, JSON.stringify(lease));
    return true;
  } catch {
    return false;
  }
}

function pageLocks(): Pick<LockManager, 'request'> | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}
