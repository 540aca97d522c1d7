import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { CloudEnv } from '../../context.ts';
import { seedOcid } from '../../seed-ocid.ts';
import { checkIfMatch, sendWithEtag } from '../../wire/etag.ts';
import { ApiError, conflict, incorrectState, invalidParameter, notAuthorizedOrNotFound } from '../../wire/errors.ts';
import type { Queryable } from '../../wire/paging.ts';
import { pageQuery, readPageRequest, sendPage } from '../../wire/paging.ts';
import {
  booleanQuery,
  enumQuery,
  jsonBody,
  optionalBoolean,
  optionalString,
  requiredQuery,
  requiredString,
} from '../../wire/params.ts';
import { withRetryToken } from '../../wire/retry-token.ts';
import type { ServiceDeps } from '../cloud-service.ts';
import type { ServiceRouter } from '../service-router.ts';
import type { TagValidator } from './seed.ts';
import { optionalDefinedTags, optionalFreeformTags } from './tag-fields.ts';
import type { DefinedTags, FreeformTags } from './tag-fields.ts';

/** Lifecycle states of namespaces and tags (OCI TagNamespace.LifecycleState, Tag.LifecycleState). */
const TAG_STATES = ['ACTIVE', 'INACTIVE', 'DELETING', 'DELETED'] as const;

/** OCI's limit on tags enabled for cost tracking, per tenancy. */
export const MAX_COST_TRACKING_TAGS = 10;

// OCI: 1 to 100 characters, no spaces and no periods (a defined tag is addressed as namespace.key).
const NAME = /^[^\s.]{1,100}$/;

interface NamespaceRow {
  id: string;
  tenancy_id: string;
  compartment_id: string;
  name: string;
  description: string;
  freeform_tags: FreeformTags;
  defined_tags: DefinedTags;
  is_retired: boolean;
  lifecycle_state: string;
  time_created: Date;
}

interface TagRow {
  id: string;
  tag_namespace_id: string;
  namespace_name: string;
  compartment_id: string;
  name: string;
  description: string;
  freeform_tags: FreeformTags;
  defined_tags: DefinedTags;
  is_retired: boolean;
  lifecycle_state: string;
  is_cost_tracking: boolean;
  validator: TagValidator;
  time_created: Date;
}

const TAG_SELECT = `select t.*, n.name as namespace_name, n.compartment_id
  from tags t join tag_namespaces n on n.id = t.tag_namespace_id`;

/** The OCI TagNamespace model (TagNamespaceSummary has the same fields). */
function toNamespace(row: NamespaceRow) {
  return {
    id: row.id,
    compartmentId: row.compartment_id,
    name: row.name,
    description: row.description,
    freeformTags: row.freeform_tags,
    definedTags: row.defined_tags,
    isRetired: row.is_retired,
    lifecycleState: row.lifecycle_state,
    timeCreated: row.time_created.toISOString(),
    locks: [],
  };
}

/** The OCI TagSummary model. */
function toTagSummary(row: TagRow) {
  return {
    compartmentId: row.compartment_id,
    id: row.id,
    name: row.name,
    description: row.description,
    freeformTags: row.freeform_tags,
    definedTags: row.defined_tags,
    isRetired: row.is_retired,
    lifecycleState: row.lifecycle_state,
    timeCreated: row.time_created.toISOString(),
    isCostTracking: row.is_cost_tracking,
  };
}

/** The OCI Tag model. */
function toTag(row: TagRow) {
  return {
    ...toTagSummary(row),
    tagNamespaceId: row.tag_namespace_id,
    tagNamespaceName: row.namespace_name,
    validator: row.validator,
  };
}

function checkName(name: string, path: string): void {
  if (!NAME.test(name)) throw invalidParameter(`${path} must be 1 to 100 characters without spaces or periods.`);
}

function checkDescription(description: string, path: string): void {
  if (description.length < 1 || description.length > 400) {
    throw invalidParameter(`${path} must be 1 to 400 characters.`);
  }
}

/** Reads a validator: DEFAULT clears it (null); ENUM needs at least one non-empty value. */
function optionalValidator(body: Record<string, unknown>, path: string): TagValidator | undefined {
  const value = body['validator'];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParameter(`${path} must be a JSON object.`);
  const { validatorType, values } = value as Record<string, unknown>;
  if (validatorType === 'DEFAULT') return null;
  if (validatorType !== 'ENUM') throw invalidParameter(`${path}.validatorType must be DEFAULT or ENUM.`);
  if (
    !Array.isArray(values) ||
    values.length === 0 ||
    !values.every(entry => typeof entry === 'string' && entry.trim() !== '')
  ) {
    throw invalidParameter(`${path}.values must list at least one non-empty string.`);
  }
  return { validatorType: 'ENUM', values: [...new Set(values as string[])] };
}

