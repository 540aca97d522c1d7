// The commercial, organizations and service manager clients against the real local cloud, signed in as scenario users.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { scenario } from '../../emulator/cloud/scenarios.ts';
import { signInClient, type ClientSession } from '../../test/client-session.ts';
import { useStoreCloud } from '../../test/store-cloud.ts';
import { ApiError, MissingParameterError } from '../http/errors.ts';
import { listMessageCenters, listPurchaseEntitlements, listServiceEntitlementRegistrations } from './commercial.ts';
import {
  createProfile,
  createProfileProperty,
  getPaymentMethodBillingAddress,
  getProfile,
  listPaymentMethodRegistrations,
  listProfileProperties,
  listProfiles,
} from './commercial-profiles.ts';
import {
  getSubscription,
  listAssignedSubscriptions,
  listLinks,
  listOrganizationSubscriptions,
  listSubscriptions,
} from './organizations.ts';
import { listServiceEnvironments } from './service-manager.ts';
import type { ServiceContext } from './service-context.ts';

const cloud = useStoreCloud();
const sessions: Record<string, ClientSession> = {};

function userOf(key: string): { userName: string; password: string } {
  const [user] = scenario(key).users;
  if (!user) throw new Error(`the scenario ${key} has no user`);
  return { userName: user.name, password: user.password };
}

/** A context signed as the scenario's first user (the demo user for paid-payg), without retries. */
function contextOf(key: string, region = scenario(key).homeRegion): ServiceContext {
  const session = key === 'paid-payg' ? cloud.demo : sessions[key];
  if (!session) throw new Error(`no session for ${key}`);
  return {
    region,
    credentials: async () => ({ privateKey: session.keyPair.privateKey, token: session.token }),
    config: cloud.local.endpoints,
    retries: 0,
    timeoutMs: 5_000,
  };
}

function tenancyOf(key: string): string {
  return scenario(key).id;
}

beforeAll(async () => {
  for (const key of ['saas-customer', 'se-trial', 'operator']) {
    sessions[key] = await signInClient(cloud.local, userOf(key));
  }
});

