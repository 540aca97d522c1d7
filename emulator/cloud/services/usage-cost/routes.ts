import type { Context } from 'hono';
import type { CloudEnv } from '../../context.ts';
import { invalidParameter, missingParameter, notAuthorizedOrNotFound } from '../../wire/errors.ts';
import { pageArray, readPageRequest, sendPage } from '../../wire/paging.ts';
import { booleanQuery, dateTimeQuery, enumQuery, optionalQuery, requiredQuery } from '../../wire/params.ts';
import type { ServiceDeps } from '../cloud-service.ts';
import {
  optionalOwnCompartmentQuery,
  ownCompartmentQuery,
  requireOwnTenancy,
} from '../commercial/compartment-scope.ts';
import { sortedBy } from '../commercial/list-sort.ts';
import { ONESUBS_BASE } from '../organizations/routes.ts';
import type { ServiceRouter } from '../service-router.ts';
import { GRANULARITIES, centsToAmount, roundQuantity, summarizeUsage } from '../usage-api/usage-aggregation.ts';
import type { UsageRecord } from '../usage-api/usage-records.ts';
import { loadUsageRecords } from '../usage-api/usage-records.ts';

interface SubscriptionRow {
  id: string;
  tenancy_id: string;
  plan_number: string;
  order_number: string;
  buyer_email: string;
  subscription_type: string;
  pricing_model: string;
  provisioning_group: string;
  currency: string;
  status: string;
  is_intent_to_pay: boolean;
  total_amount: string | null;
  used_amount: string | null;
  time_start: Date;
  time_end: Date | null;
  time_created: Date;
}

const CURRENCY_NAMES: Record<string, string> = { USD: 'US Dollar', EUR: 'Euro', GBP: 'Pound Sterling' };
const USD_CONVERSION: Record<string, string> = { USD: '1', EUR: '1.08', GBP: '1.27' };

function iso(time: Date | null): string | null {
  return time === null ? null : time.toISOString();
}

function money(value: string | null): number | null {
  return value === null ? null : Number(value);
}

function available(row: SubscriptionRow): number | null {
  const total = money(row.total_amount);
  const used = money(row.used_amount) ?? 0;
  return total === null ? null : Math.max(0, Math.round((total - used) * 100) / 100);
}

/** One subscription's info as the usage cost service answers it (spec 2 §3, usage summary and billing sources). */
function toSubscriptionInfo(row: SubscriptionRow) {
  const balance = available(row);
  const window = { timeStart: row.time_start.toISOString(), timeEnd: iso(row.time_end) };
  const purchased = money(row.total_amount);
  return {
    tenancyId: row.tenancy_id,
    subscriptionId: row.id,
    planNumber: row.plan_number,
    subscriptionType: row.subscription_type,
    pricingModel: row.pricing_model,
    currency: row.currency,
    status: row.status,
    isIntentToPay: row.is_intent_to_pay,
    ...window,
    purchaseInfoList:
      purchased === null
        ? []
        : [
            {
              subscriptionId: row.id,
              billStart: window.timeStart,
              billEnd: window.timeEnd,
              billTotalPurchased: purchased,
              billTotalBalance: balance,
              billCurrency: row.currency,
            },
          ],
    promotion:
      row.subscription_type === 'PROMOTION'
        ? { ...window, usedAmount: money(row.used_amount), originalPromoAmount: purchased, currency: row.currency }
        : null,
    commitments:
      row.subscription_type === 'COMMITMENT' ? [{ ...window, quantity: purchased, availableAmount: balance }] : [],
    fundedAllocations:
      row.subscription_type === 'FUNDEDALLOCATION'
        ? [{ ...window, fundedAllocationValue: purchased, availableAmount: balance }]
        : [],
  };
}

/** The OneSubscription view of a subscription (ListSubscriptions), with commitments when asked for. */
function toOsubSubscription(row: SubscriptionRow, withCommitments: boolean) {
  const balance = available(row);
  const window = { timeStart: row.time_start.toISOString(), timeEnd: iso(row.time_end) };
  const purchased = money(row.total_amount);
  return {
    id: row.id,
    planNumber: row.plan_number,
    orderNumber: row.order_number,
    buyerEmail: row.buyer_email,
    status: row.status,
    ...window,
    currency: {
      isoCode: row.currency,
      name: CURRENCY_NAMES[row.currency] ?? row.currency,
      usdConversion: USD_CONVERSION[row.currency] ?? '1',
    },
    subscribedServices: [
      {
        id: `${row.id}-1`,
        product: {
          partNumber: row.provisioning_group === 'PROMOMB' ? 'B88206' : 'B88385',
          name: row.provisioning_group === 'PROMOMB' ? 'Oracle Cloud Promotion' : 'Oracle Cloud Infrastructure',
          unitOfMeasure: 'Each',
          provisioningGroup: row.provisioning_group,
        },
        status: row.status,
        pricingModel: row.pricing_model,
        isIntentToPay: row.is_intent_to_pay,
        quantity: purchased === null ? null : String(purchased),
        usedAmount: row.used_amount,
        availableAmount: balance === null ? null : balance.toFixed(2),
        fundedAllocationValue: row.subscription_type === 'FUNDEDALLOCATION' ? row.total_amount : null,
        ...window,
        ...(withCommitments
          ? {
              commitmentServices:
                purchased === null || row.subscription_type === 'PROMOTION'
                  ? []
                  : [
                      {
                        ...window,
                        quantity: String(purchased),
                        availableAmount: balance === null ? null : balance.toFixed(2),
                        lineNetAmount: row.total_amount,
                        fundedAllocationValue: row.subscription_type === 'FUNDEDALLOCATION' ? row.total_amount : null,
                      },
                    ],
            }
          : {}),
      },
    ],
  };
}

