import * as v from 'valibot';
import { callServiceData, pathParam } from './call.ts';
import { listAllOrEmpty, notFoundAsEmpty } from './not-found-as-empty.ts';
import type { ServiceContext } from './service-context.ts';

// Every call here answers HTTP 404 as an empty result (spec 2 §8: "HTTP 404 on subscription, links, category,
// environments, subscriptions calls is an empty result (success metric)"); other failures reject with the ApiError,
// which the client has already logged, so the caller chooses to return empty or rethrow.

/** Organizations (tenant manager) API version (spec 3 §7). */
export const ORGANIZATIONS_VERSION = '20200801';

/**
 * OneSubscription's path prefix for the organization subscription list by compartment. Not shown: the path. Chosen:
 * the path the oci-osuborganizationsubscription SDK calls (docs/local-cloud-endpoints.md ListOrganizationSubscriptions),
 * below the regional `onesubs` endpoint.
 */
export const ONESUBS_VERSION = 'oalapp/service/onesubs/proxy/20210501';

/** Sort order of the lists (spec 3 §9). */
export type SortOrder = 'ASC' | 'DESC';

/** Lifecycle states of a link (spec 3 §9, the general set). */
export type LinkLifecycleState = 'CREATING' | 'ACTIVE' | 'INACTIVE' | 'UPDATING' | 'FAILED' | 'TERMINATED';

const ORGANIZATIONS = { service: 'organizations', version: ORGANIZATIONS_VERSION } as const;

const NULLABLE_STRING = v.optional(v.nullable(v.string()));

/** A link between a parent tenancy and a child tenancy of an organization. */
export const LINK_SCHEMA = v.object({
  id: v.string(),
  parentTenancyId: v.string(),
  childTenancyId: v.string(),
  lifecycleState: v.string(),
  timeCreated: NULLABLE_STRING,
  timeTerminated: NULLABLE_STRING,
});

/** A link of an organization. */
export type OrganizationLink = v.InferOutput<typeof LINK_SCHEMA>;

/** One promotion of a subscription (spec 3 §3: amount, currencyUnit, timeStarted, timeExpired, isIntentToPay). */
export const SUBSCRIPTION_PROMOTION_SCHEMA = v.object({
  duration: v.optional(v.nullable(v.number())),
  durationUnit: NULLABLE_STRING,
  amount: v.optional(v.nullable(v.number())),
  status: NULLABLE_STRING,
  isIntentToPay: v.optional(v.nullable(v.boolean())),
  currencyUnit: NULLABLE_STRING,
  timeStarted: NULLABLE_STRING,
  timeExpired: NULLABLE_STRING,
});

/** An organizations subscription (spec 3 §3 Organization subscription; spec 2 §3). */
export const SUBSCRIPTION_SCHEMA = v.object({
  entityVersion: NULLABLE_STRING,
  id: v.string(),
  compartmentId: NULLABLE_STRING,
  serviceName: v.string(),
  classicSubscriptionId: NULLABLE_STRING,
  isClassicSubscription: v.optional(v.nullable(v.boolean())),
  paymentModel: NULLABLE_STRING,
  regionAssignment: NULLABLE_STRING,
  lifecycleState: NULLABLE_STRING,
  programType: NULLABLE_STRING,
  customerCountryCode: NULLABLE_STRING,
  cloudAmountCurrency: NULLABLE_STRING,
  promotion: v.optional(v.nullable(v.array(SUBSCRIPTION_PROMOTION_SCHEMA))),
  purchaseEntitlementId: NULLABLE_STRING,
  startDate: NULLABLE_STRING,
  endDate: NULLABLE_STRING,
  timeCreated: NULLABLE_STRING,
  timeUpdated: NULLABLE_STRING,
});

/** An organizations subscription. */
export type Subscription = v.InferOutput<typeof SUBSCRIPTION_SCHEMA>;

/** A subscription as OneSubscription lists it by compartment. */
export const ORGANIZATION_SUBSCRIPTION_SUMMARY_SCHEMA = v.object({
  id: v.string(),
  serviceName: NULLABLE_STRING,
  type: NULLABLE_STRING,
  status: NULLABLE_STRING,
  timeStart: NULLABLE_STRING,
  timeEnd: NULLABLE_STRING,
  currency: v.optional(
    v.nullable(v.object({ name: NULLABLE_STRING, isoCode: NULLABLE_STRING, stdPrecision: v.optional(v.number()) }))
  ),
  totalValue: NULLABLE_STRING,
});

