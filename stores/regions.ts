import { atom, onMount } from 'nanostores';
import * as v from 'valibot';
import type { TokenClaims } from '../src/auth/token-claims.ts';
import {
  KNOWN_REGIONS,
  classifyDomainFailure,
  domainRegionProblem,
  domainReplication,
  isHomeRegionUp,
  isInDomainHashRollout,
  realmName,
  regionFriendlyName,
  type DomainRegionProblem,
} from '../src/domain/regions.ts';
import { featureFlag } from '../src/feature-flags.ts';
import { isApiError, isTimeoutError } from '../src/http/errors.ts';
import {
  listRegionSubscriptions,
  REGION_SUBSCRIPTION_SCHEMA,
  type RegionSubscription,
} from '../src/services/identity.ts';
import { getDomain, DOMAIN_REPLICA_REGION_SCHEMA } from '../src/services/identity-domains.ts';
import { listDownRegions } from '../src/services/region-status.ts';
import { SESSION_KEYS, removeSessionItem } from '../src/storage/browser-storage.ts';
import { consoleCache, tenancyCacheKey } from '../src/storage/cache.ts';
import { $activeRegion, selectRegion } from './active-region.ts';
import { consoleConfig, serviceContext } from './service-context.ts';
import { $session } from './session.ts';

/**
 * A subscribed region as the header shows it. Spec 3 §3 names a region's fields id, displayName and friendlyName:
 * here `name` (us-ashburn-1) is both id and display name, `key` the region key (IAD).
 */
export interface SubscribedRegion {
  name: string;
  key: string;
  friendlyName: string;
  isHome: boolean;
}

/** Where loading the subscribed regions stands. Items answered from the cache are 'ready' with `cached` true. */
export type RegionsStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The domain replication states (spec 3 §4): fetch success ('ready'), failure, cache, not migrated, loading; and
 * 'unauthorized' for a 404 that is not the not-migrated one (spec 3 §8).
 */
export type DomainReplicationStatus =
  'idle' | 'loading' | 'ready' | 'cached' | 'failed' | 'not-migrated' | 'unauthorized';

/** Error codes of the regions state; the UI maps them to catalog messages (spec 1 §2 screens, §8). */
export type RegionErrorCode = 'region-not-subscribed' | DomainRegionProblem;

/** Why the active region could not stay active, and where the console went instead. */
export interface RegionError {
  code: RegionErrorCode;
  /** The region that could not stay active. */
  region: string;
  /** Where the console went: the home region, or the domain home region for domain problems. */
  redirectRegion: string;
}

/** The Regions state of spec 3 §3 beyond the first slice's status, items and home region. */
export interface RegionsDetails {
  /** The active region's key (IAD); null when neither the items nor the realm know it. */
  activeRegionId: string | null;
  activeRegionName: string;
  activeRegionFriendlyName: string;
  /** The home region's key (IAD). */
  homeRegionId: string | null;
  /** The realm key from the build's configuration (oc1). */
  realm: string;
  /** The realm as the spec writes realms (OC1). */
  realmName: string;
  /** Not shown: chosen true only in the development realm r1. */
  isStaging: boolean;
  /** Not shown how it is known: chosen, the realm configuration's `realmFeatures.disconnected` (src/config.ts). */
  isDisconnected: boolean;
  /** Not shown: the local cloud's `/help/docs`, else `https://docs.{secondLevelDomain}/iaas`. */
  baseDocsUrl: string;
  /** The region that issued the session token (token claim issuer_region). */
  issuerRegionName: string | null;
  /** The home region is listed in the region status's down regions. */
  isHomeRegionDown: boolean;
  /** The active region is not subscribed; the console went to the home region. */
  regionUnsubscribedError: RegionError | null;
  /** Regions the identity domain is replicated to (REPLICATION_ENABLED). */
  enabledReplicaRegions: string[];
  /** Regions the identity domain is being replicated to (ENABLING_REPLICATION). */
  enablingReplicaRegions: string[];
  /** The identity domain's home region: from GetDomain, else the token claim domain_home_region. */
  domainHomeRegionName: string | null;
  /** The active region is still being replicated to; the console went to the domain home region. */
  regionInReplicationError: RegionError | null;
  /** The identity domain is not replicated to the active region; the console went to the domain home region. */
  regionNotReplicatedError: RegionError | null;
  /** True once GetDomain answered (or its cache did), false for a tenancy not migrated to domains, else null. */
  isDomainMigrated: boolean | null;
  /** The tenancy is in the region domain-hash rollout (spec 3 §5). */
  isDomainHash: boolean;
  /** Where the domain replication stands (spec 3 §4). */
  domainStatus: DomainReplicationStatus;
  /** The items were answered by the cache after the call failed. */
  cached: boolean;
  loading: boolean;
  /** The subscriptions call failed and no cache could answer. */
  errored: boolean;
  /** The last subscriptions call timed out. */
  timeout: boolean;
  /** How many times ListRegionSubscriptions answered 404 on this page (spec 3 §8: a 404 is counted). */
  subscriptionNotFoundCount: number;
}

