import * as v from 'valibot';
import { requireParams } from '../http/errors.ts';
import { callService, callServicePage, listAll, pathParam } from './call.ts';
import { listAllOrEmpty, notFoundAsEmpty } from './not-found-as-empty.ts';
import type { ServiceContext } from './service-context.ts';

/** Usage cost API version (spec 3 §7). */
export const USAGE_COST_VERSION = '20190111';

/**
 * The header naming the caller's origin (home) region on OneSubscription calls. Spec 2 §7 calls it "an environment
 * header" on the computed usages and "origin region header" on the one-subscription listing without naming it; not
 * shown: chosen as OneSubscription's own `x-one-origin-region` for both (the local cloud's CORS allows it).
 */
export const ORIGIN_REGION_HEADER = 'x-one-origin-region';

const TEXT = v.nullish(v.string());
const NUMBER = v.nullish(v.number());
/** OneSubscription sends amounts as decimal strings; accept numbers too. */
const AMOUNT = v.nullish(v.union([v.string(), v.number()]));

/** One purchase of a subscription (spec 2 §3, billing source fields). */
export const PURCHASE_INFO_SCHEMA = v.object({
  subscriptionId: TEXT,
  billStart: TEXT,
  billEnd: TEXT,
  billTotalPurchased: NUMBER,
  billTotalBalance: NUMBER,
  billCurrency: TEXT,
});

/** One purchase of a subscription. */
export type PurchaseInfo = v.InferOutput<typeof PURCHASE_INFO_SCHEMA>;

/** One subscription's info: purchases, promotion, commitments, funded allocations (spec 2 §3). */
export const SUBSCRIPTION_INFO_SCHEMA = v.object({
  tenancyId: TEXT,
  subscriptionId: TEXT,
  planNumber: TEXT,
  subscriptionType: TEXT,
  pricingModel: TEXT,
  currency: TEXT,
  status: TEXT,
  isIntentToPay: v.nullish(v.boolean()),
  timeStart: TEXT,
  timeEnd: TEXT,
  purchaseInfoList: v.optional(v.array(PURCHASE_INFO_SCHEMA), () => []),
  promotion: v.nullish(
    v.object({
      timeStart: TEXT,
      timeEnd: TEXT,
      usedAmount: NUMBER,
      originalPromoAmount: NUMBER,
      currency: TEXT,
    })
  ),
  commitments: v.optional(
    v.array(v.object({ timeStart: TEXT, timeEnd: TEXT, quantity: NUMBER, availableAmount: NUMBER })),
    () => []
  ),
  fundedAllocations: v.optional(
    v.array(v.object({ timeStart: TEXT, timeEnd: TEXT, fundedAllocationValue: NUMBER, availableAmount: NUMBER })),
    () => []
  ),
});

/** One subscription's info. */
export type SubscriptionInfo = v.InferOutput<typeof SUBSCRIPTION_INFO_SCHEMA>;

/** The tenancy's subscriptions' info, one page (spec 2 §3: pageNo, isMultipleCommitment, totalCommitments). */
export const MULTIPLE_SUBSCRIPTION_INFO_SCHEMA = v.object({
  tenancyId: TEXT,
  pageNo: NUMBER,
  isMultipleCommitment: v.nullish(v.boolean()),
  totalCommitments: NUMBER,
  purchaseInfoList: v.optional(v.array(PURCHASE_INFO_SCHEMA), () => []),
  items: v.optional(v.array(SUBSCRIPTION_INFO_SCHEMA), () => []),
});

/** The tenancy's subscriptions' info. */
export type MultipleSubscriptionInfo = v.InferOutput<typeof MULTIPLE_SUBSCRIPTION_INFO_SCHEMA>;

/** One usage amount of a time bucket (spec 2 §3: usage list items carry computedAmount and currency). */
export const USAGE_AMOUNT_SCHEMA = v.object({
  tenantId: TEXT,
  timeUsageStarted: v.string(),
  timeUsageEnded: v.string(),
  computedAmount: NUMBER,
  computedQuantity: NUMBER,
  currency: TEXT,
});

/** One usage amount of a time bucket. */
export type UsageAmount = v.InferOutput<typeof USAGE_AMOUNT_SCHEMA>;

/** A product of OneSubscription. */
export const PRODUCT_SCHEMA = v.object({
  partNumber: TEXT,
  name: TEXT,
  unitOfMeasure: TEXT,
  provisioningGroup: TEXT,
  billingCategory: TEXT,
  productCategory: TEXT,
  ucmRateCardPartType: TEXT,
});

/** Computed usages of one product of a subscription (spec 2 §3: payg usage reads costUnrounded). */
export const COMPUTED_USAGE_AGGREGATED_SCHEMA = v.object({
  subscriptionId: TEXT,
  parentSubscribedServiceId: TEXT,
  parentProduct: v.nullish(PRODUCT_SCHEMA),
  planNumber: TEXT,
  currencyCode: TEXT,
  rateCardId: TEXT,
  aggregatedComputedUsages: v.optional(
    v.array(
      v.object({
        timeUsageStarted: TEXT,
        timeUsageEnded: TEXT,
        dataCenter: TEXT,
        type: TEXT,
        product: v.nullish(PRODUCT_SCHEMA),
        quantity: AMOUNT,
        netUnitPrice: AMOUNT,
        cost: AMOUNT,
        costUnrounded: AMOUNT,
      })
    ),
    () => []
  ),
});

