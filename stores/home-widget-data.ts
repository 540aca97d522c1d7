import { atom, type ReadableAtom } from 'nanostores';
import { isAbortError } from '../src/http/errors.ts';

/** Where a widget's data stands: loading shows its skeleton, failed its error, ready its data (maybe empty). */
export interface WidgetData<T> {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  data: T | null;
  /** What the data was asked for (region, tenancy …): another key loads again. */
  key: string | null;
}

/** A widget's data store and its loader. */
export interface WidgetDataSource<T> {
  $data: ReadableAtom<WidgetData<T>>;
  /**
   * Loads the data for `key` unless it is loading or loaded for that key already (`force` loads anyway, e.g. Try
   * again). An older load's answer never lands over a newer one's; a failure is logged and leaves the status failed.
   * A load cut short by leaving Home (its calls carry the page signal, `pageContext`) is no failure: the data goes back
   * to idle, so the widget shown again loads it.
   */
  load: (key: string, force?: boolean) => Promise<void>;
  /** Forgets the data (tests, sign-out). */
  reset: () => void;
}

const IDLE = { status: 'idle', data: null, key: null } as const;

/**
 * The load rule every Home widget of the Dashboard and Applications tabs shares (spec 2 §4 "Loading stores: request,
 * success or failure, then load complete"): each has its own data, its own loading, failed and ready states.
 */
export function createWidgetData<T>(name: string, fetch: (key: string) => Promise<T>): WidgetDataSource<T> {
  const $data = atom<WidgetData<T>>(IDLE);
  let generation = 0;
  return {
    $data,
    async load(key, force = false) {
      const current = $data.get();
      if (!force && current.key === key && (current.status === 'loading' || current.status === 'ready')) return;
      generation += 1;
      const run = generation;
      $data.set({ status: 'loading', data: null, key });
      try {
        const data = await fetch(key);
        if (run === generation) $data.set({ status: 'ready', data, key });
      } catch (error) {
        const aborted = isAbortError(error);
        if (!aborted) console.warn(`[${name}] could not be loaded`, error);
        if (run === generation) $data.set(aborted ? IDLE : { status: 'failed', data: null, key });
      }
    },
    reset() {
      generation += 1;
      $data.set(IDLE);
    },
  };
}
