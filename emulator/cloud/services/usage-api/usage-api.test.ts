import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { scenario } from '../../scenarios.ts';
import { seedOcid } from '../../seed-ocid.ts';
import { callersFor } from '../commercial/commerce-test-client.ts';
import type { ScenarioCaller } from '../commercial/commerce-test-client.ts';
import { commerceFacts } from '../commercial/scenario-commerce.ts';
import { utcDay } from './usage-records.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const USAGE = (region: string) => `/usageapi/${region}/20200107/usage`;
const GET_USAGE = (region: string) => `/usageapi/${region}/20200107/usagestore/getUsage`;

interface Summary {
  timeUsageStarted: string;
  timeUsageEnded: string;
  computedAmount?: number;
  computedQuantity?: number;
  currency?: string;
  service?: string;
  compartmentName?: string;
  isForecast: boolean;
  tags?: { namespace: string; key: string; value: string | null }[];
}

let cloud: Cloud;
let payg: ScenarioCaller;
let trial: ScenarioCaller;
let free: ScenarioCaller;
let peer: ScenarioCaller;
let tomorrow: Date;

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins() });
  [payg, trial, free, peer] = await callersFor(cloud, [
    'paid-payg',
    'free-trial',
    'always-free',
    'isolation-peer',
  ] as const);
  tomorrow = new Date(utcDay(cloud.now()).getTime() + DAY_MS);
});
afterAll(() => cloud.close());

function daysBack(days: number) {
  return {
    timeUsageStarted: new Date(tomorrow.getTime() - days * DAY_MS).toISOString(),
    timeUsageEnded: tomorrow.toISOString(),
  };
}

async function summarize(caller: ScenarioCaller, details: Record<string, unknown>, region = 'us-ashburn-1') {
  return caller.json<{ groupBy: string[]; items: Summary[] }>('POST', USAGE(region), {
    body: { tenantId: caller.tenancyId, ...details },
  });
}

