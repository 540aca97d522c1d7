// Summing usage records into time buckets and groups, as the usage API's RequestSummarizedUsages does.
import type { UsageRecord } from './usage-records.ts';
import { utcDay } from './usage-records.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Bucket sizes of a usage query. */
export const GRANULARITIES = ['HOURLY', 'DAILY', 'MONTHLY', 'TOTAL'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** Dimensions a usage query may group by (Usage API reference, RequestSummarizedUsagesDetails.groupBy). */
export const GROUP_BY_KEYS = [
  'tagNamespace',
  'tagKey',
  'tagValue',
  'service',
  'skuName',
  'skuPartNumber',
  'unit',
  'compartmentName',
  'compartmentPath',
  'compartmentId',
  'platform',
  'region',
  'logicalAd',
  'resourceId',
  'tenantId',
  'tenantName',
  'subscriptionId',
] as const;
export type GroupByKey = (typeof GROUP_BY_KEYS)[number];

/** A usage filter (Usage API Filter): dimensions, tags and nested filters joined by AND, OR or NOT. */
export interface UsageFilter {
  operator?: 'AND' | 'OR' | 'NOT';
  dimensions?: { key: string; value: string }[];
  tags?: { namespace?: string; key?: string; value?: string }[];
  filters?: UsageFilter[];
}

/** What a summarized usage query asks. */
export interface UsageQuery {
  from: Date;
  to: Date;
  granularity: Granularity;
  groupBy: readonly GroupByKey[];
  groupByTag: readonly { namespace: string; key: string }[];
  filter?: UsageFilter;
  /** One bucket for the whole range whatever the granularity. */
  aggregateByTime: boolean;
}

/** One summed group in one bucket. */
export interface UsageSum {
  timeUsageStarted: Date;
  timeUsageEnded: Date;
  /** The grouped dimensions' values. */
  group: Partial<Record<GroupByKey, string | null>>;
  tags: { namespace: string; key: string; value: string | null }[];
  /** Cost in hundredths of `currency` (fractional for hourly buckets). */
  cents: number;
  quantity: number;
  currency: string;
}

function dimension(record: UsageRecord, key: string): string | null {
  const tag = record.tags[0];
  switch (key) {
    case 'service':
      return record.service;
    case 'skuName':
      return record.skuName;
    case 'skuPartNumber':
      return record.skuPartNumber;
    case 'unit':
      return record.unit;
    case 'compartmentName':
      return record.compartmentName;
    case 'compartmentPath':
      return record.compartmentPath;
    case 'compartmentId':
      return record.compartmentId;
    case 'region':
      return record.region;
    case 'tenantId':
      return record.tenancyId;
    case 'tenantName':
      return record.tenancyName;
    case 'subscriptionId':
      return record.subscriptionId;
    case 'tagNamespace':
      return tag?.namespace ?? null;
    case 'tagKey':
      return tag?.key ?? null;
    case 'tagValue':
      return tag?.value ?? null;
    default:
      // platform, logicalAd and resourceId are not recorded per day here.
      return null;
  }
}

/** Whether a record passes a filter. */
export function matchesFilter(record: UsageRecord, filter: UsageFilter): boolean {
  const results = [
    ...(filter.dimensions ?? []).map(condition => dimension(record, condition.key) === condition.value),
    ...(filter.tags ?? []).map(condition =>
      record.tags.some(
        tag =>
          (condition.namespace === undefined || tag.namespace === condition.namespace) &&
          (condition.key === undefined || tag.key === condition.key) &&
          (condition.value === undefined || tag.value === condition.value)
      )
    ),
    ...(filter.filters ?? []).map(nested => matchesFilter(record, nested)),
  ];
  if (filter.operator === 'OR') return results.some(Boolean);
  if (filter.operator === 'NOT') return !results.some(Boolean);
  return results.every(Boolean);
}

/** The buckets of a range: days, months, hours, or the whole range. */
export function timeBuckets(from: Date, to: Date, granularity: Granularity, aggregateByTime = false) {
  if (aggregateByTime || granularity === 'TOTAL') return [{ start: from, end: to }];
  const buckets: { start: Date; end: Date }[] = [];
  let start = from;
  while (start < to) {
    let next: Date;
    if (granularity === 'HOURLY') next = new Date(start.getTime() + HOUR_MS);
    else if (granularity === 'DAILY') next = new Date(utcDay(start).getTime() + DAY_MS);
    else next = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    const end = next < to ? next : to;
    buckets.push({ start, end });
    start = end;
  }
  return buckets;
}

function bucketIndex(buckets: readonly { start: Date; end: Date }[], time: number): number {
  let low = 0;
  let high = buckets.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const bucket = buckets[middle];
    if (!bucket) return -1;
    if (time < bucket.start.getTime()) high = middle - 1;
    else if (time >= bucket.end.getTime()) low = middle + 1;
    else return middle;
  }
  return -1;
}

/**
 * Sums records into buckets and groups. A daily record counts whole in the bucket where it enters the range (so a
 * promotion's total is the same whichever way it is asked for); hourly buckets each get a 24th of it.
 */
export function summarizeUsage(records: readonly UsageRecord[], query: UsageQuery): UsageSum[] {
  const buckets = timeBuckets(query.from, query.to, query.granularity, query.aggregateByTime);
  const sums = new Map<string, UsageSum>();
  const add = (record: UsageRecord, bucketAt: number, share: number) => {
    const index = bucketIndex(buckets, bucketAt);
    const bucket = buckets[index];
    if (!bucket) return;
    const group = Object.fromEntries(query.groupBy.map(key => [key, dimension(record, key)]));
    const tags = query.groupByTag.map(wanted => ({
      namespace: wanted.namespace,
      key: wanted.key,
      value: record.tags.find(tag => tag.namespace === wanted.namespace && tag.key === wanted.key)?.value ?? null,
    }));
    const key = JSON.stringify([index, group, tags.map(tag => tag.value)]);
    const sum = sums.get(key) ?? {
      timeUsageStarted: bucket.start,
      timeUsageEnded: bucket.end,
      group,
      tags,
      cents: 0,
      quantity: 0,
      currency: record.currency,
    };
    sum.cents += record.amountCents * share;
    sum.quantity += record.quantity * share;
    sums.set(key, sum);
  };

  for (const record of records) {
    if (query.filter && !matchesFilter(record, query.filter)) continue;
    const start = record.timeUsageStarted.getTime();
    const end = record.timeUsageEnded.getTime();
    if (end <= query.from.getTime() || start >= query.to.getTime()) continue;
    if (query.granularity === 'HOURLY' && !query.aggregateByTime) {
      const hours = Math.max(1, Math.round((end - start) / HOUR_MS));
      for (let hour = 0; hour < hours; hour++) add(record, start + hour * HOUR_MS, 1 / hours);
    } else {
      add(record, Math.max(start, query.from.getTime()), 1);
    }
  }
  return [...sums.values()].sort(
    (left, right) =>
      left.timeUsageStarted.getTime() - right.timeUsageStarted.getTime() ||
      JSON.stringify(left.group).localeCompare(JSON.stringify(right.group))
  );
}

/** Cents as an amount of currency, rounded to 4 decimals so float noise never shows. */
export function centsToAmount(cents: number): number {
  return Math.round(cents * 100) / 10_000;
}

/** A quantity rounded to 6 decimals. */
export function roundQuantity(quantity: number): number {
  return Math.round(quantity * 1_000_000) / 1_000_000;
}
