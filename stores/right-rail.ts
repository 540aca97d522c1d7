import { atom, computed, onMount, type ReadableAtom, type WritableAtom } from 'nanostores';
import {
  billingMonthStart,
  hasBillingSummaries,
  isPayAsYouGo,
  nextUtcDay,
  usageSummaries,
  type PaygUsageFacts,
  type UsageSummary,
} from '../src/domain/billing.ts';
import {
  billingPanelAllowed,
  RAIL_MARKETPLACE_SHOWN,
  regionStatuses,
  WHATS_NEW_SHOWN,
  whatsNewItems,
  type RegionStatus,
  type WhatsNewItem,
} from '../src/domain/right-rail.ts';
import { listLatestAnnouncements } from '../src/services/announcements-latest.ts';
import { listFeaturedListings, type FeaturedListing } from '../src/services/marketplace-featured.ts';
import { notFoundAsEmpty } from '../src/services/not-found-as-empty.ts';
import {
  costCategoryRecommendation,
  getCostCategory,
  type CostCategoryRecommendation,
} from '../src/services/optimizer.ts';
import { getRailFeed, type RailFeed } from '../src/services/rail-feed.ts';
import { statusHost } from '../src/services/service-health.ts';
import { getStatusComponents, type StatusComponents } from '../src/services/status-components.ts';
import { getAllMultipleSubscriptionInfo, listComputedUsageAggregateds } from '../src/services/usage-cost.ts';
import { featureFlag } from '../src/feature-flags.ts';
import { isAbortError } from '../src/http/errors.ts';
import { $tenancy } from './account.ts';
import { $activeRegion } from './active-region.ts';
import { $capabilities } from './capabilities.ts';
import { $locale } from './locale.ts';
import { $regions } from './regions.ts';
import { $route } from './route.ts';
import { pageSignal } from './page-signal.ts';
import { consoleConfig, pageContext } from './service-context.ts';
import { $session } from './session.ts';

/**
 * The data of Home's right-rail panels (spec 2 §2 "Right rail"), each panel's on its own: it loads when the first
 * panel showing it mounts, fails without touching the others, and answers 404 with an empty result (spec 2 §8).
 */

/** Where one panel's data stands: loading (its skeleton), ready (its content or empty state) or failed (its error). */
export interface RailData<T> {
  status: 'loading' | 'ready' | 'failed';
  value: T | null;
}

/** What the OCI status panel shows: the tenancy's regions on the status page, and its address. */
export interface RailStatus {
  statusPageUrl: string | null;
  regions: RegionStatus[];
}

/** A rail data source: its atom, the action that asks again (a panel's Try again) and a reset (tests). */
interface RailSource<T> {
  $data: WritableAtom<RailData<T>>;
  retry: () => void;
  reset: () => void;
}

/** How long a loaded answer is shown again when Home is opened again: after that it is asked again. Chosen. */
export const RAIL_DATA_MAX_AGE_MS = 5 * 60_000;

const LOADING = { status: 'loading', value: null } as const;

// A status call is public and cheap: one retry is enough before the panel says it failed.
const STATUS_RETRIES = 1;

/**
 * A source that loads `load(key)` when its atom is first mounted, and again whenever `keyOf` changes while mounted
 * (another tenancy, region or language). The last answer is kept across remounts for the same key, so going back to
 * Home shows it at once; a failed or changed load is asked again. Answers of an older load are dropped. The calls
 * carry Home's page signal: a load cut short by leaving Home is no failure, the source is simply not loaded, and Home
 * shown again asks again (when mounted again, or by the route while still mounted: nanostores unmounts after 1 s).
 */
function railSource<T>(
  keyOf: () => string | null,
  watched: readonly ReadableAtom<unknown>[],
  load: () => Promise<T>
): RailSource<T> {
  const $data = atom<RailData<T>>(LOADING);
  let loadedKey: string | null = null;
  let loadedAt = 0;
  let generation = 0;

  const reset = () => {
    generation += 1;
    loadedKey = null;
    loadedAt = 0;
    $data.set(LOADING);
  };

  const run = (force: boolean) => {
    const key = keyOf();
    if (key === null) return;
    const fresh = Date.now() - loadedAt < RAIL_DATA_MAX_AGE_MS;
    if (!force && key === loadedKey && fresh && $data.get().status !== 'failed') return;
    generation += 1;
    const current = generation;
    loadedKey = key;
    loadedAt = Date.now();
    $data.set(LOADING);
    load().then(
      value => {
        if (current === generation) $data.set({ status: 'ready', value });
      },
      (error: unknown) => {
        if (current !== generation) return;
        if (isAbortError(error)) return reset();
        console.warn('[right-rail] a panel could not load its data', error);
        $data.set({ status: 'failed', value: null });
      }
    );
  };

  onMount($data, () => {
    run(false);
    const stops = watched.map(store => store.listen(() => run(false)));
    stops.push(
      $route.listen(match => {
        if (match?.kind === 'home' && loadedKey === null) run(false);
      })
    );
    return () => {
      for (const stop of stops) stop();
    };
  });

  return { $data, retry: () => run(true), reset };
}

