import { describe, expect, it } from 'vitest';
import { PLUGINS } from '../../emulator/plugins/registry-data.ts';
import { FEATURE_FLAG_DEFAULTS } from '../feature-flags.ts';
import { matchRoute } from '../router/route-table.ts';
import type { CapabilitiesResponse } from '../services/identity.ts';
import { capabilitiesOf } from '../../test/capabilities-fixture.ts';
import {
  baselineQuickActionContext,
  QUICK_ACTIONS_SHOWN,
  QUICK_ACTION_FLAG_NAMES,
  VIEW_ALL_RESOURCES_PATH,
  alwaysFreeBadgeShown,
  homeQuickActions,
  type QuickActionContext,
  type QuickActionFlags,
} from './quick-actions.ts';
import { readSearchPageView } from './search-page.ts';

type AccountInfo = CapabilitiesResponse['accountInfo'];

const PAYG: AccountInfo = capabilitiesOf().accountInfo;
const TRIAL: AccountInfo = capabilitiesOf({ freeTierEnabled: true, promotionStatus: 'active' }).accountInfo;
const ALWAYS_FREE: AccountInfo = capabilitiesOf({ freeTierEnabled: true, freeTierOnly: true }).accountInfo;

/** The tiles of spec 2 §2 in order, as each realm shows them. */
const FIRST_SIX = [
  'compute-instance',
  'transactional-database',
  'analytics-database',
  'networking-setup',
  'resource-manager-stack',
  'object-storage',
];
const COMMERCIAL_V2 = [...FIRST_SIX, 'load-balancer', 'dev-tools', 'view-all-resources'];
const GOVERNMENT_SIX = FIRST_SIX.filter(id => id !== 'resource-manager-stack').concat('load-balancer');
const GOVERNMENT_V2 = [...GOVERNMENT_SIX, 'block-volume', 'view-all-resources'];

/** The baseline context with some fields and flags changed. */
function context(
  overrides: Partial<Omit<QuickActionContext, 'flags'>> = {},
  flags: Partial<QuickActionFlags> = {}
): QuickActionContext {
  const baseline = baselineQuickActionContext();
  return { ...baseline, ...overrides, flags: { ...baseline.flags, ...flags } };
}

const ids = (value: QuickActionContext) => homeQuickActions(value).map(action => action.id);
const hrefOf = (value: QuickActionContext, id: string) => homeQuickActions(value).find(a => a.id === id)?.href;
const V2 = { 'quick-actions-v2': true };

describe('homeQuickActions: which tiles show', () => {
  it.each([
    ['commercial, v2 off', {}, {}, FIRST_SIX],
    ['commercial, v2 on: all but block volume', {}, V2, COMMERCIAL_V2],
    ['commercial disconnected, v2 on', { disconnected: true }, V2, COMMERCIAL_V2],
    ['government, v2 off: six of the tiles the realm allows', { government: true }, {}, GOVERNMENT_SIX],
    ['government, v2 on: no sample stacks, block volume shows', { government: true }, V2, GOVERNMENT_V2],
    [
      'disconnected government, v2 on: no block volume',
      { government: true, disconnected: true },
      V2,
      GOVERNMENT_V2.filter(id => id !== 'block-volume'),
    ],
  ])('%s', (_label, overrides, flags, expected) => {
    expect(ids(context(overrides, flags))).toEqual(expected);
  });

  it('never shows more than 6 tiles without v2 and 10 with it', () => {
    expect(QUICK_ACTIONS_SHOWN).toBe(6);
    expect(new Set([...COMMERCIAL_V2, ...GOVERNMENT_V2]).size).toBe(10);
    for (const government of [false, true]) {
      for (const disconnected of [false, true]) {
        expect(ids(context({ government, disconnected })).length).toBeLessThanOrEqual(6);
        expect(ids(context({ government, disconnected }, V2)).length).toBeLessThanOrEqual(10);
      }
    }
  });

  it('gives every tile a unique id and its own title message', () => {
    const all = [...homeQuickActions(context({}, V2)), ...homeQuickActions(context({ government: true }, V2))];
    const titles = new Map(all.map(action => [action.id, action.title]));
    expect(new Set(titles.values()).size).toBe(titles.size);
  });
});

