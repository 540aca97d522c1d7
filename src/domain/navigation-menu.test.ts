import { describe, expect, it } from 'vitest';
import { navigationMenu } from '../../emulator/plugins/navigation-data.ts';
import {
  navigationTree,
  DEFAULT_PINNED_KEYS,
  NAVIGATION_LIMITS,
  PINNED_KEY,
  RECENT_KEY,
  STATIC_GROUPS,
  buildNavigationMenu,
  consoleScopes,
  filterNavigationEntries,
  filterNavigationItems,
  flattenNavigationItems,
  formatLinkPath,
  homeNavigationLinks,
  isGovernmentRegion,
  itemForPath,
  matchesNavigationFilter,
  passesItemFilters,
  resolveItemPath,
  type NavigationItem,
  type NavigationMenuEntry,
  type NavigationMenuView,
  type PaasSection,
} from './navigation-menu.ts';
import { defaultPinnedLinks, type NavigationLink } from './navigation-links.ts';
import type { PaasServiceGroup } from './service-entitlements.ts';
import { navigationContext } from '../../test/navigation-fixture.ts';

const context = navigationContext;

const link = (key: string, path: string, extra: Partial<NavigationItem> = {}): NavigationItem => ({
  key,
  type: 'link',
  text: key,
  path,
  ...extra,
});

const NO_PAAS: PaasSection = { status: 'idle', groups: [], error: null };

/** The real registry (English) the local cloud serves. */
const REGISTRY = navigationMenu('en');

function keys(items: readonly NavigationItem[]): string[] {
  return flattenNavigationItems(items).map(item => item.key);
}

function build(overrides: Partial<Parameters<typeof buildNavigationMenu>[0]> = {}): NavigationMenuView {
  return buildNavigationMenu({
    registry: REGISTRY,
    context: context(),
    paas: NO_PAAS,
    pinned: [],
    recent: [],
    ...overrides,
  });
}

function group(view: NavigationMenuView, key: string) {
  const found = view.groups.find(candidate => candidate.key === key);
  if (!found) throw new Error(`no group ${key}`);
  return found;
}

const entryKeys = (entries: readonly NavigationMenuEntry[]) => entries.map(entry => entry.key);

describe('constants (spec 3 §2, §9; spec 1 §9)', () => {
  it('has the nav menu defaults, static groups and list keys', () => {
    expect(NAVIGATION_LIMITS).toEqual({ recent: 12, pinned: 12, homeFeatured: 6, homeRecent: 6, limit: 60 });
    expect(Object.values(STATIC_GROUPS)).toEqual([
      'GROUP_HOME',
      'STATIC__RECENT',
      'STATIC__PINNED',
      'STATIC__FEATURED',
    ]);
    expect([RECENT_KEY, PINNED_KEY]).toEqual(['recent', 'pinned']);
  });

  it('pins instances and virtual cloud networks by default, and both exist in the registry', () => {
    const links = defaultPinnedLinks(1000);
    expect(links.map(entry => entry.itemKey)).toEqual(['compute-instances', 'networking-vcns']);
    expect(DEFAULT_PINNED_KEYS).toEqual(['compute-instances', 'networking-vcns']);
    const all = new Map(flattenNavigationItems(REGISTRY.items).map(item => [item.key, item]));
    for (const entry of links) {
      expect(all.get(entry.itemKey)?.parentKey).toBe(entry.parentItemKey);
      expect(entry.LastAccessed).toBe(1000);
    }
  });
});

describe('consoleScopes (spec 3 §6)', () => {
  it('is data platform when no persona is chosen', () => {
    expect(consoleScopes(null, 'en')).toEqual(['data-platform']);
    expect(consoleScopes({ isDismissed: true }, 'en')).toEqual(['data-platform']);
    expect(consoleScopes({ en: ['hobbyist', 'full-stack-developer'] }, 'en')).toEqual(['data-platform']);
  });

  it('maps the personas of the active language to scopes, once each', () => {
    expect(consoleScopes({ en: ['account-administrator', 'application-administrator'] }, 'en')).toEqual([
      'account-admin',
    ]);
    expect(
      consoleScopes({ de: ['security-administrator', 'ai-ml-data-scientist'], en: ['cloud-architect'] }, 'de')
    ).toEqual(['security-admin', 'data-scientist']);
    expect(consoleScopes({ en: ['cloud-architect'] }, 'fr'), 'falls back to English').toEqual(['cloud-architect']);
  });
});

