import * as v from 'valibot';
import { CONSOLE_CONFIG } from '../config.ts';
import type { RegionHealthFacts, ServiceHealthEntry } from '../domain/banners.ts';
import { fetchJson, type TransportOptions } from '../http/api-client.ts';
import type { EndpointConfig } from '../http/endpoints.ts';
import { wellFormed } from './well-formed.ts';

const LOG_SOURCE = 'service-health';

/** How often the console asks for the service health report while signed in (spec 1 §4, §9: 60 s). */
export const SERVICE_HEALTH_POLL_MS = 60_000;

/** One service's health in a region (spec 1 §3 Service health report). */
export const SERVICE_HEALTH_ENTRY_SCHEMA = v.object({
  serviceStatus: v.string(),
  serviceName: v.string(),
  serviceCanonicalName: v.string(),
});

/** One region's report. */
export const REGION_HEALTH_REPORT_SCHEMA = v.object({
  regionCanonicalName: v.string(),
  serviceHealthReports: v.array(v.unknown()),
});

/**
 * The status document: a Statuspage `components.json` that also carries the provider's `regionHealthReports`. Only
 * the report list is required; its entries are checked one by one (SERVICE_HEALTH_ENTRY_SCHEMA).
 */
export const SERVICE_HEALTH_DOCUMENT_SCHEMA = v.looseObject({
  page: v.optional(v.looseObject({ url: v.optional(v.nullable(v.string())) })),
  regionHealthReports: v.array(v.unknown()),
});

/** The realm's service health: one report per region, and the status page's address when it names one. */
export interface ServiceHealth {
  statusPageUrl: string | null;
  regions: RegionHealthFacts[];
}

/** Transport options of the status call: timeout, retries and cancellation; never credentials (it is public). */
export type ServiceHealthOptions = Omit<TransportOptions, 'operation'>;

/**
 * The status host (spec 1 §7 `{status host}`, "host depends on the realm"). Not shown: chosen as `ocistatus.` on the
 * realm's second-level domain; the local cloud serves it at `{cloudOrigin}/status` (realm-wide, no region).
 */
export function statusHost(config: EndpointConfig = CONSOLE_CONFIG): string {
  return config.cloudOrigin
    ? `${config.cloudOrigin.replace(/\/+$/, '')}/status`
    : `https://ocistatus.${config.secondLevelDomain}`;
}

/** `GET {status host}/api/v2/components.json` (spec 1 §7). */
export function serviceHealthUrl(config: EndpointConfig = CONSOLE_CONFIG): string {
  return `${statusHost(config)}/api/v2/components.json`;
}

/**
 * GETs the realm's service health, public and unsigned. A document without `regionHealthReports` is malformed
 * (rejects with MalformedResponse); a malformed region or service entry is dropped with a warning.
 */
export async function getServiceHealth(
  config: EndpointConfig = CONSOLE_CONFIG,
  options: ServiceHealthOptions = {}
): Promise<ServiceHealth> {
  const document = await fetchJson(serviceHealthUrl(config), {
    ...options,
    operation: 'GetStatusComponents',
    schema: SERVICE_HEALTH_DOCUMENT_SCHEMA,
  });
  const regions = wellFormed(
    REGION_HEALTH_REPORT_SCHEMA,
    document.regionHealthReports,
    'region reports',
    LOG_SOURCE
  ).map(region => ({
    regionCanonicalName: region.regionCanonicalName,
    serviceHealthReports: wellFormed<ServiceHealthEntry>(
      SERVICE_HEALTH_ENTRY_SCHEMA,
      region.serviceHealthReports,
      'service reports',
      LOG_SOURCE
    ),
  }));
  return { statusPageUrl: document.page?.url ?? null, regions };
}

/** A region's report with the status page's address, or null when the document has none for it. */
export function regionHealth(health: ServiceHealth | null, region: string): RegionHealthFacts | null {
  const report = health?.regions.find(entry => entry.regionCanonicalName === region);
  return report ? { ...report, statusPageUrl: health?.statusPageUrl ?? null } : null;
}
