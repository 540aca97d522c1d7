import * as v from 'valibot';
import { callServiceData, pathParam } from './call.ts';
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

/** GET /compartments/{tenancyId}/capabilities?accountInfoOnly=true: account info and capabilities. */
export function getCapabilities(context: ServiceContext, tenancyId: string): Promise<CapabilitiesResponse> {
  return callServiceData(context, {
    service: 'identity',
    version: IDENTITY_VERSION,
    operation: 'GetCapabilities',
    path: `/compartments/${pathParam(tenancyId)}/capabilities`,
    query: { accountInfoOnly: true },
    required: { tenancyId },
    schema: CAPABILITIES_RESPONSE_SCHEMA,
  });
}

/** GET /users/{userId}. */
export function getUser(context: ServiceContext, userId: string): Promise<User> {
  return callServiceData(context, {
    service: 'identity',
    version: IDENTITY_VERSION,
    operation: 'GetUser',
    path: `/users/${pathParam(userId)}`,
    required: { userId },
    schema: USER_SCHEMA,
  });
}

/** GET /tenancies/{tenancyId}. */
export function getTenancy(context: ServiceContext, tenancyId: string): Promise<Tenancy> {
  return callServiceData(context, {
    service: 'identity',
    version: IDENTITY_VERSION,
    operation: 'GetTenancy',
    path: `/tenancies/${pathParam(tenancyId)}`,
    required: { tenancyId },
    schema: TENANCY_SCHEMA,
  });
}

/** GET /tenancies/{tenancyId}/regionSubscriptions. */
export function listRegionSubscriptions(context: ServiceContext, tenancyId: string): Promise<RegionSubscription[]> {
  return callServiceData(context, {
    service: 'identity',
    version: IDENTITY_VERSION,
    operation: 'ListRegionSubscriptions',
    path: `/tenancies/${pathParam(tenancyId)}/regionSubscriptions`,
    required: { tenancyId },
    schema: v.array(REGION_SUBSCRIPTION_SCHEMA),
  });
}
