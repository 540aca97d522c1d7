import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { openCloudDatabase } from '../../db.ts';
import { SCENARIOS, scenario } from '../../scenarios.ts';
import type { Scenario } from '../../scenarios.ts';
import { seedOcid } from '../../seed-ocid.ts';
import { CLOUD_SERVICES } from '../index.ts';
import { callerFor, callersFor } from './commerce-test-client.ts';
import type { ScenarioCaller } from './commerce-test-client.ts';

const base = (region: string) => `/commercial/${region}/20180827`;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Entitlement {
  id: string;
  name: string;
  serviceDefinition: { type: string };
  account: { isSaaSCustomer: boolean };
  customAttributes: { name: string; value: string }[];
  promotion?: { amount: number; currencyUnit: string; isIntentToPay: boolean; timeStart: string; timeEnd: string };
  status: string;
}

interface Profile {
  id: string;
  relatedEntity: { purchaseEntitlement: { id: string } };
  properties: { name: string; value: string; modes: string[] }[];
}

let cloud: Cloud;
let payg: ScenarioCaller;
let trial: ScenarioCaller;
let seTrial: ScenarioCaller;
let noCountry: ScenarioCaller;
let saas: ScenarioCaller;
let grace: ScenarioCaller;
let peer: ScenarioCaller;

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins() });
  [payg, trial, seTrial, noCountry, saas, grace, peer] = await callersFor(cloud, [
    'paid-payg',
    'free-trial',
    'se-trial',
    'se-trial-no-country',
    'saas-customer',
    'grace-period',
    'isolation-peer',
  ] as const);
});
afterAll(() => cloud.close());

function attributes(entitlement: Entitlement | undefined): Record<string, string> {
  return Object.fromEntries((entitlement?.customAttributes ?? []).map(entry => [entry.name, entry.value]));
}

async function cloudcm(caller: ScenarioCaller, region: string): Promise<Entitlement> {
  const list = await caller.json<Entitlement[]>(
    'GET',
    `${base(region)}/purchaseEntitlements?compartmentId=${caller.tenancyId}`
  );
  const found = list.find(entry => entry.serviceDefinition.type === 'CLOUDCM');
  if (!found) throw new Error('no CLOUDCM entitlement');
  return found;
}

describe('purchase entitlements', () => {
  it('answers MissingParameter naming compartmentId and the operation', async () => {
    const response = await payg.call('GET', `${base('us-ashburn-1')}/purchaseEntitlements`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'MissingParameter',
      message: 'Missing required parameter compartmentId when calling ListPurchaseEntitlements.',
    });
  });

  it('marks an SE trial with PROGRAM_TYPE SE-TRIAL, intent to pay N, its country and a 500 USD promotion', async () => {
    const entitlement = await cloudcm(seTrial, 'eu-frankfurt-1');
    expect(attributes(entitlement)).toEqual({
      PROGRAM_TYPE: 'SE-TRIAL',
      PROMOTION_INTENT_TO_PAY: 'N',
      CUSTOMER_COUNTRY_CODE: 'DE',
    });
    expect(entitlement.promotion).toMatchObject({ amount: 500, currencyUnit: 'USD', isIntentToPay: false });
    expect(entitlement.status).toBe('ACTIVE');
  });

  it('leaves CUSTOMER_COUNTRY_CODE out for the SE trial missing its country', async () => {
    const entitlement = await cloudcm(noCountry, 'us-ashburn-1');
    expect(attributes(entitlement)).toEqual({ PROGRAM_TYPE: 'SE-TRIAL', PROMOTION_INTENT_TO_PAY: 'N' });
  });

  it('gives the free trial its 30-day promotion and the paying customer none', async () => {
    const entitlement = await cloudcm(trial, 'us-ashburn-1');
    const promotion = entitlement.promotion;
    expect(promotion).toMatchObject({ amount: 300, currencyUnit: 'USD' });
    expect(Date.parse(promotion?.timeEnd ?? '') - Date.parse(promotion?.timeStart ?? '')).toBe(30 * DAY_MS);
    expect(Date.parse(promotion?.timeStart ?? '')).toBeLessThan(cloud.now().getTime());
    const paid = await cloudcm(payg, 'us-ashburn-1');
    expect(paid.promotion).toBeUndefined();
    expect(attributes(paid)).toEqual({ PROGRAM_TYPE: 'PAYG', CUSTOMER_COUNTRY_CODE: 'US' });
  });

  it('pages a SaaS customer’s entitlements with opc-next-page and marks it a SaaS customer', async () => {
    const seen: Entitlement[] = [];
    let page: string | null = null;
    do {
      const query = `compartmentId=${saas.tenancyId}&limit=1${page === null ? '' : `&page=${page}`}`;
      const response = await saas.call('GET', `${base('us-ashburn-1')}/purchaseEntitlements?${query}`);
      expect(response.status).toBe(200);
      seen.push(...((await response.json()) as Entitlement[]));
      page = response.headers.get('opc-next-page');
    } while (page !== null);
    expect(seen.map(entry => entry.serviceDefinition.type).sort()).toEqual(['CLOUDCM', 'ERP', 'HCM']);
    expect(seen.every(entry => entry.account.isSaaSCustomer)).toBe(true);
  });

  it('answers another tenancy’s compartment 404 and a sub-compartment with nothing', async () => {
    const foreign = await peer.call(
      'GET',
      `${base('eu-frankfurt-1')}/purchaseEntitlements?compartmentId=${payg.tenancyId}`
    );
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: 'NotAuthorizedOrNotFound' });
    const sandbox = seedOcid('compartment', 'acme-corp/sandbox');
    expect(await payg.json('GET', `${base('us-ashburn-1')}/purchaseEntitlements?compartmentId=${sandbox}`)).toEqual([]);
  });
});

