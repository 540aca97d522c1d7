// Tag namespaces and tags of the identity service (spec 3 §7 Identity, version 20160918), as OCI's models.
import * as v from 'valibot';
import { callService, listAll, pathParam, type PagingOptions, type ServiceCall } from './call.ts';
import { IDENTITY_VERSION, type ListPage, type WithEtag } from './identity.ts';
import type { ServiceContext } from './service-context.ts';

const FREEFORM_TAGS = v.record(v.string(), v.string());
const DEFINED_TAGS = v.record(v.string(), v.record(v.string(), v.unknown()));

/** Lifecycle states of tag namespaces and tags. */
export type TagLifecycleState = 'ACTIVE' | 'INACTIVE' | 'DELETING' | 'DELETED';

/** A tag namespace (OCI TagNamespace; TagNamespaceSummary has the same fields). */
export const TAG_NAMESPACE_SCHEMA = v.object({
  id: v.string(),
  compartmentId: v.string(),
  name: v.string(),
  description: v.optional(v.string()),
  freeformTags: v.optional(FREEFORM_TAGS),
  definedTags: v.optional(DEFINED_TAGS),
  isRetired: v.boolean(),
  lifecycleState: v.optional(v.string()),
  timeCreated: v.optional(v.string()),
});

/** A tag namespace. */
export type TagNamespace = v.InferOutput<typeof TAG_NAMESPACE_SCHEMA>;

/** A tag's validator: ENUM with its values; null (or absent) accepts any value. */
export const TAG_VALIDATOR_SCHEMA = v.nullable(
  v.object({ validatorType: v.string(), values: v.optional(v.array(v.string())) })
);

/** A tag in a namespace's list (OCI TagSummary). */
export const TAG_SUMMARY_SCHEMA = v.object({
  id: v.string(),
  compartmentId: v.optional(v.string()),
  name: v.string(),
  description: v.optional(v.string()),
  freeformTags: v.optional(FREEFORM_TAGS),
  definedTags: v.optional(DEFINED_TAGS),
  isRetired: v.boolean(),
  lifecycleState: v.optional(v.string()),
  timeCreated: v.optional(v.string()),
  isCostTracking: v.optional(v.boolean()),
});

/** A tag in a namespace's list. */
export type TagSummary = v.InferOutput<typeof TAG_SUMMARY_SCHEMA>;

/** A tag definition (OCI Tag). */
export const TAG_SCHEMA = v.object({
  ...TAG_SUMMARY_SCHEMA.entries,
  tagNamespaceId: v.string(),
  tagNamespaceName: v.string(),
  validator: v.optional(TAG_VALIDATOR_SCHEMA),
});

/** A tag definition. */
export type Tag = v.InferOutput<typeof TAG_SCHEMA>;

/** A tag's validator as a create or update sends it: DEFAULT clears it. */
export type TagValidatorDetails = { validatorType: 'ENUM'; values: string[] } | { validatorType: 'DEFAULT' };

/** The body of POST /tagNamespaces. */
export interface CreateTagNamespaceDetails {
  compartmentId: string;
  name: string;
  description: string;
  freeformTags?: Record<string, string>;
  definedTags?: Record<string, Record<string, unknown>>;
}

/** The body of PUT /tagNamespaces/{tagNamespaceId}. */
export interface UpdateTagNamespaceDetails {
  description?: string;
  isRetired?: boolean;
  freeformTags?: Record<string, string>;
  definedTags?: Record<string, Record<string, unknown>>;
}

/** The body of POST /tagNamespaces/{tagNamespaceId}/tags. */
export interface CreateTagDetails {
  name: string;
  description: string;
  isCostTracking?: boolean;
  validator?: TagValidatorDetails;
  freeformTags?: Record<string, string>;
  definedTags?: Record<string, Record<string, unknown>>;
}

/** The body of PUT /tagNamespaces/{tagNamespaceId}/tags/{tagName}. */
export interface UpdateTagDetails {
  description?: string;
  isRetired?: boolean;
  isCostTracking?: boolean;
  validator?: TagValidatorDetails;
  freeformTags?: Record<string, string>;
  definedTags?: Record<string, Record<string, unknown>>;
}

/** Options of a create: the opc-retry-token to send, else a fresh one (spec 3 §7: opc-retry-token on creates). */
export interface CreateOptions {
  retryToken?: string;
}

/** Options of an update: the etag of the version being changed. */
export interface UpdateOptions {
  ifMatch?: string;
}

