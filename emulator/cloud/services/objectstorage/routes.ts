import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { CloudEnv } from '../../context.ts';
import { seedOcid } from '../../seed-ocid.ts';
import { ApiError, invalidParameter, notAuthorizedOrNotFound, preconditionFailed } from '../../wire/errors.ts';
import { pageQuery, readPageRequest, sendPage } from '../../wire/paging.ts';
import {
  jsonBody,
  optionalBoolean,
  optionalQuery,
  optionalString,
  requiredQuery,
  requiredString,
} from '../../wire/params.ts';
import { withRetryToken } from '../../wire/retry-token.ts';
import type { ServiceDeps } from '../cloud-service.ts';
import type { ServiceRouter } from '../service-router.ts';
import { namespaceOf } from './seed.ts';

/** OCI `CreateBucketDetails.PublicAccessType`. */
export const PUBLIC_ACCESS_TYPES = ['NoPublicAccess', 'ObjectRead', 'ObjectReadWithoutList'] as const;
/** OCI `CreateBucketDetails.StorageTier`. */
export const STORAGE_TIERS = ['Standard', 'Archive'] as const;
/** OCI `CreateBucketDetails.Versioning`. */
export const VERSIONING = ['Enabled', 'Disabled'] as const;
/** OCI `CreateBucketDetails.AutoTiering` (`Bucket.autoTiering`). */
export const AUTO_TIERING = ['Disabled', 'InfrequentAccess'] as const;

/** Bucket names: 1 to 256 letters, digits, dashes, underscores and periods (OCI's rule). */
const BUCKET_NAME = /^[A-Za-z0-9._-]{1,256}$/;

interface BucketRow {
  id: string;
  namespace: string;
  region: string;
  name: string;
  compartment_id: string;
  created_by: string;
  etag: string;
  metadata: Record<string, string>;
  public_access_type: string;
  storage_tier: string;
  object_events_enabled: boolean;
  versioning: string;
  auto_tiering: string;
  kms_key_id: string | null;
  approximate_count: string | number;
  approximate_size: string | number;
  freeform_tags: Record<string, string>;
  defined_tags: Record<string, Record<string, unknown>>;
  time_created: Date;
}

function toSummary(row: BucketRow, withTags: boolean) {
  return {
    namespace: row.namespace,
    name: row.name,
    compartmentId: row.compartment_id,
    createdBy: row.created_by,
    timeCreated: row.time_created.toISOString(),
    etag: row.etag,
    ...(withTags ? { freeformTags: row.freeform_tags, definedTags: row.defined_tags } : {}),
  };
}

function toBucket(row: BucketRow, fields: ReadonlySet<string> = new Set()) {
  return {
    id: row.id,
    namespace: row.namespace,
    name: row.name,
    compartmentId: row.compartment_id,
    metadata: row.metadata,
    createdBy: row.created_by,
    timeCreated: row.time_created.toISOString(),
    etag: row.etag,
    publicAccessType: row.public_access_type,
    storageTier: row.storage_tier,
    objectEventsEnabled: row.object_events_enabled,
    freeformTags: row.freeform_tags,
    definedTags: row.defined_tags,
    kmsKeyId: row.kms_key_id,
    objectLifecyclePolicyEtag: null,
    approximateCount: fields.has('approximateCount') ? Number(row.approximate_count) : null,
    approximateSize: fields.has('approximateSize') ? Number(row.approximate_size) : null,
    replicationEnabled: false,
    isReadOnly: false,
    versioning: row.versioning,
    autoTiering: row.auto_tiering,
  };
}

/** The `fields` query: repeated or comma-separated, each one of `allowed`. */
function fieldsQuery(c: Context<CloudEnv>, allowed: readonly string[]): Set<string> {
  const values = (c.req.queries('fields') ?? []).flatMap(value => value.split(',')).filter(value => value !== '');
  for (const value of values) {
    if (!allowed.includes(value))
      throw invalidParameter(`fields must be one of ${allowed.join(', ')}, not '${value}'.`);
  }
  return new Set(values);
}

