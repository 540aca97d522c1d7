import { atom } from 'nanostores';
import {
  launchedQuickStarts,
  STACKS_QUERY,
  STACKS_SEARCHED,
  type LaunchedQuickStart,
} from '../src/domain/quickstarts.ts';
import { isAbortError } from '../src/http/errors.ts';
import { searchResourcesUpTo, type ResourceSummary } from '../src/services/resource-search.ts';
import { $searchTenantId } from './account.ts';
import { $activeRegion } from './active-region.ts';
import { pageContext } from './service-context.ts';

/*
 * The quick starts page's manage view (spec 2 §2 "Quick starts", manage sub-route; issue 14 point 4): the stacks of
 * the active region launched from a quick start, found with resource search (every compartment of the tenancy, or
 * the override tenant of an operator) and picked out by their `quickstart-solution` tag (src/domain/quickstarts.ts).
 */

/** A launched quick start: the stack resource search found and the solution it came from. */
export type LaunchedQuickStartItem = LaunchedQuickStart<ResourceSummary>;

/** Where the manage view's list stands, for the region it was asked in. */
export interface LaunchedQuickStartsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The region the list belongs to (null before the first load). */
  region: string | null;
  items: readonly LaunchedQuickStartItem[];
}

const IDLE: LaunchedQuickStartsState = { status: 'idle', region: null, items: [] };

/** The launched quick starts of the active region. */
export const $launchedQuickStarts = atom<LaunchedQuickStartsState>(IDLE);

/** Counts the loads, so the answer of an older one (another region, a retry) never lands over a newer one. */
let generation = 0;

/**
 * Loads the launched quick starts of the active region. Without `force` it asks only when the list is not there for
 * this region or failed before (entering the view again retries a failure; a region switch asks anew). The list
 * keeps its rows while a forced reload (Refresh) runs.
 */
export async function loadLaunchedQuickStarts({ force = false }: { force?: boolean } = {}): Promise<void> {
  const region = $activeRegion.get();
  const current = $launchedQuickStarts.get();
  if (!force && current.region === region && (current.status === 'ready' || current.status === 'loading')) return;
  const mine = ++generation;
  $launchedQuickStarts.set({ status: 'loading', region, items: current.region === region ? current.items : [] });
  let result: Awaited<ReturnType<typeof searchResourcesUpTo>>;
  try {
    // The page's call: leaving the quick starts page aborts it (stores/page-signal.ts).
    result = await searchResourcesUpTo(
      pageContext(region),
      { type: 'Structured', query: STACKS_QUERY },
      STACKS_SEARCHED,
      { tenantId: $searchTenantId.get() }
    );
  } catch (error) {
    if (!isAbortError(error)) throw error;
    // Left before the answer: not loaded, nothing to show or log; entering the view again asks anew.
    if (mine === generation) $launchedQuickStarts.set(IDLE);
    return;
  }
  if (mine !== generation) return;
  // The failure is logged and counted by the client (spec 2 §8).
  $launchedQuickStarts.set(
    result.status === 'ok'
      ? { status: 'ready', region, items: launchedQuickStarts(result.items) }
      : { status: 'failed', region, items: [] }
  );
}

/** Forgets the list (sign-out, tests). */
export function resetLaunchedQuickStarts(): void {
  generation++;
  $launchedQuickStarts.set(IDLE);
}
