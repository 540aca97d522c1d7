import * as v from 'valibot';
import { fetchJson, fetchStatus, type TransportOptions } from '../http/api-client.ts';
import { serviceEndpoint, type EndpointConfig } from '../http/endpoints.ts';
import { CONSOLE_CONFIG } from '../config.ts';

/** The realm-wide region status answer: the regions that are down (spec 3 §7). */
export const REGION_STATUS_SCHEMA = v.object({
  downRegions: v.array(v.object({ region: v.string() })),
});

/** The region status answer. */
export type RegionStatus = v.InferOutput<typeof REGION_STATUS_SCHEMA>;

/** Transport options of the public checks: timeout, retries and cancellation, never credentials. */
export type CheckOptions = Omit<TransportOptions, 'operation'>;

/**
 * The region status URL, `{host}.{domain}/v2/regionstatus` (spec 3 §7). Not shown: the host is chosen as
 * `regionstatus`, so `https://regionstatus.{secondLevelDomain}/v2/regionstatus`; against the local cloud
 * `{cloudOrigin}/regionstatus/v2/regionstatus` (realm-wide, so no region segment).
 */
export function regionStatusUrl(config: EndpointConfig = CONSOLE_CONFIG): string {
  const host = config.cloudOrigin
    ? `${config.cloudOrigin.replace(/\/+$/, '')}/regionstatus`
    : `https://regionstatus.${config.secondLevelDomain}`;
  return `${host}/v2/regionstatus`;
}

/** GET {host}.{domain}/v2/regionstatus: public and unsigned; answers the regions that are down. */
export function getRegionStatus(
  config: EndpointConfig = CONSOLE_CONFIG,
  options: CheckOptions = {}
): Promise<RegionStatus> {
  return fetchJson(regionStatusUrl(config), { ...options, operation: 'GetRegionStatus', schema: REGION_STATUS_SCHEMA });
}

/** The names of the regions the region status reports down. */
export async function listDownRegions(
  config: EndpointConfig = CONSOLE_CONFIG,
  options: CheckOptions = {}
): Promise<string[]> {
  return (await getRegionStatus(config, options)).downRegions.map(entry => entry.region);
}

/**
 * The identity provider's public SAML metadata in a region, which the multi-region sign-in check asks for. Not
 * shown: the path is chosen as IDCS's `/fed/v1/metadata` on the region's identity-service endpoint
 * (`{cloudOrigin}/idcs/{region}` locally). An identity provider's own `metadataUrl` may be checked instead.
 */
export function identityProviderMetadataUrl(region: string, config: EndpointConfig = CONSOLE_CONFIG): string {
  return `${serviceEndpoint('idcs', region, config)}/fed/v1/metadata`;
}

/**
 * The multi-region sign-in check: GETs the identity provider's metadata URL; a 2xx or a 404 answer counts as up
 * (spec 3 §7), any other answer, a timeout or no answer as down. A cancelled check rejects.
 */
export async function isSignInRegionUp(
  metadataUrl: string,
  options: Omit<CheckOptions, 'retries'> = {}
): Promise<boolean> {
  try {
    const status = await fetchStatus(metadataUrl, { ...options, operation: 'GetIdentityProviderMetadata' });
    return (status >= 200 && status < 300) || status === 404;
  } catch (error) {
    // A cancelled check has no answer to give.
    if (options.signal?.aborted) throw error;
    return false;
  }
}