describe('isGovernmentRegion', () => {
  it('knows the government regions', () => {
    expect(isGovernmentRegion('us-langley-1')).toBe(true);
    expect(isGovernmentRegion('us-gov-ashburn-1')).toBe(true);
    expect(isGovernmentRegion('uk-gov-london-1')).toBe(true);
    expect(isGovernmentRegion('us-ashburn-1')).toBe(false);
  });
});

describe('paths of items', () => {
  it('fills formatted links and refuses one with a missing value', () => {
    expect(
      formatLinkPath('https://x.example/?r={region}&t={tenancyName}', { region: 'eu-frankfurt-1', tenancyName: 'a b' })
    ).toBe('https://x.example/?r=eu-frankfurt-1&t=a%20b');
    expect(formatLinkPath('https://x.example/{tenancyName}', {})).toBeNull();
  });

  it('accepts registered plugin paths, shell pages, /sfo/ and http(s) URLs; strips a leading #/', () => {
    const ctx = context();
    expect(resolveItemPath({ type: 'link', path: '/compute/instances' }, ctx)).toBe('/compute/instances');
    expect(resolveItemPath({ type: 'link', path: '#/compute/instances' }, ctx)).toBe('/compute/instances');
    expect(resolveItemPath({ type: 'link', path: '/applications' }, ctx)).toBe('/applications');
    expect(resolveItemPath({ type: 'link', path: '/sfo/anything' }, ctx)).toBe('/sfo/anything');
    expect(resolveItemPath({ type: 'link', path: 'https://cloud.mysql.com/' }, ctx)).toBe('https://cloud.mysql.com/');
  });

  it('refuses unregistered, protocol-relative, script and traversal paths', () => {
    const ctx = context();
    for (const path of ['/nowhere', '//evil.example/compute', 'javascript:alert(1)', 'compute', '/compute/../x', '']) {
      expect(resolveItemPath({ type: 'link', path }, ctx), path).toBeNull();
    }
  });
});

describe('passesItemFilters (spec 3 §5: all must pass)', () => {
  const item = link('a', '/compute/instances');

  it('passes a plain item with a label and a valid path', () => {
    expect(passesItemFilters(item, context())).toBe(true);
  });

  it('drops items disabled for non-domain tenancies or in government regions', () => {
    expect(
      passesItemFilters({ ...item, disabledForNonDomainTenancies: true }, context({ isDomainTenancy: false }))
    ).toBe(false);
    expect(passesItemFilters({ ...item, disabledForNonDomainTenancies: true }, context())).toBe(true);
    expect(
      passesItemFilters({ ...item, disabledInGovernmentRegions: true }, context({ isGovernmentRegion: true }))
    ).toBe(false);
    expect(passesItemFilters({ ...item, disabledInGovernmentRegions: true }, context())).toBe(true);
  });

  it('needs every feature of the allowlist enabled', () => {
    const flagged = { ...item, featureAllowlist: ['one', 'two'] };
    expect(passesItemFilters(flagged, context({ isFeatureEnabled: name => name === 'one' }))).toBe(false);
    expect(passesItemFilters(flagged, context({ isFeatureEnabled: () => true }))).toBe(true);
  });

  it('needs the experiment campaign and variant to match', () => {
    const experiment = { ...item, experiment: { campaign: 'C', variant: 'B' } };
    expect(passesItemFilters(experiment, context())).toBe(false);
    expect(passesItemFilters(experiment, context({ experiments: { C: 'A' } }))).toBe(false);
    expect(passesItemFilters(experiment, context({ experiments: { C: 'B' } }))).toBe(true);
  });

  it('needs a non-empty label', () => {
    expect(passesItemFilters({ ...item, text: '  ' }, context())).toBe(false);
  });

  it('needs a valid path or children', () => {
    expect(passesItemFilters({ ...item, path: '/nowhere' }, context())).toBe(false);
    const parent: NavigationItem = { key: 'p', type: 'parent', text: 'P', children: [item] };
    expect(passesItemFilters(parent, context())).toBe(true);
    expect(passesItemFilters(parent, context(), [])).toBe(false);
    expect(passesItemFilters({ key: 'h', type: 'header', text: 'H', path: '/compute' }, context(), [])).toBe(false);
  });
});

