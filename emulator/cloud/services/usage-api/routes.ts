import type { Context } from 'hono';
import type { CloudEnv } from '../../context.ts';
import { invalidParameter, notAuthorizedOrNotFound } from '../../wire/errors.ts';
import { pageArray, readPageRequest, sendPage, MAX_PAGE_LIMIT } from '../../wire/paging.ts';
import { jsonBody, optionalBoolean, optionalNumber, optionalString, requiredString } from '../../wire/params.ts';
import type { ServiceDeps } from '../cloud-service.ts';
import { requireOwnCompartment } from '../commercial/compartment-scope.ts';
import type { ServiceRouter } from '../service-router.ts';
import {
  GRANULARITIES,
  GROUP_BY_KEYS,
  centsToAmount,
  roundQuantity,
  summarizeUsage,
  timeBuckets,
} from './usage-aggregation.ts';
import type { Granularity, GroupByKey, UsageFilter, UsageSum } from './usage-aggregation.ts';
import { loadUsageRecords } from './usage-records.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** What a usage query reports (RequestSummarizedUsagesDetails.queryType). */
export const QUERY_TYPES = ['USAGE', 'COST', 'CREDIT', 'EXPIREDCREDIT', 'ALLCREDIT', 'USAGE_ONLY'] as const;
type QueryType = (typeof QUERY_TYPES)[number];

/** The longest range one getUsage call may ask for (the console splits longer ranges, spec 2 §7). */
export const GET_USAGE_MAX_DAYS = 31;

/** An RFC 3339 date-time body field; `path` names it in errors. */
export function requiredTime(body: Record<string, unknown>, field: string, path: string): Date {
  const value = requiredString(body, field, path);
  const time = Date.parse(value);
  if (!RFC3339.test(value) || Number.isNaN(time)) throw invalidParameter(`${path} must be an RFC 3339 date-time.`);
  return new Date(time);
}

function requiredEnum<T extends string>(
  body: Record<string, unknown>,
  field: string,
  path: string,
  allowed: readonly T[]
) {
  const value = requiredString(body, field, path);
  if (!(allowed as readonly string[]).includes(value)) {
    throw invalidParameter(`${path} must be one of ${allowed.join(', ')}, not '${value}'.`);
  }
  return value as T;
}