/** The signed-in tenancy, or null before sign-in. */
function tenancyId(): string | null {
  return $session.get().claims?.tenant ?? null;
}

/** The key of a tenancy's data in the active region (the region the calls go to). */
function tenancyKey(): string | null {
  const tenancy = tenancyId();
  return tenancy ? `${tenancy}|${$activeRegion.get()}` : null;
}

function requireTenancy(): string {
  const tenancy = tenancyId();
  if (!tenancy) throw new Error('The right rail needs a signed-in tenancy.');
  return tenancy;
}

const statusSource = railSource<StatusComponents>(
  // Realm-wide and public: one document for everyone; asked again only by Try again or a new sign-in.
  () => ($session.get().claims ? 'realm' : null),
  [$session],
  () =>
    notFoundAsEmpty(getStatusComponents(consoleConfig(), { retries: STATUS_RETRIES, signal: pageSignal() }), {
      statusPageUrl: null,
      components: [],
    })
);

const savingsSource = railSource<CostCategoryRecommendation | null>(tenancyKey, [$session, $activeRegion], async () => {
  // getCostCategory already answers a 404 with null (spec 2 §8).
  const category = await getCostCategory(pageContext(), requireTenancy());
  return category ? costCategoryRecommendation(category) : null;
});

const whatsNewSource = railSource<WhatsNewItem[]>(tenancyKey, [$session, $activeRegion], async () => {
  const page = await notFoundAsEmpty(listLatestAnnouncements(pageContext(), requireTenancy(), WHATS_NEW_SHOWN), {
    items: [],
    userStatuses: [],
  });
  return whatsNewItems(page);
});

const marketplaceSource = railSource<FeaturedListing[]>(
  () => ($session.get().claims ? $activeRegion.get() : null),
  [$session, $activeRegion],
  () => notFoundAsEmpty(listFeaturedListings(pageContext(), RAIL_MARKETPLACE_SHOWN), [])
);

const feedSource = railSource<RailFeed>(
  () => ($session.get().claims ? $locale.get() : null),
  [$session, $locale],
  () =>
    notFoundAsEmpty(getRailFeed($locale.get(), consoleConfig(), { signal: pageSignal() }), {
      newFeatures: [],
      governmentBlog: [],
      mobileApp: null,
    })
);

/** What the billing panel shows: the tenancy's usage summaries, and whether it has any billing summaries at all. */
export interface RailBilling {
  summaries: UsageSummary[];
  /** False: the panel is hidden (spec 2 §2 "when there are no summaries"). */
  hasSummaries: boolean;
}

/**
 * The billing data's key: the tenancy and region, only while the account may see the panel (flag on, neither free tier
 * nor trial, account known), so no billing call is made for anyone else.
 */
function billingKey(): string | null {
  const account = {
    accountInfo: $capabilities.get().data?.accountInfo ?? null,
    isInternal: $tenancy.get().value?.isInternal ?? false,
  };
  return billingPanelAllowed(account, featureFlag('right-rail-billing')) ? tenancyKey() : null;
}

/**
 * The billing summaries (spec 2 §2, §3, §7): every page of the subscriptions' info (promotions, commitments, funded
 * allocations, purchases), then each pay-as-you-go subscription's computed usages for the month to date. Each call
 * answers 404 as empty (spec 2 §8); any other failure fails the panel, which offers Try again.
 */