describe('filterNavigationItems (spec 3 §2, §6)', () => {
  it('keeps the applications console link only for SaaS customers, opening in a new tab', () => {
    expect(keys(filterNavigationItems(REGISTRY.items, context()))).not.toContain('applications-console');
    const saas = filterNavigationItems(REGISTRY.items, context({ saasCustomer: true }));
    const console = saas.find(item => item.key === 'applications-console');
    expect(console?.openInNewTab).toBe(true);
    expect(console?.path).toBe('/applications');
  });

  it('lists the SaaS applications category for SaaS customers: their apps plus the classic console link', () => {
    expect(keys(filterNavigationItems(REGISTRY.items, context()))).not.toContain('saas-applications');
    const items = filterNavigationItems(
      REGISTRY.items,
      context({ saasCustomer: true, saasServiceTypes: ['HCM', 'ERP'] })
    );
    const category = items.find(item => item.key === 'saas-applications');
    expect(category?.children?.map(child => child.key)).toEqual([
      'saas-hcm',
      'saas-erp',
      'saas-links',
      'saas-classic-console',
    ]);
    const classic = category?.children?.find(child => child.key === 'saas-classic-console');
    expect(resolveItemPath(classic ?? { type: 'link' }, context())).toBe(
      'https://myservices-acme-corp.console.oraclecloud.com/mycloud/cloudportal/dashboard'
    );
  });

  it('removes the payment-method child of account management', () => {
    const all = keys(REGISTRY.items);
    expect(all).toContain('account-management-payment-method');
    const kept = filterNavigationItems(REGISTRY.items, context());
    expect(keys(kept)).toContain('account-management-overview');
    expect(keys(kept)).not.toContain('account-management-payment-method');
  });

  it('hides heatwave items unless the database type matches', () => {
    expect(keys(filterNavigationItems(REGISTRY.items, context()))).not.toContain('heatwave-aws');
    expect(keys(filterNavigationItems(REGISTRY.items, context({ databaseType: 'mysqldsaws' })))).toContain(
      'heatwave-aws'
    );
    expect(keys(filterNavigationItems(REGISTRY.items, context()))).toContain('heatwave-db-systems');
  });

  it('filters by console scopes: scoped items only for their scopes, the others for everyone', () => {
    const byDefault = keys(filterNavigationItems(REGISTRY.items, context()));
    expect(byDefault).toEqual(expect.arrayContaining(['generative-ai', 'opsi', 'compute-instances']));
    expect(byDefault).not.toContain('ai-vision');
    expect(byDefault).not.toContain('security-bastion');
    expect(byDefault).not.toContain('account-admin');

    const scientist = keys(filterNavigationItems(REGISTRY.items, context({ scopes: ['data-scientist'] })));
    expect(scientist).toEqual(expect.arrayContaining(['ai-vision', 'generative-ai']));
    expect(scientist).not.toContain('opsi');
    expect(keys(filterNavigationItems(REGISTRY.items, context({ scopes: ['security-admin'] })))).toContain(
      'security-bastion'
    );
    const admin = keys(filterNavigationItems(REGISTRY.items, context({ scopes: ['account-admin'] })));
    expect(admin).toEqual(expect.arrayContaining(['account-admin', 'governance-organizations']));
    expect(keys(filterNavigationItems(REGISTRY.items, context({ scopes: ['cloud-architect'] })))).toContain(
      'governance-organizations'
    );
  });

  it('applies the §5 filters to the registry: domains, government regions, allowlists, experiments', () => {
    expect(keys(filterNavigationItems(REGISTRY.items, context({ isDomainTenancy: false })))).not.toContain(
      'identity-domains'
    );
    const government = keys(filterNavigationItems(REGISTRY.items, context({ isGovernmentRegion: true })));
    expect(government).not.toContain('marketplace-applications');
    expect(government, 'an emptied category goes too').not.toContain('marketplace');
    expect(keys(filterNavigationItems(REGISTRY.items, context()))).not.toContain('identity-compartment-explorer');
    expect(
      keys(
        filterNavigationItems(REGISTRY.items, context({ isFeatureEnabled: name => name === 'compartments-data-plane' }))
      )
    ).toContain('identity-compartment-explorer');
    expect(keys(filterNavigationItems(REGISTRY.items, context()))).not.toContain('quickstarts');
    expect(
      keys(
        filterNavigationItems(
          REGISTRY.items,
          context({ experiments: { 'Shell-GuidedJourney': 'quickstarts-in-menu' } })
        )
      )
    ).toContain('quickstarts');
  });

  it('drops a parent whose children are all filtered out, and sets parent keys', () => {
    const items: NavigationItem[] = [
      { key: 'p', type: 'parent', text: 'P', children: [link('c', '/compute', { scopes: ['security-admin'] })] },
      { key: 'q', type: 'parent', text: 'Q', children: [{ ...link('d', '/compute'), parentKey: undefined }] },
    ];
    const kept = filterNavigationItems(items, context());
    expect(kept.map(item => item.key)).toEqual(['q']);
    expect(kept[0]?.children?.[0]?.parentKey).toBe('q');
  });
});

