import { atom } from 'nanostores';
import type {
  PurchaseEntitlementFlags,
  PurchaseEntitlementSkipReason,
  PurchaseEntitlementSummary,
} from '../src/domain/purchase-entitlements.ts';

// The purchase entitlements' state alone (its loader is stores/purchase-entitlements.ts, loaded with the page data).

/**
 * Why a fetch failed: `malformed` when the failure has no HTTP status (spec 3 §8 "Missing status: malformed": a body
 * that is not the expected JSON, or no answer at all), `timeout` when the purchase entitlement wait (10000 ms) or the
 * call's own timeout ran out, `http` for an error status.
 */
export type PurchaseEntitlementsFailureReason = 'malformed' | 'timeout' | 'http';

/** A failed fetch, for logs and the lead's error mapping (no user-visible text). */
export interface PurchaseEntitlementsFailure {
  reason: PurchaseEntitlementsFailureReason;
  /** HTTP status, 0 without one. */
  status: number;
  /** OCI or client error code. */
  code: string;
}

/** Purchase entitlement state (spec 3 §3: failed, isSETrial, saasCustomer, saasCustomerInSameAccount, summaries). */
export interface PurchaseEntitlementsState extends PurchaseEntitlementFlags {
  status: 'idle' | 'loading' | 'ready' | 'failed' | 'skipped';
  failed: boolean;
  /** Full summaries from the service; the cached shape when they came from the cache. */
  summaries: PurchaseEntitlementSummary[];
  /** The summaries came from the cache ('pe-summary'). */
  fromCache: boolean;
  /** Marked API failure: the service answered 500, 502 or 503 and the cached summaries stand in (spec 3 §8). */
  apiFailure: boolean;
  failure: PurchaseEntitlementsFailure | null;
  /** Why fetching was skipped (disconnected or blocked context, realm not R1/OC1/OC4/OC17). */
  skipped: PurchaseEntitlementSkipReason | null;
}

/** The state before any load. */
export const PURCHASE_ENTITLEMENTS_INITIAL: PurchaseEntitlementsState = {
  status: 'idle',
  failed: false,
  isSETrial: false,
  saasCustomer: false,
  saasCustomerInSameAccount: false,
  summaries: [],
  fromCache: false,
  apiFailure: false,
  failure: null,
  skipped: null,
};

/** The tenancy's purchase entitlements and the flags computed from them. */
export const $purchaseEntitlements = atom<PurchaseEntitlementsState>(PURCHASE_ENTITLEMENTS_INITIAL);
