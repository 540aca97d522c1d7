// Rules about service entitlement registrations: which ones the "other services" PaaS section lists and how it groups
// them (spec 3 §2 navigation menu, §3, §5, §9). Pure: no I/O, no stores.
import { KNOWN_REGIONS } from './regions.ts';

/** Default order weight of a service and of a group (spec 3 §9). */
export const DEFAULT_ORDER_WEIGHT = 9999;

/** The endpoint type of an admin console (the only one the section opens). */
export const ADMIN_CONSOLE_ENDPOINT = 'ADMIN_CONSOLE';

/** A service entitlement registration, the fields the console reads (spec 3 §3). */
export interface ServiceEntitlementRegistration {
  id?: string | undefined;
  dataCenters?: readonly string[] | null | undefined;
  dataRegion?: string | null | undefined;
  serviceDefinition?:
    | {
        id?: string | undefined;
        displayName?: string | undefined;
        shortDisplayName?: string | undefined;
        weight?: number | null | undefined;
        group?: {
          id?: string | undefined;
          displayName?: string | undefined;
          weight?: number | null | undefined;
        } | null;
      }
    | null
    | undefined;
  serviceInstanceEndPoints?: readonly { type: string; url: string }[] | null | undefined;
}

/** Why an entitlement is left out of the section (spec 3 §5). */
export type ServiceEntitlementSkipReason = 'no-data-center' | 'other-region' | 'no-admin-console' | 'main-console';

/** One service of the "other services" section: it opens its admin console URL in a new tab. */
export interface PaasService {
  /** The service definition's id, else the registration's. */
  id: string;
  displayName: string;
  shortDisplayName: string;
  weight: number;
  url: string;
  openInNewTab: true;
}

/** One group of the section, named by its group name; `name` is null for services without a group. */
export interface PaasServiceGroup {
  id: string | null;
  name: string | null;
  weight: number;
  services: PaasService[];
}

/** Main console host prefixes an admin console URL must not start with (spec 3 §5). */
export interface MainConsoleHostsOptions {
  /** The realm's second-level domain, e.g. oraclecloud.com. */
  secondLevelDomain: string;
  /** The active region, for the regional console host. */
  region: string;
  /** The origin this console is served from, when it runs in a page. */
  consoleOrigin?: string | undefined;
}

/**
 * The main console hosts. Not shown: which hosts. Chosen: the unified console host of the commercial realm
 * (https://cloud.oracle.com), the realm's console host and its regional one (https://console.{sld},
 * https://console.{region}.{sld}), and the origin this console is served from: an entitlement whose admin console is
 * the console itself would only reopen it.
 */
export function mainConsoleHosts(options: MainConsoleHostsOptions): string[] {
  const hosts = [
    'https://cloud.oracle.com',
    `https://console.${options.secondLevelDomain}`,
    `https://console.${options.region}.${options.secondLevelDomain}`,
  ];
  if (options.consoleOrigin) hosts.push(options.consoleOrigin);
  return hosts;
}

/** The admin console URL of a registration: its first ADMIN_CONSOLE endpoint with a URL. */
export function adminConsoleUrl(registration: ServiceEntitlementRegistration): string | undefined {
  return registration.serviceInstanceEndPoints?.find(
    endpoint => endpoint.type === ADMIN_CONSOLE_ENDPOINT && endpoint.url.trim() !== ''
  )?.url;
}

function regionNames(region: string): Set<string> {
  const known = KNOWN_REGIONS.find(candidate => candidate.name === region || candidate.key === region.toUpperCase());
  return new Set([region.toLowerCase(), ...(known ? [known.name.toLowerCase(), known.key.toLowerCase()] : [])]);
}

/**
 * Why a registration is skipped, or null when the section lists it (spec 3 §5): no data centre or region; its region
 * differs from the active region; no admin console endpoint; or its URL starts with a main console host.
 *
 * Not shown: which field is "its region". Chosen: its data centres (region names or keys, as the service answers
 * them) must include the active region; `dataRegion` is the geography (NORTH_AMERICA, EMEA …) and only has to be
 * present.
 */
export function serviceEntitlementSkipReason(
  registration: ServiceEntitlementRegistration,
  activeRegion: string,
  consoleHosts: readonly string[]
): ServiceEntitlementSkipReason | null {
  const dataCenters = (registration.dataCenters ?? []).filter(center => center.trim() !== '');
  if (dataCenters.length === 0 || !registration.dataRegion?.trim()) return 'no-data-center';
  const active = regionNames(activeRegion);
  if (!dataCenters.some(center => active.has(center.trim().toLowerCase()))) return 'other-region';
  const url = adminConsoleUrl(registration);
  if (url === undefined) return 'no-admin-console';
  const lowered = url.trim().toLowerCase();
  if (consoleHosts.some(host => host !== '' && lowered.startsWith(host.toLowerCase()))) return 'main-console';
  return null;
}

/** The registrations the section lists in the active region. */
export function visibleServiceEntitlements<T extends ServiceEntitlementRegistration>(
  registrations: readonly T[],
  activeRegion: string,
  consoleHosts: readonly string[]
): T[] {
  return registrations.filter(
    registration => serviceEntitlementSkipReason(registration, activeRegion, consoleHosts) === null
  );
}

function weightOf(weight: number | null | undefined): number {
  return typeof weight === 'number' && Number.isFinite(weight) ? weight : DEFAULT_ORDER_WEIGHT;
}

function byWeightThenName<T extends { weight: number }>(name: (item: T) => string): (a: T, b: T) => number {
  return (a, b) => a.weight - b.weight || name(a).localeCompare(name(b));
}

/**
 * The "other services" PaaS section (spec 3 §2): the listed registrations grouped by group name, groups and services
 * ordered by weight (default 9999, spec 3 §9), then by name. A service registered twice is listed once.
 */
export function groupPaasServices(
  registrations: readonly ServiceEntitlementRegistration[],
  activeRegion: string,
  consoleHosts: readonly string[]
): PaasServiceGroup[] {
  const groups = new Map<string, PaasServiceGroup>();
  for (const registration of visibleServiceEntitlements(registrations, activeRegion, consoleHosts)) {
    const definition = registration.serviceDefinition ?? {};
    const group = definition.group ?? null;
    const name = group?.displayName?.trim() || null;
    const key = name ?? '';
    let entry = groups.get(key);
    if (!entry) {
      entry = { id: group?.id ?? null, name, weight: weightOf(group?.weight), services: [] };
      groups.set(key, entry);
    } else {
      entry.weight = Math.min(entry.weight, weightOf(group?.weight));
    }
    const id = definition.id ?? registration.id ?? adminConsoleUrl(registration) ?? '';
    if (entry.services.some(service => service.id === id)) continue;
    const displayName = definition.displayName ?? definition.shortDisplayName ?? id;
    entry.services.push({
      id,
      displayName,
      shortDisplayName: definition.shortDisplayName ?? displayName,
      weight: weightOf(definition.weight),
      url: adminConsoleUrl(registration) ?? '',
      openInNewTab: true,
    });
  }
  const sorted = [...groups.values()].sort(byWeightThenName(group => group.name ?? ''));
  for (const group of sorted) group.services.sort(byWeightThenName(service => service.displayName));
  return sorted;
}