const PAAS_GROUPS: PaasServiceGroup[] = [
  {
    id: 'analytics',
    name: 'Analytics',
    weight: 1,
    services: [
      {
        id: 'oac',
        displayName: 'Analytics Cloud',
        shortDisplayName: 'OAC',
        weight: 1,
        url: 'https://oac.example.com/admin',
        openInNewTab: true,
      },
    ],
  },
  {
    id: null,
    name: null,
    weight: 9999,
    services: [
      {
        id: 'misc',
        displayName: 'Misc service',
        shortDisplayName: 'Misc service',
        weight: 9999,
        url: 'https://misc.example.com/',
        openInNewTab: true,
      },
    ],
  },
];

describe('buildNavigationMenu', () => {
  it('starts with the static groups home, pinned, recent, featured, then the categories', () => {
    const view = build();
    expect(view.groups.slice(0, 4).map(entry => entry.key)).toEqual([
      'GROUP_HOME',
      'STATIC__PINNED',
      'STATIC__RECENT',
      'STATIC__FEATURED',
    ]);
    expect(view.groups.slice(4).every(entry => entry.kind === 'category')).toBe(true);
    expect(entryKeys(group(view, 'GROUP_HOME').entries)).toEqual(['home', 'dashboards']);
    expect(group(view, 'GROUP_HOME').entries.map(entry => entry.path)).toEqual(['/', '/dashboard']);
  });

  it('lists the featured items, with the applications console link first for SaaS customers', () => {
    expect(entryKeys(group(build(), 'STATIC__FEATURED').entries)).toEqual(REGISTRY.featured);
    const saas = group(build({ context: context({ saasCustomer: true }) }), 'STATIC__FEATURED').entries;
    expect(saas[0]).toMatchObject({ key: 'applications-console', openInNewTab: true, path: '/applications' });
  });

  it('shows pinned items in pinned order, marked pinned wherever they appear; filtered ones are left out', () => {
    const pinned: NavigationLink[] = [
      { itemKey: 'object-storage-buckets', parentItemKey: 'storage-header-object', LastAccessed: 3 },
      { itemKey: 'ai-vision', parentItemKey: 'analytics-ai', LastAccessed: 2 },
      { itemKey: 'compute-instances', parentItemKey: 'compute-header-instances', LastAccessed: 1 },
    ];
    const view = build({ pinned });
    expect(entryKeys(group(view, 'STATIC__PINNED').entries)).toEqual(['object-storage-buckets', 'compute-instances']);
    const instances = group(view, 'compute').entries[0]?.children[0];
    expect(instances).toMatchObject({ key: 'compute-instances', pinned: true, pinnable: true });
    expect(view.pinnedCount).toBe(3);
    expect(view.maxPinned).toBe(12);
  });

  it('shows recent items newest first, at most 12', () => {
    const recentKeys = flattenNavigationItems(filterNavigationItems(REGISTRY.items, context()))
      .filter(item => item.type === 'plugin')
      .map(item => item.key)
      .slice(0, 14);
    const recent = recentKeys.map((itemKey, index) => ({ itemKey, parentItemKey: null, LastAccessed: index }));
    const entries = group(build({ recent }), 'STATIC__RECENT').entries;
    expect(entries).toHaveLength(12);
    expect(entries[0]?.key).toBe(recentKeys[13]);
    expect(entries[11]?.key).toBe(recentKeys[2]);
  });

  it('gives categories headers, parents, muted and new-tab links, related services and help items', () => {
    const view = build({ context: context({ databaseType: 'mysqldsaws' }) });
    const networking = group(view, 'networking');
    expect(networking.text).toBe('Networking');
    const balancers = networking.entries.find(entry => entry.key === 'networking-load-balancers');
    expect(balancers?.kind).toBe('header');
    expect(entryKeys(balancers?.children ?? [])).toEqual([
      'networking-load-balancer',
      'networking-network-load-balancer',
    ]);
    expect(networking.entries.find(entry => entry.key === 'networking-cpes')?.muted).toBe(true);
    expect(entryKeys(networking.relatedServices)).toEqual(['compute-instances', 'networking-load-balancer']);
    expect(group(view, 'compute').helpItems[0]?.url).toMatch(/^https:\/\/docs\./);

    const heatwave = group(view, 'databases').entries.find(entry => entry.key === 'databases-header-heatwave');
    const aws = heatwave?.children.find(entry => entry.key === 'heatwave-aws');
    expect(aws).toMatchObject({
      kind: 'link',
      external: true,
      openInNewTab: true,
      path: 'https://cloud.mysql.com/?region=us-ashburn-1&tenant=acme-corp',
    });
    const account = group(view, 'billing').entries.find(entry => entry.key === 'account-management');
    expect(account).toMatchObject({ kind: 'link', path: '/account-management' });
    expect(entryKeys(account?.children ?? [])).toEqual([
      'account-management-overview',
      'account-management-subscriptions',
    ]);
  });

  it('fills "other services" from the service entitlements, grouped by group name, each in a new tab', () => {
    const view = build({ paas: { status: 'ready', groups: PAAS_GROUPS, error: null } });
    const section = group(view, 'other-services');
    expect(section.loading).toBe(false);
    expect(section.errorInfo).toBeNull();
    const [analytics, misc] = section.entries;
    expect(analytics).toMatchObject({ kind: 'header', text: 'Analytics' });
    expect(analytics?.children[0]).toMatchObject({
      text: 'Analytics Cloud',
      path: 'https://oac.example.com/admin',
      openInNewTab: true,
      external: true,
    });
    expect(misc).toMatchObject({ kind: 'link', text: 'Misc service', openInNewTab: true });
  });

  it('shows the section loading or with its error, and leaves it out when never requested', () => {
    expect(group(build({ paas: { status: 'loading', groups: [], error: null } }), 'other-services')).toMatchObject({
      loading: true,
      entries: [],
      errorInfo: null,
    });
    expect(
      group(build({ paas: { status: 'failed', groups: [], error: 'region-not-subscribed' } }), 'other-services')
        .errorInfo
    ).toEqual({ code: 'region-not-subscribed' });
    expect(build().groups.some(entry => entry.key === 'other-services')).toBe(false);
  });

  it('gives the home page six featured and six recent entries', () => {
    const recent = ['compute-instances', 'networking-vcns', 'logging', 'announcements', 'usage', 'support', 'opsi'].map(
      (itemKey, index) => ({ itemKey, parentItemKey: null, LastAccessed: index })
    );
    const home = homeNavigationLinks(build({ recent, context: context({ saasCustomer: true }) }));
    expect(home.featured).toHaveLength(6);
    expect(home.featured[0]?.key).toBe('applications-console');
    expect(entryKeys(home.recent)).toEqual(['opsi', 'support', 'usage', 'announcements', 'logging', 'networking-vcns']);
  });
});

