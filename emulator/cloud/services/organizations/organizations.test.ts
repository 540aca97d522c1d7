import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { scenario } from '../../scenarios.ts';
import { callerFor } from '../commercial/commerce-test-client.ts';
import type { ScenarioCaller } from '../commercial/commerce-test-client.ts';
import { commerceFacts } from '../commercial/scenario-commerce.ts';

const API = (region: string) => `/organizations/${region}/20200801`;
const ONESUBS = (region: string) => `/onesubs/${region}/oalapp/service/onesubs/proxy/20210501`;

interface Subscription {
  entityVersion: string;
  id: string;
  compartmentId: string;
  serviceName: string;
  classicSubscriptionId: string;
  isClassicSubscription: boolean;
  paymentModel: string;
  lifecycleState: string;
  programType: string;
  customerCountryCode: string | null;
  purchaseEntitlementId: string;
  startDate: string;
  endDate: string | null;
  promotion: {
    amount: number;
    currencyUnit: string;
    status: string;
    isIntentToPay: boolean;
    timeStarted: string;
    timeExpired: string;
  }[];
}

let cloud: Cloud;
let payg: ScenarioCaller;
let trial: ScenarioCaller;
let expired: ScenarioCaller;
let noCountry: ScenarioCaller;
let saas: ScenarioCaller;
let operator: ScenarioCaller;
let production: ScenarioCaller;

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins() });
  [payg, trial, expired, noCountry, saas, operator, production] = await Promise.all([
    callerFor(cloud, 'paid-payg'),
    callerFor(cloud, 'free-trial'),
    callerFor(cloud, 'trial-expired'),
    callerFor(cloud, 'se-trial-no-country'),
    callerFor(cloud, 'saas-customer'),
    callerFor(cloud, 'operator'),
    callerFor(cloud, 'operator', { overrideInto: 'operator-production' }),
  ]);
});
afterAll(() => cloud.close());

describe('subscriptions (20200801)', () => {
  it('lists the caller’s subscriptions without a compartmentId, sorted by displayName either way', async () => {
    const path = `${API('us-ashburn-1')}/subscriptions`;
    const ascending = await saas.json<{ items: Subscription[] }>('GET', `${path}?sortBy=displayName&sortOrder=ASC`);
    expect(ascending.items.map(item => item.serviceName)).toEqual(['CLOUDCM', 'ERP', 'HCM']);
    const descending = await saas.json<{ items: Subscription[] }>('GET', `${path}?sortBy=displayName&sortOrder=DESC`);
    expect(descending.items.map(item => item.serviceName)).toEqual(['HCM', 'ERP', 'CLOUDCM']);
    expect(ascending.items[0]).toMatchObject({
      entityVersion: 'V1',
      compartmentId: saas.tenancyId,
      isClassicSubscription: true,
      paymentModel: 'MONTHLY_COMMIT',
      lifecycleState: 'ACTIVE',
    });
    const bad = await saas.call('GET', `${path}?sortBy=price`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'InvalidParameter', message: expect.stringContaining('sortBy') });
  });

  it('pages with limit and opc-next-page', async () => {
    const path = `${API('us-ashburn-1')}/subscriptions?compartmentId=${saas.tenancyId}&limit=2`;
    const first = await saas.call('GET', path);
    const next = first.headers.get('opc-next-page');
    expect(((await first.json()) as { items: unknown[] }).items).toHaveLength(2);
    expect(next).toBeTruthy();
    const second = await saas.call('GET', `${path}&page=${next ?? ''}`);
    expect(((await second.json()) as { items: unknown[] }).items).toHaveLength(1);
    expect(second.headers.get('opc-next-page')).toBeNull();
  });

  it('details the CLOUDCM subscription of a trial: program, country, promotion and entitlement', async () => {
    const facts = commerceFacts(scenario('free-trial'), cloud.now());
    const response = await trial.call('GET', `${API('us-ashburn-1')}/subscriptions/${facts.cloudcmSubscriptionId}`);
    expect(response.headers.get('etag')).toBeTruthy();
    const subscription = (await response.json()) as Subscription;
    expect(subscription).toMatchObject({
      serviceName: 'CLOUDCM',
      classicSubscriptionId: facts.classicSubscriptionId,
      programType: 'TRIAL',
      customerCountryCode: 'US',
      paymentModel: 'PROMOTION',
      purchaseEntitlementId: facts.cloudcmEntitlementId,
    });
    expect(subscription.promotion).toEqual([
      expect.objectContaining({ amount: 300, currencyUnit: 'USD', status: 'ACTIVE', isIntentToPay: false }),
    ]);
  });

  it('shows an expired promotion as EXPIRED and a missing country as null', async () => {
    const expiredFacts = commerceFacts(scenario('trial-expired'), cloud.now());
    const subscription = await expired.json<Subscription>(
      'GET',
      `${API('us-phoenix-1')}/subscriptions/${expiredFacts.cloudcmSubscriptionId}`
    );
    expect(subscription.promotion[0]?.status).toBe('EXPIRED');
    expect(Date.parse(subscription.promotion[0]?.timeExpired ?? '')).toBeLessThan(cloud.now().getTime());
    const noCountryFacts = commerceFacts(scenario('se-trial-no-country'), cloud.now());
    const seTrial = await noCountry.json<Subscription>(
      'GET',
      `${API('us-ashburn-1')}/subscriptions/${noCountryFacts.cloudcmSubscriptionId}`
    );
    expect(seTrial).toMatchObject({ programType: 'SE-TRIAL', customerCountryCode: null });
  });

  it('answers another tenancy’s subscription or compartment 404', async () => {
    const facts = commerceFacts(scenario('free-trial'), cloud.now());
    const detail = await payg.call('GET', `${API('us-ashburn-1')}/subscriptions/${facts.cloudcmSubscriptionId}`);
    expect(detail.status).toBe(404);
    expect(await detail.json()).toMatchObject({ code: 'NotAuthorizedOrNotFound' });
    const list = await payg.call('GET', `${API('us-ashburn-1')}/subscriptions?compartmentId=${trial.tenancyId}`);
    expect(list.status).toBe(404);
  });
});

