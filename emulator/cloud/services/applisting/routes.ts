import { pageArray, readPageRequest, sendPage } from '../../wire/paging.ts';
import { enumQuery } from '../../wire/params.ts';
import type { ServiceDeps } from '../cloud-service.ts';
import { ownCompartmentQuery } from '../commercial/compartment-scope.ts';
import type { ServiceRouter } from '../service-router.ts';

/** Lifecycle states of an application environment (spec 2 §3, App environment). */
export const ENVIRONMENT_STATES = ['Active', 'Deleted', 'Failed', 'Deleting'] as const;

interface EnvironmentRow {
  id: string;
  tenancy_id: string;
  display_name: string;
  environment_type: string;
  region: string;
  url: string;
  subscription_ids: string[];
  service_type: string;
  lifecycle_state: string;
  lifecycle_details: string | null;
  time_created: Date;
}

/** Applisting (20210921): the tenancy's SaaS application environments. */
export function applistingRoutes({ db, store, router }: ServiceDeps): ServiceRouter {
  const api = router({ version: '20210921' });

  api.get('ListEnvironments', '/environments', async c => {
    const compartmentId = await ownCompartmentQuery(c, store);
    // Every environment here is visible to the tenancy's users, so both access levels list the same.
    enumQuery(c, 'accessLevel', ['ANY', 'ACCESSIBLE'] as const, true);
    const lifecycleState = enumQuery(c, 'lifecycleState', ENVIRONMENT_STATES);
    const { rows } = await db.query<EnvironmentRow>(
      `select * from applisting_environments where tenancy_id = $1 and ($2::text is null or lifecycle_state = $2)
       order by display_name, id`,
      [compartmentId, lifecycleState ?? null]
    );
    return sendPage(c, pageArray(rows, readPageRequest(c)), items => ({
      items: items.map(row => ({
        id: row.id,
        compartmentId: row.tenancy_id,
        displayName: row.display_name,
        environmentType: row.environment_type,
        serviceType: row.service_type,
        region: row.region,
        url: row.url,
        subscriptionIds: row.subscription_ids,
        lifecycleState: row.lifecycle_state,
        lifecycleDetails: row.lifecycle_details,
        timeCreated: row.time_created.toISOString(),
      })),
    }));
  });

  return api;
}