describe('navigationTree (the plugin context, spec 1 §3)', () => {
  it('gives plugins the categories with their internal links, never headers or other sites', () => {
    const view = build();
    const tree = navigationTree(view);
    expect(tree.length).toBe(view.groups.filter(entry => entry.kind === 'category' && entry.text !== '').length);
    for (const node of tree) {
      expect(node.children.length).toBeGreaterThan(0);
      expect(node.path).toBe(node.children[0]?.path);
      expect(node.children.every(child => child.path.startsWith('/'))).toBe(true);
    }
    expect(tree.flatMap(node => node.children.map(child => child.path))).toContain('/compute/instances');
  });
});

describe('recents (spec 3 §4, §9)', () => {
  it('finds the item a visited path belongs to: the longest item path, query and /sfo ignored', () => {
    expect(itemForPath(REGISTRY.items, '/compute/instances/ocid1.instance.oc1..x?region=us-ashburn-1')?.key).toBe(
      'compute-instances'
    );
    expect(itemForPath(REGISTRY.items, '/networking/load-balancers/network-load-balancer/nlb1')?.key).toBe(
      'networking-network-load-balancer'
    );
    expect(itemForPath(REGISTRY.items, '/sfo/networking/vcns')?.key).toBe('networking-vcns');
    expect(itemForPath(REGISTRY.items, '/account-management/overview')?.parentKey).toBe('account-management');
    expect(itemForPath(REGISTRY.items, '/nowhere')).toBeUndefined();
    expect(itemForPath(REGISTRY.items, '/')).toBeUndefined();
  });
});

