import * as v from 'valibot';
import { apiRequest } from '../http/api-client.ts';
import { requireParams } from '../http/errors.ts';
import type { ServiceContext } from './service-context.ts';

/** Identity API version (spec 3 §9). */
export const IDENTITY_VERSION = '20160918';

const TAGS = v.record(v.string(), v.record(v.string(), v.unknown()));
const FREEFORM_TAGS = v.record(v.string(), v.string());

/** Account info and console capabilities of a tenancy (docs/architecture.md, "Capabilities response"). */
export const CAPABILITIES_RESPONSE_SCHEMA = v.object({
  accountInfo: v.object({
    limitsProvisioned: v.boolean(),
    suspended: v.boolean(),
    freeTierEnabled: v.boolean(),
    freeTierOnly: v.boolean(),
    promotionStatus: v.string(),
    accountStatus: v.string(),
    intentToPay: v.boolean(),
    promotionUpgraded: v.boolean(),
    accountFlags: v.number(),
    programType: v.string(),
    hasSaasSubscription: v.boolean(),
  }),
  capabilities: v.objectWithRest({ cloudShell: v.boolean(), codeEditor: v.boolean() }, v.boolean()),
});

/** Account info and console capabilities of a tenancy. */
export type CapabilitiesResponse = v.InferOutput<typeof CAPABILITIES_RESPONSE_SCHEMA>;

/** An OCI User, the fields the console reads (spec 3 §7: email, identityProviderId, timeCreated). */
export const USER_SCHEMA = v.object({
  id: v.string(),
  compartmentId: v.optional(v.string()),
  name: v.string(),
  description: v.optional(v.string()),
  email: v.optional(v.nullable(v.string())),
  emailVerified: v.optional(v.boolean()),
  identityProviderId: v.optional(v.nullable(v.string())),
  externalIdentifier: v.optional(v.nullable(v.string())),
  timeCreated: v.optional(v.string()),
  lifecycleState: v.optional(v.string()),
  isMfaActivated: v.optional(v.boolean()),
  freeformTags: v.optional(FREEFORM_TAGS),
  definedTags: v.optional(TAGS),
});

/** An OCI User. */
export type User = v.InferOutput<typeof USER_SCHEMA>;

/** An OCI Tenancy, the fields the console reads (spec 3 §7: name, timeCreated, definedTags, oracleMyServicesIdentifier). */
export const TENANCY_SCHEMA = v.object({
  id: v.string(),
  name: v.string(),
  description: v.optional(v.string()),
  homeRegionKey: v.optional(v.nullable(v.string())),
  upiIdcsCompatibilityLayerEndpoint: v.optional(v.nullable(v.string())),
  timeCreated: v.optional(v.string()),
  oracleMyServicesIdentifier: v.optional(v.nullable(v.string())),
  freeformTags: v.optional(FREEFORM_TAGS),
  definedTags: v.optional(TAGS),
});

/** An OCI Tenancy. */
export type Tenancy = v.InferOutput<typeof TENANCY_SCHEMA>;

/** One region a tenancy subscribes to (spec 3 §3). */
export const REGION_SUBSCRIPTION_SCHEMA = v.object({
  regionKey: v.string(),
  regionName: v.string(),
  status: v.optional(v.string()),
  isHomeRegion: v.boolean(),
});

/** One region a tenancy subscribes to. */
export type RegionSubscription = v.InferOutput<typeof REGION_SUBSCRIPTION_SCHEMA>;

async function call<T>(
  context: ServiceContext,
  request: { operation: string; path: string; query?: Record<string, boolean> },
  schema: v.GenericSchema<unknown, T>
): Promise<T> {
  const { data } = await apiRequest({ service: 'identity', version: IDENTITY_VERSION, ...request, schema, ...context });
  return data;
}

/** GET /compartments/{tenancyId}/capabilities?accountInfoOnly=true: account info and capabilities. */
export async function getCapabilities(context: ServiceContext, tenancyId: string): Promise<CapabilitiesResponse> {
  requireParams('GetCapabilities', { tenancyId });
  const path = `/compartments/${encodeURIComponent(tenancyId)}/capabilities`;
  return call(
    context,
    { operation: 'GetCapabilities', path, query: { accountInfoOnly: true } },
    CAPABILITIES_RESPONSE_SCHEMA
  );
}

/** GET /users/{userId}. */
export async function getUser(context: ServiceContext, userId: string): Promise<User> {
  requireParams('GetUser', { userId });
  return call(context, { operation: 'GetUser', path: `/users/${encodeURIComponent(userId)}` }, USER_SCHEMA);
}

/** GET /tenancies/{tenancyId}. */
export async function getTenancy(context: ServiceContext, tenancyId: string): Promise<Tenancy> {
  requireParams('GetTenancy', { tenancyId });
  return call(
    context,
    { operation: 'GetTenancy', path: `/tenancies/${encodeURIComponent(tenancyId)}` },
    TENANCY_SCHEMA
  );
}

/** GET /tenancies/{tenancyId}/regionSubscriptions. */
export async function listRegionSubscriptions(
  context: ServiceContext,
  tenancyId: string
): Promise<RegionSubscription[]> {
  requireParams('ListRegionSubscriptions', { tenancyId });
  const path = `/tenancies/${encodeURIComponent(tenancyId)}/regionSubscriptions`;
  return call(context, { operation: 'ListRegionSubscriptions', path }, v.array(REGION_SUBSCRIPTION_SCHEMA));
}