describe('assigned subscriptions and links (an operator organization)', () => {
  it('requires compartmentId, naming it', async () => {
    const response = await payg.call('GET', `${API('us-ashburn-1')}/assignedSubscriptions`);
    expect(await response.json()).toEqual({
      code: 'MissingParameter',
      message: 'Missing required parameter compartmentId when calling ListAssignedSubscriptions.',
    });
  });

  it('assigns the parent’s CLOUDCM subscription to the production child tenancy', async () => {
    const parent = commerceFacts(scenario('operator'), cloud.now());
    const child = commerceFacts(scenario('operator-production'), cloud.now());
    const assigned = await production.json<{ items: Subscription[] }>(
      'GET',
      `${API('us-ashburn-1')}/assignedSubscriptions?compartmentId=${production.tenancyId}&sortBy=timeCreated&sortOrder=ASC`
    );
    expect(assigned.items.map(item => item.id).sort()).toEqual(
      [parent.cloudcmSubscriptionId, child.cloudcmSubscriptionId].sort()
    );
    const owned = await production.json<{ items: Subscription[] }>('GET', `${API('us-ashburn-1')}/subscriptions`);
    expect(owned.items.map(item => item.id)).toEqual([child.cloudcmSubscriptionId]);
    const filtered = await production.json<{ items: Subscription[] }>(
      'GET',
      `${API('us-ashburn-1')}/assignedSubscriptions?compartmentId=${production.tenancyId}&subscriptionId=${parent.cloudcmSubscriptionId}`
    );
    expect(filtered.items).toHaveLength(1);
  });

  it('lists the organization’s link from either side, filtered by state', async () => {
    const path = `${API('us-ashburn-1')}/links`;
    const fromParent = await operator.json<{ items: { parentTenancyId: string; childTenancyId: string }[] }>(
      'GET',
      `${path}?parentTenancyId=${operator.tenancyId}`
    );
    expect(fromParent.items).toEqual([
      expect.objectContaining({
        parentTenancyId: operator.tenancyId,
        childTenancyId: production.tenancyId,
        lifecycleState: 'ACTIVE',
      }),
    ]);
    const fromChild = await production.json<{ items: unknown[] }>(
      'GET',
      `${path}?childTenancyId=${production.tenancyId}`
    );
    expect(fromChild.items).toHaveLength(1);
    const terminated = await operator.json<{ items: unknown[] }>('GET', `${path}?lifecycleState=TERMINATED`);
    expect(terminated.items).toEqual([]);
    expect(await payg.json<{ items: unknown[] }>('GET', path)).toEqual({ items: [] });
    expect((await payg.call('GET', `${path}?parentTenancyId=${operator.tenancyId}`)).status).toBe(404);
  });
});

describe('OneSubscription organization subscriptions', () => {
  it('requires subscriptionIds and answers the SaaS subscriptions by classic or OCID id', async () => {
    const facts = commerceFacts(scenario('saas-customer'), cloud.now());
    const path = `${ONESUBS('us-ashburn-1')}/organizationSubscription?compartmentId=${saas.tenancyId}`;
    const missing = await saas.call('GET', path);
    expect(await missing.json()).toEqual({
      code: 'MissingParameter',
      message: 'Missing required parameter subscriptionIds when calling ListOrganizationSubscriptions.',
    });
    const ids = [facts.cloudcmSubscriptionId, ...facts.saasApplications.map(app => app.classicSubscriptionId)];
    const list = await saas.json<{ id: string; serviceName: string; type: string; totalValue?: string }[]>(
      'GET',
      `${path}&subscriptionIds=${ids.join(',')}&sortBy=SUBSCRIPTIONID`
    );
    expect(list.map(item => item.serviceName).sort()).toEqual(['CLOUDCM', 'ERP', 'HCM']);
    expect(list.map(item => item.id)).toEqual([...list.map(item => item.id)].sort());
    expect(list.find(item => item.serviceName === 'CLOUDCM')).toMatchObject({
      type: 'MONTHLY_COMMIT',
      totalValue: '120000.00',
    });
  });
});
