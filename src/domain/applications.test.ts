import { describe, expect, it } from 'vitest';
import {
  appSubscriptions,
  environmentConsoleUrl,
  environmentStatus,
  environmentTone,
  environmentType,
  navigationSaasServices,
  subscriptionEnvironments,
  type AppEnvironmentFacts,
  type AppSubscriptionFacts,
  type EnvironmentStatus,
  type EnvironmentTone,
  type EnvironmentType,
} from './applications.ts';
import type { NavigationItem } from './navigation-menu.ts';

describe('an environment status', () => {
  it.each<[string | null | undefined, EnvironmentStatus]>([
    ['Active', 'active'],
    ['ACTIVE', 'active'],
    ['active', 'active'],
    ['Creating', 'creating'],
    ['Deleted', 'deleted'],
    ['Deleting', 'deleting'],
    ['Failed', 'failed'],
    ['FAILED_ACTIVATION', 'failed'],
    ['In progress', 'in-progress'],
    ['IN_PROGRESS', 'in-progress'],
    ['in-progress', 'in-progress'],
    ['Updating', 'updating'],
    [' Active ', 'active'],
    ['Suspended', 'unknown'],
    ['', 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
  ])('%j shows %s', (state, status) => {
    expect(environmentStatus(state)).toBe(status);
  });

  it.each<[EnvironmentStatus, EnvironmentTone]>([
    ['active', 'success'],
    ['creating', 'pending'],
    ['deleted', 'stopped'],
    ['deleting', 'pending'],
    ['failed', 'error'],
    ['in-progress', 'pending'],
    ['unknown', 'unknown'],
    ['updating', 'pending'],
  ])('%s reads as %s', (status, tone) => {
    expect(environmentTone(status)).toBe(tone);
  });
});

describe('an environment type', () => {
  it.each<[string | null | undefined, EnvironmentType | null]>([
    ['PRODUCTION', 'production'],
    ['Production', 'production'],
    ['PROD', 'production'],
    ['TEST', 'test'],
    ['DEVELOPMENT', 'development'],
    ['STAGING', 'staging'],
    ['ADDITIONAL_TEST', 'additional-test'],
    ['Additional test environment', 'additional-test'],
    ['SERVICE_CONSOLE', 'service-console'],
    ['service console', 'service-console'],
    ['SANDBOX', null],
    [null, null],
  ])('%j is %s', (value, type) => {
    expect(environmentType(value)).toBe(type);
  });
});

describe("where an environment's console opens", () => {
  const url = 'https://hcm-prod.fa.us-ashburn-1.oraclecloud.example/fscmUI/faces/FuseWelcome';
  it.each<[string, string | null | undefined, string, string | null]>([
    ['an active https console', url, 'Active', url],
    ['a failed one (its console shows the failure)', url, 'Failed', url],
    ['an updating one', url, 'Updating', url],
    ['one in an unknown state', url, 'Suspended', url],
    ['a deleted one', url, 'Deleted', null],
    ['one being deleted', url, 'Deleting', null],
    ['one without an address', null, 'Active', null],
    ['an http address', 'http://hcm.example/', 'Active', null],
    ['a script address', 'javascript:alert(1)', 'Active', null],
    ['no address at all', 'not a url', 'Active', null],
  ])('%s: %s', (_label, address, lifecycleState, expected) => {
    expect(environmentConsoleUrl({ url: address, lifecycleState })).toBe(expected);
  });
});

const NAVIGATION: NavigationItem[] = [
  {
    key: 'saas-applications',
    type: 'parent',
    text: 'Applications',
    isCategoryGroup: true,
    children: [
      {
        key: 'saas-hcm',
        type: 'plugin',
        text: 'Human Capital Management',
        path: '/saasenvironments/hcm',
        saasServiceTypes: ['HCM'],
      },
      {
        key: 'saas-erp',
        type: 'plugin',
        text: 'Enterprise Resource Planning',
        path: '/saasenvironments/erp',
        saasServiceTypes: ['ERP', 'financials'],
      },
      { key: 'saas-erp-again', type: 'plugin', text: 'ERP again', path: '/erp', saasServiceTypes: ['ERP'] },
      { key: 'saas-ext', type: 'link', text: 'Supply chain', path: 'https://scm.example', saasServiceTypes: ['SCM'] },
    ],
  },
  { key: 'compute', type: 'plugin', text: 'Compute', path: '/compute' },
];

describe('the SaaS services of the navigation tree', () => {
  it('names each service type once, upper-cased, with the first item that names it and its console page', () => {
    const services = navigationSaasServices(NAVIGATION);
    expect([...services.keys()]).toEqual(['HCM', 'ERP', 'FINANCIALS', 'SCM']);
    expect(services.get('HCM')).toEqual({ text: 'Human Capital Management', path: '/saasenvironments/hcm' });
    expect(services.get('ERP')).toEqual({ text: 'Enterprise Resource Planning', path: '/saasenvironments/erp' });
    expect(services.get('SCM')).toEqual({ text: 'Supply chain', path: null });
    expect(navigationSaasServices([]).size).toBe(0);
  });
});

describe('the app subscriptions listed (spec 2 §5)', () => {
  const subscription = (id: string, serviceName: string, isClassicSubscription: boolean | null) => ({
    id,
    serviceName,
    isClassicSubscription,
    classicSubscriptionId: isClassicSubscription ? `classic-${id}` : null,
  });
  const types = navigationSaasServices(NAVIGATION);

  it.each<[string, AppSubscriptionFacts, boolean]>([
    ['a classic one', subscription('a', 'OTHER', true), true],
    ['one whose service type is in the navigation tree', subscription('b', 'HCM', false), true],
    ['one whose type is in the tree in another case', subscription('c', 'erp', null), true],
    ['one neither classic nor in the tree', subscription('d', 'OTHER', false), false],
    ['one of unknown kind not in the tree', subscription('e', 'OTHER', null), false],
    ['the cloud credit subscription, though classic', subscription('f', 'CLOUDCM', true), false],
  ])('keeps %s: %s', (_label, entry, kept) => {
    expect(appSubscriptions([entry], types)).toEqual(kept ? [entry] : []);
  });

  it('keeps the order and drops a subscription listed twice', () => {
    const hcm = subscription('hcm', 'HCM', true);
    const erp = subscription('erp', 'ERP', true);
    expect(appSubscriptions([hcm, erp, hcm], new Set())).toEqual([hcm, erp]);
  });
});

describe("a subscription's environments", () => {
  const environment = (id: string, subscriptionIds: string[] | null): AppEnvironmentFacts => ({
    id,
    displayName: id,
    lifecycleState: 'Active',
    subscriptionIds,
  });
  const environments = [
    environment('by-classic-id', ['12345']),
    environment('by-id', ['ocid1.sub.hcm']),
    environment('other', ['999']),
    environment('none', null),
    environment('both', ['999', '12345']),
  ];

  it('are those naming its id or classic subscription id', () => {
    const found = subscriptionEnvironments(
      { id: 'ocid1.sub.hcm', serviceName: 'HCM', isClassicSubscription: true, classicSubscriptionId: '12345' },
      environments
    );
    expect(found.map(entry => entry.id)).toEqual(['by-classic-id', 'by-id', 'both']);
  });

  it('are found by id alone without a classic subscription id', () => {
    const found = subscriptionEnvironments(
      { id: 'ocid1.sub.hcm', serviceName: 'HCM', isClassicSubscription: false, classicSubscriptionId: null },
      environments
    );
    expect(found.map(entry => entry.id)).toEqual(['by-id']);
  });
});
