import { notAuthorizedOrNotFound } from '../../wire/errors.ts';
import { sendWithEtag } from '../../wire/etag.ts';
import { createHash } from 'node:crypto';
import type { ServiceDeps } from '../cloud-service.ts';
import type { RouteHandler, ServiceRouter } from '../service-router.ts';
import type { CloudStore } from '../../store.ts';

/** Identity (20160918): capabilities, user, tenancy and region subscriptions of the caller's own tenancy. */
export function identityRoutes({ store, router }: ServiceDeps): ServiceRouter {
  const api = router({ version: '20160918' });

  api.get('GetCapabilities', '/compartments/:compartmentId/capabilities', async c => {
    const { tenancyId } = c.get('principal');
    if (!(await store.isCompartmentOf(tenancyId, c.req.param('compartmentId')))) throw notAuthorizedOrNotFound();
    const account = await store.findAccount(tenancyId);
    if (!account) throw notAuthorizedOrNotFound();
    const { cloudShell, codeEditor, ...accountInfo } = account;
    return c.json({ accountInfo, capabilities: { cloudShell, codeEditor } });
  });

  api.get('GetUser', '/users/:userId', getOwnUser(store));

  api.get('GetTenancy', '/tenancies/:tenancyId', async c => {
    const { tenancyId } = c.get('principal');
    const tenancy = c.req.param('tenancyId') === tenancyId ? await store.findTenancy(tenancyId) : undefined;
    if (!tenancy) throw notAuthorizedOrNotFound();
    return sendWithEtag(c, {
      id: tenancy.id,
      name: tenancy.name,
      description: tenancy.description,
      homeRegionKey: tenancy.homeRegionKey,
      upiIdcsCompatibilityLayerEndpoint: null,
      freeformTags: {},
      definedTags: tenancy.definedTags,
      // Read by the console though not in the SDK's model (spec 3 §7): when the tenancy was created and its cloud
      // account id (38 characters, spec 3 §9), derived from the OCID so it is the same at every start.
      timeCreated: tenancy.timeCreated.toISOString(),
      oracleMyServicesIdentifier: cloudAccountId(tenancy.id),
    });
  });

  api.get('ListRegionSubscriptions', '/tenancies/:tenancyId/regionSubscriptions', async c => {
    const { tenancyId } = c.get('principal');
    if (c.req.param('tenancyId') !== tenancyId) throw notAuthorizedOrNotFound();
    return c.json(await store.listRegionSubscriptions(tenancyId));
  });

  return api;
}

/** A stable cloud account id of the spec's length (38): `cacct-` and 32 hex digits of the tenancy OCID's hash. */
export function cloudAccountId(tenancyId: string): string {
  return `cacct-${createHash('sha256').update(tenancyId).digest('hex').slice(0, 32)}`;
}

/** GetUser: a user reads only itself (any other id, even in the same tenancy, looks like a missing one). */
export function getOwnUser(store: CloudStore): RouteHandler<'/users/:userId'> {
  return async c => {
    const { userId } = c.get('principal');
    // A user reads only itself: any other id, even one in the same tenancy, is indistinguishable from a missing one.
    const user = c.req.param('userId') === userId ? await store.findUser(userId) : undefined;
    if (!user) throw notAuthorizedOrNotFound();
    return sendWithEtag(c, {
      id: user.id,
      compartmentId: user.tenancyId,
      name: user.name,
      description: user.description,
      email: user.email,
      emailVerified: user.emailVerified,
      identityProviderId: user.identityProviderId,
      externalIdentifier: user.externalIdentifier,
      timeCreated: user.timeCreated.toISOString(),
      lifecycleState: 'ACTIVE',
      isMfaActivated: user.isMfaActivated,
      freeformTags: {},
      definedTags: {},
    });
  };
}
