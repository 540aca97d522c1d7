import { describe, expect, it } from 'vitest';
import { FLAGGED_REDIRECT_RULES, LEGACY_PATH_MAPPINGS, type RedirectRule } from './legacy-paths.ts';
import {
  CREATE_INSTANCE_PATH,
  defaultHomeTab,
  homeTabPath,
  isAllowedInternalPath,
  isShellPath,
  longestPluginPrefix,
  matchRoute,
  normalizePath,
  redirectRuleTarget,
  stripSfo,
  toInternalPath,
  type RouteMatch,
  type RouteOptions,
} from './route-table.ts';
import { HOME_TABS } from '../domain/home-tabs.ts';

// Spec 3 §2's example prefixes plus the plugin pages of spec 1 §2's route table.
const REGISTRY = {
  prefixes: [
    '/compute',
    '/networking/vcns',
    '/networking/load-balancers/network-load-balancer',
    '/networking/drgs',
    '/object-storage',
    '/block-storage',
    '/db',
    '/identity',
    '/identity/compartments',
    '/account-management',
    '/account-admin',
    '/search',
    '/support',
    '/regions',
    '/tenancy',
    '/resourcemanager',
  ],
};
const IAAS: RouteOptions = { saasScope: false };
const SAAS: RouteOptions = { saasScope: true };

function route(href: string, options: RouteOptions = IAAS, registry = REGISTRY): RouteMatch {
  return matchRoute(new URL(href, 'https://console.example.com'), registry, options);
}

describe('matchRoute: Home', () => {
  it('opens Infrastructure at / and Applications at / for SaaS scope', () => {
    expect(route('/')).toEqual({ kind: 'home', tab: 'infrastructure' });
    expect(route('/', SAAS)).toEqual({ kind: 'home', tab: 'applications' });
  });
  it('opens Applications at /applications for SaaS scope', () => {
    expect(route('/applications', SAAS)).toEqual({ kind: 'home', tab: 'applications' });
  });
  it('sends /applications to / without SaaS scope, where there is no Applications tab', () => {
    expect(route('/applications?x=1')).toEqual({ kind: 'redirect', to: '/?x=1' });
  });
  it('opens Infrastructure at /infrastructure in both scopes', () => {
    expect(route('/infrastructure', SAAS)).toEqual({ kind: 'home', tab: 'infrastructure' });
    expect(route('/infrastructure')).toEqual({ kind: 'home', tab: 'infrastructure' });
  });
  it('opens the Dashboard tab on every dashboard path', () => {
    expect(route('/dashboard')).toEqual({ kind: 'home', tab: 'dashboard', dashboard: {} });
    expect(route('/dashboard/group/g1')).toEqual({ kind: 'home', tab: 'dashboard', dashboard: { groupId: 'g1' } });
    expect(route('/dashboard/group/g1/dashboards')).toEqual({
      kind: 'home',
      tab: 'dashboard',
      dashboard: { groupId: 'g1' },
    });
    expect(route('/dashboard/group/g1/dashboards/d%202')).toEqual({
      kind: 'home',
      tab: 'dashboard',
      dashboard: { groupId: 'g1', dashboardId: 'd 2' },
    });
  });
  it('shows the 404 page for other paths below /dashboard', () => {
    for (const path of [
      '/dashboard/other',
      '/dashboard/group',
      '/dashboard/group/g1/other',
      '/dashboard/group/g1/dashboards/d1/extra',
      '/dashboard/group/%E0%A4%A',
    ]) {
      expect(route(path), path).toEqual({ kind: 'not-found' });
    }
  });
  it('ignores a trailing slash', () => {
    expect(route('/dashboard/')).toEqual({ kind: 'home', tab: 'dashboard', dashboard: {} });
    expect(route('/applications/', SAAS)).toEqual({ kind: 'home', tab: 'applications' });
  });
});

