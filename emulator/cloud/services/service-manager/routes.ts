import { sendWithEtag } from '../../wire/etag.ts';
import { notAuthorizedOrNotFound } from '../../wire/errors.ts';
import { pageArray, readPageRequest, sendPage } from '../../wire/paging.ts';
import { enumQuery, optionalQuery } from '../../wire/params.ts';
import type { ServiceDeps } from '../cloud-service.ts';
import { ownCompartmentQuery } from '../commercial/compartment-scope.ts';
import { sortedBy } from '../commercial/list-sort.ts';
import type { ServiceRouter } from '../service-router.ts';

interface EnvironmentRow {
  id: string;
  tenancy_id: string;
  subscription_id: string;
  display_name: string;
  status: string;
  service_definition: { type: string; displayName: string; shortDisplayName: string };
  console_url: string;
  endpoints: { environmentType: string; url: string; description: string }[];
  time_created: Date;
}

function toEnvironment(row: EnvironmentRow) {
  return {
    id: row.id,
    subscriptionId: row.subscription_id,
    status: row.status,
    compartmentId: row.tenancy_id,
    serviceDefinition: row.service_definition,
    consoleUrl: row.console_url,
    serviceEnvironmentEndpoints: row.endpoints,
    freeformTags: {},
    definedTags: {},
  };
}

/** Service manager proxy (20210914): list and get service environments. */
export function serviceManagerRoutes({ db, store, router }: ServiceDeps): ServiceRouter {
  const api = router({ version: '20210914' });

  const environmentsIn = async (compartmentId: string) => {
    const { rows } = await db.query<EnvironmentRow>(
      'select * from service_environments where tenancy_id = $1 order by id',
      [compartmentId]
    );
    return rows;
  };

  api.get('ListServiceEnvironments', '/serviceEnvironments', async c => {
    const compartmentId = await ownCompartmentQuery(c, store);
    const id = optionalQuery(c, 'serviceEnvironmentId');
    const type = optionalQuery(c, 'serviceEnvironmentType');
    const displayName = optionalQuery(c, 'displayName');
    const sortBy = enumQuery(c, 'sortBy', ['ID', 'TIMECREATED'] as const) ?? 'ID';
    const sortOrder = enumQuery(c, 'sortOrder', ['ASC', 'DESC'] as const) ?? 'ASC';
    const request = readPageRequest(c);
    const matching = (await environmentsIn(compartmentId)).filter(
      row =>
        (id === undefined || row.id === id) &&
        (type === undefined || row.service_definition.type === type) &&
        // The environment's name or its product's name, as the console's search box offers either.
        (displayName === undefined ||
          row.display_name === displayName ||
          row.service_definition.displayName === displayName)
    );
    const sorted = sortedBy(
      matching,
      row => (sortBy === 'ID' ? row.id : `${row.time_created.toISOString()} ${row.id}`),
      sortOrder
    );
    return sendPage(c, pageArray(sorted, request), items => ({ items: items.map(toEnvironment) }));
  });

  api.get('GetServiceEnvironment', '/serviceEnvironments/:serviceEnvironmentId', async c => {
    const compartmentId = await ownCompartmentQuery(c, store);
    const row = (await environmentsIn(compartmentId)).find(
      candidate => candidate.id === c.req.param('serviceEnvironmentId')
    );
    if (!row) throw notAuthorizedOrNotFound();
    return sendWithEtag(c, toEnvironment(row));
  });

  return api;
}