describe('profiles and profile properties (the SE-trial agreement)', () => {
  it('records the agreement once: create, retry with the same token, then 409 for a second profile', async () => {
    const entitlement = await cloudcm(seTrial, 'eu-frankfurt-1');
    const acceptedOn = cloud.now().toISOString();
    const details = {
      compartmentId: seTrial.tenancyId,
      properties: [
        { name: 'accepted-by', value: seTrial.email, modes: ['CUSTOMER_READ'] },
        { name: 'accepted-on', value: acceptedOn, modes: ['CUSTOMER_READ'] },
      ],
      relatedEntity: { purchaseEntitlement: { id: entitlement.id } },
    };
    const path = `${base('eu-frankfurt-1')}/profiles`;
    const before = await seTrial.json<Profile[]>('GET', `${path}?compartmentId=${seTrial.tenancyId}`);
    expect(before).toEqual([]);
    const created = await seTrial.call('POST', path, { body: details, headers: { 'opc-retry-token': 'agree-1' } });
    expect(created.status).toBe(200);
    const profile = (await created.json()) as Profile;
    const retried = await seTrial.call('POST', path, { body: details, headers: { 'opc-retry-token': 'agree-1' } });
    expect(await retried.json()).toEqual(profile);
    const again = await seTrial.call('POST', path, { body: details });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'Conflict' });

    // Read back through a fresh sign-in: the profile is in the database, not in a session.
    const reader = await callerFor(cloud, 'se-trial');
    const listed = await reader.json<Profile[]>(
      'GET',
      `${path}?compartmentId=${seTrial.tenancyId}&purchaseEntitlementId=${entitlement.id}`
    );
    expect(listed).toHaveLength(1);
    expect(listed[0]?.properties).toEqual([
      expect.objectContaining({ name: 'accepted-by', value: seTrial.email, modes: ['CUSTOMER_READ'] }),
      expect.objectContaining({ name: 'accepted-on', value: acceptedOn, modes: ['CUSTOMER_READ'] }),
    ]);
    const fetched = await reader.call('GET', `${path}/${profile.id}`);
    expect(fetched.headers.get('etag')).toBeTruthy();
    expect(((await fetched.json()) as Profile).id).toBe(profile.id);
    expect((await peer.call('GET', `${base('eu-frankfurt-1')}/profiles/${profile.id}`)).status).toBe(404);
  });

  it('adds properties to an existing profile but never a second one of the same name', async () => {
    const entitlement = await cloudcm(trial, 'us-ashburn-1');
    const profile = await trial.json<Profile>('POST', `${base('us-ashburn-1')}/profiles`, {
      body: { relatedEntity: { purchaseEntitlement: { id: entitlement.id } } },
    });
    expect(profile.properties).toEqual([]);
    const path = `${base('us-ashburn-1')}/profileProperties`;
    const property = { profile: { id: profile.id }, name: 'accepted-by', value: trial.email, modes: ['CUSTOMER_READ'] };
    expect((await trial.call('POST', path, { body: property })).status).toBe(200);
    const duplicate = await trial.call('POST', path, { body: { ...property, value: 'someone@else.example' } });
    expect(duplicate.status).toBe(409);
    const listed = await trial.json<{ name: string; value: string; profile: { id: string } }[]>(
      'GET',
      `${path}?compartmentId=${trial.tenancyId}&profileId=${profile.id}&name=accepted-by`
    );
    expect(listed).toEqual([
      expect.objectContaining({ name: 'accepted-by', value: trial.email, profile: { id: profile.id } }),
    ]);
  });

  it('validates creates: missing entitlement id, bad modes, another tenancy’s entitlement or profile', async () => {
    const path = `${base('us-ashburn-1')}/profiles`;
    const missing = await payg.call('POST', path, { body: { relatedEntity: { purchaseEntitlement: {} } } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      code: 'MissingParameter',
      message: expect.stringContaining('createProfileDetails.relatedEntity.purchaseEntitlement.id'),
    });
    const own = await cloudcm(payg, 'us-ashburn-1');
    const badModes = await payg.call('POST', path, {
      body: {
        properties: [{ name: 'x', value: 'y', modes: ['EVERYONE'] }],
        relatedEntity: { purchaseEntitlement: { id: own.id } },
      },
    });
    expect(badModes.status).toBe(400);
    const foreignEntitlement = await cloudcm(trial, 'us-ashburn-1');
    const foreign = await payg.call('POST', path, {
      body: { relatedEntity: { purchaseEntitlement: { id: foreignEntitlement.id } } },
    });
    expect(foreign.status).toBe(404);
    const foreignProfile = await payg.call('POST', `${base('us-ashburn-1')}/profileProperties`, {
      body: { profile: { id: seedOcid('commercialprofile', 'nobody') }, name: 'a', value: 'b', modes: [] },
    });
    expect(foreignProfile.status).toBe(404);
  });

  it('seeds accepted-by and accepted-on (CUSTOMER_READ) for an SE trial that already agreed', async () => {
    // No seeded scenario has agreed yet, so the seed is run over the scenarios plus one that has.
    const template = scenario('se-trial');
    const user = template.users[0];
    if (!user) throw new Error('se-trial has no user');
    const agreed: Scenario = {
      ...template,
      key: 'se-trial-agreed',
      id: seedOcid('tenancy', 'se-trial-agreed'),
      name: 'se-trial-agreed',
      domain: { id: seedOcid('domain', 'se-trial-agreed/Default'), name: 'Default' },
      seTrial: { termsAccepted: true },
      users: [
        {
          ...user,
          id: seedOcid('user', 'se-trial-agreed/agreed'),
          name: 'agreed@example.com',
          email: 'agreed@example.com',
        },
      ],
    };
    const database = await openCloudDatabase({
      services: CLOUD_SERVICES,
      scenarios: [...SCENARIOS, agreed],
      now: () => new Date(),
    });
    try {
      const { rows } = await database.db.query<{ name: string; value: string; modes: string[] }>(
        'select name, value, modes from commercial_profile_properties where tenancy_id = $1 order by name',
        [agreed.id]
      );
      expect(rows).toEqual([
        { name: 'accepted-by', value: 'agreed@example.com', modes: ['CUSTOMER_READ'] },
        { name: 'accepted-on', value: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), modes: ['CUSTOMER_READ'] },
      ]);
      const preference = await database.db.query<{ value: unknown }>(
        "select value from personalization_preferences where scope = 'TENANCY' and owner_id = $1 and name = 'SETrialTermsAccepted'",
        [agreed.id]
      );
      expect(preference.rows).toEqual([{ value: 'true' }]);
    } finally {
      await database.db.close();
    }
  });
});

