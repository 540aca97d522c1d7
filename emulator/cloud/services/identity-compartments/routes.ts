import type { Context } from 'hono';
import type { CloudEnv } from '../../context.ts';
import type { CloudStore } from '../../store.ts';
import { sendWithEtag } from '../../wire/etag.ts';
import { notAuthorizedOrNotFound } from '../../wire/errors.ts';
import { pageArray, pageQuery, readPageRequest, sendPage } from '../../wire/paging.ts';
import { booleanQuery, enumQuery, optionalQuery, requiredQuery } from '../../wire/params.ts';
import type { ServiceDeps } from '../cloud-service.ts';
import type { RouteHandler, ServiceRouter } from '../service-router.ts';
import { COMPARTMENT_STATES } from './compartment-tree.ts';
import type { CompartmentState } from './compartment-tree.ts';

/** The OCI Compartment model, as GetCompartment and ListCompartments answer it. */
export interface Compartment {
  id: string;
  compartmentId: string;
  name: string;
  description: string;
  timeCreated: string;
  lifecycleState: CompartmentState;
  inactiveStatus: number | null;
  isAccessible: boolean;
  freeformTags: Record<string, string>;
  definedTags: Record<string, Record<string, unknown>>;
}

interface CompartmentRow {
  id: string;
  parent_id: string;
  name: string;
  description: string;
  time_created: Date;
  lifecycle_state: CompartmentState;
  inactive_status: number | null;
  is_accessible: boolean;
  freeform_tags: Record<string, string>;
  defined_tags: Record<string, Record<string, unknown>>;
}

const SELECT = `select c.id, c.parent_id, c.name, c.description, c.time_created, c.lifecycle_state,
    d.inactive_status, coalesce(d.is_accessible, true) as is_accessible,
    coalesce(d.freeform_tags, '{}'::jsonb) as freeform_tags, coalesce(d.defined_tags, '{}'::jsonb) as defined_tags
  from compartments c left join compartment_details d on d.compartment_id = c.id`;

const SORT_BY = ['TIMECREATED', 'NAME'] as const;
const SORT_ORDER = ['ASC', 'DESC'] as const;
const ACCESS_LEVEL = ['ANY', 'ACCESSIBLE'] as const;

function toCompartment(row: CompartmentRow): Compartment {
  return {
    id: row.id,
    compartmentId: row.parent_id,
    name: row.name,
    description: row.description,
    timeCreated: row.time_created.toISOString(),
    lifecycleState: row.lifecycle_state,
    inactiveStatus: row.inactive_status,
    isAccessible: row.is_accessible,
    freeformTags: row.freeform_tags,
    definedTags: row.defined_tags,
  };
}

/** The root compartment, synthesised from the tenancy (spec 3 §3, Compartment). */
async function rootCompartment(store: CloudStore, tenancyId: string): Promise<Compartment> {
  const tenancy = await store.findTenancy(tenancyId);
  if (!tenancy) throw notAuthorizedOrNotFound();
  return {
    id: tenancy.id,
    compartmentId: tenancy.id,
    name: tenancy.name,
    description: tenancy.name,
    timeCreated: tenancy.timeCreated.toISOString(),
    lifecycleState: 'ACTIVE',
    inactiveStatus: null,
    isAccessible: true,
    freeformTags: {},
    definedTags: tenancy.definedTags,
  };
}

/** Reads sortBy and sortOrder; OCI's defaults: TIMECREATED newest first, NAME ascending (case-sensitive). */
function readSort(c: Context<CloudEnv>) {
  const sortBy = enumQuery(c, 'sortBy', SORT_BY);
  const sortOrder = enumQuery(c, 'sortOrder', SORT_ORDER) ?? (sortBy === 'TIMECREATED' ? 'DESC' : 'ASC');
  return { sortBy: sortBy ?? 'NAME', sortOrder };
}

// Byte order, as OCI's "case sensitive" NAME sort; the id breaks ties so pages never overlap.
function compareCompartments(sortBy: (typeof SORT_BY)[number], sortOrder: (typeof SORT_ORDER)[number]) {
  const sign = sortOrder === 'ASC' ? 1 : -1;
  return (left: Compartment, right: Compartment): number => {
    const [a, b] = sortBy === 'NAME' ? [left.name, right.name] : [left.timeCreated, right.timeCreated];
    if (a !== b) return a < b ? -sign : sign;
    return left.id < right.id ? -1 : 1;
  };
}

/**
 * Identity compartments: GetCompartment, ListCompartments and GetCompartmentTree, under 20160918 and (the same
 * answers) 20190111. The tree is the identity module's `compartments` table; this module adds the detail columns.
 */