describe('homeQuickActions: durations (spec 2 §2)', () => {
  const all = [...homeQuickActions(context({}, V2)), ...homeQuickActions(context({ government: true }, V2))];
  it.each([
    ['compute-instance', { min: 2, max: 6 }],
    ['transactional-database', { min: 3, max: 5 }],
    ['analytics-database', { min: 3, max: 5 }],
    ['networking-setup', { min: 2, max: 3 }],
    ['resource-manager-stack', { min: 2, max: 6 }],
    ['object-storage', { min: 2, max: 6 }],
    ['load-balancer', { min: 5, max: 5 }],
    ['dev-tools', { min: 10, max: 15 }],
    ['block-volume', { min: 2, max: 6 }],
    ['view-all-resources', undefined],
  ])('%s takes %o', (id, duration) => {
    expect(all.find(action => action.id === id)?.duration).toEqual(duration);
  });
});

describe('homeQuickActions: links', () => {
  it.each([
    [false, false, '/db/adb?open=create-database&dbWorkload=OLTP', '/db/adb?open=create-database&dbWorkload=DW'],
    [false, true, '/db/adb/atp?open=create-database', '/db/adb/adw?open=create-database'],
    [true, false, '/db/atp/create', '/db/adw/create'],
    [true, true, '/db/atp/create', '/db/adw/create'],
  ])('database: create page %s, unified page %s → %s and %s', (createPage, unified, atp, adw) => {
    const value = context({}, { 'quick-actions-db-create-page': createPage, 'quick-actions-unified-adb': unified });
    expect(hrefOf(value, 'transactional-database')).toBe(atp);
    expect(hrefOf(value, 'analytics-database')).toBe(adw);
  });

  it.each([
    [true, false, '/networking/load-balancers'],
    [true, true, '/networking/load-balancers'],
    [false, true, '/networking/load-balancers/load-balancer'],
    [false, false, '/load-balancer/create-load-balancer'],
  ])('load balancer: overview %s, network page %s → %s', (overview, network, href) => {
    const value = context({}, { ...V2, 'quick-actions-lb-overview': overview, 'quick-actions-network-lb': network });
    expect(hrefOf(value, 'load-balancer')).toBe(href);
  });

  it.each([
    ['compute-instance', '/compute/instances/create'],
    ['networking-setup', '/networking/vcns?open=networking-quickstart'],
    ['resource-manager-stack', '/resourcemanager/stacks/create?preSelectedSolutionId=mushop'],
    ['object-storage', '/object-storage/buckets?open=create-object-storage-bucket'],
    ['dev-tools', '/resourcemanager/stacks/create?preSelectedSolutionId=developer-tools'],
    ['view-all-resources', '/search?sq=query%20all%20resources'],
  ])('%s → %s', (id, href) => {
    expect(hrefOf(context({}, V2), id)).toBe(href);
  });

  it('block volume → its create panel', () => {
    expect(hrefOf(context({ government: true }, V2), 'block-volume')).toBe(
      '/block-storage/volumes?open=create-block-volume'
    );
  });

  it('"view all resources" opens advanced search with the all-resources query', () => {
    const url = new URL(VIEW_ALL_RESOURCES_PATH, 'https://console.example');
    expect(url.pathname).toBe('/search');
    expect(readSearchPageView(url.search)).toEqual({ kind: 'advanced', query: 'query all resources' });
  });
});

describe('every deep link lands on a page that exists', () => {
  const prefixes = PLUGINS.map(plugin => plugin.pathPrefix);
  const booleans = [false, true];
  const links = new Set<string>();
  for (const createPage of booleans)
    for (const unified of booleans)
      for (const overview of booleans)
        for (const network of booleans)
          for (const government of booleans)
            for (const disconnected of booleans) {
              const flags = {
                ...V2,
                'quick-actions-db-create-page': createPage,
                'quick-actions-unified-adb': unified,
                'quick-actions-lb-overview': overview,
                'quick-actions-network-lb': network,
              };
              for (const action of homeQuickActions(context({ government, disconnected }, flags)))
                links.add(action.href);
            }

  it('covers every tile and every flag-dependent target', () => {
    expect(links.size).toBe(16);
  });

  it.each([...links])('%s is a plugin page of the registry or a shell page, keeping its query', href => {
    const url = new URL(href, 'https://console.example');
    const match = matchRoute(url, { prefixes }, { saasScope: false });
    if (url.pathname === '/search') {
      // The advanced search page of the shell (issue 13); a registry that still routes /search serves it as a plugin.
      expect(['search', 'plugin']).toContain(match.kind);
      return;
    }
    expect(match).toMatchObject({ kind: 'plugin', path: url.pathname });
    // The plugin receives the path with its query (stores/plugin-state.ts): `open=` opens the create panel.
    if (url.search) expect(url.searchParams.get('open') ?? url.searchParams.get('preSelectedSolutionId')).toBeTruthy();
  });
});

