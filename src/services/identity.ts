import * as v from 'valibot';
import { callService, callServiceData, pathParam } from './call.ts';
import type { ServiceContext } from './service-context.ts';

/** Identity API version (spec 3 §9). */
export const IDENTITY_VERSION = '20160918';

/** The other identity API version the console calls (spec 3 §7 "Identity (versions 20160918 and 20190111)"). */
export const IDENTITY_VERSION_20190111 = '20190111';

/** An identity API version the console calls. */
export type IdentityVersion = typeof IDENTITY_VERSION | typeof IDENTITY_VERSION_20190111;

/** An answer with the etag a later update or delete sends back as if-match. */
export interface WithEtag<T> {
  data: T;
  etag: string | undefined;
}

/** One page of a list operation and the opc-next-page token of the next one (absent on the last page). */
export interface ListPage<T> {
  items: T[];
  nextPage: string | undefined;
}

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

/** GET /users/{userId}, on identity version 20160918 unless another is given (20190111 answers the same). */
export function getUser(
  context: ServiceContext,
  userId: string,
  version: IdentityVersion = IDENTITY_VERSION
): Promise<User> {
  return callServiceData(context, {
    service: 'identity',
    version,
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

/** An identity provider, the fields the console reads (spec 3 §7: protocol and metadataUrl), as OCI's model. */
export const IDENTITY_PROVIDER_SCHEMA = v.object({
  id: v.string(),
  compartmentId: v.optional(v.string()),
  name: v.optional(v.string()),
  description: v.optional(v.string()),
  productType: v.optional(v.string()),
  protocol: v.string(),
  metadataUrl: v.optional(v.nullable(v.string())),
  redirectUrl: v.optional(v.nullable(v.string())),
  signingCertificate: v.optional(v.nullable(v.string())),
  freeformAttributes: v.optional(v.nullable(v.record(v.string(), v.string()))),
  timeCreated: v.optional(v.string()),
  lifecycleState: v.optional(v.string()),
  freeformTags: v.optional(FREEFORM_TAGS),
  definedTags: v.optional(TAGS),
});

/** An identity provider. */
export type IdentityProvider = v.InferOutput<typeof IDENTITY_PROVIDER_SCHEMA>;

/** The body of PUT /identityProviders/{identityProviderId} (OCI UpdateSaml2IdentityProviderDetails). */
export interface UpdateIdentityProviderDetails {
  /** Must stay the provider's protocol, e.g. SAML2. */
  protocol: string;
  description?: string;
  metadataUrl?: string;
  metadata?: string;
  freeformAttributes?: Record<string, string>;
  freeformTags?: Record<string, string>;
  definedTags?: Record<string, Record<string, unknown>>;
}

/** GET /identityProviders/{identityProviderId}: the provider (protocol, metadataUrl) and its etag. */
export async function getIdentityProvider(
  context: ServiceContext,
  identityProviderId: string
): Promise<WithEtag<IdentityProvider>> {
  const { data, headers } = await callService(context, {
    service: 'identity',
    version: IDENTITY_VERSION,
    operation: 'GetIdentityProvider',
    path: `/identityProviders/${pathParam(identityProviderId)}`,
    required: { identityProviderId },
    schema: IDENTITY_PROVIDER_SCHEMA,
  });
  return { data, etag: headers.etag };
}

/** PUT /identityProviders/{identityProviderId} with updateIdentityProviderDetails and if-match. */
export async function updateIdentityProvider(
  context: ServiceContext,
  identityProviderId: string,
  updateIdentityProviderDetails: UpdateIdentityProviderDetails,
  options: { ifMatch?: string } = {}
): Promise<WithEtag<IdentityProvider>> {
  const { data, headers } = await callService(context, {
    service: 'identity',
    version: IDENTITY_VERSION,
    operation: 'UpdateIdentityProvider',
    method: 'PUT',
    path: `/identityProviders/${pathParam(identityProviderId)}`,
    body: updateIdentityProviderDetails,
    ifMatch: options.ifMatch,
    required: { identityProviderId, updateIdentityProviderDetails },
    schema: IDENTITY_PROVIDER_SCHEMA,
  });
  return { data, etag: headers.etag };
}

/** DELETE /identityProviders/{identityProviderId} with if-match. */
export async function deleteIdentityProvider(
  context: ServiceContext,
  identityProviderId: string,
  options: { ifMatch?: string } = {}
): Promise<void> {
  await callService(context, {
    service: 'identity',
    version: IDENTITY_VERSION,
    operation: 'DeleteIdentityProvider',
    method: 'DELETE',
    path: `/identityProviders/${pathParam(identityProviderId)}`,
    ifMatch: options.ifMatch,
    required: { identityProviderId },
    schema: v.unknown(),
  });
}