/**
 * The Regions state (spec 3 §3). The details are optional in the type only so that code setting the first slice
 * (`{status, items, homeRegionName}`) still compiles; `loadRegions` always sets them all.
 */
export interface RegionsState extends Partial<RegionsDetails> {
  status: RegionsStatus;
  items: SubscribedRegion[];
  homeRegionName: string | null;
}

/** Cache TTL of the region and domain caches (spec 3 §9: 180, unit not shown: chosen minutes). */
export const REGIONS_CACHE_TTL_MS = 180 * 60_000;

/** Names of the tenancy-scoped cache records (with `tenancyCacheKey`). */
export const REGIONS_CACHE_NAMES = { subscriptions: 'region-subscriptions', domain: 'identity-domain' } as const;

function configuredDetails(region: string): RegionsDetails {
  const config = consoleConfig();
  return {
    ...activeFields(region, []),
    homeRegionId: null,
    realm: config.realm,
    realmName: realmName(config.realm),
    isStaging: config.realm === 'r1',
    isDisconnected: config.realmFeatures?.disconnected === true,
    baseDocsUrl: config.cloudOrigin
      ? `${config.cloudOrigin.replace(/\/+$/, '')}/help/docs`
      : `https://docs.${config.secondLevelDomain}/iaas`,
    issuerRegionName: null,
    isHomeRegionDown: false,
    regionUnsubscribedError: null,
    enabledReplicaRegions: [],
    enablingReplicaRegions: [],
    domainHomeRegionName: null,
    regionInReplicationError: null,
    regionNotReplicatedError: null,
    isDomainMigrated: null,
    isDomainHash: false,
    domainStatus: 'idle',
    cached: false,
    loading: false,
    errored: false,
    timeout: false,
    subscriptionNotFoundCount: 0,
  };
}

/** The state before anything loaded, with the realm's configuration filled in. */
export function initialRegionsState(): Required<RegionsState> {
  return { status: 'idle', items: [], homeRegionName: null, ...configuredDetails($activeRegion.get()) };
}

/** Subscribed regions of the tenancy, the identity domain's replication and the home region's health. */
export const $regions = atom<RegionsState>({ status: 'idle', items: [], homeRegionName: null });

// Select sets the active region (spec 3 §4): while anything listens, the active fields follow $activeRegion.
onMount($regions, () => $activeRegion.subscribe(region => update(activeFields(region, current().items))));

function keyOf(region: string, items: readonly SubscribedRegion[]): string | null {
  return (
    items.find(item => item.name === region)?.key ?? KNOWN_REGIONS.find(known => known.name === region)?.key ?? null
  );
}

function activeFields(
  region: string,
  items: readonly SubscribedRegion[]
): Pick<RegionsDetails, 'activeRegionId' | 'activeRegionName' | 'activeRegionFriendlyName'> {
  return {
    activeRegionId: keyOf(region, items),
    activeRegionName: region,
    activeRegionFriendlyName: regionFriendlyName(region),
  };
}

/** The state with every detail present, whoever set it last. */
function current(): Required<RegionsState> {
  return { ...initialRegionsState(), ...$regions.get() };
}

function update(changes: Partial<RegionsState>): void {
  $regions.set({ ...current(), ...changes });
}

/** Select sets the active region (spec 3 §4); the active fields follow at once, listened to or not. */
function goTo(region: string): void {
  selectRegion(region);
  update(activeFields(region, current().items));
}

function toItems(subscriptions: readonly RegionSubscription[]): SubscribedRegion[] {
  return subscriptions.map(subscription => ({
    name: subscription.regionName,
    key: subscription.regionKey,
    friendlyName: regionFriendlyName(subscription.regionName),
    isHome: subscription.isHomeRegion,
  }));
}

const CACHED_SUBSCRIPTIONS = v.array(REGION_SUBSCRIPTION_SCHEMA);
const CACHED_DOMAIN = v.object({
  domainId: v.string(),
  homeRegion: v.string(),
  replicaRegions: v.array(DOMAIN_REPLICA_REGION_SCHEMA),
});

