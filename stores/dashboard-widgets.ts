import { computed } from 'nanostores';
import {
  ALL_RESOURCES_QUERY,
  RESOURCE_COUNT_LIMIT,
  countResourcesByType,
  latestAnnouncements,
  type ResourceTypeCount,
} from '../src/domain/dashboard-widgets.ts';
import type { RegionHealthFacts } from '../src/domain/banners.ts';
import { homeNavigationLinks, type NavigationMenuEntry } from '../src/domain/navigation-menu.ts';
import { listAnnouncements, type AnnouncementSummary } from '../src/services/announcements.ts';
import { RESOURCE_SEARCH_MAX_PAGE_SIZE, searchResourcesUpTo } from '../src/services/resource-search.ts';
import { getServiceHealth, regionHealth } from '../src/services/service-health.ts';
import { $searchTenantId } from './account.ts';
import { $activeRegion } from './active-region.ts';
import { createWidgetData, type WidgetData } from './home-widget-data.ts';
import { $navigationMenu, $navigationView, needsNavigationMenu } from './navigation.ts';
import { pageSignal } from './page-signal.ts';
import { consoleConfig, pageContext } from './service-context.ts';
import { $session } from './session.ts';

// The data of the Dashboard tab's widgets, each loaded on its own when its widget shows, so one failing call shows
// that widget's error and leaves the others alone. Their calls carry Home's page signal (`pageContext`): leaving Home
// aborts them, and the widgets load again when Home is shown again (stores/home-widget-data.ts).

/** Resource counts of the active region (plus global resources such as users and compartments). */
export interface ResourceCounts {
  region: string;
  counts: ResourceTypeCount[];
  total: number;
  /** RESOURCE_COUNT_LIMIT resources were found: the counts are those of the first ones only. */
  partial: boolean;
}

const KEY_SEPARATOR = '\n';

const resourceCounts = createWidgetData<ResourceCounts>('dashboard resource counts', async key => {
  const [region = '', tenantId = ''] = key.split(KEY_SEPARATOR);
  const result = await searchResourcesUpTo(
    pageContext(region),
    { type: 'Structured', query: ALL_RESOURCES_QUERY },
    RESOURCE_COUNT_LIMIT,
    { pageSize: RESOURCE_SEARCH_MAX_PAGE_SIZE, ...(tenantId ? { tenantId } : {}) }
  );
  // Already logged and counted as a resource search failure (spec 2 §8).
  if (result.status === 'failed') throw result.error;
  return {
    region,
    counts: countResourcesByType(result.items),
    total: result.items.length,
    partial: result.items.length >= RESOURCE_COUNT_LIMIT,
  };
});

/** The resource counts widget's data. */
export const $resourceCounts = resourceCounts.$data;

/** Counts the resources of the active region, in the tenancy resource search names (spec 2 §6: an override's). */
export function loadResourceCounts(force = false): Promise<void> {
  return resourceCounts.load([$activeRegion.get(), $searchTenantId.get() ?? ''].join(KEY_SEPARATOR), force);
}

/** The newest active announcements of the tenancy. */
export interface DashboardAnnouncements {
  items: AnnouncementSummary[];
  /** Active announcements on the first page (100, spec 2 §9). */
  total: number;
  /** More pages were announced: `total` is a lower bound. */
  more: boolean;
}

const announcements = createWidgetData<DashboardAnnouncements>('dashboard announcements', async compartmentId => {
  const page = await listAnnouncements(pageContext(), {
    compartmentId,
    lifecycleState: 'ACTIVE',
    sortBy: 'timeCreated',
    sortOrder: 'DESC',
  });
  return { items: latestAnnouncements(page.items), total: page.items.length, more: page.nextPage !== undefined };
});

/** The announcements widget's data. */
export const $dashboardAnnouncements = announcements.$data;

/** Lists the tenancy's active announcements (the tenancy as compartment, as the bell and the banners do). */
export function loadDashboardAnnouncements(force = false): Promise<void> {
  const tenancyId = $session.get().claims?.tenant;
  return tenancyId ? announcements.load(tenancyId, force) : Promise.resolve();
}

/** The active region's service health. */
export interface DashboardHealth {
  region: string;
  /** The region's report, or null when the status document has none for it. */
  report: RegionHealthFacts | null;
  statusPageUrl: string | null;
}

const health = createWidgetData<DashboardHealth>('dashboard service health', async region => {
  const document = await getServiceHealth(consoleConfig(), { signal: pageSignal() });
  return { region, report: regionHealth(document, region), statusPageUrl: document.statusPageUrl };
});

/** The service health widget's data. */
export const $dashboardHealth = health.$data;

/** Reads the realm's status document for the active region. */
export function loadDashboardHealth(force = false): Promise<void> {
  return health.load($activeRegion.get(), force);
}

/**
 * The recent links widget's data: the navigation menu's recent entries for Home (spec 3 §9: six), which
 * `recordVisit` keeps as the user moves around. Loading until the menu is there; the menu never fails (its bundled
 * copy stands in), so neither does this.
 */
export const $recentLinks = needsNavigationMenu(
  computed([$navigationMenu, $navigationView], (menu, view): WidgetData<NavigationMenuEntry[]> =>
    view
      ? { status: 'ready', data: homeNavigationLinks(view).recent, key: menu.locale }
      : { status: 'loading', data: null, key: null }
  )
);

/** Forgets every widget's data (tests, sign-out). */
export function resetDashboardWidgets(): void {
  resourceCounts.reset();
  announcements.reset();
  health.reset();
}