describe('alwaysFreeBadgeShown (spec 2 §2, §5)', () => {
  const account = (accountInfo: AccountInfo | null, isInternal = false) => ({ accountInfo, isInternal });
  it.each([
    ['pay-as-you-go', account(PAYG), false],
    ['trial', account(TRIAL), true],
    ['trial in its grace period', account({ ...TRIAL, promotionStatus: 'grace_period' }), true],
    ['trial upgraded to paid', account({ ...TRIAL, promotionUpgraded: true }), false],
    ['trial converted to paid', account({ ...TRIAL, promotionStatus: 'converted_to_paid' }), false],
    ['Always Free', account(ALWAYS_FREE), true],
    ['expired trial (Always Free only)', account({ ...TRIAL, freeTierOnly: true, promotionStatus: 'expired' }), true],
    ['pay-as-you-go with free tier enabled', account({ ...PAYG, freeTierEnabled: true }), false],
    ['internal tenancy on a trial', account(TRIAL, true), false],
    ['account info unknown', account(null), false],
  ])('%s → %s', (_label, value, shown) => {
    expect(alwaysFreeBadgeShown(context({ account: value }))).toBe(shown);
  });

  it.each([
    ['flag off', { realm: 'oc1' }, { 'always-free-home-page': false }, false],
    ['realm OC4', { realm: 'oc4' }, {}, false],
    ['realm OC1', { realm: 'oc1' }, {}, true],
    ['realm OC2', { realm: 'oc2' }, {}, true],
  ])('Always Free account, %s → %s', (_label, overrides, flags, shown) => {
    expect(alwaysFreeBadgeShown(context({ ...overrides, account: account(ALWAYS_FREE) }, flags))).toBe(shown);
  });

  const CREATED = '2024-06-01T00:00:00.000Z';
  it.each([
    // [account, promo cutoff, free-tier cutoff, created, shown]
    ['trial', '', '', CREATED, true],
    ['trial', 'not a date', '2020-01-01', CREATED, true],
    ['trial', '2024-12-31', '', CREATED, true],
    ['trial', '2024-06-01T00:00:00.000Z', '', CREATED, true],
    ['trial', '2024-01-01', '', CREATED, false],
    ['trial', '2024-01-01', '2099-01-01', CREATED, false],
    ['trial', '2024-12-31', '', null, false],
    ['trial', '2024-12-31', '', 'yesterday', false],
    ['free', '', '', null, true],
    ['free', '2020-01-01', '', CREATED, true],
    ['free', '', '2024-12-31', CREATED, true],
    ['free', '', '2024-01-01', CREATED, false],
    ['free', '', '2024-13-45', CREATED, true],
  ] as const)(
    '%s account, promo cutoff %j, free-tier cutoff %j, created %j → %s',
    (kind, promo, free, created, shown) => {
      const value = context(
        { account: account(kind === 'trial' ? TRIAL : ALWAYS_FREE), accountCreated: created },
        { 'always-free-badge-promo-cutoff': promo, 'always-free-badge-free-tier-cutoff': free }
      );
      expect(alwaysFreeBadgeShown(value)).toBe(shown);
    }
  );

  it('marks only the eligible tiles, and none when the badge is off', () => {
    const badged = (value: QuickActionContext) =>
      homeQuickActions(value)
        .filter(action => action.alwaysFree)
        .map(action => action.id);
    const eligible = ['compute-instance', 'transactional-database', 'analytics-database', 'object-storage'];
    expect(badged(context({ account: account(ALWAYS_FREE), government: true }, V2))).toEqual([
      ...eligible,
      'load-balancer',
      'block-volume',
    ]);
    expect(badged(context({ account: account(TRIAL) }))).toEqual(eligible);
    expect(badged(context({ account: account(PAYG) }, V2))).toEqual([]);
  });
});

describe('baselineQuickActionContext', () => {
  it('holds the flags at their defaults, a connected commercial realm and no account facts', () => {
    const baseline = baselineQuickActionContext();
    for (const name of QUICK_ACTION_FLAG_NAMES) expect(baseline.flags[name]).toBe(FEATURE_FLAG_DEFAULTS[name]);
    expect(ids(baseline)).toEqual(FIRST_SIX);
    expect(homeQuickActions(baseline).some(action => action.alwaysFree)).toBe(false);
  });
});