async function readCache<T>(key: string, schema: v.GenericSchema<unknown, T>): Promise<T | undefined> {
  const record = await consoleCache.read<unknown>(key, { maxAgeMs: REGIONS_CACHE_TTL_MS });
  if (!record) return undefined;
  const parsed = v.safeParse(schema, record.data);
  return parsed.success ? parsed.output : undefined;
}

/**
 * Region subscriptions (spec 3 §8): asked of the identity domain's home region, written to the cache on success. On
 * failure the cache answers, else the state fails keeping the items it had; a 404 is counted and a timeout flagged.
 */
async function loadSubscriptions(claims: TokenClaims): Promise<void> {
  const cacheKey = tenancyCacheKey(REGIONS_CACHE_NAMES.subscriptions, claims.tenant);
  let subscriptions: RegionSubscription[];
  try {
    // The active region may be one the tenancy does not subscribe to (a stale ?region=) or one that is down, and
    // either way this list is how the console finds its way out: so it is asked of the domain's home region.
    subscriptions = await listRegionSubscriptions(serviceContext(claims.domain_home_region), claims.tenant);
  } catch (error) {
    const state = current();
    const failure = {
      loading: false,
      timeout: isTimeoutError(error),
      subscriptionNotFoundCount: state.subscriptionNotFoundCount + (isApiError(error) && error.status === 404 ? 1 : 0),
    };
    const cached = await readCache(cacheKey, CACHED_SUBSCRIPTIONS);
    if (!cached) {
      update({ ...failure, status: 'failed', errored: true, cached: false });
      return;
    }
    applySubscriptions(cached, { ...failure, cached: true });
    return;
  }
  applySubscriptions(subscriptions, { loading: false, timeout: false, cached: false });
  // Shown first, then kept for the next start: the header never waits for IndexedDB (a write never throws).
  await consoleCache.write(cacheKey, subscriptions);
}

/** Success or cached (spec 3 §4): the items, the home region, and the way out of an unsubscribed active region. */
function applySubscriptions(subscriptions: readonly RegionSubscription[], changes: Partial<RegionsState>): void {
  const items = toItems(subscriptions);
  const home = items.find(item => item.isHome) ?? null;
  update({
    ...changes,
    status: 'ready',
    errored: false,
    items,
    homeRegionName: home?.name ?? null,
    homeRegionId: home?.key ?? null,
    ...activeFields($activeRegion.get(), items),
  });
  const active = $activeRegion.get();
  if (!home || items.some(item => item.name === active)) return;
  // Region unsubscribed (spec 3 §8, spec 1 §8): the stored region is cleared, then the console goes home.
  removeSessionItem(SESSION_KEYS.region);
  update({ regionUnsubscribedError: { code: 'region-not-subscribed', region: active, redirectRegion: home.name } });
  goTo(home.name);
}

/**
 * Domain replication (spec 3 §8): GET the user's identity domain from its home region. A 404 that says the
 * domain-migration feature is not enabled means the tenancy is not migrated; any other 404 is an authorization
 * failure; other errors fall back to the cache, else fail.
 */
async function loadDomain(claims: TokenClaims): Promise<void> {
  update({ domainStatus: 'loading', domainHomeRegionName: claims.domain_home_region });
  const cacheKey = tenancyCacheKey(REGIONS_CACHE_NAMES.domain, claims.tenant);
  try {
    const domain = await getDomain(serviceContext(claims.domain_home_region), claims.domain_ocid);
    const replicas = (domain.replicaRegions ?? []).map(({ region, state }) => ({ region, state }));
    applyDomain(domain.homeRegion, replicas, 'ready');
    // As for the subscriptions: applied first, cached for the next start after.
    await consoleCache.write(cacheKey, {
      domainId: domain.id,
      homeRegion: domain.homeRegion,
      replicaRegions: replicas,
    });
  } catch (error) {
    const kind = isApiError(error) ? classifyDomainFailure(error) : 'other';
    if (kind !== 'other') {
      update({
        domainStatus: kind,
        isDomainMigrated: kind === 'not-migrated' ? false : null,
        enabledReplicaRegions: [],
        enablingReplicaRegions: [],
      });
      return;
    }
    const cached = await readCache(cacheKey, CACHED_DOMAIN);
    if (cached && cached.domainId === claims.domain_ocid) {
      applyDomain(cached.homeRegion, cached.replicaRegions, 'cached');
      return;
    }
    update({ domainStatus: 'failed', isDomainMigrated: null });
  }
}

