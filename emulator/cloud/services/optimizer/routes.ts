import { sendWithEtag } from '../../wire/etag.ts';
import { invalidParameter, notAuthorizedOrNotFound } from '../../wire/errors.ts';
import { pageArray, readPageRequest, sendPage } from '../../wire/paging.ts';
import { booleanQuery, enumQuery, optionalQuery } from '../../wire/params.ts';
import type { ServiceDeps } from '../cloud-service.ts';
import { ownCompartmentQuery } from '../commercial/compartment-scope.ts';
import { sortedBy } from '../commercial/list-sort.ts';
import type { ServiceRouter } from '../service-router.ts';

/** Optimizer lifecycle states (oci-optimizer LifecycleState). */
export const CATEGORY_STATES = [
  'ACTIVE',
  'FAILED',
  'INACTIVE',
  'ATTACHING',
  'DETACHING',
  'DELETING',
  'DELETED',
  'UPDATING',
  'CREATING',
] as const;

interface CategoryRow {
  id: string;
  tenancy_id: string;
  tenancy_name: string;
  name: string;
  description: string;
  recommendation_counts: { importance: string; count: number }[];
  resource_counts: { status: string; count: number }[];
  lifecycle_state: string;
  estimated_cost_saving: number;
  extended_metadata: Record<string, string>;
  time_created: Date;
  time_updated: Date;
}

function toCategory(row: CategoryRow) {
  return {
    id: row.id,
    compartmentId: row.tenancy_id,
    compartmentName: row.tenancy_name,
    name: row.name,
    description: row.description,
    recommendationCounts: row.recommendation_counts,
    resourceCounts: row.resource_counts,
    lifecycleState: row.lifecycle_state,
    estimatedCostSaving: row.estimated_cost_saving,
    extendedMetadata: row.extended_metadata,
    timeCreated: row.time_created.toISOString(),
    timeUpdated: row.time_updated.toISOString(),
  };
}

const SELECT = `select c.*, t.name as tenancy_name from optimizer_categories c join tenancies t on t.id = c.tenancy_id`;

/** Optimizer (20200606): Cloud Advisor categories. */
export function optimizerRoutes({ db, store, router }: ServiceDeps): ServiceRouter {
  const api = router({ version: '20200606' });

  api.get('ListCategories', '/categories', async c => {
    const compartmentId = await ownCompartmentQuery(c, store);
    const inSubtree = booleanQuery(c, 'compartmentIdInSubtree', true);
    // As the API reference says: the subtree may only be asked for from the root compartment.
    if (inSubtree && compartmentId !== c.get('principal').tenancyId) {
      throw invalidParameter('compartmentIdInSubtree can only be true when compartmentId is the tenancy (root).');
    }
    // childTenancyIds and includeOrganization are accepted; organizations' child tenancies add no categories here.
    booleanQuery(c, 'includeOrganization');
    const name = optionalQuery(c, 'name');
    const lifecycleState = enumQuery(c, 'lifecycleState', CATEGORY_STATES);
    const sortBy = enumQuery(c, 'sortBy', ['NAME', 'TIMECREATED'] as const) ?? 'NAME';
    const sortOrder = enumQuery(c, 'sortOrder', ['ASC', 'DESC'] as const) ?? 'ASC';
    const request = readPageRequest(c);
    // Categories are tenancy-wide and live in the root compartment.
    const { rows } = await db.query<CategoryRow>(
      `${SELECT} where c.tenancy_id = $1 and ($2::text is null or c.name = $2)
       and ($3::text is null or c.lifecycle_state = $3)`,
      [compartmentId, name ?? null, lifecycleState ?? null]
    );
    const sorted = sortedBy(
      rows,
      row => (sortBy === 'NAME' ? row.name : `${row.time_created.toISOString()} ${row.name}`),
      sortOrder
    );
    return sendPage(c, pageArray(sorted, request), items => ({ items: items.map(toCategory) }));
  });

  api.get('GetCategory', '/categories/:categoryId', async c => {
    const { rows } = await db.query<CategoryRow>(`${SELECT} where c.id = $1 and c.tenancy_id = $2`, [
      c.req.param('categoryId'),
      c.get('principal').tenancyId,
    ]);
    if (!rows[0]) throw notAuthorizedOrNotFound();
    return sendWithEtag(c, toCategory(rows[0]));
  });

  return api;
}