/** Query of GET /tagNamespaces (spec 3 §7: compartmentId required, page, limit, includeSubcompartments). */
export interface ListTagNamespacesQuery {
  compartmentId: string;
  page?: string;
  limit?: number;
  includeSubcompartments?: boolean;
  lifecycleState?: TagLifecycleState;
}

/** Query of GET /tagNamespaces/actions/listCostTrackingTags (compartmentId required, page, limit). */
export interface ListCostTrackingTagsQuery {
  compartmentId: string;
  page?: string;
  limit?: number;
}

/** Query of GET /tagNamespaces/{tagNamespaceId}/tags (page, limit). */
export interface ListTagsQuery {
  page?: string;
  limit?: number;
  lifecycleState?: TagLifecycleState;
}

const BASE = { service: 'identity', version: IDENTITY_VERSION } as const;

function namespacePath(tagNamespaceId: string): string {
  return `/tagNamespaces/${pathParam(tagNamespaceId)}`;
}

function tagPath(tagNamespaceId: string, tagName: string): string {
  return `${namespacePath(tagNamespaceId)}/tags/${pathParam(tagName)}`;
}

async function withEtag<T>(context: ServiceContext, call: ServiceCall<T>): Promise<WithEtag<T>> {
  const { data, headers } = await callService(context, call);
  return { data, etag: headers.etag };
}

async function listPage<T>(context: ServiceContext, call: ServiceCall<T[]>): Promise<ListPage<T>> {
  const { data, headers } = await callService(context, call);
  return { items: data, nextPage: headers.nextPage };
}

function listTagNamespacesCall(query: ListTagNamespacesQuery): ServiceCall<TagNamespace[]> {
  return {
    ...BASE,
    operation: 'ListTagNamespaces',
    path: '/tagNamespaces',
    query: {
      compartmentId: query.compartmentId,
      page: query.page,
      limit: query.limit,
      includeSubcompartments: query.includeSubcompartments,
      lifecycleState: query.lifecycleState,
    },
    required: { compartmentId: query.compartmentId },
    schema: v.array(TAG_NAMESPACE_SCHEMA),
  };
}

function listCostTrackingTagsCall(query: ListCostTrackingTagsQuery): ServiceCall<Tag[]> {
  return {
    ...BASE,
    operation: 'ListCostTrackingTags',
    path: '/tagNamespaces/actions/listCostTrackingTags',
    query: { compartmentId: query.compartmentId, page: query.page, limit: query.limit },
    required: { compartmentId: query.compartmentId },
    schema: v.array(TAG_SCHEMA),
  };
}

function listTagsCall(tagNamespaceId: string, query: ListTagsQuery): ServiceCall<TagSummary[]> {
  return {
    ...BASE,
    operation: 'ListTags',
    path: `${namespacePath(tagNamespaceId)}/tags`,
    query: { page: query.page, limit: query.limit, lifecycleState: query.lifecycleState },
    required: { tagNamespaceId },
    schema: v.array(TAG_SUMMARY_SCHEMA),
  };
}

/** POST /tagNamespaces with createTagNamespaceDetails and an opc-retry-token. */
export function createTagNamespace(
  context: ServiceContext,
  createTagNamespaceDetails: CreateTagNamespaceDetails,
  options: CreateOptions = {}
): Promise<WithEtag<TagNamespace>> {
  return withEtag(context, {
    ...BASE,
    operation: 'CreateTagNamespace',
    method: 'POST',
    path: '/tagNamespaces',
    body: createTagNamespaceDetails,
    retryToken: options.retryToken ?? true,
    required: { createTagNamespaceDetails },
    schema: TAG_NAMESPACE_SCHEMA,
  });
}

/** GET /tagNamespaces: one page of the namespaces of a compartment (and its subcompartments if asked). */
export function listTagNamespaces(
  context: ServiceContext,
  query: ListTagNamespacesQuery
): Promise<ListPage<TagNamespace>> {
  return listPage(context, listTagNamespacesCall(query));
}

/** GET /tagNamespaces, every page, following opc-next-page. */
export function listAllTagNamespaces(
  context: ServiceContext,
  query: Omit<ListTagNamespacesQuery, 'page'>,
  paging: PagingOptions = {}
): Promise<TagNamespace[]> {
  return listAll(context, listTagNamespacesCall(query), page => page, paging);
}