function applyDomain(
  homeRegion: string,
  replicas: readonly { region: string; state: string }[],
  status: 'ready' | 'cached'
): void {
  const replication = domainReplication(replicas);
  update({
    domainStatus: status,
    isDomainMigrated: true,
    domainHomeRegionName: homeRegion,
    enabledReplicaRegions: replication.enabled,
    enablingReplicaRegions: replication.enabling,
  });
}

/**
 * Region in replication or not replicated (spec 3 §5, spec 1 §8): the error is set and the console goes to the
 * domain home region. Only once the domain answered (or its cache): without replicas there is nothing to judge by.
 */
function checkDomainRegion(): void {
  const state = current();
  if ((state.domainStatus !== 'ready' && state.domainStatus !== 'cached') || !state.domainHomeRegionName) return;
  const active = $activeRegion.get();
  const problem = domainRegionProblem(active, state.domainHomeRegionName, {
    enabled: state.enabledReplicaRegions,
    enabling: state.enablingReplicaRegions,
  });
  if (!problem) return;
  const error: RegionError = { code: problem, region: active, redirectRegion: state.domainHomeRegionName };
  update(
    problem === 'region-in-replication' ? { regionInReplicationError: error } : { regionNotReplicatedError: error }
  );
  goTo(state.domainHomeRegionName);
}

/**
 * Loads the Regions state (spec 3 §4): the tenancy's region subscriptions and the identity domain's replication in
 * parallel, then the home region's health (polling while it is down). An unsubscribed active region sends the
 * console to the home region; a region the domain is (still) not replicated to sends it to the domain home region.
 */
export async function loadRegions(): Promise<void> {
  const claims = $session.get().claims;
  if (!claims) return;
  update({
    status: 'loading',
    loading: true,
    errored: false,
    timeout: false,
    issuerRegionName: claims.issuer_region,
    isDomainHash: isInDomainHashRollout(claims.tenant),
    regionUnsubscribedError: null,
    regionInReplicationError: null,
    regionNotReplicatedError: null,
  });
  await Promise.all([loadSubscriptions(claims), loadDomain(claims)]);
  checkDomainRegion();
  await startHomeRegionPolling();
}

type RegionUpListener = (region: string) => void;

const regionUpListeners = new Set<RegionUpListener>();
let pollTimer: ReturnType<typeof setTimeout> | undefined;
// Each start gets a generation; a check that returns after a stop (or a newer start) is dropped.
let pollGeneration = 0;
let polling = false;

/** Calls `listener` with the home region each time it comes back up after being down; returns an unsubscribe. */
export function onRegionUp(listener: RegionUpListener): () => void {
  regionUpListeners.add(listener);
  return () => regionUpListeners.delete(listener);
}

/** Whether the home region is being polled. */
export function isPollingHomeRegion(): boolean {
  return polling;
}

/**
 * Checks the region status for the home region and, while it is down, keeps checking every
 * `region-polling-interval-ms` (spec 3 §4). When it is up again polling stops, `isHomeRegionDown` is cleared and
 * the region-up listeners are called. Resolves after the first check; a second start while polling does nothing.
 */
export async function startHomeRegionPolling(): Promise<void> {
  if (polling) return;
  polling = true;
  pollGeneration += 1;
  await checkHomeRegion(pollGeneration);
}

/** Stops polling the home region. */
export function stopHomeRegionPolling(): void {
  polling = false;
  pollGeneration += 1;
  clearTimeout(pollTimer);
  pollTimer = undefined;
}

function homeRegionToWatch(): string | null {
  return current().homeRegionName ?? $session.get().claims?.domain_home_region ?? null;
}

async function checkHomeRegion(generation: number): Promise<void> {
  const home = homeRegionToWatch();
  if (!home) {
    stopHomeRegionPolling();
    return;
  }
  let down: boolean | null;
  try {
    // No retries: the next poll is the retry.
    const downRegions = await listDownRegions(consoleConfig(), {
      timeoutMs: featureFlag('api-timeout-ms'),
      retries: 0,
    });
    down = !isHomeRegionUp(home, downRegions);
  } catch {
    down = null;
  }
  if (generation !== pollGeneration) return;
  const wasDown = current().isHomeRegionDown;
  // An unanswered check changes nothing: a region known down is checked again, one not known down is left be.
  if (down === true || (down === null && wasDown)) {
    if (down && !wasDown) update({ isHomeRegionDown: true });
    pollTimer = setTimeout(() => void checkHomeRegion(generation), featureFlag('region-polling-interval-ms'));
    return;
  }
  stopHomeRegionPolling();
  if (!wasDown) return;
  // Region up clears the home-region-down flag (spec 3 §4), then the region-up event fires.
  update({ isHomeRegionDown: false });
  for (const listener of [...regionUpListeners]) listener(home);
}
