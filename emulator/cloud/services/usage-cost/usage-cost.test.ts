import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { scenario } from '../../scenarios.ts';
import { seedOcid } from '../../seed-ocid.ts';
import { callersFor } from '../commercial/commerce-test-client.ts';
import type { ScenarioCaller } from '../commercial/commerce-test-client.ts';
import { commerceFacts } from '../commercial/scenario-commerce.ts';
import { utcDay } from '../usage-api/usage-records.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const API = (region: string) => `/usage-cost/${region}/20190111`;
const ONESUBS = (region: string) => `/onesubs/${region}/oalapp/service/onesubs/proxy/20210501`;

interface SubscriptionInfo {
  subscriptionId: string;
  subscriptionType: string;
  currency: string;
  purchaseInfoList: {
    billStart: string;
    billEnd: string | null;
    billTotalPurchased: number;
    billTotalBalance: number;
    billCurrency: string;
    subscriptionId: string;
  }[];
  promotion: { timeStart: string; timeEnd: string; usedAmount: number; originalPromoAmount: number } | null;
  commitments: { quantity: number; availableAmount: number }[];
  fundedAllocations: { fundedAllocationValue: number; availableAmount: number }[];
}

interface OsubSubscription {
  id: string;
  status: string;
  currency: { isoCode: string };
  subscribedServices: {
    product: { provisioningGroup: string };
    pricingModel: string;
    isIntentToPay: boolean;
    availableAmount: string | null;
    commitmentServices?: { quantity: string; fundedAllocationValue: string | null }[];
  }[];
}

let cloud: Cloud;
let payg: ScenarioCaller;
let trial: ScenarioCaller;
let saas: ScenarioCaller;
let internal: ScenarioCaller;
let tomorrow: Date;

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins() });
  [payg, trial, saas, internal] = await callersFor(cloud, [
    'paid-payg',
    'free-trial',
    'saas-customer',
    'internal',
  ] as const);
  tomorrow = new Date(utcDay(cloud.now()).getTime() + DAY_MS);
});
afterAll(() => cloud.close());

describe('subscription info', () => {
  it('tells the free trial’s promotion usage: 87.50 of 300 USD, 212.50 left', async () => {
    const info = await trial.json<SubscriptionInfo>(
      'GET',
      `${API('us-ashburn-1')}/usagecost/${trial.tenancyId}/subscriptionInfo`
    );
    expect(info).toMatchObject({
      subscriptionType: 'PROMOTION',
      currency: 'USD',
      promotion: { usedAmount: 87.5, originalPromoAmount: 300 },
    });
    expect(info.purchaseInfoList).toEqual([
      expect.objectContaining({ billTotalPurchased: 300, billTotalBalance: 212.5, billCurrency: 'USD' }),
    ]);
  });

  it('tells pay as you go, commitment and funded allocation apart', async () => {
    const paid = await payg.json<SubscriptionInfo>(
      'GET',
      `${API('us-ashburn-1')}/usagecost/${payg.tenancyId}/subscriptionInfo`
    );
    expect(paid).toMatchObject({ subscriptionType: 'PAYASYOUGO', purchaseInfoList: [], promotion: null });
    const multiple = await saas.json<{
      isMultipleCommitment: boolean;
      totalCommitments: number;
      purchaseInfoList: unknown[];
      items: SubscriptionInfo[];
    }>('GET', `${API('us-ashburn-1')}/usagecost/${saas.tenancyId}/multipleSubscriptionInfo`);
    expect(multiple).toMatchObject({ isMultipleCommitment: false, totalCommitments: 1 });
    expect(multiple.purchaseInfoList).toHaveLength(1);
    expect(multiple.items[0]?.commitments[0]).toMatchObject({ quantity: 120000 });
    const funded = await internal.json<SubscriptionInfo>(
      'GET',
      `${API('us-phoenix-1')}/usagecost/${internal.tenancyId}/subscriptionInfo`
    );
    expect(funded.subscriptionType).toBe('FUNDEDALLOCATION');
    expect(funded.fundedAllocations[0]?.fundedAllocationValue).toBeGreaterThan(0);
  });

  it('lists the demo tenancy’s pay-as-you-go subscription first, then its four commitments, three of them running', async () => {
    const multiple = await payg.json<{
      pageNo: number;
      isMultipleCommitment: boolean;
      totalCommitments: number;
      purchaseInfoList: { billTotalPurchased: number; billTotalBalance: number }[];
      items: (SubscriptionInfo & { pricingModel: string; status: string; timeEnd: string })[];
    }>('GET', `${API('us-ashburn-1')}/usagecost/${payg.tenancyId}/multipleSubscriptionInfo`);
    expect(multiple).toMatchObject({ pageNo: 1, isMultipleCommitment: true, totalCommitments: 4 });
    expect(multiple.items.map(item => item.pricingModel)).toEqual([
      'PAY_AS_YOU_GO',
      'MONTHLY_COMMIT',
      'MONTHLY_COMMIT',
      'MONTHLY_COMMIT',
      'MONTHLY_COMMIT',
    ]);
    const running = multiple.items.filter(item => item.status === 'ACTIVE' && Date.parse(item.timeEnd) > Date.now());
    expect(running.flatMap(item => item.commitments)).toEqual([
      { timeStart: expect.any(String), timeEnd: expect.any(String), quantity: 60000, availableAmount: 18749.6 },
      { timeStart: expect.any(String), timeEnd: expect.any(String), quantity: 24000, availableAmount: 18689.25 },
      { timeStart: expect.any(String), timeEnd: expect.any(String), quantity: 12000, availableAmount: 2880 },
    ]);
    expect(multiple.purchaseInfoList).toHaveLength(4);
    // The main subscription is still the one subscriptionInfo answers.
    const primary = await payg.json<SubscriptionInfo>(
      'GET',
      `${API('us-ashburn-1')}/usagecost/${payg.tenancyId}/subscriptionInfo`
    );
    expect(primary.subscriptionType).toBe('PAYASYOUGO');
    const paged = await payg.call(
      'GET',
      `${API('us-ashburn-1')}/usagecost/${payg.tenancyId}/multipleSubscriptionInfo?limit=2`
    );
    expect(paged.headers.get('opc-next-page')).toBeTruthy();
  });

  it('answers another tenancy 404', async () => {
    const response = await payg.call('GET', `${API('us-ashburn-1')}/usagecost/${trial.tenancyId}/subscriptionInfo`);
    expect(response.status).toBe(404);
  });
});