describe('matchRoute: other shell pages', () => {
  it('routes /tenancy-override to the tenancy override page', () => {
    expect(route('/tenancy-override')).toEqual({ kind: 'tenancy-override' });
  });
  it('shows /contextual-help-tool only when enabled', () => {
    expect(route('/contextual-help-tool')).toEqual({ kind: 'not-found' });
    expect(route('/contextual-help-tool', { saasScope: false, contextualHelpTool: true })).toEqual({
      kind: 'contextual-help-tool',
    });
  });
  it('routes quick starts and their manage page to the shell, not to the resource manager plugin', () => {
    expect(route('/resourcemanager/quickstarts?solution=wordpress')).toEqual({ kind: 'quickstarts', view: 'list' });
    expect(route('/resourcemanager/quickstarts/manage')).toEqual({ kind: 'quickstarts', view: 'manage' });
    expect(route('/resourcemanager/stacks/create')).toEqual({
      kind: 'plugin',
      prefix: '/resourcemanager',
      path: '/resourcemanager/stacks/create',
    });
  });
  it('routes /search to the search page, whatever its query, even though the registry has a search plugin', () => {
    for (const href of [
      '/search',
      '/search/',
      '/search?q=vm&category=services',
      '/search?q=web&category=resources',
      '/search?sq=query%20all%20resources',
      '/search?resource=ocid1.instance.oc1..x',
    ]) {
      expect(route(href), href).toEqual({ kind: 'search' });
    }
    expect(isShellPath('/search')).toBe(true);
  });
  it('shows the 404 page below /search instead of handing it to the search plugin', () => {
    expect(route('/search/advanced')).toEqual({ kind: 'not-found' });
    expect(route('/searching')).toEqual({ kind: 'not-found' });
  });
  it('lands /a/query on advanced search with the query string kept', () => {
    expect(route('/a/query')).toEqual({ kind: 'redirect', to: '/search' });
    expect(route('/search')).toEqual({ kind: 'search' });
  });
  it('never hands a shell path to a plugin, even one registered for it', () => {
    const greedy = {
      prefixes: ['/', '/dashboard', '/applications', '/tenancy-override', '/contextual-help-tool', '/resourcemanager'],
    };
    expect(route('/', IAAS, greedy)).toEqual({ kind: 'home', tab: 'infrastructure' });
    expect(route('/dashboard/x', IAAS, greedy)).toEqual({ kind: 'not-found' });
    expect(route('/applications/x', SAAS, greedy)).toEqual({ kind: 'not-found' });
    expect(route('/tenancy-override/x', IAAS, greedy)).toEqual({ kind: 'not-found' });
    expect(route('/contextual-help-tool', IAAS, greedy)).toEqual({ kind: 'not-found' });
    expect(route('/resourcemanager/quickstarts/other', IAAS, greedy)).toEqual({ kind: 'not-found' });
  });
  it('knows the shell paths', () => {
    expect(isShellPath('/')).toBe(true);
    expect(isShellPath('/dashboard/group/g')).toBe(true);
    expect(isShellPath('/resourcemanager/quickstarts/manage')).toBe(true);
    expect(isShellPath('/resourcemanager/stacks')).toBe(false);
    expect(isShellPath('/dashboards')).toBe(false);
  });
});

