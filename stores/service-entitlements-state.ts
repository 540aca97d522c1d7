import { atom } from 'nanostores';
import type { PaasServiceGroup } from '../src/domain/service-entitlements.ts';
import type { ServiceEntitlementRegistration } from '../src/services/commercial.ts';

// The service entitlements' state alone (its loader is stores/service-entitlements.ts, loaded with the page data).

/**
 * What the "other services" section shows instead of services (spec 3 §8 Service entitlements); the lead maps each
 * code to its catalog message.
 * - `no-services`: 400, or 404/500/502/503 with nothing cached.
 * - `auth-error`: 401, 403.
 * - `navigation-error`: any other failure (other statuses, timeouts, malformed answers).
 * - `region-not-subscribed`: no services, or none in the active region.
 * - `account-not-provisioned`: the account's limits are not provisioned (spec 3 §6).
 * - `log-in-with-identity-service`: the user is neither a regular (native or federated) sign-in nor an identity-service
 *   user (spec 3 §6).
 * - `saas-no-apps`: a SaaS account with no applications registered.
 */
export type ServiceEntitlementsError =
  | 'no-services'
  | 'auth-error'
  | 'navigation-error'
  | 'region-not-subscribed'
  | 'account-not-provisioned'
  | 'log-in-with-identity-service'
  | 'saas-no-apps';

/** Service entitlements state: request, then success or failure (spec 3 §4). */
export interface ServiceEntitlementsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Every registration the service answered (or the cache held), before the skip rules. */
  registrations: ServiceEntitlementRegistration[];
  /** The section: listed services grouped by group name, ordered by weight. */
  groups: PaasServiceGroup[];
  /** Why the section shows a message instead of services; null on success. */
  error: ServiceEntitlementsError | null;
  /** The registrations are the cached copy (the service answered 404, 500, 502 or 503). */
  fromCache: boolean;
  /** HTTP status of a failed call, 0 without one; null when there was no failed call. */
  failedStatus: number | null;
}

/** The state before any load. */
export const SERVICE_ENTITLEMENTS_INITIAL: ServiceEntitlementsState = {
  status: 'idle',
  registrations: [],
  groups: [],
  error: null,
  fromCache: false,
  failedStatus: null,
};

/** The PaaS services of the "other services" navigation section. */
export const $serviceEntitlements = atom<ServiceEntitlementsState>(SERVICE_ENTITLEMENTS_INITIAL);