describe('usage cost (GET /usagecost/{tenancyId})', () => {
  const path = () => `${API('us-ashburn-1')}/usagecost/${payg.tenancyId}`;
  const range = () =>
    `startTime=${new Date(tomorrow.getTime() - 7 * DAY_MS).toISOString()}&endTime=${tomorrow.toISOString()}`;

  it('requires startTime, endTime and granularity, naming each', async () => {
    for (const [query, name] of [
      [`endTime=${tomorrow.toISOString()}&granularity=DAILY`, 'startTime'],
      [`startTime=${tomorrow.toISOString()}&granularity=DAILY`, 'endTime'],
      [range(), 'granularity'],
    ] as const) {
      const response = await payg.call('GET', `${path()}?${query}`);
      expect(await response.json()).toEqual({
        code: 'MissingParameter',
        message: `Missing required parameter ${name} when calling GetUsageCost.`,
      });
    }
  });

  it('answers daily cost, filtered by compartment and tag, paged', async () => {
    const all = await payg.json<{ items: { computedAmount: number; currency: string }[] }>(
      'GET',
      `${path()}?${range()}&granularity=DAILY`
    );
    expect(all.items).toHaveLength(7);
    expect(all.items.every(item => item.currency === 'USD' && item.computedAmount > 0)).toBe(true);
    const production = seedOcid('compartment', 'acme-corp/production');
    const inProduction = await payg.json<{ items: { computedAmount: number }[] }>(
      'GET',
      `${path()}?${range()}&granularity=TOTAL&compartmentId=${production}`
    );
    const tagged = await payg.json<{ items: { computedAmount: number }[] }>(
      'GET',
      `${path()}?${range()}&granularity=TOTAL&tag=${encodeURIComponent('Finance.CostCenter=cc-production')}`
    );
    expect(tagged.items[0]?.computedAmount).toBe(inProduction.items[0]?.computedAmount);
    const total = all.items.reduce((sum, item) => sum + item.computedAmount, 0);
    expect(inProduction.items[0]?.computedAmount).toBeLessThan(total);
    const paged = await payg.call('GET', `${path()}?${range()}&granularity=DAILY&limit=5`);
    expect(paged.headers.get('opc-next-page')).toBeTruthy();
    const badTag = await payg.call('GET', `${path()}?${range()}&granularity=DAILY&tag=nonsense`);
    expect(badTag.status).toBe(400);
  });
});

