import { describe, expect, it } from 'vitest';
import { PLUGIN_ERROR_CODES } from './protocol.ts';
import { resolveInternalNavigation, type InternalNavigationScope } from './internal-navigation.ts';

const SCOPE: InternalNavigationScope = {
  host: 'localhost:5173',
  prefixes: ['/compute', '/networking/vcns', '/identity/compartments', '/'],
};

const go = (href: string) => resolveInternalNavigation(href, SCOPE);

describe('resolveInternalNavigation', () => {
  it('accepts registered plugin paths with their query and fragment', () => {
    expect(go('/compute/instances?sort=name#top')).toEqual({ ok: true, path: '/compute/instances?sort=name#top' });
    expect(go('/networking/vcns')).toEqual({ ok: true, path: '/networking/vcns' });
    expect(go('http://localhost:5173/identity/compartments/ocid1.c')).toEqual({
      ok: true,
      path: '/identity/compartments/ocid1.c',
    });
  });

  it("strips a leading '#/'", () => {
    expect(go('#/compute/instances')).toEqual({ ok: true, path: '/compute/instances' });
  });

  it('accepts paths that start with /sfo/', () => {
    expect(go('/sfo/anything/here')).toEqual({ ok: true, path: '/sfo/anything/here' });
  });

  it('lets a plugin link the console home pages but not the tenancy override or other shell pages', () => {
    for (const path of ['/', '/dashboard', '/dashboard/group/g1', '/applications', '/resourcemanager/quickstarts']) {
      expect(go(path), path).toEqual({ ok: true, path });
    }
    for (const path of [
      '/tenancy-override',
      '/sfo/tenancy-override',
      '/contextual-help-tool',
      '/compute/../tenancy-override',
    ]) {
      expect(go(path), path).toMatchObject({ ok: false, reason: 'shell-page' });
    }
  });

  it('refuses other hosts and schemes with NavigationRefused and a message that says why', () => {
    const refused = go('https://evil.example/compute');
    expect(refused).toMatchObject({ ok: false, code: PLUGIN_ERROR_CODES.navigationRefused, reason: 'other-host' });
    expect(refused.ok ? '' : refused.message).toContain('another host');
    for (const href of ['//evil.example/compute', '/\\evil.example/compute', 'http://localhost:5174/compute']) {
      expect(go(href), href).toMatchObject({ ok: false, reason: 'other-host' });
    }
    for (const href of ['javascript:alert(1)', 'data:text/html,x', 'compute/instances', ' /compute', '#compute', '']) {
      expect(go(href), href).toMatchObject({ ok: false, reason: 'not-a-path' });
    }
  });

  it('refuses paths no registered plugin owns (a registered / is not a catch-all)', () => {
    expect(go('/computer')).toMatchObject({ ok: false, reason: 'not-registered' });
    expect(go('/billing/invoices')).toMatchObject({ ok: false, reason: 'not-registered' });
    // The spec's rule is "starts with /sfo/": /sfo alone is not such a path.
    expect(go('/sfo')).toMatchObject({ ok: false, reason: 'not-registered' });
  });

  it('resolves dot segments before deciding, and refuses encoded separators', () => {
    expect(go('/compute/../networking/vcns')).toEqual({ ok: true, path: '/networking/vcns' });
    expect(go('/compute/%2e%2e/billing')).toMatchObject({ ok: false, reason: 'not-registered' });
    expect(go('/compute/x%2f..%2f..%2ftenancy-override')).toMatchObject({ ok: false, reason: 'unsafe-path' });
    expect(go('/compute/%zz')).toMatchObject({ ok: false, reason: 'unsafe-path' });
  });
});
