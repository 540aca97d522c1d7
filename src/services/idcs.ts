// Identity cloud service calls (spec 3 §7 Identity-cloud-service). In OCI the identity service lives on a host per
// domain; the local cloud stands in for it under the service name `idcs` (docs/local-cloud-endpoints.md): SCIM's
// `/admin/v1/Me` is version 'admin/v1' with path '/Me', and `/me` has no version at all.
import * as v from 'valibot';
import { callServiceData } from './call.ts';
import type { ServiceContext } from './service-context.ts';

/** Version of the instance-info call (spec 3 §7: "Path /idcs/instanceinfo (version 20181127)"). */
export const IDCS_INSTANCE_INFO_VERSION = '20181127';

/** Service name of the identity domain's own endpoints. */
export const IDCS_SERVICE = 'idcs';

/** Version segment of the SCIM admin API. */
export const IDCS_ADMIN_VERSION = 'admin/v1';

/** Identity me fetch timeout (spec 3 §9). */
export const IDCS_ME_TIMEOUT_MS = 10_000;

/** Attributes the console asks GET Me for (spec 3 §7). */
export const ME_ATTRIBUTES: readonly string[] = ['name', 'emails', 'locale'];

/** Content type of SCIM requests; GET Me requires a Content-Type header (spec 3 §7). */
export const SCIM_CONTENT_TYPE = 'application/scim+json';

/** Instance info of the tenancy's identity-cloud-service instance; the console reads idcsInstanceId. */
export const IDCS_INSTANCE_INFO_SCHEMA = v.object({
  idcsInstanceId: v.string(),
  idcsInstanceUrl: v.optional(v.string()),
  domainId: v.optional(v.string()),
  domainName: v.optional(v.string()),
});

/** Instance info of the identity-cloud-service instance. */
export type IdcsInstanceInfo = v.InferOutput<typeof IDCS_INSTANCE_INFO_SCHEMA>;

/** The signed-in user as SCIM answers it; `attributes` limits it, so every field but `id` may be absent. */
export const ME_SCHEMA = v.object({
  schemas: v.optional(v.array(v.string())),
  id: v.string(),
  ocid: v.optional(v.string()),
  userName: v.optional(v.string()),
  displayName: v.optional(v.string()),
  name: v.optional(
    v.object({
      givenName: v.optional(v.string()),
      familyName: v.optional(v.string()),
      formatted: v.optional(v.string()),
    })
  ),
  emails: v.optional(
    v.array(v.object({ value: v.string(), primary: v.optional(v.boolean()), type: v.optional(v.string()) }))
  ),
  locale: v.optional(v.string()),
  preferredLanguage: v.optional(v.string()),
  active: v.optional(v.boolean()),
});

/** The signed-in user as the identity domain knows them. */
export type Me = v.InferOutput<typeof ME_SCHEMA>;

/** Options of GET Me. */
export interface GetMeOptions {
  /** Attributes to return; name, emails and locale unless given. */
  attributes?: readonly string[];
  /** Attribute sets (all, always, default, request); none unless given. */
  attributeSets?: readonly string[];
  /** Per-attempt timeout; IDCS_ME_TIMEOUT_MS (10000 ms) unless given, whatever the context says. */
  timeoutMs?: number;
}

/** The body of PUT /me. Not shown: the shape chosen by the local cloud (only the given fields change). */
export interface UpdateMeDetails {
  preferredLanguage?: string;
  locale?: string;
  displayName?: string;
  name?: { givenName?: string; familyName?: string };
}

/** GET /idcs/instanceinfo (identity, version 20181127): the tenancy's identity-cloud-service instance. */
export function getIdcsInstanceInfo(context: ServiceContext): Promise<IdcsInstanceInfo> {
  return callServiceData(context, {
    service: 'identity',
    version: IDCS_INSTANCE_INFO_VERSION,
    operation: 'GetIdcsInstanceInfo',
    path: '/idcs/instanceinfo',
    schema: IDCS_INSTANCE_INFO_SCHEMA,
  });
}

/**
 * GET /admin/v1/Me with `attributes` (name, emails, locale) and optional `attributeSets`, with the Content-Type
 * header the service requires and the identity me fetch timeout of 10000 ms (spec 3 §9) unless told otherwise.
 */
export function getMe(context: ServiceContext, options: GetMeOptions = {}): Promise<Me> {
  const attributes = options.attributes ?? ME_ATTRIBUTES;
  return callServiceData(
    { ...context, timeoutMs: options.timeoutMs ?? IDCS_ME_TIMEOUT_MS },
    {
      service: IDCS_SERVICE,
      version: IDCS_ADMIN_VERSION,
      operation: 'GetMe',
      path: '/Me',
      query: { attributes, attributeSets: options.attributeSets },
      headers: { 'Content-Type': SCIM_CONTENT_TYPE },
      schema: ME_SCHEMA,
    }
  );
}

/** PUT /me with updateMeDetails. Answers the updated user. */
export function updateMe(context: ServiceContext, updateMeDetails: UpdateMeDetails): Promise<Me> {
  return callServiceData(context, {
    service: IDCS_SERVICE,
    version: '',
    operation: 'PutMe',
    method: 'PUT',
    path: '/me',
    body: updateMeDetails,
    required: { updateMeDetails },
    schema: ME_SCHEMA,
  });
}
