import { groupPaasServices, mainConsoleHosts } from '../src/domain/service-entitlements.ts';
import { isApiError } from '../src/http/errors.ts';
import {
  listServiceEntitlementRegistrations,
  type ServiceEntitlementRegistration,
} from '../src/services/commercial.ts';
import { consoleCache, tenancyCacheKey } from '../src/storage/cache.ts';
import { $activeRegion } from './active-region.ts';
import { consoleConfig, serviceContext } from './service-context.ts';
import {
  $serviceEntitlements,
  SERVICE_ENTITLEMENTS_INITIAL as INITIAL,
  type ServiceEntitlementsError,
  type ServiceEntitlementsState,
} from './service-entitlements-state.ts';

// The state lives in its own module, so what reads it on the start-up path (the navigation menu) carries neither the
// commercial service's schemas nor the loader; they come with the page data after ready.
export {
  $serviceEntitlements,
  type ServiceEntitlementsError,
  type ServiceEntitlementsState,
} from './service-entitlements-state.ts';

/** The account fields the section depends on (spec 2 §3 account info). */
export interface ServiceEntitlementsAccount {
  limitsProvisioned: boolean;
  hasSaasSubscription?: boolean;
}

/** How the user signed in (spec 3 §3 user: isRegularSignIn for native and federated regular sign-ins, isIdcsUser). */
export interface ServiceEntitlementsUser {
  isRegularSignIn: boolean;
  isIdcsUser: boolean;
}

/** What loading needs. */
export interface LoadServiceEntitlementsOptions {
  tenancyId: string;
  accountInfo: ServiceEntitlementsAccount;
  user: ServiceEntitlementsUser;
  /** The all-users flag: every kind of user sees the services (spec 3 §6). */
  allUsers?: boolean;
  /** Region to ask and to list services for; the active region by default. */
  region?: string;
  /** The identity service instance (stripe) the registrations are filtered by. */
  idcsInstanceId?: string;
  /** Sent as Accept-Language: group names come back in it. */
  language?: string;
  /** Main console hosts; by default those of this realm and the page's origin. */
  consoleHosts?: readonly string[];
  timeoutMs?: number;
  retries?: number;
}

/** Cache name of the registrations (scoped to tenancy and language). */
export const SERVICE_ENTITLEMENTS_CACHE = 'service-entitlements';

const CACHED_ON_STATUSES = new Set([404, 500, 502, 503]);

function defaultConsoleHosts(region: string): string[] {
  const origin = typeof location === 'undefined' ? undefined : location.origin;
  return mainConsoleHosts({ secondLevelDomain: consoleConfig().secondLevelDomain, region, consoleOrigin: origin });
}

function errorForStatus(status: number): ServiceEntitlementsError {
  if (status === 400) return 'no-services';
  if (status === 401 || status === 403) return 'auth-error';
  return 'navigation-error';
}

/**
 * Loads the service entitlement registrations for the "other services" section (spec 3 §2, §4, §5, §6, §8). An
 * account that is not provisioned, or a user who must log in with the identity service, gets its message without a
 * call. Errors: 400 → no-services; 404, 500, 502, 503 → the cached registrations, else no-services; 401, 403 →
 * auth-error; others → navigation-error. No services left in the region → region-not-subscribed (a SaaS account with
 * no applications at all → saas-no-apps).
 */
export async function loadServiceEntitlements(
  options: LoadServiceEntitlementsOptions
): Promise<ServiceEntitlementsState> {
  if (!options.accountInfo.limitsProvisioned) {
    $serviceEntitlements.set({ ...INITIAL, status: 'failed', error: 'account-not-provisioned' });
    return $serviceEntitlements.get();
  }
  if (!options.allUsers && !options.user.isRegularSignIn && !options.user.isIdcsUser) {
    $serviceEntitlements.set({ ...INITIAL, status: 'failed', error: 'log-in-with-identity-service' });
    return $serviceEntitlements.get();
  }
  $serviceEntitlements.set({ ...INITIAL, status: 'loading' });
  const region = options.region ?? $activeRegion.get();
  const key = tenancyCacheKey(`${SERVICE_ENTITLEMENTS_CACHE}-${options.language ?? 'default'}`, options.tenancyId);
  const context = serviceContext(region, {
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.retries === undefined ? {} : { retries: options.retries }),
  });
  let registrations: ServiceEntitlementRegistration[];
  let fromCache = false;
  let failedStatus: number | null = null;
  try {
    registrations = await listServiceEntitlementRegistrations(context, {
      compartmentId: options.tenancyId,
      idcsInstanceId: options.idcsInstanceId,
      language: options.language,
    });
    await consoleCache.write(key, registrations);
  } catch (error) {
    const status = isApiError(error) ? error.status : 0;
    failedStatus = status;
    const cached = CACHED_ON_STATUSES.has(status)
      ? await consoleCache.read<ServiceEntitlementRegistration[]>(key)
      : undefined;
    if (!cached) {
      const code = CACHED_ON_STATUSES.has(status) ? 'no-services' : errorForStatus(status);
      $serviceEntitlements.set({ ...INITIAL, status: 'failed', error: code, failedStatus: status });
      return $serviceEntitlements.get();
    }
    registrations = cached.data;
    fromCache = true;
  }
  const groups = groupPaasServices(registrations, region, options.consoleHosts ?? defaultConsoleHosts(region));
  if (groups.length === 0) {
    const error =
      registrations.length === 0 && options.accountInfo.hasSaasSubscription ? 'saas-no-apps' : 'region-not-subscribed';
    $serviceEntitlements.set({ ...INITIAL, status: 'failed', registrations, error, fromCache, failedStatus });
    return $serviceEntitlements.get();
  }
  $serviceEntitlements.set({ status: 'ready', registrations, groups, error: null, fromCache, failedStatus });
  return $serviceEntitlements.get();
}
