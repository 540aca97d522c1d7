import { describe, expect, it } from 'vitest';
import { LEASE_MS, SESSION_LOCK_NAME, withSessionLock, type SessionLockEnvironment } from './session-lock.ts';

/** A task that records when it ran, so overlapping runs show. */
function recorder() {
  const log: string[] = [];
  let running = 0;
  let overlapped = false;
  const task = (name: string, ms: number) => async () => {
    running += 1;
    if (running > 1) overlapped = true;
    log.push(`${name} start`);
    await new Promise(resolve => setTimeout(resolve, ms));
    log.push(`${name} end`);
    running -= 1;
    return name;
  };
  return { log, task, overlapped: () => overlapped };
}

class SharedStorage {
  readonly values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
  removeItem(key: string): void {
    this.values.delete(key);
  }
}

describe('the refresh lock', () => {
  it('with the Web Locks API: asks it for the one exclusive session lock and answers the task’s result', async () => {
    const asked: unknown[] = [];
    const locks = {
      request: (name: string, options: unknown, task: () => Promise<unknown>) => {
        asked.push([name, options]);
        return task();
      },
    } as unknown as Pick<LockManager, 'request'>;
    expect(await withSessionLock(async () => 42, { locks })).toBe(42);
    expect(asked).toEqual([[SESSION_LOCK_NAME, { mode: 'exclusive' }]]);
  });

  describe('without the Web Locks API (a lease in localStorage)', () => {
    it('two tabs never run at once, and the lease is gone afterwards', async () => {
      const storage = new SharedStorage();
      const { log, task, overlapped } = recorder();
      const tab = (owner: string): SessionLockEnvironment => ({ locks: null, storage, owner });
      const results = await Promise.all([
        withSessionLock(task('a', 40), tab('a')),
        withSessionLock(task('b', 10), tab('b')),
        withSessionLock(task('c', 10), tab('c')),
      ]);
      expect(results).toEqual(['a', 'b', 'c']);
      expect(overlapped()).toBe(false);
      expect(log.filter(line => line.endsWith('start'))).toHaveLength(3);
      expect(storage.values.has(SESSION_LOCK_NAME)).toBe(false);
    });

    it('releases the lease when the task fails', async () => {
      const storage = new SharedStorage();
      await expect(
        withSessionLock(() => Promise.reject(new Error('refresh failed')), { locks: null, storage, owner: 'a' })
      ).rejects.toThrow('refresh failed');
      expect(storage.values.has(SESSION_LOCK_NAME)).toBe(false);
    });

    it('takes over the lease of a tab that closed mid-refresh once its time ran out', async () => {
      const storage = new SharedStorage();
      let now = 1_000;
      storage.setItem(SESSION_LOCK_NAME, JSON.stringify({ owner: 'closed-tab', until: now + LEASE_MS }));
      const slept: number[] = [];
      const result = withSessionLock(async () => 'ran', {
        locks: null,
        storage,
        owner: 'me',
        now: () => now,
        sleep: async ms => {
          slept.push(ms);
          now += ms < 100 ? ms : LEASE_MS; // the first poll waits out the dead tab's lease
        },
      });
      expect(await result).toBe('ran');
      expect(slept[0]).toBe(100);
    });

    it('goes on alone where storage takes no writes', async () => {
      const storage = {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('disabled', 'SecurityError');
        },
        removeItem: () => undefined,
      };
      expect(await withSessionLock(async () => 'ran', { locks: null, storage })).toBe('ran');
    });
  });
});
