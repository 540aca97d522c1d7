import * as v from 'valibot';
import { callServiceData, pathParam } from './call.ts';
import { IDENTITY_VERSION } from './identity.ts';
import type { ServiceContext } from './service-context.ts';

/** One region an identity domain is replicated to (spec 3 §3, Domain response). */
export const DOMAIN_REPLICA_REGION_SCHEMA = v.object({
  region: v.string(),
  /** REPLICATION_ENABLED, ENABLING_REPLICATION or another replication state. */
  state: v.string(),
  url: v.optional(v.string()),
  regionalUrl: v.optional(v.string()),
});

/** An identity domain, the fields the console reads (spec 3 §3: homeRegion, replicaRegions). */
export const DOMAIN_SCHEMA = v.object({
  id: v.string(),
  compartmentId: v.optional(v.string()),
  displayName: v.optional(v.string()),
  description: v.optional(v.nullable(v.string())),
  url: v.optional(v.string()),
  homeRegionUrl: v.optional(v.string()),
  homeRegion: v.string(),
  replicaRegions: v.optional(v.nullable(v.array(DOMAIN_REPLICA_REGION_SCHEMA)), []),
  type: v.optional(v.string()),
  lifecycleState: v.optional(v.string()),
  /** Only with isIdentityProviderIdRequired=true: the identity provider the tenancy federates with, or null. */
  identityProviderId: v.optional(v.nullable(v.string())),
});

/** An identity domain. */
export type Domain = v.InferOutput<typeof DOMAIN_SCHEMA>;

/** Options of GetDomain. */
export interface GetDomainOptions {
  /** Asks for the domain's identity provider id as well. */
  isIdentityProviderIdRequired?: boolean;
}

/** GET /domains/{domainId} (identity 20160918), with isIdentityProviderIdRequired when given. */
export function getDomain(context: ServiceContext, domainId: string, options: GetDomainOptions = {}): Promise<Domain> {
  return callServiceData(context, {
    service: 'identity',
    version: IDENTITY_VERSION,
    operation: 'GetDomain',
    path: `/domains/${pathParam(domainId)}`,
    query: { isIdentityProviderIdRequired: options.isIdentityProviderIdRequired },
    required: { domainId },
    schema: DOMAIN_SCHEMA,
  });
}