describe('matchRoute: plugin pages', () => {
  it('routes the plugin pages of the route table by their registered prefix', () => {
    const pages: [string, string][] = [
      ['/support/home', '/support'],
      ['/tenancy', '/tenancy'],
      ['/regions', '/regions'],
      ['/identity/domains/ocid1.domain?tenant=acme&domain=Default', '/identity'],
      ['/identity/domains/Default?replicateRegions=true', '/identity'],
      ['/identity/domains/my-profile?tenant=acme&domain=Default', '/identity'],
      ['/identity/users', '/identity'],
      ['/account-management/payment-method', '/account-management'],
      ['/account-admin/account', '/account-admin'],
    ];
    for (const [href, prefix] of pages) {
      const path = new URL(href, 'https://x').pathname;
      expect(route(href), href).toEqual({ kind: 'plugin', prefix, path });
    }
  });
  it('picks the longest registered prefix', () => {
    expect(route('/identity/compartments/ocid1')).toMatchObject({ kind: 'plugin', prefix: '/identity/compartments' });
    expect(route('/networking/load-balancers/network-load-balancer/x')).toMatchObject({
      prefix: '/networking/load-balancers/network-load-balancer',
    });
  });
  it('matches whole path segments only: /computer is not /compute', () => {
    expect(route('/compute')).toEqual({ kind: 'plugin', prefix: '/compute', path: '/compute' });
    expect(route('/compute/instances')).toMatchObject({ kind: 'plugin', prefix: '/compute' });
    expect(route('/computer')).toEqual({ kind: 'not-found' });
    expect(route('/networking/vcnsx')).toEqual({ kind: 'not-found' });
  });
  it('shows the 404 page for unknown and unregistered paths', () => {
    expect(route('/no-such-page')).toEqual({ kind: 'not-found' });
    expect(route('/networking/load-balancers')).toEqual({ kind: 'not-found' });
    expect(route('/compute/instances', IAAS, { prefixes: [] })).toEqual({ kind: 'not-found' });
  });
  it('normalizes registry prefixes and paths', () => {
    expect(longestPluginPrefix('/compute//instances/', ['/compute/'])).toBe('/compute');
    expect(longestPluginPrefix('/anything', ['/'])).toBeUndefined();
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('//a//b/')).toBe('/a/b');
  });
});

describe('matchRoute: redirects', () => {
  it('redirects /a/ to /', () => {
    expect(route('/a/')).toEqual({ kind: 'redirect', to: '/' });
    expect(route('/a')).toEqual({ kind: 'redirect', to: '/' });
    expect(route('/a/?region=us-phoenix-1')).toEqual({ kind: 'redirect', to: '/?region=us-phoenix-1' });
  });
  it('redirects each legacy mapping of spec 1 §2', () => {
    const expected: Record<string, string> = {
      '/a/query': '/search',
      '/a/networking/vcns': '/networking/vcns',
      '/a/compute/instances': '/compute/instances',
      '/a/storage/volumes': '/block-storage/volumes',
      '/a/storage/objects': '/object-storage/buckets',
      '/a/db/adb': '/db/adb',
      '/a/identity/users': '/identity/users',
      '/a/tenancy/regions': '/regions',
    };
    expect(Object.fromEntries(LEGACY_PATH_MAPPINGS.map(mapping => [mapping.from, mapping.to]))).toEqual(expected);
    for (const [from, to] of Object.entries(expected)) {
      expect(route(from), from).toEqual({ kind: 'redirect', to });
    }
  });
  it('keeps the query string and hash on redirects', () => {
    expect(route('/a/query?q=vm&category=services')).toEqual({
      kind: 'redirect',
      to: '/search?q=vm&category=services',
    });
    expect(route('/a/compute/instances/?region=eu-frankfurt-1#top')).toEqual({
      kind: 'redirect',
      to: '/compute/instances?region=eu-frankfurt-1#top',
    });
    expect(route('/sfo/compute/instances?region=x')).toEqual({ kind: 'redirect', to: '/compute/instances?region=x' });
    expect(route('/create/compute/instance?compartmentId=c1')).toEqual({
      kind: 'redirect',
      to: '/compute/instances/create?compartmentId=c1',
    });
  });
  it('redirects /create/compute/instance to the create-instance page', () => {
    expect(route('/create/compute/instance')).toEqual({ kind: 'redirect', to: CREATE_INSTANCE_PATH });
    expect(route(CREATE_INSTANCE_PATH)).toMatchObject({ kind: 'plugin', prefix: '/compute' });
  });
  it('strips /sfo and redirects to what remains', () => {
    expect(route('/sfo/networking/vcns/ocid1')).toEqual({ kind: 'redirect', to: '/networking/vcns/ocid1' });
    expect(route('/sfo')).toEqual({ kind: 'redirect', to: '/' });
    expect(route('/sfo/')).toEqual({ kind: 'redirect', to: '/' });
    expect(route('/sfo/unknown')).toEqual({ kind: 'redirect', to: '/unknown' });
    expect(route('/sfoo')).toEqual({ kind: 'not-found' });
  });
  it('follows a /sfo path to its final target in one redirect', () => {
    expect(route('/sfo/a/storage/objects?x=1')).toEqual({ kind: 'redirect', to: '/object-storage/buckets?x=1' });
    expect(route('/sfo/create/compute/instance')).toEqual({ kind: 'redirect', to: CREATE_INSTANCE_PATH });
    expect(route('/sfo/sfo/regions')).toEqual({ kind: 'redirect', to: '/regions' });
  });
  it('never redirects to a path that redirects again', () => {
    const everyFlag: RouteOptions = { saasScope: false, redirectFlags: FLAGGED_REDIRECT_RULES.map(rule => rule.flag) };
    const sources = [
      '/a',
      '/sfo',
      '/create/compute/instance',
      '/sfo/a/db/adb',
      ...LEGACY_PATH_MAPPINGS.map(mapping => mapping.from),
      ...FLAGGED_REDIRECT_RULES.flatMap(rule => [rule.from, `${rule.from}/child`]),
    ];
    for (const options of [IAAS, SAAS, everyFlag]) {
      for (const source of sources) {
        const first = route(source, options);
        if (first.kind !== 'redirect') continue;
        expect(route(first.to, options).kind, `${source} → ${first.to}`).not.toBe('redirect');
      }
    }
  });
});

