/** A region of the realm as the console knows it (realm configuration data, not UI text). */
export interface KnownRegion {
  name: string;
  key: string;
  friendlyName: string;
}

/** Regions of the commercial realm. Friendly names are realm data and shown as they are in every language. */
export const KNOWN_REGIONS: readonly KnownRegion[] = [
  { name: 'us-ashburn-1', key: 'IAD', friendlyName: 'US East (Ashburn)' },
  { name: 'us-phoenix-1', key: 'PHX', friendlyName: 'US West (Phoenix)' },
  { name: 'us-sanjose-1', key: 'SJC', friendlyName: 'US West (San Jose)' },
  { name: 'us-chicago-1', key: 'ORD', friendlyName: 'US Midwest (Chicago)' },
  { name: 'ca-toronto-1', key: 'YYZ', friendlyName: 'Canada Southeast (Toronto)' },
  { name: 'ca-montreal-1', key: 'YUL', friendlyName: 'Canada Southeast (Montreal)' },
  { name: 'eu-frankfurt-1', key: 'FRA', friendlyName: 'Germany Central (Frankfurt)' },
  { name: 'eu-amsterdam-1', key: 'AMS', friendlyName: 'Netherlands Northwest (Amsterdam)' },
  { name: 'eu-zurich-1', key: 'ZRH', friendlyName: 'Switzerland North (Zurich)' },
  { name: 'eu-paris-1', key: 'CDG', friendlyName: 'France Central (Paris)' },
  { name: 'eu-marseille-1', key: 'MRS', friendlyName: 'France South (Marseille)' },
  { name: 'eu-milan-1', key: 'LIN', friendlyName: 'Italy Northwest (Milan)' },
  { name: 'eu-stockholm-1', key: 'ARN', friendlyName: 'Sweden Central (Stockholm)' },
  { name: 'eu-madrid-1', key: 'MAD', friendlyName: 'Spain Central (Madrid)' },
  { name: 'uk-london-1', key: 'LHR', friendlyName: 'UK South (London)' },
  { name: 'uk-cardiff-1', key: 'CWL', friendlyName: 'UK West (Newport)' },
  { name: 'ap-tokyo-1', key: 'NRT', friendlyName: 'Japan East (Tokyo)' },
  { name: 'ap-osaka-1', key: 'KIX', friendlyName: 'Japan Central (Osaka)' },
  { name: 'ap-seoul-1', key: 'ICN', friendlyName: 'South Korea Central (Seoul)' },
  { name: 'ap-chuncheon-1', key: 'YNY', friendlyName: 'South Korea North (Chuncheon)' },
  { name: 'ap-mumbai-1', key: 'BOM', friendlyName: 'India West (Mumbai)' },
  { name: 'ap-hyderabad-1', key: 'HYD', friendlyName: 'India South (Hyderabad)' },
  { name: 'ap-sydney-1', key: 'SYD', friendlyName: 'Australia East (Sydney)' },
  { name: 'ap-melbourne-1', key: 'MEL', friendlyName: 'Australia Southeast (Melbourne)' },
  { name: 'ap-singapore-1', key: 'SIN', friendlyName: 'Singapore (Singapore)' },
  { name: 'sa-saopaulo-1', key: 'GRU', friendlyName: 'Brazil East (Sao Paulo)' },
  { name: 'sa-vinhedo-1', key: 'VCP', friendlyName: 'Brazil Southeast (Vinhedo)' },
  { name: 'sa-santiago-1', key: 'SCL', friendlyName: 'Chile (Santiago)' },
  { name: 'me-jeddah-1', key: 'JED', friendlyName: 'Saudi Arabia West (Jeddah)' },
  { name: 'me-dubai-1', key: 'DXB', friendlyName: 'UAE East (Dubai)' },
  { name: 'il-jerusalem-1', key: 'MTZ', friendlyName: 'Israel Central (Jerusalem)' },
  { name: 'af-johannesburg-1', key: 'JNB', friendlyName: 'South Africa Central (Johannesburg)' },
  { name: 'mx-queretaro-1', key: 'QRO', friendlyName: 'Mexico Central (Queretaro)' },
];

/** Region values the development realms use besides the known regions (spec 3 §5). */
const DEVELOPMENT_REGIONS = ['r1', 'us-seattle-1'];

/** The value a `?region=` query may use to mean the home region (spec 3 §5). */
export const HOME_REGION_ALIAS = 'home';

