import { CONSOLE_CONFIG, type ConsoleConfig } from '../config.ts';

/** The part of the realm configuration endpoints are built from. */
export type EndpointConfig = Pick<ConsoleConfig, 'cloudOrigin' | 'secondLevelDomain'>;

/**
 * The regional endpoint of a service: `${cloudOrigin}/${service}/${region}` against the local cloud, otherwise
 * `https://${service}.${region}.${secondLevelDomain}` as for a real realm.
 */
export function serviceEndpoint(service: string, region: string, config: EndpointConfig = CONSOLE_CONFIG): string {
  if (config.cloudOrigin) return `${config.cloudOrigin.replace(/\/+$/, '')}/${service}/${region}`;
  return `https://${service}.${region}.${config.secondLevelDomain}`;
}

/** The URL of one API path: the service endpoint, then `/${version}`, then the path. */
export function apiUrl(
  service: string,
  region: string,
  version: string,
  path: string,
  config: EndpointConfig = CONSOLE_CONFIG
): string {
  const suffix = path === '' || path.startsWith('/') ? path : `/${path}`;
  // An empty version is a service without one in its paths (the identity domain's `/me`).
  const versionSegment = version === '' ? '' : `/${version}`;
  return `${serviceEndpoint(service, region, config)}${versionSegment}${suffix}`;
}