describe('matchRoute: moved pages', () => {
  it('shows Moved without a target for an unknown /a/ path', () => {
    expect(route('/a/unknown/page')).toEqual({ kind: 'moved' });
    expect(route('/a/storage')).toEqual({ kind: 'moved' });
  });
  it('shows Moved with the new location for a path below a legacy mapping', () => {
    expect(route('/a/compute/instances/ocid1.instance?region=x')).toEqual({
      kind: 'moved',
      to: '/compute/instances/ocid1.instance?region=x',
    });
    expect(route('/a/storage/objects/bucket-1')).toEqual({ kind: 'moved', to: '/object-storage/buckets/bucket-1' });
  });
  it('does not treat lookalikes of /a as legacy paths', () => {
    expect(route('/about')).toEqual({ kind: 'not-found' });
    expect(route('/account-admin')).toMatchObject({ kind: 'plugin' });
  });
});

describe('flag-gated redirect rules', () => {
  it('are off by default', () => {
    for (const rule of FLAGGED_REDIRECT_RULES) {
      expect(route(rule.from).kind, rule.from).not.toBe('redirect');
    }
  });
  it('redirect when their flag is on', () => {
    const options: RouteOptions = {
      saasScope: false,
      redirectFlags: ['identity-domains-policies', 'compute-registry'],
    };
    expect(route('/identity/policies?x=1', options)).toEqual({
      kind: 'redirect',
      to: '/identity/domains/policies?x=1',
    });
    expect(route('/identity/policies/ocid1.policy', options)).toEqual({
      kind: 'redirect',
      to: '/identity/domains/policies/ocid1.policy',
    });
    expect(route('/containers/registry', options)).toEqual({ kind: 'redirect', to: '/compute/registry' });
    expect(route('/identity', options)).toMatchObject({ kind: 'plugin' });
  });
  it('redirect only the exact path when exact, and never a whitelisted path', () => {
    const rules: RedirectRule[] = [
      { flag: 'f', from: '/old', to: '/new', exact: true, whitelists: [], supportRedirect: false },
      { flag: 'g', from: '/legacy', to: '/modern', exact: false, whitelists: ['/legacy/keep'], supportRedirect: false },
    ];
    expect(redirectRuleTarget('/old', rules)).toBe('/new');
    expect(redirectRuleTarget('/old/child', rules)).toBeUndefined();
    expect(redirectRuleTarget('/legacy/child', rules)).toBe('/modern');
    expect(redirectRuleTarget('/legacy/keep/child', rules)).toBeUndefined();
    expect(redirectRuleTarget('/legacyx', rules)).toBeUndefined();
  });
  it('carry the rest of the path over when supportRedirect is set', () => {
    const rules: RedirectRule[] = [
      { flag: 'f', from: '/old', to: '/new', exact: false, whitelists: [], supportRedirect: true },
    ];
    expect(redirectRuleTarget('/old/a/b', rules)).toBe('/new/a/b');
  });
  it('each have from, to, exact, whitelists and supportRedirect', () => {
    for (const rule of FLAGGED_REDIRECT_RULES) {
      expect(Object.keys(rule).sort()).toEqual(['exact', 'flag', 'from', 'supportRedirect', 'to', 'whitelists']);
    }
  });
});