describe('aggregated computed usages and OneSubscription subscriptions', () => {
  it('requires compartmentId, subscriptionId, timeFrom and timeTo', async () => {
    const response = await payg.call(
      'GET',
      `${API('us-ashburn-1')}/aggregatedComputedUsages?compartmentId=${payg.tenancyId}`
    );
    expect(await response.json()).toEqual({
      code: 'MissingParameter',
      message: 'Missing required parameter subscriptionId when calling ListComputedUsageAggregateds.',
    });
  });

  it('answers pay-as-you-go usage per product with costUnrounded, on both paths', async () => {
    const facts = commerceFacts(scenario('paid-payg'), cloud.now());
    const query =
      `compartmentId=${payg.tenancyId}&subscriptionId=${facts.classicSubscriptionId}` +
      `&timeFrom=${new Date(tomorrow.getTime() - 3 * DAY_MS).toISOString()}&timeTo=${tomorrow.toISOString()}&grouping=DAILY`;
    type Aggregated = {
      parentProduct: { partNumber: string };
      currencyCode: string;
      aggregatedComputedUsages: { cost: string; costUnrounded: string; quantity: string; type: string }[];
    };
    const list = await payg.json<Aggregated[]>('GET', `${API('us-ashburn-1')}/aggregatedComputedUsages?${query}`);
    expect(list).toHaveLength(5);
    expect(list[0]?.aggregatedComputedUsages).toHaveLength(3);
    expect(Number(list[0]?.aggregatedComputedUsages[0]?.costUnrounded)).toBeGreaterThan(0);
    expect(list[0]?.currencyCode).toBe('USD');
    const viaOnesubs = await payg.json<Aggregated[]>(
      'GET',
      `${ONESUBS('us-ashburn-1')}/aggregatedComputedUsages?${query}`
    );
    expect(viaOnesubs).toEqual(list);
    const compute = await payg.json<Aggregated[]>(
      'GET',
      `${API('us-ashburn-1')}/aggregatedComputedUsages?${query}&parentProduct=B93113`
    );
    expect(compute.map(entry => entry.parentProduct.partNumber)).toEqual(['B93113']);
    const other = commerceFacts(scenario('free-trial'), cloud.now());
    const foreign = await payg.call(
      'GET',
      `${API('us-ashburn-1')}/aggregatedComputedUsages?${query.replace(facts.classicSubscriptionId, other.classicSubscriptionId)}`
    );
    expect(foreign.status).toBe(404);
  });

  it('lists subscriptions with PROMOMB for a promotion and commitments when asked', async () => {
    const promotion = await trial.json<OsubSubscription[]>(
      'GET',
      `${API('us-ashburn-1')}/subscriptions?compartmentId=${trial.tenancyId}`
    );
    expect(promotion[0]?.subscribedServices[0]).toMatchObject({
      product: { provisioningGroup: 'PROMOMB' },
      pricingModel: 'PROMOTION',
      isIntentToPay: false,
      availableAmount: '212.50',
    });
    expect(promotion[0]?.subscribedServices[0]).not.toHaveProperty('commitmentServices');
    const facts = commerceFacts(scenario('saas-customer'), cloud.now());
    const commit = await saas.json<OsubSubscription[]>(
      'GET',
      `${ONESUBS('us-ashburn-1')}/subscriptions?compartmentId=${saas.tenancyId}&subscriptionId=${facts.classicSubscriptionId}&isCommitInfoRequired=true&sortOrder=ASC&sortBy=TIMECREATED`
    );
    expect(commit[0]?.subscribedServices[0]?.commitmentServices).toEqual([
      expect.objectContaining({ quantity: '120000' }),
    ]);
    const byEmail = await saas.json<OsubSubscription[]>(
      'GET',
      `${API('us-ashburn-1')}/subscriptions?compartmentId=${saas.tenancyId}&buyerEmail=nobody@example.com`
    );
    expect(byEmail).toEqual([]);
    const foreign = await payg.call(
      'GET',
      `${API('us-ashburn-1')}/subscriptions?compartmentId=${payg.tenancyId}&subscriptionId=${facts.classicSubscriptionId}`
    );
    expect(foreign.status).toBe(404);
  });
});
