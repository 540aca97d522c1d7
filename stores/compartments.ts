import { atom, computed } from 'nanostores';
import * as v from 'valibot';
import {
  compartmentFallback,
  compartmentTree,
  restoreSelection,
  rootCompartment,
  withRoot,
  type Compartment,
  type CompartmentNode,
} from '../src/domain/compartments.ts';
import { featureFlag } from '../src/feature-flags.ts';
import { isTimeoutError } from '../src/http/errors.ts';
import {
  COMPARTMENT_LIST_SCHEMA,
  COMPARTMENT_PAGE_SIZE,
  listAllCompartments,
  listCompartmentTree,
} from '../src/services/identity-compartments.ts';
import { LOCAL_KEYS, readLocalJson, writeLocalJson } from '../src/storage/browser-storage.ts';
import { CACHES, tenancyCacheKey } from '../src/storage/cache.ts';
import { serviceContext } from './service-context.ts';
import { $session } from './session.ts';

/**
 * Where the compartments stand (spec 3 §4, compartment loading):
 * - `idle`: nothing asked yet.
 * - `loading`: pages are arriving; `items` are the previous list of this tenancy, else the root alone.
 * - `success`: every page arrived; the list is complete and has been cached.
 * - `cached`: from the tenancy's cache: either the soft timeout passed first (`loading` still true: the pages keep
 *   coming and replace it) or the load failed (`loading` false, `error` set).
 * - `partial`: the load failed after some pages and there was no cache: the pages that arrived.
 * - `root-only`: the load failed on its first page and there was no cache: the root alone (plus the data-plane list
 *   when `compartments-data-plane` is on and the data plane answered).
 * There is no state without compartments: the root comes from the session token, so it is always there. A failure is
 * told by `error`, not by a status of its own.
 */
export type CompartmentsStatus = 'idle' | 'loading' | 'success' | 'cached' | 'partial' | 'root-only';

/** Notification code of a compartment query that failed (spec 3 §8, Compartments: "compartment query error"). */
export const COMPARTMENT_QUERY_ERROR = 'compartment-query-error';

/** Code of a compartment query that timed out (spec 3 §8, Compartments). */
export const COMPARTMENT_TIMEOUT = 'COMPARTMENT_TIMEOUT';

/** Why the full list could not be loaded; the UI maps it to a catalog message. */
export type CompartmentsError = typeof COMPARTMENT_QUERY_ERROR | typeof COMPARTMENT_TIMEOUT;

/** The tenancy's compartments as pickers see them. */
export interface CompartmentsState {
  status: CompartmentsStatus;
  /** The tenancy the items belong to. */
  tenancyId: string | null;
  /** The root first, then the accessible compartments of the tenancy (DELETED ones left out). */
  items: Compartment[];
  /** Pages are still loading (also while the cache answers after the soft timeout). */
  loading: boolean;
  /** Set when the last load failed; the items are then a fallback. */
  error: CompartmentsError | null;
}

const IDLE: CompartmentsState = { status: 'idle', tenancyId: null, items: [], loading: false, error: null };

/** The compartments of the signed-in tenancy. */
export const $compartments = atom<CompartmentsState>(IDLE);

/** The selected compartment, persisted per tenancy; null until compartments have been answered. */
export const $selectedCompartment = atom<Compartment | null>(null);

/** The compartments as a parent → children tree, the root on top: what a picker renders. */
export const $compartmentTree = computed($compartments, (state): CompartmentNode[] => compartmentTree(state.items));

/** The cache key of a tenancy's compartments (in CACHES.compartments). */
export function compartmentsCacheKey(tenancyId: string): string {
  return tenancyCacheKey('compartments', tenancyId);
}

const PERSISTED_SELECTIONS = v.record(v.string(), v.string());

/** The persisted selection of every tenancy signed in on this browser. */
function persistedSelections(): Record<string, string> {
  const parsed = v.safeParse(PERSISTED_SELECTIONS, readLocalJson(LOCAL_KEYS.selectedCompartment));
  return parsed.success && !Array.isArray(parsed.output) ? parsed.output : {};
}

function persistSelection(tenancyId: string, compartmentId: string | null): void {
  const others = Object.entries(persistedSelections()).filter(([tenancy]) => tenancy !== tenancyId);
  const selections = Object.fromEntries(compartmentId === null ? others : [...others, [tenancyId, compartmentId]]);
  writeLocalJson(LOCAL_KEYS.selectedCompartment, selections);
}

/**
 * Selects the persisted compartment if the new list still has it, else the root. While pages are loading nothing
 * changes, so the selection does not jump to the root and back. Only a complete list may prove that a persisted
 * compartment is gone: then its entry is removed; a fallback list keeps it for the next load.
 */
function syncSelection(state: CompartmentsState): void {
  if (!state.tenancyId || state.status === 'loading' || state.status === 'idle') return;
  const persistedId = persistedSelections()[state.tenancyId] ?? null;
  const selected = restoreSelection(state.items, persistedId);
  $selectedCompartment.set(selected);
  if (state.status === 'success' && persistedId !== null && selected?.id !== persistedId) {
    persistSelection(state.tenancyId, null);
  }
}