describe('message centers, payment methods, service entitlement registrations', () => {
  it('counts ongoing notifications per account state', async () => {
    const list = await grace.json<{ ongoingNotificationsOverview: { count: number; isCountPartial: boolean } }[]>(
      'GET',
      `${base('eu-frankfurt-1')}/messageCenters?compartmentId=${grace.tenancyId}`
    );
    expect(list.map(entry => entry.ongoingNotificationsOverview)).toEqual([{ count: 4, isCountPartial: false }]);
    const paid = await payg.json<{ ongoingNotificationsOverview: { count: number } }[]>(
      'GET',
      `${base('us-ashburn-1')}/messageCenters?compartmentId=${payg.tenancyId}`
    );
    expect(paid[0]?.ongoingNotificationsOverview.count).toBe(0);
  });

  it('answers the billing address country of a payment method, and none for an SE trial', async () => {
    const entitlement = await cloudcm(trial, 'us-ashburn-1');
    const methods = await trial.json<{ id: string; paymentMethod: { type: string }; hasBillingAddress: boolean }[]>(
      'GET',
      `${base('us-ashburn-1')}/paymentMethodRegistrations?compartmentId=${trial.tenancyId}&subscriptionPlanPurchaseEntitlementId=${entitlement.id}`
    );
    expect(methods).toHaveLength(1);
    expect(methods[0]).toMatchObject({ paymentMethod: { type: 'CREDIT_CARD' }, hasBillingAddress: true });
    const address = await trial.json<{ country: string }>(
      'GET',
      `${base('us-ashburn-1')}/paymentMethodRegistrations/${methods[0]?.id ?? ''}/billingAddress`
    );
    expect(address.country).toBe('US');
    const foreign = await payg.call(
      'GET',
      `${base('us-ashburn-1')}/paymentMethodRegistrations/${methods[0]?.id ?? ''}/billingAddress`
    );
    expect(foreign.status).toBe(404);
    expect(
      await seTrial.json(
        'GET',
        `${base('eu-frankfurt-1')}/paymentMethodRegistrations?compartmentId=${seTrial.tenancyId}`
      )
    ).toEqual([]);
  });

  it('lists a SaaS customer’s registrations with admin console endpoints, translated groups and the IDCS filter', async () => {
    type Registration = {
      dataCenters: string[];
      dataRegion: string;
      serviceDefinition: {
        id: string;
        displayName: string;
        shortDisplayName: string;
        weight: number;
        group: { id: string; displayName: string; weight: number };
      };
      serviceInstanceEndPoints: { type: string; url: string }[];
    };
    const path = `${base('us-ashburn-1')}/serviceEntitlementRegistrations?compartmentId=${saas.tenancyId}`;
    const list = await saas.json<Registration[]>('GET', path, { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(list.map(entry => entry.serviceDefinition.shortDisplayName)).toEqual(['HCM', 'ERP']);
    expect(list[0]).toMatchObject({
      dataCenters: ['us-ashburn-1', 'us-phoenix-1'],
      dataRegion: 'NORTH_AMERICA',
      serviceDefinition: {
        displayName: 'Fusion Human Capital Management',
        weight: 10,
        group: { displayName: 'Fusion-Anwendungen' },
      },
    });
    expect(list[0]?.serviceInstanceEndPoints).toContainEqual({
      type: 'ADMIN_CONSOLE',
      url: expect.stringMatching(/^https:\/\/hcm-prod\./),
    });
    // The console reads the stripe id from the identity service's instance info, then filters by it.
    const info = await saas.json<{ idcsInstanceId: string }>(
      'GET',
      '/identity/us-ashburn-1/20181127/idcs/instanceinfo'
    );
    const idcs = info.idcsInstanceId;
    expect(await saas.json<Registration[]>('GET', `${path}&idcsInstanceId=${idcs}`)).toHaveLength(2);
    expect(await saas.json<Registration[]>('GET', `${path}&idcsInstanceId=idcs-other`)).toEqual([]);
    expect(
      await payg.json('GET', `${base('us-ashburn-1')}/serviceEntitlementRegistrations?compartmentId=${payg.tenancyId}`)
    ).toEqual([]);
  });
});
