import { Hono } from 'hono';
import type { CloudEnv } from '../context.ts';
import { notAuthorizedOrNotFound } from '../errors.ts';
import type { FaultInjector } from '../faults.ts';
import type { CloudStore } from '../store.ts';

const BASE = '/identity/:region/20160918';

/** Dependencies of the identity routes. */
export interface IdentityRoutesOptions {
  store: CloudStore;
  faults: FaultInjector;
}

/** Identity service (20160918): capabilities, user, tenancy and region subscriptions of the caller's own tenancy. */
export function identityRoutes({ store, faults }: IdentityRoutesOptions): Hono<CloudEnv> {
  const app = new Hono<CloudEnv>();

  app.get(`${BASE}/compartments/:compartmentId/capabilities`, faults.operation('GetCapabilities'), async c => {
    const { tenant } = c.get('session');
    if (!(await store.isCompartmentOf(tenant, c.req.param('compartmentId')))) throw notAuthorizedOrNotFound();
    const account = await store.findAccount(tenant);
    if (!account) throw notAuthorizedOrNotFound();
    const { cloudShell, codeEditor, ...accountInfo } = account;
    return c.json({ accountInfo, capabilities: { cloudShell, codeEditor } });
  });

  app.get(`${BASE}/users/:userId`, faults.operation('GetUser'), async c => {
    const { sub } = c.get('session');
    // A user reads only itself: any other id, even one in the same tenancy, is indistinguishable from a missing one.
    const user = c.req.param('userId') === sub ? await store.findUser(sub) : undefined;
    if (!user) throw notAuthorizedOrNotFound();
    return c.json({
      id: user.id,
      compartmentId: user.tenancyId,
      name: user.name,
      description: user.description,
      email: user.email,
      emailVerified: user.emailVerified,
      identityProviderId: null,
      externalIdentifier: null,
      timeCreated: user.timeCreated.toISOString(),
      lifecycleState: 'ACTIVE',
      isMfaActivated: user.isMfaActivated,
      freeformTags: {},
      definedTags: {},
    });
  });

  app.get(`${BASE}/tenancies/:tenancyId`, faults.operation('GetTenancy'), async c => {
    const { tenant } = c.get('session');
    const tenancy = c.req.param('tenancyId') === tenant ? await store.findTenancy(tenant) : undefined;
    if (!tenancy) throw notAuthorizedOrNotFound();
    return c.json({
      id: tenancy.id,
      name: tenancy.name,
      description: tenancy.description,
      homeRegionKey: tenancy.homeRegionKey,
      upiIdcsCompatibilityLayerEndpoint: null,
      freeformTags: {},
      definedTags: {},
    });
  });

  app.get(`${BASE}/tenancies/:tenancyId/regionSubscriptions`, faults.operation('ListRegionSubscriptions'), async c => {
    const { tenant } = c.get('session');
    if (c.req.param('tenancyId') !== tenant) throw notAuthorizedOrNotFound();
    return c.json(await store.listRegionSubscriptions(tenant));
  });

  return app;
}
