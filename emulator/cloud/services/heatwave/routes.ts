import { notAuthorizedOrNotFound } from '../../wire/errors.ts';
import { pageArray, readPageRequest, sendPage } from '../../wire/paging.ts';
import { enumQuery, optionalQuery } from '../../wire/params.ts';
import type { ServiceDeps } from '../cloud-service.ts';
import { ownCompartmentQuery } from '../commercial/compartment-scope.ts';
import { sortedBy } from '../commercial/list-sort.ts';
import type { ServiceRouter } from '../service-router.ts';

/** Registration lifecycle states (the general OCI set). */
export const REGISTRATION_STATES = ['CREATING', 'ACTIVE', 'UPDATING', 'DELETING', 'DELETED', 'FAILED'] as const;

interface RegistrationRow {
  id: string;
  tenancy_id: string;
  tenant_name: string;
  program: string;
  aws_account_id: string | null;
  lifecycle_state: string;
  lifecycle_details: string | null;
  time_created: Date;
  time_updated: Date;
}

/** HeatWave (20210301): the tenancy's HeatWave on AWS registrations. */
export function heatwaveRoutes({ db, store, router }: ServiceDeps): ServiceRouter {
  const api = router({ version: '20210301' });

  api.get('ListRegistrations', '/registrations', async c => {
    const compartmentId = await ownCompartmentQuery(c, store);
    const tenantId = optionalQuery(c, 'tenantId');
    if (tenantId !== undefined && tenantId !== c.get('principal').tenancyId) throw notAuthorizedOrNotFound();
    const tenantName = optionalQuery(c, 'tenantName');
    const id = optionalQuery(c, 'id');
    const lifecycleState = enumQuery(c, 'lifecycleState', REGISTRATION_STATES);
    const sortBy = enumQuery(c, 'sortBy', ['timeCreated', 'tenantName'] as const) ?? 'timeCreated';
    const sortOrder =
      enumQuery(c, 'sortOrder', ['ASC', 'DESC'] as const) ?? (sortBy === 'timeCreated' ? 'DESC' : 'ASC');
    const request = readPageRequest(c);
    const { rows } = await db.query<RegistrationRow>(
      `select * from heatwave_registrations where tenancy_id = $1 and ($2::text is null or tenant_name = $2)
       and ($3::text is null or id = $3) and ($4::text is null or lifecycle_state = $4)`,
      [compartmentId, tenantName ?? null, id ?? null, lifecycleState ?? null]
    );
    const sorted = sortedBy(
      rows,
      row => (sortBy === 'tenantName' ? `${row.tenant_name} ${row.id}` : `${row.time_created.toISOString()} ${row.id}`),
      sortOrder
    );
    return sendPage(c, pageArray(sorted, request), items => ({
      items: items.map(row => ({
        id: row.id,
        compartmentId: row.tenancy_id,
        tenantId: row.tenancy_id,
        tenantName: row.tenant_name,
        program: row.program,
        awsAccountId: row.aws_account_id,
        lifecycleState: row.lifecycle_state,
        lifecycleDetails: row.lifecycle_details,
        timeCreated: row.time_created.toISOString(),
        timeUpdated: row.time_updated.toISOString(),
      })),
    }));
  });

  return api;
}