/** Computed usages of one product of a subscription. */
export type ComputedUsageAggregated = v.InferOutput<typeof COMPUTED_USAGE_AGGREGATED_SCHEMA>;

/** A OneSubscription subscription (spec 2 §3, Subscription). */
export const SUBSCRIPTION_SCHEMA = v.object({
  id: v.string(),
  planNumber: TEXT,
  orderNumber: TEXT,
  buyerEmail: TEXT,
  status: TEXT,
  timeStart: TEXT,
  timeEnd: TEXT,
  currency: v.nullish(v.object({ isoCode: TEXT, name: TEXT, usdConversion: AMOUNT })),
  subscribedServices: v.optional(
    v.array(
      v.object({
        id: TEXT,
        product: v.nullish(PRODUCT_SCHEMA),
        status: TEXT,
        pricingModel: TEXT,
        isIntentToPay: v.nullish(v.boolean()),
        quantity: AMOUNT,
        usedAmount: AMOUNT,
        availableAmount: AMOUNT,
        fundedAllocationValue: AMOUNT,
        timeStart: TEXT,
        timeEnd: TEXT,
        commitmentServices: v.nullish(
          v.array(
            v.object({
              timeStart: TEXT,
              timeEnd: TEXT,
              quantity: AMOUNT,
              availableAmount: AMOUNT,
              lineNetAmount: AMOUNT,
              fundedAllocationValue: AMOUNT,
            })
          )
        ),
      })
    ),
    () => []
  ),
});

/** A OneSubscription subscription. */
export type Subscription = v.InferOutput<typeof SUBSCRIPTION_SCHEMA>;

/** GET /usagecost/{tenancyId}/subscriptionInfo: the tenancy's primary subscription. */
export async function getSubscriptionInfo(context: ServiceContext, tenancyId: string): Promise<SubscriptionInfo> {
  const { data } = await callService(context, {
    service: 'usage-cost',
    version: USAGE_COST_VERSION,
    operation: 'GetSubscriptionInfo',
    path: `/usagecost/${pathParam(tenancyId)}/subscriptionInfo`,
    required: { tenancyId },
    schema: SUBSCRIPTION_INFO_SCHEMA,
  });
  return data;
}

/** One page of multiple subscription info with the token of the next one. */
export interface MultipleSubscriptionInfoPage extends MultipleSubscriptionInfo {
  nextPage: string | undefined;
}

/** GET /usagecost/{tenancyId}/multipleSubscriptionInfo: one page (purchaseInfoList and the subscriptions' info). */
export async function getMultipleSubscriptionInfo(
  context: ServiceContext,
  tenancyId: string,
  options: { limit?: number; page?: string } = {}
): Promise<MultipleSubscriptionInfoPage> {
  return callServicePage(context, {
    service: 'usage-cost',
    version: USAGE_COST_VERSION,
    operation: 'GetMultipleSubscriptionInfo',
    path: `/usagecost/${pathParam(tenancyId)}/multipleSubscriptionInfo`,
    query: { limit: options.limit, page: options.page },
    required: { tenancyId },
    schema: MULTIPLE_SUBSCRIPTION_INFO_SCHEMA,
  });
}

/** Query of GET /usagecost/{tenancyId} (spec 3 §7: startTime, endTime and granularity required). */
export interface GetUsageCostParams {
  /** RFC 3339. */
  startTime: string;
  /** RFC 3339. */
  endTime: string;
  granularity: 'HOURLY' | 'DAILY' | 'MONTHLY' | 'TOTAL';
  compartmentId?: string;
  /** `namespace.key=value`. */
  tag?: string;
  limit?: number;
}

/** GET /usagecost/{tenancyId} over every page: the cost per time bucket. */
export function getUsageCost(
  context: ServiceContext,
  tenancyId: string,
  params: GetUsageCostParams
): Promise<UsageAmount[]> {
  const { startTime, endTime, granularity, ...filters } = params;
  return listAll(
    context,
    {
      service: 'usage-cost',
      version: USAGE_COST_VERSION,
      operation: 'GetUsageCost',
      path: `/usagecost/${pathParam(tenancyId)}`,
      query: { startTime, endTime, granularity, ...filters },
      required: { tenancyId, startTime, endTime, granularity },
      schema: v.object({ items: v.array(USAGE_AMOUNT_SCHEMA) }),
    },
    page => page.items
  );
}

/** Query of GET /aggregatedComputedUsages (spec 3 §7: compartmentId, subscriptionId, timeFrom, timeTo required). */
export interface ListComputedUsageAggregatedsParams {
  compartmentId: string;
  subscriptionId: string;
  /** RFC 3339. */
  timeFrom: string;
  /** RFC 3339. */
  timeTo: string;
  /** A product part number. */
  parentProduct?: string;
  grouping?: 'HOURLY' | 'DAILY' | 'MONTHLY' | 'NONE';
  limit?: number;
  /** Sent in the origin region header; the context's region unless given. */
  originRegion?: string;
}