function publish(state: CompartmentsState): void {
  $compartments.set(state);
  syncSelection(state);
}

/** Selects a compartment of the current list and persists it for the tenancy; false when the list lacks it. */
export function selectCompartment(id: string): boolean {
  const { tenancyId, items } = $compartments.get();
  const compartment = items.find(item => item.id === id);
  if (!tenancyId || !compartment) return false;
  $selectedCompartment.set(compartment);
  persistSelection(tenancyId, id);
  return true;
}

async function readCachedCompartments(tenancyId: string): Promise<Compartment[] | null> {
  const record = await CACHES.compartments.read<unknown>(compartmentsCacheKey(tenancyId));
  // A record an older build wrote may have another shape: only a valid one answers.
  const parsed = v.safeParse(COMPARTMENT_LIST_SCHEMA, record?.data);
  return parsed.success ? parsed.output : null;
}

/**
 * The data-plane list, the last fallback's companion (spec 3 §4: "root only (plus the data-plane list if enabled)").
 * Chosen: the data plane is identity 20190111 and its list is GetCompartmentTree, a different operation from the
 * control plane's ListCompartments, so it can answer when the list cannot. Asked only after the control plane failed
 * without cache or pages, and only with `compartments-data-plane` on; its failure leaves the root alone.
 */
async function dataPlaneCompartments(tenancyId: string): Promise<Compartment[] | null> {
  if (!featureFlag('compartments-data-plane')) return null;
  const context = serviceContext(undefined, { retries: featureFlag('compartment-max-retry') });
  try {
    return await listCompartmentTree(context, tenancyId, { limit: COMPARTMENT_PAGE_SIZE }, { plane: 'data' });
  } catch {
    return null;
  }
}

// Each load has a number; an older load that ends after a newer one started publishes nothing.
let latestLoad = 0;

/**
 * Loads every accessible compartment of the tenancy (spec 3 §4 and §7): ListCompartments from the root with
 * accessLevel ACCESSIBLE and compartmentIdInSubtree, 100 a page, following opc-next-page; each page retried as the
 * `compartment-max-retry` flag says. If the `compartment-api-soft-timeout-duration` flag's time passes first, the
 * tenancy's cache answers at once while the pages keep coming and replace it. On failure: the cache, then the pages
 * that arrived, then the root only (plus the data-plane list if enabled), with the error code set. A full load is
 * cached. Resolves with the state once the load has ended.
 */
export async function loadCompartments(): Promise<CompartmentsState> {
  const claims = $session.get().claims;
  if (!claims) throw new Error('loadCompartments needs a session');
  const load = ++latestLoad;
  const current = () => load === latestLoad;
  const tenancyId = claims.tenant;
  const root = rootCompartment({ id: tenancyId, name: claims.tenant_name });

  const previous = $compartments.get();
  const sameTenancy = previous.tenancyId === tenancyId;
  if (!sameTenancy) $selectedCompartment.set(null);
  publish({
    status: 'loading',
    tenancyId,
    items: sameTenancy && previous.items.length > 0 ? previous.items : [root],
    loading: true,
    error: null,
  });

  // Read once, up front, so the soft timeout can answer from it at once.
  const cached = readCachedCompartments(tenancyId);
  let settled = false;
  const softTimer = setTimeout(() => {
    void cached.then(items => {
      if (settled || !current() || !items) return;
      publish({ status: 'cached', tenancyId, items: withRoot(root, items), loading: true, error: null });
    });
  }, featureFlag('compartment-api-soft-timeout-duration'));

  const context = serviceContext(undefined, { retries: featureFlag('compartment-max-retry') });
  const partial: Compartment[] = [];
  try {
    const listed = await listAllCompartments(
      context,
      {
        compartmentId: tenancyId,
        limit: COMPARTMENT_PAGE_SIZE,
        accessLevel: 'ACCESSIBLE',
        compartmentIdInSubtree: true,
      },
      { onPage: page => partial.push(...page) }
    );
    settled = true;
    if (!current()) return $compartments.get();
    const items = withRoot(root, listed);
    publish({ status: 'success', tenancyId, items, loading: false, error: null });
    // The list as offered, without the root, which is synthesised again from the token.
    await CACHES.compartments.write(compartmentsCacheKey(tenancyId), items.slice(1));
  } catch (error) {
    settled = true;
    if (!current()) return $compartments.get();
    const code = isTimeoutError(error) ? COMPARTMENT_TIMEOUT : COMPARTMENT_QUERY_ERROR;
    const fromCache = await cached;
    const dataPlane = fromCache || partial.length > 0 ? null : await dataPlaneCompartments(tenancyId);
    if (!current()) return $compartments.get();
    const fallback = compartmentFallback({ root, cached: fromCache, partial, dataPlane });
    publish({ status: fallback.source, tenancyId, items: fallback.items, loading: false, error: code });
  } finally {
    clearTimeout(softTimer);
  }
  return $compartments.get();
}