function oneOf<T extends string>(body: Record<string, unknown>, field: string, allowed: readonly T[]): T | undefined {
  const value = optionalString(body, field, `createBucketDetails.${field}`);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw invalidParameter(`createBucketDetails.${field} must be one of ${allowed.join(', ')}, not '${value}'.`);
  }
  return value as T;
}

function jsonObject(body: Record<string, unknown>, field: string): Record<string, unknown> {
  const value = body[field];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParameter(`createBucketDetails.${field} must be a JSON object.`);
  }
  return value as Record<string, unknown>;
}

/** 404 NamespaceNotFound: Object Storage's own code for a namespace the caller may not see. */
function namespaceNotFound(namespace: string): ApiError {
  return new ApiError(
    404,
    'NamespaceNotFound',
    `You do not have authorization to perform this request, or the requested resource could not be found. Namespace '${namespace}' not found.`
  );
}

/** 404 BucketNotFound: Object Storage's own code and message. */
function bucketNotFound(namespace: string, name: string): ApiError {
  return new ApiError(
    404,
    'BucketNotFound',
    `Either the bucket named '${name}' does not exist in the namespace '${namespace}' or you are not authorized to access it`
  );
}

/** Object Storage: `/objectstorage/{region}/n…`, without a version segment as OCI's paths have none. */
export function objectStorageRoutes({ db, store, now, origins, router }: ServiceDeps): ServiceRouter {
  const api = router();

  /** The caller's namespace; the path's must be it. */
  const callerNamespace = async (c: Context<CloudEnv>) => {
    const tenancy = await store.findTenancy(c.get('principal').tenancyId);
    if (!tenancy) throw notAuthorizedOrNotFound();
    return namespaceOf(tenancy.name);
  };

  const pathNamespace = async (c: Context<CloudEnv>) => {
    const namespace = c.req.param('namespaceName') ?? '';
    if (namespace !== (await callerNamespace(c))) throw namespaceNotFound(namespace);
    return namespace;
  };

  const findBucket = async (c: Context<CloudEnv>) => {
    const namespace = await pathNamespace(c);
    const name = c.req.param('bucketName') ?? '';
    const { rows } = await db.query<BucketRow>(
      'select * from os_buckets where namespace = $1 and region = $2 and name = $3 and tenancy_id = $4',
      [namespace, c.get('region') ?? '', name, c.get('principal').tenancyId]
    );
    if (!rows[0]) throw bucketNotFound(namespace, name);
    return rows[0];
  };

  api.get('GetNamespace', '/n', async c => {
    const compartmentId = optionalQuery(c, 'compartmentId');
    if (compartmentId !== undefined && !(await store.isCompartmentOf(c.get('principal').tenancyId, compartmentId))) {
      throw notAuthorizedOrNotFound();
    }
    return c.json(await callerNamespace(c));
  });

  api.get('ListBuckets', '/n/:namespaceName/b', async c => {
    const namespace = await pathNamespace(c);
    const { tenancyId } = c.get('principal');
    const compartmentId = requiredQuery(c, 'compartmentId');
    if (!(await store.isCompartmentOf(tenancyId, compartmentId))) throw notAuthorizedOrNotFound();
    const withTags = fieldsQuery(c, ['tags']).has('tags');
    const page = await pageQuery<BucketRow>(
      db,
      `select * from os_buckets where tenancy_id = $1 and namespace = $2 and region = $3 and compartment_id = $4
       order by name`,
      [tenancyId, namespace, c.get('region') ?? '', compartmentId],
      readPageRequest(c)
    );
    return sendPage(c, page, items => items.map(row => toSummary(row, withTags)));
  });

  api.post('CreateBucket', '/n/:namespaceName/b', async c =>
    withRetryToken(c, { db, now }, async () => {
      const namespace = await pathNamespace(c);
      const { tenancyId, userId } = c.get('principal');
      const region = c.get('region') ?? '';
      const details = await jsonBody(c, 'createBucketDetails');
      const name = requiredString(details, 'name', 'createBucketDetails.name');
      const compartmentId = requiredString(details, 'compartmentId', 'createBucketDetails.compartmentId');
      if (!BUCKET_NAME.test(name)) {
        throw invalidParameter(
          'createBucketDetails.name must be 1 to 256 letters, numbers, dashes, underscores or periods.'
        );
      }
      if (!(await store.isCompartmentOf(tenancyId, compartmentId))) throw notAuthorizedOrNotFound();
      const metadata = jsonObject(details, 'metadata');
      if (Object.values(metadata).some(value => typeof value !== 'string')) {
        throw invalidParameter('createBucketDetails.metadata values must be strings.');
      }
      const values = {
        publicAccessType: oneOf(details, 'publicAccessType', PUBLIC_ACCESS_TYPES) ?? 'NoPublicAccess',
        storageTier: oneOf(details, 'storageTier', STORAGE_TIERS) ?? 'Standard',
        versioning: oneOf(details, 'versioning', VERSIONING) ?? 'Disabled',
        autoTiering: oneOf(details, 'autoTiering', AUTO_TIERING) ?? 'Disabled',
        objectEventsEnabled:
          optionalBoolean(details, 'objectEventsEnabled', 'createBucketDetails.objectEventsEnabled') ?? false,
        kmsKeyId: optionalString(details, 'kmsKeyId', 'createBucketDetails.kmsKeyId') ?? null,
      };
      const { rows } = await db.query<BucketRow>(
        `insert into os_buckets (id, tenancy_id, namespace, region, name, compartment_id, created_by, etag, metadata,
           public_access_type, storage_tier, object_events_enabled, versioning, auto_tiering, kms_key_id,
           approximate_count, approximate_size, freeform_tags, defined_tags, time_created)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 0, 0, $16, $17, $18)
         on conflict (namespace, region, name) do nothing
         returning *`,
        [
          seedOcid('bucket', randomUUID()),
          tenancyId,
          namespace,
          region,
          name,
          compartmentId,
          userId,
          randomUUID(),
          JSON.stringify(metadata),
          values.publicAccessType,
          values.storageTier,
          values.objectEventsEnabled,
          values.versioning,
          values.autoTiering,
          values.kmsKeyId,
          JSON.stringify(jsonObject(details, 'freeformTags')),
          JSON.stringify(jsonObject(details, 'definedTags')),
          now(),
        ]
      );
      const [row] = rows;
      if (!row) {
        throw new ApiError(
          409,
          'BucketAlreadyExists',
          `Either the bucket '${name}' in namespace '${namespace}' already exists or you are not authorized to create it`
        );
      }
      c.header('etag', row.etag);
      c.header(
        'location',
        `${origins.cloudOrigin}/objectstorage/${region}/n/${namespace}/b/${encodeURIComponent(name)}`
      );
      return c.json(toBucket(row));
    })
  );

  api.get('GetBucket', '/n/:namespaceName/b/:bucketName', async c => {
    const fields = fieldsQuery(c, ['approximateCount', 'approximateSize', 'autoTiering']);
    const row = await findBucket(c);
    c.header('etag', row.etag);
    return c.json(toBucket(row, fields));
  });

  api.delete('DeleteBucket', '/n/:namespaceName/b/:bucketName', async c => {
    const row = await findBucket(c);
    const ifMatch = c.req.header('if-match');
    if (ifMatch !== undefined && ifMatch.trim() !== '*' && ifMatch.replace(/^"(.*)"$/, '$1') !== row.etag) {
      throw preconditionFailed(`The if-match etag '${ifMatch}' does not match the bucket's current etag.`);
    }
    await db.query('delete from os_buckets where id = $1', [row.id]);
    return c.body(null, 204);
  });

  return api;
}