async function loadBilling(): Promise<RailBilling> {
  const tenancy = requireTenancy();
  const context = pageContext();
  const now = new Date();
  const info = await getAllMultipleSubscriptionInfo(context, tenancy);
  const timeStart = billingMonthStart(now).toISOString();
  const timeEnd = nextUtcDay(now).toISOString();
  const payg = await Promise.all(
    info.items
      .filter(subscription => subscription.subscriptionId && isPayAsYouGo(subscription))
      .map(async (subscription): Promise<PaygUsageFacts> => ({
        subscriptionId: subscription.subscriptionId ?? '',
        timeStart,
        timeEnd,
        usages: await notFoundAsEmpty(
          listComputedUsageAggregateds(context, {
            compartmentId: tenancy,
            subscriptionId: subscription.subscriptionId ?? '',
            timeFrom: timeStart,
            timeTo: timeEnd,
          }),
          []
        ),
      }))
  );
  const summaries = usageSummaries({ subscriptions: info.items, payg }, now);
  return { summaries, hasSummaries: hasBillingSummaries(summaries, info.purchaseInfoList) };
}

const billingSource = railSource<RailBilling>(
  billingKey,
  [$session, $activeRegion, $capabilities, $tenancy],
  loadBilling
);

/** The status page's components as loaded (realm-wide). */
export const $railStatusDocument = statusSource.$data;

/** The OCI status panel: the tenancy's subscribed regions on the status page, the active region first. */
export const $railStatus = computed(
  [statusSource.$data, $regions, $activeRegion],
  (document, regions, activeRegion): RailData<RailStatus> => {
    if (document.status !== 'ready' || !document.value) return { status: document.status, value: null };
    return {
      status: 'ready',
      value: {
        statusPageUrl: document.value.statusPageUrl,
        regions: regionStatuses(document.value.components, regions.items, activeRegion),
      },
    };
  }
);

/**
 * Where the status panel's link goes: the page the status document names, else the realm's status host (the link is
 * there from the first paint, so the panel's header never changes size when the document arrives).
 */
export const $railStatusPageUrl = computed(
  statusSource.$data,
  document => document.value?.statusPageUrl ?? statusHost(consoleConfig())
);

/** The cost-management-savings panel: the cost category's savings and counts; null when there is no category. */
export const $railSavings: ReadableAtom<RailData<CostCategoryRecommendation | null>> = savingsSource.$data;

/** The what's-new panel: the newest active announcements. */
export const $railWhatsNew: ReadableAtom<RailData<WhatsNewItem[]>> = whatsNewSource.$data;

/** The Marketplace panel: featured listings. */
export const $railMarketplace: ReadableAtom<RailData<FeaturedListing[]>> = marketplaceSource.$data;

/** The new-features, mobile-app and government-blog panels: the rail feed in the catalog's language. */
export const $railFeed: ReadableAtom<RailData<RailFeed>> = feedSource.$data;

/** The billing panel: usage summaries of promotions, pay as you go, commitments and funded allocations. */
export const $railBilling: ReadableAtom<RailData<RailBilling>> = billingSource.$data;

/**
 * Resolves once the billing answer is in (or failed), at once when the account may not see the panel, and after
 * `maxWaitMs` at the latest. The rail waits for it before its first frame, so the billing panel, which is hidden for a
 * tenancy without summaries, is there from the first frame or never (no layout shift).
 */
export function railBillingSettled(maxWaitMs: number): Promise<void> {
  return new Promise(resolve => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve();
      // Not at once: the rail mounts the store right after, so its answer is kept (nanostores unmounts after 1 s).
      queueMicrotask(() => stop());
    };
    const timer = setTimeout(finish, maxWaitMs);
    const stop = billingSource.$data.subscribe(data => {
      if (data.status !== 'loading' || billingKey() === null) finish();
    });
  });
}

/** The data sources a panel's Try again asks again. */
export type RailSourceName = 'status' | 'savings' | 'whats-new' | 'marketplace' | 'feed' | 'billing';

const RETRIES: Record<RailSourceName, () => void> = {
  status: statusSource.retry,
  savings: savingsSource.retry,
  'whats-new': whatsNewSource.retry,
  marketplace: marketplaceSource.retry,
  feed: feedSource.retry,
  billing: billingSource.retry,
};

/** Asks a panel's data again (its Try again button), whatever it holds. */
export function retryRailSource(source: RailSourceName): void {
  RETRIES[source]();
}

/** Forgets every loaded answer, so the next mount asks again (tests; a sign-out reloads the page anyway). */
export function resetRightRail(): void {
  for (const source of [statusSource, savingsSource, whatsNewSource, marketplaceSource, feedSource, billingSource]) {
    source.reset();
  }
}