function optionalList(body: Record<string, unknown>, field: string, path: string): unknown[] {
  const value = body[field];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalidParameter(`${path} must be a list.`);
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFilter(value: unknown, path: string): UsageFilter {
  if (!isRecord(value)) throw invalidParameter(`${path} must be a JSON object.`);
  const operator = optionalString(value, 'operator', `${path}.operator`);
  if (operator !== undefined && !['AND', 'OR', 'NOT'].includes(operator)) {
    throw invalidParameter(`${path}.operator must be one of AND, OR, NOT.`);
  }
  const dimensions = optionalList(value, 'dimensions', `${path}.dimensions`).map((entry, index) => {
    const where = `${path}.dimensions[${index}]`;
    if (!isRecord(entry)) throw invalidParameter(`${where} must be a JSON object.`);
    return {
      key: requiredString(entry, 'key', `${where}.key`),
      value: requiredString(entry, 'value', `${where}.value`),
    };
  });
  const tags = optionalList(value, 'tags', `${path}.tags`).map((entry, index) => {
    const where = `${path}.tags[${index}]`;
    if (!isRecord(entry)) throw invalidParameter(`${where} must be a JSON object.`);
    return {
      namespace: optionalString(entry, 'namespace', `${where}.namespace`),
      key: optionalString(entry, 'key', `${where}.key`),
      value: optionalString(entry, 'value', `${where}.value`),
    };
  });
  const filters = optionalList(value, 'filters', `${path}.filters`).map((entry, index) =>
    readFilter(entry, `${path}.filters[${index}]`)
  );
  return { operator: operator as UsageFilter['operator'], dimensions, tags, filters };
}

/** The real API refuses times finer than the granularity (a daily query starts and ends at midnight UTC). */
function checkPrecision(time: Date, granularity: Granularity, path: string): void {
  const hourly = time.getUTCMinutes() === 0 && time.getUTCSeconds() === 0 && time.getUTCMilliseconds() === 0;
  const daily = hourly && time.getUTCHours() === 0;
  if (granularity === 'HOURLY' && !hourly) {
    throw invalidParameter(`${path} must be on the hour for HOURLY granularity.`);
  }
  if ((granularity === 'DAILY' || granularity === 'TOTAL') && !daily) {
    throw invalidParameter(`${path} must be at 00:00:00 UTC for ${granularity} granularity.`);
  }
  if (granularity === 'MONTHLY' && !(daily && time.getUTCDate() === 1)) {
    throw invalidParameter(`${path} must be the first day of a month at 00:00:00 UTC for MONTHLY granularity.`);
  }
}

/** A summed bucket as the Usage API's UsageSummary. */
function toUsageSummary(sum: UsageSum, queryType: QueryType, isForecast = false) {
  return {
    timeUsageStarted: sum.timeUsageStarted.toISOString(),
    timeUsageEnded: sum.timeUsageEnded.toISOString(),
    ...sum.group,
    ...(sum.tags.length > 0 ? { tags: sum.tags } : {}),
    ...(queryType === 'USAGE_ONLY' ? {} : { computedAmount: centsToAmount(sum.cents), currency: sum.currency }),
    ...(queryType === 'COST' ? {} : { computedQuantity: roundQuantity(sum.quantity) }),
    isForecast,
  };
}

/** The caller's tenancy named in a body, or 404. */
function ownTenant(c: Context<CloudEnv>, body: Record<string, unknown>, path: string): string {
  const tenantId = requiredString(body, 'tenantId', path);
  if (tenantId !== c.get('principal').tenancyId) throw notAuthorizedOrNotFound();
  return tenantId;
}

/** Usage API (20200107): RequestSummarizedUsages (`POST /usage`) and the console's `POST /usagestore/getUsage`. */
export function usageApiRoutes({ db, store, router }: ServiceDeps): ServiceRouter {
  const api = router({ version: '20200107' });

  api.post('RequestSummarizedUsages', '/usage', async c => {
    const details = await jsonBody(c, 'requestSummarizedUsagesDetails');
    const path = 'requestSummarizedUsagesDetails';
    const tenantId = ownTenant(c, details, `${path}.tenantId`);
    const from = requiredTime(details, 'timeUsageStarted', `${path}.timeUsageStarted`);
    const to = requiredTime(details, 'timeUsageEnded', `${path}.timeUsageEnded`);
    const granularity = requiredEnum(details, 'granularity', `${path}.granularity`, GRANULARITIES);
    if (from >= to) throw invalidParameter(`${path}.timeUsageStarted must be before timeUsageEnded.`);
    checkPrecision(from, granularity, `${path}.timeUsageStarted`);
    checkPrecision(to, granularity, `${path}.timeUsageEnded`);
    const queryType = (optionalString(details, 'queryType', `${path}.queryType`) ?? 'USAGE') as QueryType;
    if (!QUERY_TYPES.includes(queryType)) {
      throw invalidParameter(`${path}.queryType must be one of ${QUERY_TYPES.join(', ')}.`);
    }
    const groupBy = optionalList(details, 'groupBy', `${path}.groupBy`).map((key, index) => {
      if (typeof key !== 'string' || !(GROUP_BY_KEYS as readonly string[]).includes(key)) {
        throw invalidParameter(`${path}.groupBy[${index}] must be one of ${GROUP_BY_KEYS.join(', ')}.`);
      }
      return key as GroupByKey;
    });
    const groupByTag = optionalList(details, 'groupByTag', `${path}.groupByTag`).map((tag, index) => {
      const where = `${path}.groupByTag[${index}]`;
      if (!isRecord(tag)) throw invalidParameter(`${where} must be a JSON object.`);
      return {
        namespace: requiredString(tag, 'namespace', `${where}.namespace`),
        key: requiredString(tag, 'key', `${where}.key`),
      };
    });
    const depth = optionalNumber(details, 'compartmentDepth', `${path}.compartmentDepth`);
    if (depth !== undefined && (!Number.isInteger(depth) || depth < 1 || depth > 7)) {
      throw invalidParameter(`${path}.compartmentDepth must be an integer from 1 to 7.`);
    }
    const filter =
      details['filter'] === undefined || details['filter'] === null
        ? undefined
        : readFilter(details['filter'], `${path}.filter`);
    const aggregateByTime = optionalBoolean(details, 'isAggregateByTime', `${path}.isAggregateByTime`) ?? false;
    const request = readPageRequest(c, MAX_PAGE_LIMIT);

    const records = await loadUsageRecords(db, tenantId, from, to);
    // Credit queries report what promotion credit paid; no seeded credit has expired unused.
    const counted =
      queryType === 'CREDIT' || queryType === 'ALLCREDIT'
        ? records.filter(record => record.isCredit)
        : queryType === 'EXPIREDCREDIT'
          ? []
          : records;
    const query = { from, to, granularity, groupBy, groupByTag, filter, aggregateByTime };
    const items = summarizeUsage(counted, query).map(sum => toUsageSummary(sum, queryType));

    const forecast = details['forecast'];
    if (isRecord(forecast)) {
      const forecastEnd = requiredTime(forecast, 'timeForecastEnded', `${path}.forecast.timeForecastEnded`);
      const forecastStart =
        forecast['timeForecastStarted'] === undefined
          ? to
          : requiredTime(forecast, 'timeForecastStarted', `${path}.forecast.timeForecastStarted`);
      // BASIC forecast: the average day of the last week of the range, carried forward.
      const weekAgo = new Date(to.getTime() - 7 * DAY_MS);
      const recent = counted.filter(record => record.timeUsageStarted >= weekAgo && record.timeUsageStarted < to);
      const days = Math.max(1, Math.min(7, (to.getTime() - Math.max(from.getTime(), weekAgo.getTime())) / DAY_MS));
      const perDay = recent.reduce((total, record) => total + record.amountCents, 0) / days;
      const perDayQuantity = recent.reduce((total, record) => total + record.quantity, 0) / days;
      const currency = records[0]?.currency ?? 'USD';
      for (const bucket of forecastEnd > forecastStart
        ? timeBuckets(forecastStart, forecastEnd, granularity === 'HOURLY' ? 'DAILY' : granularity, aggregateByTime)
        : []) {
        const span = (bucket.end.getTime() - bucket.start.getTime()) / DAY_MS;
        items.push(
          toUsageSummary(
            {
              timeUsageStarted: bucket.start,
              timeUsageEnded: bucket.end,
              group: {},
              tags: [],
              cents: perDay * span,
              quantity: perDayQuantity * span,
              currency,
            },
            queryType,
            true
          )
        );
      }
    }
    return sendPage(c, pageArray(items, request), page => ({ groupBy, items: page }));
  });

  // The console's usage store call (spec 3 §7): ranges of at most 31 days, hourly or daily, any start time.
  api.post('GetUsage', '/usagestore/getUsage', async c => {
    const details = await jsonBody(c, 'getUsageDetails');
    const path = 'getUsageDetails';
    const tenantId = ownTenant(c, details, `${path}.tenantId`);
    const granularity = requiredEnum(details, 'granularity', `${path}.granularity`, ['HOURLY', 'DAILY'] as const);
    const from = requiredTime(details, 'startTime', `${path}.startTime`);
    const to = requiredTime(details, 'endTime', `${path}.endTime`);
    if (from >= to) throw invalidParameter(`${path}.startTime must be before endTime.`);
    if (to.getTime() - from.getTime() > GET_USAGE_MAX_DAYS * DAY_MS) {
      throw invalidParameter(`${path} may span at most ${GET_USAGE_MAX_DAYS} days; split longer ranges.`);
    }
    const compartmentId = optionalString(details, 'compartmentId', `${path}.compartmentId`);
    if (compartmentId !== undefined) await requireOwnCompartment(c, store, compartmentId);
    const request = readPageRequest(c);
    const records = (await loadUsageRecords(db, tenantId, from, to)).filter(
      record => compartmentId === undefined || record.compartmentId === compartmentId
    );
    const sums = summarizeUsage(records, {
      from,
      to,
      granularity,
      groupBy: [],
      groupByTag: [],
      aggregateByTime: false,
    });
    return sendPage(c, pageArray(sums, request), page => ({
      items: page.map(sum => ({
        tenantId,
        timeUsageStarted: sum.timeUsageStarted.toISOString(),
        timeUsageEnded: sum.timeUsageEnded.toISOString(),
        computedAmount: centsToAmount(sum.cents),
        computedQuantity: roundQuantity(sum.quantity),
        currency: sum.currency,
      })),
    }));
  });

  return api;
}