/** A required RFC 3339 query parameter (absent: MissingParameter naming it, malformed: InvalidParameter). */
function requiredTimeQuery(c: Context<CloudEnv>, name: string): Date {
  const time = dateTimeQuery(c, name, true);
  if (time === undefined) throw missingParameter(name, c.get('operation'));
  return time;
}

/** Parses the `tag` filter `namespace.key=value`. */
function readTagFilter(c: Context<CloudEnv>) {
  const tag = optionalQuery(c, 'tag');
  if (tag === undefined) return undefined;
  const match = /^([^.=]+)\.([^=]+)=(.*)$/.exec(tag);
  if (!match) throw invalidParameter(`tag must look like namespace.key=value, not '${tag}'.`);
  const [, namespace, key, value] = match;
  return (record: UsageRecord) =>
    record.tags.some(entry => entry.namespace === namespace && entry.key === key && entry.value === value);
}

/** Usage cost (20190111) and OneSubscription subscription and computed usage calls. */
export function usageCostRoutes({ db, store, router }: ServiceDeps): ServiceRouter[] {
  const api = router({ version: '20190111' });
  const onesubs = router({ base: ONESUBS_BASE });

  const subscriptionsOf = async (tenancyId: string) => {
    const { rows } = await db.query<SubscriptionRow>(
      'select * from billing_subscriptions where tenancy_id = $1 order by time_created, id',
      [tenancyId]
    );
    return rows;
  };

  api.get('GetSubscriptionInfo', '/usagecost/:tenancyId/subscriptionInfo', async c => {
    const tenancyId = c.req.param('tenancyId');
    requireOwnTenancy(c, tenancyId);
    const [primary] = await subscriptionsOf(tenancyId);
    if (!primary) throw notAuthorizedOrNotFound();
    return c.json(toSubscriptionInfo(primary));
  });

  api.get('GetMultipleSubscriptionInfo', '/usagecost/:tenancyId/multipleSubscriptionInfo', async c => {
    const tenancyId = c.req.param('tenancyId');
    requireOwnTenancy(c, tenancyId);
    const request = readPageRequest(c);
    const infos = (await subscriptionsOf(tenancyId)).map(toSubscriptionInfo);
    const totalCommitments = infos.reduce((total, info) => total + info.commitments.length, 0);
    const page = pageArray(infos, request);
    return sendPage(c, page, items => ({
      tenancyId,
      pageNo: Math.floor(request.offset / request.limit) + 1,
      isMultipleCommitment: totalCommitments > 1,
      totalCommitments,
      purchaseInfoList: items.flatMap(info => info.purchaseInfoList),
      items,
    }));
  });

  api.get('GetUsageCost', '/usagecost/:tenancyId', async c => {
    const tenancyId = c.req.param('tenancyId');
    requireOwnTenancy(c, tenancyId);
    const from = requiredTimeQuery(c, 'startTime');
    const to = requiredTimeQuery(c, 'endTime');
    const granularity = enumQuery(c, 'granularity', GRANULARITIES, true);
    if (granularity === undefined) throw missingParameter('granularity', c.get('operation'));
    if (from >= to) throw invalidParameter('startTime must be before endTime.');
    const compartmentId = await optionalOwnCompartmentQuery(c, store);
    const tagMatches = readTagFilter(c);
    const request = readPageRequest(c);
    const records = (await loadUsageRecords(db, tenancyId, from, to)).filter(
      record =>
        (compartmentId === undefined || record.compartmentId === compartmentId) &&
        (tagMatches === undefined || tagMatches(record))
    );
    const sums = summarizeUsage(records, {
      from,
      to,
      granularity,
      groupBy: [],
      groupByTag: [],
      aggregateByTime: false,
    });
    return sendPage(c, pageArray(sums, request), items => ({
      items: items.map(sum => ({
        tenantId: tenancyId,
        timeUsageStarted: sum.timeUsageStarted.toISOString(),
        timeUsageEnded: sum.timeUsageEnded.toISOString(),
        computedAmount: centsToAmount(sum.cents),
        computedQuantity: roundQuantity(sum.quantity),
        currency: sum.currency,
      })),
    }));
  });

  // The spec's usage cost paths and OneSubscription's own (the osub SDKs' endpoint) answer the same.
  for (const served of [api, onesubs]) {
    served.get('ListComputedUsageAggregateds', '/aggregatedComputedUsages', async c => {
      const compartmentId = await ownCompartmentQuery(c, store);
      const subscriptionId = requiredQuery(c, 'subscriptionId');
      const from = requiredTimeQuery(c, 'timeFrom');
      const to = requiredTimeQuery(c, 'timeTo');
      if (from >= to) throw invalidParameter('timeFrom must be before timeTo.');
      const parentProduct = optionalQuery(c, 'parentProduct');
      const grouping = enumQuery(c, 'grouping', ['HOURLY', 'DAILY', 'MONTHLY', 'NONE'] as const) ?? 'NONE';
      const request = readPageRequest(c);
      const subscription = (await subscriptionsOf(c.get('principal').tenancyId)).find(row => row.id === subscriptionId);
      if (!subscription) throw notAuthorizedOrNotFound();
      const records = (await loadUsageRecords(db, subscription.tenancy_id, from, to)).filter(
        record =>
          record.subscriptionId === subscriptionId &&
          (compartmentId === subscription.tenancy_id || record.compartmentId === compartmentId) &&
          (parentProduct === undefined || record.skuPartNumber === parentProduct)
      );
      const sums = summarizeUsage(records, {
        from,
        to,
        granularity: grouping === 'NONE' ? 'TOTAL' : grouping,
        groupBy: ['skuPartNumber', 'skuName', 'unit', 'region'],
        groupByTag: [],
        aggregateByTime: false,
      });
      const products = [...new Set(sums.map(sum => sum.group.skuPartNumber ?? ''))].sort();
      const summaries = products.map(partNumber => {
        const ofProduct = sums.filter(sum => sum.group.skuPartNumber === partNumber);
        const product = {
          partNumber,
          name: ofProduct[0]?.group.skuName ?? partNumber,
          unitOfMeasure: ofProduct[0]?.group.unit ?? '',
          billingCategory: 'Cloud Services',
          productCategory: 'Infrastructure',
          ucmRateCardPartType: 'SKU',
        };
        return {
          subscriptionId,
          parentSubscribedServiceId: `${subscriptionId}-1`,
          parentProduct: product,
          planNumber: subscription.plan_number,
          currencyCode: subscription.currency,
          rateCardId: `${subscription.plan_number}-RC`,
          aggregatedComputedUsages: ofProduct.map(sum => {
            const cost = centsToAmount(sum.cents);
            const quantity = roundQuantity(sum.quantity);
            return {
              timeUsageStarted: sum.timeUsageStarted.toISOString(),
              timeUsageEnded: sum.timeUsageEnded.toISOString(),
              dataCenter: sum.group.region ?? null,
              type: subscription.subscription_type === 'PROMOTION' ? 'PROMOTION' : 'USAGE',
              product,
              quantity: String(quantity),
              netUnitPrice: quantity === 0 ? '0' : String(Math.round((cost / quantity) * 1_000_000) / 1_000_000),
              cost: cost.toFixed(2),
              costUnrounded: String(cost),
            };
          }),
        };
      });
      // OneSubscription lists are bare arrays (the SDK reads the body as the item list).
      return sendPage(c, pageArray(summaries, request));
    });

    served.get('ListSubscriptions', '/subscriptions', async c => {
      const compartmentId = await ownCompartmentQuery(c, store);
      const planNumber = optionalQuery(c, 'planNumber');
      const subscriptionId = optionalQuery(c, 'subscriptionId');
      const buyerEmail = optionalQuery(c, 'buyerEmail');
      const withCommitments = booleanQuery(c, 'isCommitInfoRequired') ?? false;
      const sortBy =
        enumQuery(c, 'sortBy', ['ORDERNUMBER', 'TIMEINVOICING', 'TIMECREATED', 'TIMESTART'] as const) ?? 'TIMECREATED';
      const sortOrder = enumQuery(c, 'sortOrder', ['ASC', 'DESC'] as const) ?? 'ASC';
      const request = readPageRequest(c);
      if (subscriptionId !== undefined) {
        const { rows } = await db.query<{ tenancy_id: string }>(
          'select tenancy_id from billing_subscriptions where id = $1',
          [subscriptionId]
        );
        if (rows[0] && rows[0].tenancy_id !== c.get('principal').tenancyId) throw notAuthorizedOrNotFound();
      }
      const rows = (await subscriptionsOf(compartmentId)).filter(
        row =>
          (planNumber === undefined || row.plan_number === planNumber) &&
          (subscriptionId === undefined || row.id === subscriptionId) &&
          (buyerEmail === undefined || row.buyer_email.toLowerCase() === buyerEmail.toLowerCase())
      );
      const sorted = sortedBy(
        rows,
        row =>
          sortBy === 'ORDERNUMBER'
            ? row.order_number
            : sortBy === 'TIMESTART' || sortBy === 'TIMEINVOICING'
              ? row.time_start.toISOString()
              : row.time_created.toISOString(),
        sortOrder
      );
      return sendPage(c, pageArray(sorted, request), items =>
        items.map(row => toOsubSubscription(row, withCommitments))
      );
    });
  }

  return [api, onesubs];
}
