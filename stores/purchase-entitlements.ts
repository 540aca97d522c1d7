import { CONSOLE_CONFIG } from '../src/config.ts';
import {
  PURCHASE_ENTITLEMENT_WAIT_MS,
  cachedSummary,
  purchaseEntitlementFlags,
  purchaseEntitlementSkipReason,
  type CachedPurchaseEntitlementSummary,
  type PurchaseEntitlementSummary,
} from '../src/domain/purchase-entitlements.ts';
import { API_TIMEOUT, isApiError, isTimeoutError } from '../src/http/errors.ts';
import { listPurchaseEntitlements } from '../src/services/commercial.ts';
import { track } from '../src/services/telemetry.ts';
import { CACHE_KEYS, consoleCache } from '../src/storage/cache.ts';
import {
  $purchaseEntitlements,
  PURCHASE_ENTITLEMENTS_INITIAL as INITIAL,
  type PurchaseEntitlementsFailure,
  type PurchaseEntitlementsState,
} from './purchase-entitlements-state.ts';
import { serviceContext } from './service-context.ts';

// The state lives in its own module, so what reads it on the start-up path (the navigation menu) carries neither the
// commercial service's schemas nor the loader; they come with the page data after ready.
export {
  $purchaseEntitlements,
  type PurchaseEntitlementsFailure,
  type PurchaseEntitlementsFailureReason,
  type PurchaseEntitlementsState,
} from './purchase-entitlements-state.ts';

/** What 'pe-summary' holds: the tenancy the summaries belong to, so another tenancy's never stand in. */
export interface PurchaseEntitlementsCacheRecord {
  tenancyId: string;
  summaries: CachedPurchaseEntitlementSummary[];
}

/** Name of the metric a fetch records (category metrics): outcome success or failure. */
export const PURCHASE_ENTITLEMENTS_METRIC = 'purchase-entitlements-fetch';

/** What loading needs. */
export interface LoadPurchaseEntitlementsOptions {
  /** The tenancy (its root compartment is the one listed). */
  tenancyId: string;
  /** Region to ask; the active region by default. */
  region?: string;
  /** Realm key; this build's (CONSOLE_CONFIG.realm) by default. */
  realm?: string;
  /** A disconnected context: nothing is fetched. */
  disconnected?: boolean;
  /** A blocked context: nothing is fetched. */
  blocked?: boolean;
  /** How long to wait for the whole fetch (spec 2 §9: 10000 ms). */
  waitMs?: number;
  /** Per-attempt timeout and retries of the call, else the defaults of the stores' service context. */
  timeoutMs?: number;
  retries?: number;
}

const CACHED_ON_STATUSES = new Set([500, 502, 503]);

function metric(outcome: 'success' | 'failure', status?: number): void {
  track({
    category: 'metrics',
    name: PURCHASE_ENTITLEMENTS_METRIC,
    data: status === undefined ? { outcome } : { outcome, status },
  });
}

function succeed(summaries: PurchaseEntitlementSummary[], extra: Partial<PurchaseEntitlementsState> = {}): void {
  $purchaseEntitlements.set({
    ...INITIAL,
    status: 'ready',
    summaries,
    ...purchaseEntitlementFlags(summaries),
    ...extra,
  });
}

function fail(failure: PurchaseEntitlementsFailure): void {
  $purchaseEntitlements.set({ ...INITIAL, status: 'failed', failed: true, failure });
}

async function readCache(tenancyId: string): Promise<CachedPurchaseEntitlementSummary[] | undefined> {
  const record = await consoleCache.read<PurchaseEntitlementsCacheRecord>(CACHE_KEYS.purchaseEntitlements);
  if (!record || record.data.tenancyId !== tenancyId || !Array.isArray(record.data.summaries)) return undefined;
  return record.data.summaries;
}

/**
 * Fetches the purchase entitlements (spec 3 §4, §8; spec 2 §4, §8). The request resets the state. Success stores the
 * summaries, computes isSETrial, saasCustomer and saasCustomerInSameAccount and caches the summaries ('pe-summary').
 * Failure: no HTTP status → malformed, failed; 401 → empty list, success; 500, 502, 503 → the cached summaries if
 * present, marked API failure; others → failed (404 is not a metric failure). Skipped in a disconnected or blocked
 * context and outside the realms R1, OC1, OC4, OC17.
 */
export async function loadPurchaseEntitlements(
  options: LoadPurchaseEntitlementsOptions
): Promise<PurchaseEntitlementsState> {
  const skipped = purchaseEntitlementSkipReason({
    realm: options.realm ?? CONSOLE_CONFIG.realm,
    disconnected: options.disconnected,
    blocked: options.blocked,
  });
  if (skipped) {
    $purchaseEntitlements.set({ ...INITIAL, status: 'skipped', skipped });
    return $purchaseEntitlements.get();
  }
  $purchaseEntitlements.set({ ...INITIAL, status: 'loading' });

  const wait = new AbortController();
  const timer = setTimeout(
    () => wait.abort(new DOMException('The purchase entitlement wait is over.', 'TimeoutError')),
    options.waitMs ?? PURCHASE_ENTITLEMENT_WAIT_MS
  );
  const contextOptions = {
    signal: wait.signal,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.retries === undefined ? {} : { retries: options.retries }),
  };
  try {
    const summaries = await listPurchaseEntitlements(serviceContext(options.region, contextOptions), options.tenancyId);
    succeed(summaries);
    metric('success');
    // Not a response from the cache, so it is written (spec 3 §4).
    const record: PurchaseEntitlementsCacheRecord = {
      tenancyId: options.tenancyId,
      summaries: summaries.map(cachedSummary),
    };
    await consoleCache.write(CACHE_KEYS.purchaseEntitlements, record);
  } catch (error) {
    await handleFailure(error, options.tenancyId, wait.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
  return $purchaseEntitlements.get();
}

async function handleFailure(error: unknown, tenancyId: string, waitOver: boolean): Promise<void> {
  if (waitOver || isTimeoutError(error)) {
    console.error('[purchase-entitlements] The purchase entitlements did not arrive in time.');
    fail({ reason: 'timeout', status: 0, code: API_TIMEOUT });
    metric('failure', 0);
    return;
  }
  const status = isApiError(error) ? error.status : 0;
  const code = isApiError(error) ? error.code : 'UnknownError';
  if (status === 0 || (status >= 200 && status < 300)) {
    console.error('[purchase-entitlements] Malformed response: the failure has no HTTP status.', error);
    fail({ reason: 'malformed', status, code });
    metric('failure', status);
    return;
  }
  if (status === 401) {
    // An empty list, as success; it is not an answer of the service, so the cache keeps what it had.
    succeed([]);
    metric('success');
    return;
  }
  if (CACHED_ON_STATUSES.has(status)) {
    metric('failure', status);
    const cached = await readCache(tenancyId);
    if (cached) {
      succeed(cached, { fromCache: true, apiFailure: true, failure: { reason: 'http', status, code } });
      return;
    }
    fail({ reason: 'http', status, code });
    return;
  }
  fail({ reason: 'http', status, code });
  // 404 is not counted as a metric failure (spec 3 §8).
  if (status !== 404) metric('failure', status);
}