async function checkCostTrackingLimit(db: Queryable, tenancyId: string): Promise<void> {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from tags t join tag_namespaces n on n.id = t.tag_namespace_id
     where n.tenancy_id = $1 and t.is_cost_tracking and t.lifecycle_state <> 'DELETED'`,
    [tenancyId]
  );
  if ((rows[0]?.count ?? 0) >= MAX_COST_TRACKING_TAGS) {
    throw new ApiError(
      400,
      'LimitExceeded',
      `A tenancy can have at most ${MAX_COST_TRACKING_TAGS} tags enabled for cost tracking.`
    );
  }
}

// The compartment and every compartment below it, as a CTE over the identity module's compartments table.
const SUBTREE = `with recursive subtree as (
    select $2::text as id
    union all select k.id from compartments k join subtree s on k.parent_id = s.id where k.tenancy_id = $1) `;

/** Tag namespaces and tags (identity 20160918), in the caller's tenancy only. */
export function tagRoutes({ db, store, now, router }: ServiceDeps): ServiceRouter {
  const api = router({ base: '/identity/:region/20160918' });

  const findNamespace = async (c: Context<CloudEnv>, id: string): Promise<NamespaceRow> => {
    const { rows } = await db.query<NamespaceRow>('select * from tag_namespaces where id = $1 and tenancy_id = $2', [
      id,
      c.get('principal').tenancyId,
    ]);
    if (!rows[0]) throw notAuthorizedOrNotFound();
    return rows[0];
  };

  const findTag = async (namespaceId: string, name: string): Promise<TagRow> => {
    const { rows } = await db.query<TagRow>(
      `${TAG_SELECT} where t.tag_namespace_id = $1 and lower(t.name) = lower($2)`,
      [namespaceId, name]
    );
    if (!rows[0]) throw notAuthorizedOrNotFound();
    return rows[0];
  };

  const requireCompartment = async (c: Context<CloudEnv>, compartmentId: string) => {
    if (!(await store.isCompartmentOf(c.get('principal').tenancyId, compartmentId))) throw notAuthorizedOrNotFound();
  };

  // The SDKs send isLockOverride on updates; no lock is ever set here, so it is only validated.
  const readLockOverride = (c: Context<CloudEnv>) => booleanQuery(c, 'isLockOverride');

  api.post('CreateTagNamespace', '/tagNamespaces', async c =>
    withRetryToken(c, { db, now }, async () => {
      const { tenancyId } = c.get('principal');
      const details = await jsonBody(c, 'createTagNamespaceDetails');
      const compartmentId = requiredString(details, 'compartmentId', 'createTagNamespaceDetails.compartmentId');
      const name = requiredString(details, 'name', 'createTagNamespaceDetails.name');
      const description = requiredString(details, 'description', 'createTagNamespaceDetails.description');
      checkName(name, 'createTagNamespaceDetails.name');
      checkDescription(description, 'createTagNamespaceDetails.description');
      const freeformTags = optionalFreeformTags(details, 'createTagNamespaceDetails.freeformTags') ?? {};
      const definedTags = optionalDefinedTags(details, 'createTagNamespaceDetails.definedTags') ?? {};
      await requireCompartment(c, compartmentId);
      const { rows } = await db.query<NamespaceRow>(
        `insert into tag_namespaces (id, tenancy_id, compartment_id, name, description, freeform_tags, defined_tags,
           time_created)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing returning *`,
        [
          seedOcid('tagnamespace', randomUUID()),
          tenancyId,
          compartmentId,
          name,
          description,
          JSON.stringify(freeformTags),
          JSON.stringify(definedTags),
          now(),
        ]
      );
      if (!rows[0]) throw conflict(`A tag namespace named '${name}' already exists in this tenancy.`);
      return sendWithEtag(c, toNamespace(rows[0]));
    })
  );

  api.get('ListTagNamespaces', '/tagNamespaces', async c => {
    const { tenancyId } = c.get('principal');
    const compartmentId = requiredQuery(c, 'compartmentId');
    const includeSubcompartments = booleanQuery(c, 'includeSubcompartments') ?? false;
    const lifecycleState = enumQuery(c, 'lifecycleState', TAG_STATES);
    const page = readPageRequest(c, 100);
    await requireCompartment(c, compartmentId);
    const params: unknown[] = [tenancyId, compartmentId];
    const where = [
      'tenancy_id = $1',
      includeSubcompartments ? 'compartment_id in (select id from subtree)' : 'compartment_id = $2',
    ];
    if (lifecycleState !== undefined) where.push(`lifecycle_state = $${params.push(lifecycleState)}`);
    const result = await pageQuery<NamespaceRow>(
      db,
      `${includeSubcompartments ? SUBTREE : ''}select * from tag_namespaces where ${where.join(' and ')}
       order by lower(name), id`,
      params,
      page
    );
    return sendPage(c, result, items => items.map(toNamespace));
  });

  // Declared before /tagNamespaces/:tagNamespaceId, which would otherwise take 'actions' for an id.
  api.get('ListCostTrackingTags', '/tagNamespaces/actions/listCostTrackingTags', async c => {
    const compartmentId = requiredQuery(c, 'compartmentId');
    const page = readPageRequest(c, 100);
    await requireCompartment(c, compartmentId);
    const result = await pageQuery<TagRow>(
      db,
      `${SUBTREE}${TAG_SELECT}
       where n.tenancy_id = $1 and n.compartment_id in (select id from subtree)
         and t.is_cost_tracking and t.lifecycle_state <> 'DELETED'
       order by lower(n.name), lower(t.name), t.id`,
      [c.get('principal').tenancyId, compartmentId],
      page
    );
    return sendPage(c, result, items => items.map(toTag));
  });

  api.get('GetTagNamespace', '/tagNamespaces/:tagNamespaceId', async c =>
    sendWithEtag(c, toNamespace(await findNamespace(c, c.req.param('tagNamespaceId'))))
  );

  api.put('UpdateTagNamespace', '/tagNamespaces/:tagNamespaceId', async c => {
    readLockOverride(c);
    const current = await findNamespace(c, c.req.param('tagNamespaceId'));
    checkIfMatch(c, toNamespace(current));
    const details = await jsonBody(c, 'updateTagNamespaceDetails');
    const description = optionalString(details, 'description', 'updateTagNamespaceDetails.description');
    if (description !== undefined) checkDescription(description, 'updateTagNamespaceDetails.description');
    const isRetired = optionalBoolean(details, 'isRetired', 'updateTagNamespaceDetails.isRetired');
    const freeformTags = optionalFreeformTags(details, 'updateTagNamespaceDetails.freeformTags');
    const definedTags = optionalDefinedTags(details, 'updateTagNamespaceDetails.definedTags');
    const updated = await db.transaction(async tx => {
      const retired = isRetired ?? current.is_retired;
      const { rows } = await tx.query<NamespaceRow>(
        `update tag_namespaces set description = $2, is_retired = $3, lifecycle_state = $4, freeform_tags = $5,
           defined_tags = $6
         where id = $1 returning *`,
        [
          current.id,
          description ?? current.description,
          retired,
          retired ? 'INACTIVE' : 'ACTIVE',
          JSON.stringify(freeformTags ?? current.freeform_tags),
          JSON.stringify(definedTags ?? current.defined_tags),
        ]
      );
      // OCI retires every tag with its namespace; reactivating the namespace leaves the tags retired.
      if (isRetired === true) {
        await tx.query(
          `update tags set is_retired = true, lifecycle_state = 'INACTIVE'
           where tag_namespace_id = $1 and lifecycle_state <> 'DELETED'`,
          [current.id]
        );
      }
      return rows[0] ?? current;
    });
    return sendWithEtag(c, toNamespace(updated));
  });

  api.post('CreateTag', '/tagNamespaces/:tagNamespaceId/tags', async c =>
    withRetryToken(c, { db, now }, async () => {
      readLockOverride(c);
      const namespace = await findNamespace(c, c.req.param('tagNamespaceId'));
      const details = await jsonBody(c, 'createTagDetails');
      const name = requiredString(details, 'name', 'createTagDetails.name');
      const description = requiredString(details, 'description', 'createTagDetails.description');
      checkName(name, 'createTagDetails.name');
      checkDescription(description, 'createTagDetails.description');
      const freeformTags = optionalFreeformTags(details, 'createTagDetails.freeformTags') ?? {};
      const definedTags = optionalDefinedTags(details, 'createTagDetails.definedTags') ?? {};
      const isCostTracking = optionalBoolean(details, 'isCostTracking', 'createTagDetails.isCostTracking') ?? false;
      const validator = optionalValidator(details, 'createTagDetails.validator') ?? null;
      if (namespace.is_retired) throw incorrectState(`The tag namespace '${namespace.name}' is retired.`);
      if (isCostTracking) await checkCostTrackingLimit(db, namespace.tenancy_id);
      const { rows } = await db.query<{ id: string }>(
        `insert into tags (id, tag_namespace_id, name, description, freeform_tags, defined_tags, is_cost_tracking,
           validator, time_created)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing returning id`,
        [
          seedOcid('tagdefinition', randomUUID()),
          namespace.id,
          name,
          description,
          JSON.stringify(freeformTags),
          JSON.stringify(definedTags),
          isCostTracking,
          validator === null ? null : JSON.stringify(validator),
          now(),
        ]
      );
      if (!rows[0]) throw conflict(`The tag namespace '${namespace.name}' already has a tag named '${name}'.`);
      return sendWithEtag(c, toTag(await findTag(namespace.id, name)));
    })
  );

  api.get('ListTags', '/tagNamespaces/:tagNamespaceId/tags', async c => {
    const lifecycleState = enumQuery(c, 'lifecycleState', TAG_STATES);
    const page = readPageRequest(c, 100);
    const namespace = await findNamespace(c, c.req.param('tagNamespaceId'));
    const params: unknown[] = [namespace.id];
    const state = lifecycleState === undefined ? '' : ` and t.lifecycle_state = $${params.push(lifecycleState)}`;
    const result = await pageQuery<TagRow>(
      db,
      `${TAG_SELECT} where t.tag_namespace_id = $1${state} order by lower(t.name), t.id`,
      params,
      page
    );
    return sendPage(c, result, items => items.map(toTagSummary));
  });

  api.get('GetTag', '/tagNamespaces/:tagNamespaceId/tags/:tagName', async c => {
    const namespace = await findNamespace(c, c.req.param('tagNamespaceId'));
    return sendWithEtag(c, toTag(await findTag(namespace.id, c.req.param('tagName'))));
  });

  api.put('UpdateTag', '/tagNamespaces/:tagNamespaceId/tags/:tagName', async c => {
    readLockOverride(c);
    const namespace = await findNamespace(c, c.req.param('tagNamespaceId'));
    const current = await findTag(namespace.id, c.req.param('tagName'));
    checkIfMatch(c, toTag(current));
    const details = await jsonBody(c, 'updateTagDetails');
    const description = optionalString(details, 'description', 'updateTagDetails.description');
    if (description !== undefined) checkDescription(description, 'updateTagDetails.description');
    const isRetired = optionalBoolean(details, 'isRetired', 'updateTagDetails.isRetired');
    const freeformTags = optionalFreeformTags(details, 'updateTagDetails.freeformTags');
    const definedTags = optionalDefinedTags(details, 'updateTagDetails.definedTags');
    const isCostTracking = optionalBoolean(details, 'isCostTracking', 'updateTagDetails.isCostTracking');
    const validator = optionalValidator(details, 'updateTagDetails.validator');
    if (isRetired === false && namespace.is_retired) {
      throw incorrectState(`The tag namespace '${namespace.name}' is retired: reactivate it first.`);
    }
    if (isCostTracking === true && !current.is_cost_tracking) await checkCostTrackingLimit(db, namespace.tenancy_id);
    const retired = isRetired ?? current.is_retired;
    const nextValidator = validator === undefined ? current.validator : validator;
    await db.query(
      `update tags set description = $2, is_retired = $3, lifecycle_state = $4, freeform_tags = $5, defined_tags = $6,
         is_cost_tracking = $7, validator = $8
       where id = $1`,
      [
        current.id,
        description ?? current.description,
        retired,
        retired ? 'INACTIVE' : 'ACTIVE',
        JSON.stringify(freeformTags ?? current.freeform_tags),
        JSON.stringify(definedTags ?? current.defined_tags),
        isCostTracking ?? current.is_cost_tracking,
        nextValidator === null ? null : JSON.stringify(nextValidator),
      ]
    );
    return sendWithEtag(c, toTag(await findTag(namespace.id, current.name)));
  });

  return api;
}