describe('the menu filter', () => {
  it('matches labels and search tags, ignoring case and accents, every word', () => {
    const entry = { text: 'Virtual cloud networks', searchTags: ['VCN', 'Subnetz'] };
    expect(matchesNavigationFilter(entry, 'vcn')).toBe(true);
    expect(matchesNavigationFilter(entry, 'CLOUD net')).toBe(true);
    expect(matchesNavigationFilter(entry, 'subnetz')).toBe(true);
    expect(matchesNavigationFilter({ text: 'Überblick', searchTags: [] }, 'uberb')).toBe(true);
    expect(matchesNavigationFilter(entry, 'cloud storage')).toBe(false);
  });

  it('returns matching category links once, at most 60', () => {
    const view = build({ pinned: defaultPinnedLinks(1) });
    const results = filterNavigationEntries(view.groups, 'vcn');
    expect(entryKeys(results)).toEqual(['networking-vcns']);
    const everything = filterNavigationEntries(view.groups, 'e');
    expect(everything.length).toBeGreaterThan(20);
    expect(filterNavigationEntries(view.groups, 'e', 5)).toHaveLength(5);
    expect(new Set(entryKeys(everything)).size).toBe(everything.length);
    const many: NavigationMenuView = {
      ...view,
      groups: [
        {
          ...group(view, 'compute'),
          entries: Array.from({ length: 70 }, (_, index) => ({
            ...(group(view, 'compute').entries[0]?.children[0] as NavigationMenuEntry),
            key: `k${index}`,
          })),
        },
      ],
    };
    expect(filterNavigationEntries(many.groups, 'instances')).toHaveLength(60);
  });
});
