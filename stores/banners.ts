import { atom, computed } from 'nanostores';
import type { RealmClassification, RealmFeatures } from '../src/config.ts';
import {
  nextBannerChange,
  selectBanners,
  timeOf,
  type Banner,
  type BannerActionId,
  type BannerAnnouncementFacts,
  type BannerFacts,
  type BannerFeed,
} from '../src/domain/banners.ts';
import { regionFriendlyName } from '../src/domain/regions.ts';
import { featureFlag } from '../src/feature-flags.ts';
import { collectBannerAnnouncements } from '../src/services/announcements.ts';
import { getBannerFeed } from '../src/services/banner-feed.ts';
import {
  getServiceHealth,
  regionHealth,
  SERVICE_HEALTH_POLL_MS,
  type ServiceHealth,
} from '../src/services/service-health.ts';
import { readBannerDismissals, recordBannerDismissal, rememberSignIn } from '../src/storage/banner-dismissals.ts';
import { $tenancy, $user } from './account.ts';
import { $activeRegion } from './active-region.ts';
import { $capabilities } from './capabilities.ts';
import { $location } from './route.ts';
import { consoleConfig, serviceContext } from './service-context.ts';
import { $session } from './session.ts';
import { $theme, endThemePreview } from './theme.ts';

// The banners under the header (spec 1 §2, §4). The rules are pure (src/domain/banners.ts); this store gathers their
// facts: the announcements, the realm's banner feed and the status page's health report (polled every 60 s while
// signed in), the account, user, session, route, region and theme stores, and the dismissals in local storage. It
// re-selects whenever a fact changes and, by a timer, when a window opens or closes or the date rolls over. Banners
// load after the console is ready and never delay the first page (src/page-data.ts starts them).

/** The banners to show, in order. */
export const $banners = atom<readonly Banner[]>([]);

/** True once the first answers of every banner source are in (or failed), until the banners stop. */
export const $bannersLoaded = atom(false);

const $realmFeatures = atom<RealmFeatures>(consoleConfig().realmFeatures ?? {});

/**
 * The realm's classification while its non-dismissible banner shows, else null: the shell's footer grows by 24 px
 * and shows the marking (spec 1 §9). Its text is `banners.classification.secret` or `banners.classification.topSecret`.
 */
export const $classification = computed($realmFeatures, (features): RealmClassification | null => {
  const classification = features.classification;
  return classification === 'secret' || classification === 'top-secret' ? classification : null;
});

/** Loaded facts; null while not (yet) known. */
const $announcements = atom<BannerAnnouncementFacts | null>(null);
const $feed = atom<BannerFeed | null>(null);
const $serviceHealth = atom<ServiceHealth | null>(null);
const $dismissals = atom<Readonly<Record<string, number>>>({});
const $signedInAt = atom<number | null>(null);

/** How long a re-selection timer may wait at most (setTimeout's limit is about 24.8 days). */
const MAX_TIMER_MS = 24 * 60 * 60 * 1000;

/** Options of `startBanners`, for tests. */
export interface StartBannersOptions {
  /** Health poll interval; 60 s unless given (spec 1 §9). */
  healthPollMs?: number;
  /** The realm's features; this build's configuration unless given. */
  realmFeatures?: RealmFeatures;
}

interface Running {
  unsubscribes: (() => void)[];
  healthTimer: ReturnType<typeof setTimeout> | undefined;
  selectionTimer: ReturnType<typeof setTimeout> | undefined;
  /** The realm feed failed: asked again with each health poll until it answers. */
  feedFailed: boolean;
}

let running: Running | null = null;
// Bumped by every start and stop, so the answers of a stopped run are dropped.
let generation = 0;

function facts(): BannerFacts {
  const now = Date.now();
  const region = $activeRegion.get();
  const user = $user.get().value;
  const features = $realmFeatures.get();
  return {
    path: $location.get().pathname,
    now,
    utcOffsetMinutes: -new Date(now).getTimezoneOffset(),
    signedInAt: $signedInAt.get(),
    user: user ? { isIdcsUser: user.isIdcsUser, hasOracleEmail: user.hasOracleEmail } : null,
    account: $capabilities.get().data?.accountInfo ?? null,
    accountCreatedAt: timeOf($tenancy.get().value?.createdTime),
    provisioningWindowMs: featureFlag('account-provisioning-banner-minutes') * 60_000,
    region,
    regionName: regionFriendlyName(region),
    realm: { classification: features.classification ?? null, sharedRealmTesting: features.sharedRealmTesting ?? null },
    themePreview: $theme.get().preview,
    announcements: $announcements.get(),
    health: regionHealth($serviceHealth.get(), region),
    feed: $feed.get(),
    dismissals: $dismissals.get(),
  };
}

/** Selects the banners again and sets the timer for the next change that time alone brings. */
function reselect(): void {
  if (!running) return;
  const current = facts();
  const next = selectBanners(current);
  // Only a real change reaches subscribers: a poll with the same answer must not re-render the banners.
  if (JSON.stringify(next) !== JSON.stringify($banners.get())) $banners.set(next);
  clearTimeout(running.selectionTimer);
  const due = nextBannerChange(current);
  running.selectionTimer =
    due === null ? undefined : setTimeout(reselect, Math.min(Math.max(due - current.now, 0), MAX_TIMER_MS));
}