describe('Home tabs and paths', () => {
  it('picks the default tab from the path (spec 1 §4)', () => {
    expect(defaultHomeTab('/infrastructure', true)).toBe('infrastructure');
    expect(defaultHomeTab('/dashboard/group/g1', false)).toBe('dashboard');
    expect(defaultHomeTab('/applications', true)).toBe('applications');
    expect(defaultHomeTab('/', true)).toBe('applications');
    expect(defaultHomeTab('/', false)).toBe('infrastructure');
  });
  it('never defaults to Applications without SaaS scope', () => {
    expect(defaultHomeTab('/applications', false)).toBe('infrastructure');
  });
  it('gives each tab the path of spec 1 §4', () => {
    expect(homeTabPath('dashboard')).toBe('/dashboard');
    expect(homeTabPath('applications')).toBe('/applications');
    expect(homeTabPath('infrastructure')).toBe('/');
    expect(homeTabPath('infrastructure', true)).toBe('/infrastructure');
  });
  it('opens the selected tab again from the path it sets', () => {
    for (const options of [IAAS, SAAS]) {
      for (const tab of HOME_TABS) {
        if (tab === 'applications' && !options.saasScope) continue;
        const path = homeTabPath(tab, options.saasScope);
        expect(route(path, options), path).toMatchObject({ kind: 'home', tab });
        expect(defaultHomeTab(path, options.saasScope)).toBe(tab);
      }
    }
  });
});

describe('stripSfo', () => {
  it('removes only a whole /sfo segment', () => {
    expect(stripSfo('/sfo/compute')).toBe('/compute');
    expect(stripSfo('/sfo')).toBe('/');
    expect(stripSfo('/sfo/')).toBe('/');
    expect(stripSfo('/sfox/compute')).toBe('/sfox/compute');
    expect(stripSfo('/compute/sfo')).toBe('/compute/sfo');
  });
});

describe('isAllowedInternalPath', () => {
  const scope = { host: 'console.example.com', prefixes: REGISTRY.prefixes };
  it('accepts same-host paths of registered plugins', () => {
    expect(isAllowedInternalPath('/compute/instances?x=1', scope)).toBe(true);
    expect(isAllowedInternalPath('https://console.example.com/networking/vcns', scope)).toBe(true);
    expect(toInternalPath('/compute/instances?x=1#top', scope)).toBe('/compute/instances?x=1#top');
  });
  it('accepts paths starting /sfo/', () => {
    expect(isAllowedInternalPath('/sfo/anything', scope)).toBe(true);
    expect(isAllowedInternalPath('/sfo', scope)).toBe(false);
  });
  it('strips a leading #/', () => {
    expect(toInternalPath('#/compute/instances', scope)).toBe('/compute/instances');
    expect(isAllowedInternalPath('#/unknown', scope)).toBe(false);
  });
  it('refuses other hosts, other schemes and unregistered paths', () => {
    expect(isAllowedInternalPath('https://evil.example.com/compute', scope)).toBe(false);
    expect(isAllowedInternalPath('//evil.example.com/compute', scope)).toBe(false);
    expect(isAllowedInternalPath('/\\evil.example.com/compute', scope)).toBe(false);
    expect(isAllowedInternalPath('javascript:alert(1)', scope)).toBe(false);
    expect(isAllowedInternalPath('https://console.example.com:8443/compute', scope)).toBe(false);
    expect(isAllowedInternalPath('/computer', scope)).toBe(false);
    expect(isAllowedInternalPath('/dashboard', scope)).toBe(false);
  });
});