export function compartmentRoutes({ db, store, router }: ServiceDeps): ServiceRouter[] {
  const declare = (api: ServiceRouter) => {
    api.get('GetCompartment', '/compartments/:compartmentId', async c => {
      const { tenancyId } = c.get('principal');
      const id = c.req.param('compartmentId');
      if (id === tenancyId) return sendWithEtag(c, await rootCompartment(store, tenancyId));
      const { rows } = await db.query<CompartmentRow>(`${SELECT} where c.id = $1 and c.tenancy_id = $2`, [
        id,
        tenancyId,
      ]);
      if (!rows[0]) throw notAuthorizedOrNotFound();
      return sendWithEtag(c, toCompartment(rows[0]));
    });

    const listCompartments: RouteHandler<string> = async c => {
      const { tenancyId } = c.get('principal');
      const compartmentId = requiredQuery(c, 'compartmentId');
      const accessLevel = enumQuery(c, 'accessLevel', ACCESS_LEVEL) ?? 'ANY';
      const inSubtree = booleanQuery(c, 'compartmentIdInSubtree') ?? false;
      const name = optionalQuery(c, 'name');
      const lifecycleState = enumQuery(c, 'lifecycleState', COMPARTMENT_STATES);
      const { sortBy, sortOrder } = readSort(c);
      const page = readPageRequest(c, 100);
      if (!(await store.isCompartmentOf(tenancyId, compartmentId))) throw notAuthorizedOrNotFound();

      const params: unknown[] = [tenancyId, compartmentId];
      // OCI allows the subtree only from the root; here it works from any compartment (a superset, documented).
      const where = [inSubtree ? 'c.id in (select id from subtree)' : 'c.tenancy_id = $1 and c.parent_id = $2'];
      if (name !== undefined) where.push(`c.name = $${params.push(name)}`);
      if (lifecycleState !== undefined) where.push(`c.lifecycle_state = $${params.push(lifecycleState)}`);
      if (accessLevel === 'ACCESSIBLE') where.push('coalesce(d.is_accessible, true)');
      const key = sortBy === 'NAME' ? 'c.name collate "C"' : 'c.time_created';
      const subtree = inSubtree
        ? `with recursive subtree as (
             select id from compartments where tenancy_id = $1 and parent_id = $2
             union all select k.id from compartments k join subtree s on k.parent_id = s.id) `
        : '';
      const result = await pageQuery<CompartmentRow>(
        db,
        `${subtree}${SELECT} where ${where.join(' and ')} order by ${key} ${sortOrder}, c.id`,
        params,
        page
      );
      return sendPage(c, result, items => items.map(toCompartment));
    };
    // The SDKs call /compartments; spec 3 §7 writes the console's call as /compartments/ (Hono tells them apart).
    api.get('ListCompartments', '/compartments', listCompartments);
    api.get('ListCompartments', '/compartments/', listCompartments);

    api.get('GetCompartmentTree', '/tenancies/:tenancyId/compartmentTree', async c => {
      const { tenancyId } = c.get('principal');
      if (c.req.param('tenancyId') !== tenancyId) throw notAuthorizedOrNotFound();
      const name = optionalQuery(c, 'name')?.toLowerCase();
      const { sortBy, sortOrder } = readSort(c);
      const page = readPageRequest(c, 100);
      const { rows } = await db.query<CompartmentRow>(
        `${SELECT} where c.tenancy_id = $1 and c.lifecycle_state <> 'DELETED'`,
        [tenancyId]
      );
      const tree = preOrder(rows.map(toCompartment), tenancyId, compareCompartments(sortBy, sortOrder), name);
      return sendPage(c, pageArray(tree, page));
    });
  };

  const routers = [router({ base: '/identity/:region/20160918' }), router({ base: '/identity/:region/20190111' })];
  routers.forEach(declare);
  return routers;
}

/**
 * The tenancy's compartments depth first, every parent before its children and siblings in the requested order. With
 * a name filter (case-insensitive substring) only the matches and their ancestors remain, so the tree stays whole.
 */
function preOrder(
  compartments: Compartment[],
  rootId: string,
  compare: (left: Compartment, right: Compartment) => number,
  name: string | undefined
): Compartment[] {
  const byId = new Map(compartments.map(compartment => [compartment.id, compartment]));
  let kept = compartments;
  if (name !== undefined) {
    const keep = new Set<string>();
    for (const match of compartments.filter(compartment => compartment.name.toLowerCase().includes(name))) {
      for (let node = byId.get(match.id); node && !keep.has(node.id); node = byId.get(node.compartmentId)) {
        keep.add(node.id);
      }
    }
    kept = compartments.filter(compartment => keep.has(compartment.id));
  }
  const children = new Map<string, Compartment[]>();
  for (const compartment of kept) {
    const siblings = children.get(compartment.compartmentId) ?? [];
    siblings.push(compartment);
    children.set(compartment.compartmentId, siblings);
  }
  const ordered: Compartment[] = [];
  const visit = (parentId: string) => {
    for (const child of (children.get(parentId) ?? []).sort(compare)) {
      ordered.push(child);
      visit(child.id);
    }
  };
  visit(rootId);
  return ordered;
}