/** Reads the sign-in time and the user's dismissals from the session's claims. */
function readSession(): void {
  const claims = $session.get().claims;
  if (!claims) {
    $signedInAt.set(null);
    $dismissals.set({});
    return;
  }
  // The session key outlives token refreshes and changes with every sign-in (src/storage/banner-dismissals.ts).
  $signedInAt.set(rememberSignIn(claims.sub, { id: claims.jwk.n.slice(-32), issuedAt: claims.iat * 1000 }));
  $dismissals.set(readBannerDismissals(claims.sub));
}

async function loadAnnouncements(tenancyId: string, run: number): Promise<void> {
  try {
    // Spec 2 §8: a failure keeps what was collected before it.
    const collected = await collectBannerAnnouncements(serviceContext(), tenancyId, { lifecycleState: 'ACTIVE' });
    if (run === generation) $announcements.set({ items: collected.items, userStatuses: collected.userStatuses });
  } catch (error) {
    console.warn('[banners] announcements could not be read; none shown', error);
    if (run === generation) $announcements.set({ items: [], userStatuses: [] });
  }
}

async function loadFeed(run: number): Promise<void> {
  try {
    const feed = await getBannerFeed(consoleConfig(), { retries: 1 });
    if (run !== generation || !running) return;
    running.feedFailed = false;
    $feed.set(feed);
  } catch (error) {
    console.warn('[banners] the realm banner feed could not be read; its banners are left out until it answers', error);
    if (run !== generation || !running) return;
    running.feedFailed = true;
    // Known to be empty for now, so the other banners are not held back for it.
    if (!$feed.get()) $feed.set({ generic: [], surveys: [], idleCompute: [] });
  }
}

async function pollHealth(run: number, intervalMs: number): Promise<void> {
  try {
    const health = await getServiceHealth(consoleConfig(), { retries: 0 });
    if (run === generation) $serviceHealth.set(health);
  } catch (error) {
    // The last report stands until the next poll answers: a flaky status host must not make an outage banner blink.
    console.warn('[banners] the service health report could not be read', error);
  }
  if (run !== generation || !running) return;
  running.healthTimer = setTimeout(() => {
    // A feed that failed is asked again at the health report's pace: a brief fault must not hide it for the session.
    if (running?.feedFailed) void loadFeed(run);
    void pollHealth(run, intervalMs);
  }, intervalMs);
}

/**
 * Starts the banners for the signed-in user: loads the announcements and the realm feed, polls service health every
 * 60 s and keeps `$banners` current until sign-out or `stopBanners()`. Resolves once the first answers are in (each
 * failure is logged and leaves its banners out). A second call while running does nothing.
 */
export async function startBanners(options: StartBannersOptions = {}): Promise<void> {
  const claims = $session.get().claims;
  if (running || $session.get().status !== 'signed-in' || !claims) return;
  generation += 1;
  const run = generation;
  running = { unsubscribes: [], healthTimer: undefined, selectionTimer: undefined, feedFailed: false };
  $realmFeatures.set(options.realmFeatures ?? consoleConfig().realmFeatures ?? {});
  readSession();
  const inputs = [
    $location,
    $user,
    $tenancy,
    $capabilities,
    $activeRegion,
    $theme,
    $realmFeatures,
    $announcements,
    $feed,
    $serviceHealth,
    $dismissals,
    $signedInAt,
  ];
  running.unsubscribes = [
    ...inputs.map(store => store.listen(() => reselect())),
    $session.listen(session => {
      // Polling stops on sign-out (spec 1 §4); a refreshed token keeps the sign-in and its dismissals.
      if (session.status !== 'signed-in') stopBanners();
      else readSession();
    }),
  ];
  reselect();
  await Promise.all([
    loadAnnouncements(claims.tenant, run),
    loadFeed(run),
    pollHealth(run, options.healthPollMs ?? SERVICE_HEALTH_POLL_MS),
  ]);
  if (run === generation) $bannersLoaded.set(true);
}

/** Stops polling and timers and clears the banners (sign-out, or the console going away). */
export function stopBanners(): void {
  if (!running) return;
  generation += 1;
  for (const unsubscribe of running.unsubscribes) unsubscribe();
  clearTimeout(running.healthTimer);
  clearTimeout(running.selectionTimer);
  running = null;
  $banners.set([]);
  $bannersLoaded.set(false);
  $announcements.set(null);
  $feed.set(null);
  $serviceHealth.set(null);
}

/**
 * Dismisses a banner: its key and the time go to local storage for the signed-in user (spec 1 §4). A banner that
 * cannot be dismissed, or one not shown, is left alone.
 */
export function dismissBanner(key: string): void {
  const shown = $banners.get().find(entry => entry.key === key);
  if (!shown?.dismissible) return;
  const userId = $session.get().claims?.sub;
  const at = Date.now();
  // Gone at once; the re-selection the new dismissal triggers may let another take its place (a fourth announcement).
  $banners.set($banners.get().filter(entry => entry.key !== key));
  $dismissals.set(userId ? recordBannerDismissal(userId, key, at) : { ...$dismissals.get(), [key]: at });
}

/** Runs a banner's action (spec 1 §3: a banner action has a link or a handler; these are the handlers). */
export function runBannerAction(action: BannerActionId): void {
  switch (action) {
    case 'end-theme-preview':
      endThemePreview();
      return;
  }
}