beforeEach(async () => {
  await cloud.local.clearFaults();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

describe('commercial: purchase entitlements', () => {
  it('lists the SaaS customer cloud credits and its application entitlements', async () => {
    const entitlements = await listPurchaseEntitlements(contextOf('saas-customer'), tenancyOf('saas-customer'));

    expect(entitlements.map(entitlement => entitlement.serviceDefinition.type).sort()).toEqual([
      'CLOUDCM',
      'ERP',
      'HCM',
    ]);
    expect(entitlements.every(entitlement => entitlement.account?.isSaaSCustomer)).toBe(true);
  });

  it('reads the SE trial attributes and its promotion', async () => {
    const [cloudCredit] = await listPurchaseEntitlements(contextOf('se-trial'), tenancyOf('se-trial'));

    expect(cloudCredit?.customAttributes).toEqual([
      { name: 'PROGRAM_TYPE', value: 'SE-TRIAL' },
      { name: 'PROMOTION_INTENT_TO_PAY', value: 'N' },
      { name: 'CUSTOMER_COUNTRY_CODE', value: 'DE' },
    ]);
    expect(cloudCredit?.promotion).toMatchObject({ amount: 500, currencyUnit: 'USD', isIntentToPay: false });
  });

  it('throws before calling when the compartment is null', async () => {
    const call = listPurchaseEntitlements(contextOf('se-trial'), null as unknown as string);

    await expect(call).rejects.toThrow(new MissingParameterError('compartmentId', 'ListPurchaseEntitlements').message);
  });
});

describe('commercial: profiles', () => {
  it('records the SE trial agreement on a new profile, adds a property, and refuses a second of the same name', async () => {
    const context = contextOf('se-trial');
    const tenancyId = tenancyOf('se-trial');
    const [cloudCredit] = await listPurchaseEntitlements(context, tenancyId);
    if (!cloudCredit) throw new Error('no CLOUDCM entitlement');
    expect(await listProfiles(context, { compartmentId: tenancyId, purchaseEntitlementId: cloudCredit.id })).toEqual(
      []
    );

    const profile = await createProfile(context, {
      purchaseEntitlementId: cloudCredit.id,
      properties: [{ name: 'accepted-by', value: 'se.trial@example.com', modes: ['CUSTOMER_READ'] }],
    });
    const property = await createProfileProperty(context, {
      profileId: profile.id,
      name: 'accepted-on',
      value: '2024-05-01T10:00:00.000Z',
      modes: ['CUSTOMER_READ'],
    });

    expect(property).toMatchObject({ profile: { id: profile.id }, name: 'accepted-on', modes: ['CUSTOMER_READ'] });
    const stored = await getProfile(context, profile.id);
    expect(stored.relatedEntity?.purchaseEntitlement?.id).toBe(cloudCredit.id);
    expect(stored.properties.map(({ name, value, modes }) => ({ name, value, modes }))).toEqual([
      { name: 'accepted-by', value: 'se.trial@example.com', modes: ['CUSTOMER_READ'] },
      { name: 'accepted-on', value: '2024-05-01T10:00:00.000Z', modes: ['CUSTOMER_READ'] },
    ]);
    expect(await listProfiles(context, { compartmentId: tenancyId, purchaseEntitlementId: cloudCredit.id })).toEqual([
      stored,
    ]);
    const acceptedBy = await listProfileProperties(context, {
      compartmentId: tenancyId,
      profileId: profile.id,
      name: 'accepted-by',
    });
    expect(acceptedBy.map(entry => entry.value)).toEqual(['se.trial@example.com']);

    const again = createProfileProperty(context, {
      profileId: profile.id,
      name: 'accepted-by',
      value: 'someone.else@example.com',
      modes: ['CUSTOMER_READ'],
    });
    await expect(again).rejects.toMatchObject({ status: 409, code: 'Conflict' });
  });
});

describe('commercial: account records', () => {
  it('lists the message center with its notification count', async () => {
    const [center] = await listMessageCenters(contextOf('paid-payg'), tenancyOf('paid-payg'));

    expect(center?.ongoingNotificationsOverview).toEqual({ count: 0, isCountPartial: false });
  });

  it('lists the payment method of the CLOUDCM entitlement and reads its billing address country', async () => {
    const context = contextOf('paid-payg');
    const tenancyId = tenancyOf('paid-payg');
    const [cloudCredit] = await listPurchaseEntitlements(context, tenancyId);
    if (!cloudCredit) throw new Error('no CLOUDCM entitlement');

    const [registration] = await listPaymentMethodRegistrations(context, {
      compartmentId: tenancyId,
      subscriptionPlanPurchaseEntitlementId: cloudCredit.id,
    });
    if (!registration) throw new Error('no payment method');
    const address = await getPaymentMethodBillingAddress(context, registration.id);

    expect(registration).toMatchObject({ hasBillingAddress: true, paymentMethod: { type: 'CREDIT_CARD' } });
    expect(address.country).toBe('US');
  });

  it('has no payment method for an SE trial', async () => {
    expect(
      await listPaymentMethodRegistrations(contextOf('se-trial'), { compartmentId: tenancyOf('se-trial') })
    ).toEqual([]);
  });
});

describe('commercial: service entitlement registrations', () => {
  it('lists the SaaS registrations by weight with their data centres and admin consoles', async () => {
    const registrations = await listServiceEntitlementRegistrations(contextOf('saas-customer'), {
      compartmentId: tenancyOf('saas-customer'),
    });

    expect(registrations.map(registration => registration.serviceDefinition?.name)).toEqual(['HCM', 'ERP']);
    expect(registrations[0]).toMatchObject({
      dataCenters: ['us-ashburn-1', 'us-phoenix-1'],
      dataRegion: 'NORTH_AMERICA',
      serviceDefinition: { group: { displayName: 'Fusion Applications', weight: 100 } },
    });
    expect(registrations[0]?.serviceInstanceEndPoints?.map(endpoint => endpoint.type)).toEqual([
      'ADMIN_CONSOLE',
      'ADMIN_CONSOLE_NON_PRODUCTION',
    ]);
  });

  it('sends Accept-Language, so group names come back translated', async () => {
    const [registration] = await listServiceEntitlementRegistrations(contextOf('saas-customer'), {
      compartmentId: tenancyOf('saas-customer'),
      language: 'de',
    });

    expect(registration?.serviceDefinition?.group?.displayName).toBe('Fusion-Anwendungen');
  });

  it('filters by the identity service instance', async () => {
    const context = contextOf('saas-customer');
    const compartmentId = tenancyOf('saas-customer');
    const [first] = await listServiceEntitlementRegistrations(context, { compartmentId });

    const own = await listServiceEntitlementRegistrations(context, {
      compartmentId,
      idcsInstanceId: first?.idcsInstanceId,
    });
    const other = await listServiceEntitlementRegistrations(context, { compartmentId, idcsInstanceId: 'idcs-other' });

    expect(own).toHaveLength(2);
    expect(other).toEqual([]);
  });
});

describe('organizations', () => {
  it('lists the links an operator home tenancy is parent of; a link filter naming another tenancy is empty', async () => {
    const context = contextOf('operator');
    const links = await listLinks(context, { parentTenancyId: tenancyOf('operator'), lifecycleState: 'ACTIVE' });

    expect(links.map(link => link.childTenancyId)).toContain(tenancyOf('operator-production'));
    // 404 NotAuthorizedOrNotFound is an empty result (spec 2 §8).
    expect(await listLinks(context, { parentTenancyId: tenancyOf('paid-payg') })).toEqual([]);
  });

  it('lists assigned and owned subscriptions and gets the CLOUDCM one by id; another id is null', async () => {
    const context = contextOf('se-trial');
    const compartmentId = tenancyOf('se-trial');
    const assigned = await listAssignedSubscriptions(context, { compartmentId });
    const cloudCredit = assigned.find(subscription => subscription.serviceName === 'CLOUDCM');
    if (!cloudCredit) throw new Error('no CLOUDCM subscription');

    expect(cloudCredit).toMatchObject({ programType: 'SE-TRIAL', customerCountryCode: 'DE' });
    expect((await listSubscriptions(context, { compartmentId })).map(subscription => subscription.id)).toContain(
      cloudCredit.id
    );
    expect((await getSubscription(context, cloudCredit.id))?.id).toBe(cloudCredit.id);
    expect(await getSubscription(context, 'ocid1.organizationssubscription.oc1..nobody')).toBeNull();
  });

  it('lists organization subscriptions by compartment from OneSubscription, by classic id', async () => {
    const context = contextOf('saas-customer');
    const compartmentId = tenancyOf('saas-customer');
    const assigned = await listAssignedSubscriptions(context, { compartmentId, sortBy: 'displayName' });
    const classicIds = assigned.map(subscription => subscription.classicSubscriptionId ?? '');

    const summaries = await listOrganizationSubscriptions(context, {
      compartmentId,
      subscriptionIds: classicIds,
      sortBy: 'SUBSCRIPTIONID',
      originRegion: 'us-ashburn-1',
    });

    expect(summaries.map(summary => summary.id)).toEqual([...classicIds].sort());
    expect(summaries.map(summary => summary.serviceName).sort()).toEqual(['CLOUDCM', 'ERP', 'HCM']);
  });

  it('rethrows failures other than 404', async () => {
    await cloud.local.injectFault({ operation: 'ListLinks', status: 500, code: 'InternalServerError' });

    await expect(listLinks(contextOf('operator'))).rejects.toBeInstanceOf(ApiError);
    await expect(listLinks(contextOf('operator'))).rejects.toMatchObject({ status: 500 });
  });
});

describe('service manager', () => {
  it('lists the service environments from data.items, every page', async () => {
    const environments = await listServiceEnvironments(contextOf('saas-customer'), tenancyOf('saas-customer'), {
      limit: 1,
    });

    expect(environments).toHaveLength(3);
    expect(environments.map(environment => environment.status).sort()).toEqual([
      'ACTIVE',
      'ACTIVE',
      'FAILED_ACTIVATION',
    ]);
  });

  it('filters by service environment type and sorts', async () => {
    const environments = await listServiceEnvironments(contextOf('saas-customer'), tenancyOf('saas-customer'), {
      serviceEnvironmentType: 'HCM',
      sortBy: 'ID',
      sortOrder: 'DESC',
    });

    expect(environments.map(environment => environment.serviceDefinition?.type)).toEqual(['HCM', 'HCM']);
    const ids = environments.map(environment => environment.id);
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it('throws before calling when the compartment is null', async () => {
    const call = listServiceEnvironments(contextOf('saas-customer'), null as unknown as string);

    await expect(call).rejects.toThrow('Missing required parameter compartmentId when calling ListServiceEnvironments');
  });
});
