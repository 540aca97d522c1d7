import { atom } from 'nanostores';
import { CLOUD_CREDIT_SERVICE_TYPE } from '../src/domain/purchase-entitlements.ts';
import { isApiError } from '../src/http/errors.ts';
import { getSubscription, listAssignedSubscriptions, type Subscription } from '../src/services/organizations.ts';
import { consoleCache, tenancyCacheKey } from '../src/storage/cache.ts';
import { serviceContext } from './service-context.ts';

/** Promotion of an organization subscription (spec 3 §3). */
export interface OrganizationSubscriptionPromotion {
  amount: number | null;
  currencyUnit: string | null;
  timeStarted: string | null;
  timeExpired: string | null;
  isIntentToPay: boolean | null;
}

/** An organization subscription (spec 3 §3). */
export interface OrganizationSubscription {
  id: string;
  classicSubscriptionId: string | null;
  compartmentId: string | null;
  serviceName: string;
  isClassicSubscription: boolean | null;
  lifecycleState: string | null;
  programType: string | null;
  customerCountryCode: string | null;
  promotion: OrganizationSubscriptionPromotion | null;
  purchaseEntitlementId: string | null;
  startDate: string | null;
  endDate: string | null;
}

/** Organization subscriptions state: request, then success or failure (spec 3 §4). */
export interface OrganizationSubscriptionsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  items: OrganizationSubscription[];
  /** The CLOUDCM subscription, as its detail call answered it (its country is the SE trial's last resort). */
  cloudCredit: OrganizationSubscription | null;
  /** The items are the cached copy, used because the service answered 500, 502 or 503. */
  fromCache: boolean;
  /** HTTP status and code of the failure (also when the cached copy stands in); no user-visible text. */
  error: { status: number; code: string } | null;
}

/** Cache name of the organization subscriptions (scoped to the tenancy with tenancyCacheKey). */
export const ORGANIZATION_SUBSCRIPTIONS_CACHE = 'organization-subscriptions';

const INITIAL: OrganizationSubscriptionsState = {
  status: 'idle',
  items: [],
  cloudCredit: null,
  fromCache: false,
  error: null,
};

/** The tenancy's organization subscriptions. */
export const $organizationSubscriptions = atom<OrganizationSubscriptionsState>(INITIAL);

/** What loading needs. */
export interface LoadOrganizationSubscriptionsOptions {
  tenancyId: string;
  /** Region to ask; the active region by default. */
  region?: string;
  timeoutMs?: number;
  retries?: number;
}

interface CachedSubscriptions {
  items: OrganizationSubscription[];
  cloudCredit: OrganizationSubscription | null;
}

const CACHED_ON_STATUSES = new Set([500, 502, 503]);

/**
 * The promotion of a subscription: the service lists promotions, the entity has one. Not shown: which. Chosen: the
 * ACTIVE one, else the first.
 */
function promotionOf(subscription: Subscription): OrganizationSubscriptionPromotion | null {
  const promotions = subscription.promotion ?? [];
  const promotion = promotions.find(candidate => candidate.status === 'ACTIVE') ?? promotions[0];
  if (!promotion) return null;
  return {
    amount: promotion.amount ?? null,
    currencyUnit: promotion.currencyUnit ?? null,
    timeStarted: promotion.timeStarted ?? null,
    timeExpired: promotion.timeExpired ?? null,
    isIntentToPay: promotion.isIntentToPay ?? null,
  };
}

function toOrganizationSubscription(subscription: Subscription): OrganizationSubscription {
  return {
    id: subscription.id,
    classicSubscriptionId: subscription.classicSubscriptionId ?? null,
    compartmentId: subscription.compartmentId ?? null,
    serviceName: subscription.serviceName,
    isClassicSubscription: subscription.isClassicSubscription ?? null,
    lifecycleState: subscription.lifecycleState ?? null,
    programType: subscription.programType ?? null,
    customerCountryCode: subscription.customerCountryCode ?? null,
    promotion: promotionOf(subscription),
    purchaseEntitlementId: subscription.purchaseEntitlementId ?? null,
    startDate: subscription.startDate ?? null,
    endDate: subscription.endDate ?? null,
  };
}

/**
 * Loads the organization subscriptions (spec 3 §4, §7): the list by compartment plus the detail call for the CLOUDCM
 * subscription by id. Not shown: which list. Chosen: the subscriptions assigned to the tenancy (GET
 * /assignedSubscriptions), whose fields are the entity's and which include an organization parent's CLOUDCM
 * subscription; 404 is an empty list (spec 2 §8). On failure with 500, 502 or 503 the cached copy is used.
 */
export async function loadOrganizationSubscriptions(
  options: LoadOrganizationSubscriptionsOptions
): Promise<OrganizationSubscriptionsState> {
  $organizationSubscriptions.set({ ...INITIAL, status: 'loading' });
  const key = tenancyCacheKey(ORGANIZATION_SUBSCRIPTIONS_CACHE, options.tenancyId);
  const context = serviceContext(options.region, {
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.retries === undefined ? {} : { retries: options.retries }),
  });
  try {
    const listed = await listAssignedSubscriptions(context, { compartmentId: options.tenancyId });
    const items = listed.map(toOrganizationSubscription);
    const listedCloudCredit = items.find(item => item.serviceName === CLOUD_CREDIT_SERVICE_TYPE) ?? null;
    let cloudCredit = listedCloudCredit;
    if (listedCloudCredit) {
      // The detail call is a refinement: if it fails, the listed copy of the same subscription stands.
      const detail = await getSubscription(context, listedCloudCredit.id).catch(() => null);
      if (detail) cloudCredit = toOrganizationSubscription(detail);
    }
    const merged = cloudCredit ? items.map(item => (item.id === cloudCredit.id ? cloudCredit : item)) : items;
    $organizationSubscriptions.set({ ...INITIAL, status: 'ready', items: merged, cloudCredit });
    const record: CachedSubscriptions = { items: merged, cloudCredit };
    await consoleCache.write(key, record);
  } catch (error) {
    const status = isApiError(error) ? error.status : 0;
    const code = isApiError(error) ? error.code : 'UnknownError';
    if (CACHED_ON_STATUSES.has(status)) {
      const cached = await consoleCache.read<CachedSubscriptions>(key);
      if (cached) {
        $organizationSubscriptions.set({
          status: 'ready',
          items: cached.data.items,
          cloudCredit: cached.data.cloudCredit,
          fromCache: true,
          error: { status, code },
        });
        return $organizationSubscriptions.get();
      }
    }
    $organizationSubscriptions.set({ ...INITIAL, status: 'failed', error: { status, code } });
  }
  return $organizationSubscriptions.get();
}