/** GET /aggregatedComputedUsages over every page, with the origin region header (spec 3 §7). */
export function listComputedUsageAggregateds(
  context: ServiceContext,
  params: ListComputedUsageAggregatedsParams
): Promise<ComputedUsageAggregated[]> {
  const { compartmentId, subscriptionId, timeFrom, timeTo, originRegion = context.region, ...filters } = params;
  return listAll(
    context,
    {
      service: 'usage-cost',
      version: USAGE_COST_VERSION,
      operation: 'ListComputedUsageAggregateds',
      path: '/aggregatedComputedUsages',
      query: { compartmentId, subscriptionId, timeFrom, timeTo, ...filters },
      headers: { [ORIGIN_REGION_HEADER]: originRegion },
      required: { compartmentId, subscriptionId, timeFrom, timeTo },
      // OneSubscription lists are bare arrays.
      schema: v.array(COMPUTED_USAGE_AGGREGATED_SCHEMA),
    },
    page => page
  );
}

/** Query of GET /subscriptions (spec 3 §7: compartmentId required). */
export interface ListSubscriptionsParams {
  compartmentId: string;
  planNumber?: string;
  subscriptionId?: string;
  buyerEmail?: string;
  /** Adds each subscribed service's commitmentServices. */
  isCommitInfoRequired?: boolean;
  limit?: number;
  sortOrder?: 'ASC' | 'DESC';
  sortBy?: 'ORDERNUMBER' | 'TIMEINVOICING' | 'TIMECREATED' | 'TIMESTART';
  /** Sent in the origin region header when given. */
  originRegion?: string;
}

/** GET /subscriptions over every page. A 404 is an empty list (spec 2 §8); other failures reject. */
export function listSubscriptions(context: ServiceContext, params: ListSubscriptionsParams): Promise<Subscription[]> {
  const { compartmentId, originRegion, ...filters } = params;
  return listAllOrEmpty(
    context,
    {
      service: 'usage-cost',
      version: USAGE_COST_VERSION,
      operation: 'ListSubscriptions',
      path: '/subscriptions',
      query: { compartmentId, ...filters },
      ...(originRegion === undefined ? {} : { headers: { [ORIGIN_REGION_HEADER]: originRegion } }),
      required: { compartmentId },
      schema: v.array(SUBSCRIPTION_SCHEMA),
    },
    page => page
  );
}

/**
 * The one-subscription listing (spec 2 §7): one subscription by id with its commitments, sortOrder ASC, sortBy
 * TIMECREATED and the origin region header (the context's region unless given). Null when it is not there, a 404
 * included (spec 2 §8).
 */
export async function getOneSubscription(
  context: ServiceContext,
  params: { compartmentId: string; subscriptionId: string; originRegion?: string }
): Promise<Subscription | null> {
  requireParams('ListSubscriptions', { compartmentId: params.compartmentId, subscriptionId: params.subscriptionId });
  const subscriptions = await listSubscriptions(context, {
    compartmentId: params.compartmentId,
    subscriptionId: params.subscriptionId,
    isCommitInfoRequired: true,
    sortOrder: 'ASC',
    sortBy: 'TIMECREATED',
    originRegion: params.originRegion ?? context.region,
  });
  return subscriptions.find(subscription => subscription.id === params.subscriptionId) ?? null;
}

/** Every page of multiple subscription info, at most this many (each holds up to the service's page size). Chosen. */
export const MULTIPLE_SUBSCRIPTION_INFO_MAX_PAGES = 20;

/**
 * Every page of GET /usagecost/{tenancyId}/multipleSubscriptionInfo as one answer: the subscriptions' info and their
 * purchases in order, the first page's commitment counts. A 404 is a tenancy without subscriptions (spec 2 §8).
 */
export async function getAllMultipleSubscriptionInfo(
  context: ServiceContext,
  tenancyId: string
): Promise<MultipleSubscriptionInfo> {
  const empty: MultipleSubscriptionInfo = {
    tenancyId,
    pageNo: 1,
    isMultipleCommitment: false,
    totalCommitments: 0,
    purchaseInfoList: [],
    items: [],
  };
  const first = await notFoundAsEmpty<MultipleSubscriptionInfoPage | null>(
    getMultipleSubscriptionInfo(context, tenancyId),
    null
  );
  if (!first) return empty;
  const { nextPage: firstNext, ...merged } = first;
  let next = firstNext;
  for (let pages = 1; next && pages < MULTIPLE_SUBSCRIPTION_INFO_MAX_PAGES; pages += 1) {
    const page = await getMultipleSubscriptionInfo(context, tenancyId, { page: next });
    merged.items = [...merged.items, ...page.items];
    merged.purchaseInfoList = [...merged.purchaseInfoList, ...page.purchaseInfoList];
    next = page.nextPage;
  }
  return merged;
}