/** True for r1, us-seattle-1 or a known region name (spec 3 §5). */
export function isValidRegionValue(value: string): boolean {
  return DEVELOPMENT_REGIONS.includes(value) || KNOWN_REGIONS.some(region => region.name === value);
}

/** The friendly name of a region, or its name when the realm does not know it. */
export function regionFriendlyName(name: string): string {
  return KNOWN_REGIONS.find(region => region.name === name)?.friendlyName ?? name;
}

/** Resolves a region value from a query or storage: 'home' means the home region, otherwise a valid value or null. */
export function resolveRegionValue(value: string, homeRegionName: string | null): string | null {
  if (value === HOME_REGION_ALIAS) return homeRegionName;
  return isValidRegionValue(value) ? value : null;
}

/** Replica states the console reads of an identity domain (spec 3 §4). */
export const REPLICA_STATES = {
  /** The domain is replicated to the region. */
  enabled: 'REPLICATION_ENABLED',
  /** The domain is being replicated to the region (spec 1 §8: 5 to 30 minutes). */
  enabling: 'ENABLING_REPLICATION',
} as const;

/** One replica region of an identity domain as GetDomain answers it (spec 3 §3, Domain response). */
export interface ReplicaRegion {
  region: string;
  state: string;
}

/** The regions an identity domain is replicated to, and those it is being replicated to (spec 3 §5). */
export interface DomainReplication {
  enabled: string[];
  enabling: string[];
}

/** Sorts a domain's replica regions into enabled and enabling; replicas in any other state are in neither list. */
export function domainReplication(replicas: readonly ReplicaRegion[]): DomainReplication {
  const named = (state: string) => replicas.filter(replica => replica.state === state).map(replica => replica.region);
  return { enabled: named(REPLICA_STATES.enabled), enabling: named(REPLICA_STATES.enabling) };
}

/** Why the identity domain cannot serve the active region (spec 3 §5, spec 1 §8). */
export type DomainRegionProblem = 'region-in-replication' | 'region-not-replicated';

/**
 * What keeps the identity domain from serving the active region, or null when it can: the domain's home region and
 * enabled replicas serve it; an enabling replica is 'region-in-replication'; any other region 'region-not-replicated'.
 */
export function domainRegionProblem(
  activeRegion: string,
  domainHomeRegion: string,
  replication: DomainReplication
): DomainRegionProblem | null {
  if (activeRegion === domainHomeRegion || replication.enabled.includes(activeRegion)) return null;
  if (replication.enabling.includes(activeRegion)) return 'region-in-replication';
  return 'region-not-replicated';
}

/** How a failed GetDomain is read (spec 3 §8, Domain replication). */
export type DomainFailureKind = 'not-migrated' | 'unauthorized' | 'other';

/** Matches the 404 message that says the domain-migration feature is not enabled (wording beyond that: not shown). */
const DOMAIN_MIGRATION_NOT_ENABLED = /domain[- ]migration feature is not enabled/i;

/**
 * Reads a failed GetDomain: a 404 whose message says the domain-migration feature is not enabled means the tenancy is
 * not migrated; any other 404 is an authorization failure; everything else is 'other' (cache, else failure).
 */
export function classifyDomainFailure(failure: { status: number; message: string }): DomainFailureKind {
  if (failure.status !== 404) return 'other';
  return DOMAIN_MIGRATION_NOT_ENABLED.test(failure.message) ? 'not-migrated' : 'unauthorized';
}

/** The home region is up if it is absent from the down-regions list (spec 3 §5). */
export function isHomeRegionUp(homeRegion: string, downRegions: readonly string[]): boolean {
  return !downRegions.includes(homeRegion);
}

/**
 * Whether the tenancy is in the region domain-hash rollout: the last hex digit of its id modulo 10 lies in 0 to 5
 * (spec 3 §5). Not shown: an id whose last character is not a hex digit is chosen to be outside the rollout.
 */
export function isInDomainHashRollout(tenancyId: string): boolean {
  const last = tenancyId.slice(-1);
  if (!/^[0-9a-f]$/i.test(last)) return false;
  return Number.parseInt(last, 16) % 10 <= 5;
}

/** The realm's name as the spec writes realms (OC1, R1): not shown, chosen as the realm key upper-cased. */
export function realmName(realm: string): string {
  return realm.toUpperCase();
}