/** A subscription as OneSubscription lists it. */
export type OrganizationSubscriptionSummary = v.InferOutput<typeof ORGANIZATION_SUBSCRIPTION_SUMMARY_SCHEMA>;

const ITEMS_OF_LINKS = v.object({ items: v.array(LINK_SCHEMA) });
const ITEMS_OF_SUBSCRIPTIONS = v.object({ items: v.array(SUBSCRIPTION_SCHEMA) });

/** Sort and page options of the subscription lists. */
export interface SubscriptionListOptions {
  subscriptionId?: string | undefined;
  sortBy?: 'timeCreated' | 'displayName' | undefined;
  sortOrder?: SortOrder | undefined;
  /** Page size; every page is read. */
  limit?: number | undefined;
}

/** GET /links: the organization links the tenancy is part of, every page; 404 is an empty list. */
export function listLinks(
  context: ServiceContext,
  options: {
    parentTenancyId?: string | undefined;
    childTenancyId?: string | undefined;
    lifecycleState?: LinkLifecycleState | undefined;
    sortOrder?: SortOrder | undefined;
    limit?: number | undefined;
  } = {}
): Promise<OrganizationLink[]> {
  return listAllOrEmpty(
    context,
    { ...ORGANIZATIONS, operation: 'ListLinks', path: '/links', query: { ...options }, schema: ITEMS_OF_LINKS },
    page => page.items
  );
}

/** GET /subscriptions/{subscriptionId}: one subscription (also the CLOUDCM detail call); 404 is null. */
export function getSubscription(context: ServiceContext, subscriptionId: string): Promise<Subscription | null> {
  return notFoundAsEmpty<Subscription | null>(
    callServiceData(context, {
      ...ORGANIZATIONS,
      operation: 'GetSubscription',
      path: `/subscriptions/${pathParam(subscriptionId)}`,
      required: { subscriptionId },
      schema: SUBSCRIPTION_SCHEMA,
    }),
    null
  );
}

/** GET /assignedSubscriptions?compartmentId: the subscriptions assigned to a tenancy, every page; 404 is empty. */
export function listAssignedSubscriptions(
  context: ServiceContext,
  options: SubscriptionListOptions & { compartmentId: string }
): Promise<Subscription[]> {
  return listAllOrEmpty(
    context,
    {
      ...ORGANIZATIONS,
      operation: 'ListAssignedSubscriptions',
      path: '/assignedSubscriptions',
      query: { ...options },
      required: { compartmentId: options.compartmentId },
      schema: ITEMS_OF_SUBSCRIPTIONS,
    },
    page => page.items
  );
}

/** GET /subscriptions[?compartmentId]: the subscriptions a tenancy owns, every page; 404 is an empty list. */
export function listSubscriptions(
  context: ServiceContext,
  options: SubscriptionListOptions & { compartmentId?: string | undefined } = {}
): Promise<Subscription[]> {
  return listAllOrEmpty(
    context,
    {
      ...ORGANIZATIONS,
      operation: 'ListSubscriptions',
      path: '/subscriptions',
      query: { ...options },
      schema: ITEMS_OF_SUBSCRIPTIONS,
    },
    page => page.items
  );
}

/**
 * The organization subscription list by compartment (spec 3 §7; path not shown, see ONESUBS_VERSION): OneSubscription's
 * view of the named subscriptions (OCIDs or classic ids), every page; 404 is an empty list. `originRegion` is sent as
 * the x-one-origin-region header.
 */
export function listOrganizationSubscriptions(
  context: ServiceContext,
  options: {
    compartmentId: string;
    subscriptionIds: readonly string[];
    sortBy?: 'SUBSCRIPTIONID' | 'TIMESTART' | undefined;
    sortOrder?: SortOrder | undefined;
    limit?: number | undefined;
    originRegion?: string | undefined;
  }
): Promise<OrganizationSubscriptionSummary[]> {
  const { originRegion, ...query } = options;
  return listAllOrEmpty(
    context,
    {
      service: 'onesubs',
      version: ONESUBS_VERSION,
      operation: 'ListOrganizationSubscriptions',
      path: '/organizationSubscription',
      query,
      ...(originRegion ? { headers: { 'x-one-origin-region': originRegion } } : {}),
      required: { compartmentId: options.compartmentId, subscriptionIds: options.subscriptionIds },
      schema: v.array(ORGANIZATION_SUBSCRIPTION_SUMMARY_SCHEMA),
    },
    page => page
  );
}