/** GET /tagNamespaces/{tagNamespaceId}. */
export function getTagNamespace(context: ServiceContext, tagNamespaceId: string): Promise<WithEtag<TagNamespace>> {
  return withEtag(context, {
    ...BASE,
    operation: 'GetTagNamespace',
    path: namespacePath(tagNamespaceId),
    required: { tagNamespaceId },
    schema: TAG_NAMESPACE_SCHEMA,
  });
}

/** PUT /tagNamespaces/{tagNamespaceId} with updateTagNamespaceDetails (if-match when given). */
export function updateTagNamespace(
  context: ServiceContext,
  tagNamespaceId: string,
  updateTagNamespaceDetails: UpdateTagNamespaceDetails,
  options: UpdateOptions = {}
): Promise<WithEtag<TagNamespace>> {
  return withEtag(context, {
    ...BASE,
    operation: 'UpdateTagNamespace',
    method: 'PUT',
    path: namespacePath(tagNamespaceId),
    body: updateTagNamespaceDetails,
    ifMatch: options.ifMatch,
    required: { tagNamespaceId, updateTagNamespaceDetails },
    schema: TAG_NAMESPACE_SCHEMA,
  });
}

/** GET /tagNamespaces/actions/listCostTrackingTags: one page of the cost-tracking tags of a compartment and below. */
export function listCostTrackingTags(
  context: ServiceContext,
  query: ListCostTrackingTagsQuery
): Promise<ListPage<Tag>> {
  return listPage(context, listCostTrackingTagsCall(query));
}

/** GET /tagNamespaces/actions/listCostTrackingTags, every page. */
export function listAllCostTrackingTags(
  context: ServiceContext,
  query: Omit<ListCostTrackingTagsQuery, 'page'>,
  paging: PagingOptions = {}
): Promise<Tag[]> {
  return listAll(context, listCostTrackingTagsCall(query), page => page, paging);
}

/** POST /tagNamespaces/{tagNamespaceId}/tags with createTagDetails and an opc-retry-token. */
export function createTag(
  context: ServiceContext,
  tagNamespaceId: string,
  createTagDetails: CreateTagDetails,
  options: CreateOptions = {}
): Promise<WithEtag<Tag>> {
  return withEtag(context, {
    ...BASE,
    operation: 'CreateTag',
    method: 'POST',
    path: `${namespacePath(tagNamespaceId)}/tags`,
    body: createTagDetails,
    retryToken: options.retryToken ?? true,
    required: { tagNamespaceId, createTagDetails },
    schema: TAG_SCHEMA,
  });
}

/** GET /tagNamespaces/{tagNamespaceId}/tags: one page of a namespace's tags. */
export function listTags(
  context: ServiceContext,
  tagNamespaceId: string,
  query: ListTagsQuery = {}
): Promise<ListPage<TagSummary>> {
  return listPage(context, listTagsCall(tagNamespaceId, query));
}

/** GET /tagNamespaces/{tagNamespaceId}/tags, every page. */
export function listAllTags(
  context: ServiceContext,
  tagNamespaceId: string,
  query: Omit<ListTagsQuery, 'page'> = {},
  paging: PagingOptions = {}
): Promise<TagSummary[]> {
  return listAll(context, listTagsCall(tagNamespaceId, query), page => page, paging);
}

/** GET /tagNamespaces/{tagNamespaceId}/tags/{tagName}. */
export function getTag(context: ServiceContext, tagNamespaceId: string, tagName: string): Promise<WithEtag<Tag>> {
  return withEtag(context, {
    ...BASE,
    operation: 'GetTag',
    path: tagPath(tagNamespaceId, tagName),
    required: { tagNamespaceId, tagName },
    schema: TAG_SCHEMA,
  });
}

/** PUT /tagNamespaces/{tagNamespaceId}/tags/{tagName} with updateTagDetails (if-match when given). */
export function updateTag(
  context: ServiceContext,
  tagNamespaceId: string,
  tagName: string,
  updateTagDetails: UpdateTagDetails,
  options: UpdateOptions = {}
): Promise<WithEtag<Tag>> {
  return withEtag(context, {
    ...BASE,
    operation: 'UpdateTag',
    method: 'PUT',
    path: tagPath(tagNamespaceId, tagName),
    body: updateTagDetails,
    ifMatch: options.ifMatch,
    required: { tagNamespaceId, tagName, updateTagDetails },
    schema: TAG_SCHEMA,
  });
}