describe('RequestSummarizedUsages (POST /20200107/usage)', () => {
  it('adds the free trial’s promotion spend up to exactly its used amount, as cost and as credit', async () => {
    const facts = commerceFacts(scenario('free-trial'), cloud.now());
    const from = utcDay(facts.promotion?.timeStart ?? cloud.now()).toISOString();
    const range = { timeUsageStarted: from, timeUsageEnded: tomorrow.toISOString() };
    const cost = await summarize(trial, { ...range, granularity: 'TOTAL', queryType: 'COST' });
    expect(cost.items).toHaveLength(1);
    expect(cost.items[0]).toMatchObject({ computedAmount: 87.5, currency: 'USD', isForecast: false });
    const credit = await summarize(trial, {
      ...range,
      granularity: 'DAILY',
      queryType: 'CREDIT',
      isAggregateByTime: true,
    });
    expect(credit.items.map(item => item.computedAmount)).toEqual([87.5]);
    const daily = await summarize(trial, { ...range, granularity: 'DAILY' });
    const sum = daily.items.reduce((total, item) => total + (item.computedAmount ?? 0), 0);
    expect(Math.round(sum * 100) / 100).toBe(87.5);
  });

  it('groups by service and filters by dimension (AND, OR, NOT) and by tag', async () => {
    const range = { ...daysBack(3), granularity: 'DAILY' };
    const grouped = await summarize(payg, { ...range, groupBy: ['service'] });
    expect(grouped.groupBy).toEqual(['service']);
    expect(grouped.items).toHaveLength(15);
    const compute = await summarize(payg, {
      ...range,
      groupBy: ['service'],
      filter: { operator: 'AND', dimensions: [{ key: 'service', value: 'COMPUTE' }] },
    });
    expect(compute.items.map(item => item.service)).toEqual(['COMPUTE', 'COMPUTE', 'COMPUTE']);
    const either = await summarize(payg, {
      ...range,
      groupBy: ['service'],
      filter: {
        operator: 'OR',
        dimensions: [
          { key: 'service', value: 'COMPUTE' },
          { key: 'service', value: 'NETWORK' },
        ],
      },
    });
    expect(new Set(either.items.map(item => item.service))).toEqual(new Set(['COMPUTE', 'NETWORK']));
    const not = await summarize(payg, {
      ...range,
      groupBy: ['service'],
      filter: { operator: 'NOT', dimensions: [{ key: 'service', value: 'COMPUTE' }] },
    });
    expect(not.items.some(item => item.service === 'COMPUTE')).toBe(false);
    const tagged = await summarize(payg, {
      ...range,
      groupBy: ['compartmentName'],
      filter: { tags: [{ namespace: 'Finance', key: 'CostCenter', value: 'cc-production' }] },
    });
    expect(new Set(tagged.items.map(item => item.compartmentName))).toEqual(new Set(['production']));
  });

  it('groups by tag, and spreads a day over 24 hourly buckets that add back up to it', async () => {
    const byTag = await summarize(payg, {
      ...daysBack(1),
      granularity: 'DAILY',
      groupByTag: [{ namespace: 'Finance', key: 'CostCenter' }],
    });
    expect(byTag.items.map(item => item.tags?.[0]?.value).sort()).toEqual(['cc-production', 'cc-sandbox', null].sort());
    const day = await summarize(payg, { ...daysBack(2), granularity: 'DAILY' });
    const hours = await summarize(payg, { ...daysBack(2), granularity: 'HOURLY' });
    expect(hours.items).toHaveLength(48);
    const firstDay = hours.items.slice(0, 24).reduce((total, item) => total + (item.computedAmount ?? 0), 0);
    expect(firstDay).toBeCloseTo(day.items[0]?.computedAmount ?? 0, 2);
  });

  it('reports Always Free usage at no cost, quantities only for USAGE_ONLY, and a BASIC forecast', async () => {
    const freeUsage = await summarize(free, { ...daysBack(7), granularity: 'TOTAL' }, 'uk-london-1');
    expect(freeUsage.items[0]?.computedAmount).toBe(0);
    expect(freeUsage.items[0]?.computedQuantity).toBeGreaterThan(0);
    const quantities = await summarize(payg, { ...daysBack(1), granularity: 'DAILY', queryType: 'USAGE_ONLY' });
    expect(quantities.items[0]).not.toHaveProperty('computedAmount');
    expect(quantities.items[0]?.computedQuantity).toBeGreaterThan(0);
    const forecast = await summarize(payg, {
      ...daysBack(7),
      granularity: 'DAILY',
      forecast: { forecastType: 'BASIC', timeForecastEnded: new Date(tomorrow.getTime() + 3 * DAY_MS).toISOString() },
    });
    const ahead = forecast.items.filter(item => item.isForecast);
    expect(ahead).toHaveLength(3);
    expect(ahead[0]?.computedAmount).toBeGreaterThan(30);
  });

  it('refuses malformed queries naming the parameter', async () => {
    const empty = await payg.call('POST', USAGE('us-ashburn-1'));
    expect(await empty.json()).toEqual({
      code: 'MissingParameter',
      message: 'Missing required parameter requestSummarizedUsagesDetails when calling RequestSummarizedUsages.',
    });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...daysBack(1) }, /granularity/],
      [{ ...daysBack(1), granularity: 'WEEKLY' }, /granularity must be one of/],
      [
        { timeUsageStarted: '2024-03-01T10:00:00Z', timeUsageEnded: '2024-03-02T00:00:00Z', granularity: 'DAILY' },
        /00:00:00 UTC/,
      ],
      [
        { timeUsageStarted: '2024-03-02T00:00:00Z', timeUsageEnded: '2024-04-01T00:00:00Z', granularity: 'MONTHLY' },
        /first day of a month/,
      ],
      [{ ...daysBack(1), granularity: 'DAILY', groupBy: ['color'] }, /groupBy\[0\]/],
      [{ ...daysBack(1), granularity: 'DAILY', filter: { operator: 'XOR' } }, /operator/],
    ];
    for (const [details, message] of cases) {
      const response = await payg.call('POST', USAGE('us-ashburn-1'), {
        body: { tenantId: payg.tenancyId, ...details },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
  });

  it('answers another tenancy’s usage 404', async () => {
    const response = await peer.call('POST', USAGE('eu-frankfurt-1'), {
      body: { tenantId: payg.tenancyId, ...daysBack(1), granularity: 'DAILY' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NotAuthorizedOrNotFound' });
  });
});

describe('getUsage (POST /20200107/usagestore/getUsage)', () => {
  it('answers daily or hourly usage for up to 31 days, paged', async () => {
    const endTime = tomorrow.toISOString();
    const startTime = new Date(tomorrow.getTime() - 31 * DAY_MS).toISOString();
    const first = await payg.call('POST', `${GET_USAGE('us-ashburn-1')}?limit=20`, {
      body: { tenantId: payg.tenancyId, granularity: 'DAILY', startTime, endTime },
    });
    const page = (await first.json()) as { items: Summary[] };
    expect(page.items).toHaveLength(20);
    const next = first.headers.get('opc-next-page');
    const rest = await payg.json<{ items: Summary[] }>(
      'POST',
      `${GET_USAGE('us-ashburn-1')}?limit=20&page=${next ?? ''}`,
      {
        body: { tenantId: payg.tenancyId, granularity: 'DAILY', startTime, endTime },
      }
    );
    expect(rest.items).toHaveLength(11);
    const hourly = await payg.json<{ items: Summary[] }>('POST', GET_USAGE('us-ashburn-1'), {
      body: {
        tenantId: payg.tenancyId,
        granularity: 'HOURLY',
        startTime: new Date(tomorrow.getTime() - DAY_MS).toISOString(),
        endTime,
      },
    });
    expect(hourly.items).toHaveLength(24);
  });

  it('refuses ranges over 31 days, a missing body and another tenancy’s compartment', async () => {
    const tooLong = await payg.call('POST', GET_USAGE('us-ashburn-1'), {
      body: {
        tenantId: payg.tenancyId,
        granularity: 'DAILY',
        startTime: new Date(tomorrow.getTime() - 32 * DAY_MS).toISOString(),
        endTime: tomorrow.toISOString(),
      },
    });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { message: string }).message).toMatch(/31 days/);
    const missing = await payg.call('POST', GET_USAGE('us-ashburn-1'));
    expect(await missing.json()).toMatchObject({
      code: 'MissingParameter',
      message: expect.stringContaining('getUsageDetails'),
    });
    const foreign = await payg.call('POST', GET_USAGE('us-ashburn-1'), {
      body: {
        tenantId: payg.tenancyId,
        granularity: 'DAILY',
        startTime: new Date(tomorrow.getTime() - DAY_MS).toISOString(),
        endTime: tomorrow.toISOString(),
        compartmentId: seedOcid('compartment', 'nobody/else'),
      },
    });
    expect(foreign.status).toBe(404);
  });
});
