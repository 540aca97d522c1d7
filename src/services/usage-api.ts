import * as v from 'valibot';
import { requireParams } from '../http/errors.ts';
import { usageGranularity, usageWindows, type UsageGranularity } from '../domain/usage-windows.ts';
import { callServicePage, listAll } from './call.ts';
import type { ServiceContext } from './service-context.ts';

/** Usage API version (spec 3 §7). */
export const USAGE_API_VERSION = '20200107';

const TEXT = v.nullish(v.string());
const NUMBER = v.nullish(v.number());

/** Body of POST /usagestore/getUsage (spec 2 §7: granularity, tenantId, startTime, endTime). */
export interface GetUsageDetails {
  tenantId: string;
  granularity: UsageGranularity;
  /** RFC 3339. */
  startTime: string;
  /** RFC 3339; at most 31 days after startTime. */
  endTime: string;
  compartmentId?: string;
}

/** One usage amount of a time bucket (spec 2 §3: usage list items carry computedAmount and currency). */
export const USAGE_ITEM_SCHEMA = v.object({
  tenantId: TEXT,
  timeUsageStarted: v.string(),
  timeUsageEnded: v.string(),
  computedAmount: NUMBER,
  computedQuantity: NUMBER,
  currency: TEXT,
});

/** One usage amount of a time bucket. */
export type UsageItem = v.InferOutput<typeof USAGE_ITEM_SCHEMA>;

/** One page of getUsage. */
export const USAGE_COLLECTION_SCHEMA = v.object({ items: v.array(USAGE_ITEM_SCHEMA) });

/** One page of usage with the token of the next one. */
export interface UsagePage {
  items: UsageItem[];
  nextPage: string | undefined;
}

/** POST /usagestore/getUsage: one page (spec 3 §7: body getUsageDetails required; query page, limit). */
export async function getUsage(
  context: ServiceContext,
  getUsageDetails: GetUsageDetails,
  options: { page?: string; limit?: number } = {}
): Promise<UsagePage> {
  return callServicePage(context, {
    service: 'usageapi',
    version: USAGE_API_VERSION,
    operation: 'GetUsage',
    method: 'POST',
    path: '/usagestore/getUsage',
    query: { page: options.page, limit: options.limit },
    body: getUsageDetails,
    required: { getUsageDetails },
    schema: USAGE_COLLECTION_SCHEMA,
  });
}

/** A usage range to read whole: any length; it is split into windows the service accepts. */
export interface UsageRange {
  tenantId: string;
  start: Date;
  end: Date;
  compartmentId?: string;
}

/**
 * The usage of a range of any length, every page of every window, in time order: the range is split into windows of
 * at most 31 days, asked hourly when the whole range is at most one day, else daily (spec 2 §7, §9).
 */
export async function getUsageForRange(context: ServiceContext, range: UsageRange): Promise<UsageItem[]> {
  requireParams('GetUsage', { tenantId: range.tenantId, start: range.start, end: range.end });
  const granularity = usageGranularity(range.start, range.end);
  const items: UsageItem[] = [];
  for (const window of usageWindows(range.start, range.end)) {
    const getUsageDetails: GetUsageDetails = {
      tenantId: range.tenantId,
      granularity,
      startTime: window.start.toISOString(),
      endTime: window.end.toISOString(),
      ...(range.compartmentId === undefined ? {} : { compartmentId: range.compartmentId }),
    };
    items.push(
      ...(await listAll(
        context,
        {
          service: 'usageapi',
          version: USAGE_API_VERSION,
          operation: 'GetUsage',
          method: 'POST',
          path: '/usagestore/getUsage',
          body: getUsageDetails,
          schema: USAGE_COLLECTION_SCHEMA,
        },
        page => page.items
      ))
    );
  }
  return items;
}

/** Body of the SDK's RequestSummarizedUsages (the fields the console may send). */
export interface RequestSummarizedUsagesDetails {
  tenantId: string;
  /** RFC 3339, aligned to the granularity (on the hour, midnight UTC, or the first of a month). */
  timeUsageStarted: string;
  timeUsageEnded: string;
  granularity: 'HOURLY' | 'DAILY' | 'MONTHLY' | 'TOTAL';
  queryType?: 'USAGE' | 'COST' | 'CREDIT' | 'EXPIREDCREDIT' | 'ALLCREDIT' | 'USAGE_ONLY';
  groupBy?: string[];
  groupByTag?: { namespace: string; key: string }[];
  compartmentDepth?: number;
  filter?: unknown;
  isAggregateByTime?: boolean;
  forecast?: { timeForecastStarted?: string; timeForecastEnded: string };
}

/** One summarized usage: the grouped dimensions come as further fields. */
export const USAGE_SUMMARY_SCHEMA = v.looseObject({
  timeUsageStarted: v.string(),
  timeUsageEnded: v.string(),
  computedAmount: NUMBER,
  computedQuantity: NUMBER,
  currency: TEXT,
  isForecast: v.nullish(v.boolean()),
});

/** One summarized usage. */
export type UsageSummary = v.InferOutput<typeof USAGE_SUMMARY_SCHEMA>;

/** POST /usage (the SDK's RequestSummarizedUsages) over every page. */
export function requestSummarizedUsages(
  context: ServiceContext,
  requestSummarizedUsagesDetails: RequestSummarizedUsagesDetails,
  options: { limit?: number } = {}
): Promise<UsageSummary[]> {
  return listAll(
    context,
    {
      service: 'usageapi',
      version: USAGE_API_VERSION,
      operation: 'RequestSummarizedUsages',
      method: 'POST',
      path: '/usage',
      query: { limit: options.limit },
      body: requestSummarizedUsagesDetails,
      required: { requestSummarizedUsagesDetails },
      schema: v.object({ groupBy: v.nullish(v.array(v.string())), items: v.array(USAGE_SUMMARY_SCHEMA) }),
    },
    page => page.items
  );
}
