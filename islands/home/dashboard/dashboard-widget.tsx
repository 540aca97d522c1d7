import { useStore } from '@nanostores/react';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { DashboardWidgetKind } from '../../../src/domain/dashboard.ts';
import { dashboardAt } from '../../../src/domain/dashboard.ts';
import { activeLocale, onLocaleChange } from '../../../src/i18n/i18n.ts';
import { $searchTenantId } from '../../../stores/account.ts';
import { $activeRegion, $activeRegionFriendlyName } from '../../../stores/active-region.ts';
import {
  $dashboardAnnouncements,
  $dashboardHealth,
  $recentLinks,
  $resourceCounts,
  loadDashboardAnnouncements,
  loadDashboardHealth,
  loadResourceCounts,
} from '../../../stores/dashboard-widgets.ts';
import {
  $dashboards,
  addDashboardWidget,
  createUserDashboard,
  deleteUserDashboard,
  loadDashboards,
  moveDashboardWidget,
  removeDashboardWidget,
  saveDashboards,
  setUserDefaultDashboard,
} from '../../../stores/dashboards.ts';
import { $localeTag } from '../../../stores/locale.ts';
import { openWindow } from '../../../stores/popups.ts';
import { $timeZone } from '../../../stores/time-zone.ts';
import { $route } from '../../../stores/route.ts';
import { $session } from '../../../stores/session.ts';
import { $widgetStates, setWidgetOpen } from '../../../stores/widget-state.ts';
import { goTo } from '../../shared/go-to.ts';
import css from './dashboard.css?inline';
import { DashboardView } from './dashboard-view.tsx';
import type { DashboardActions } from './interfaces.ts';
import { styleSheet } from '../../shared/adopted-sheets.ts';
import { useAdoptedSheet } from './widget-parts.tsx';

const sheet = styleSheet(css);

const LOADERS: Readonly<Record<DashboardWidgetKind, (force?: boolean) => Promise<void> | void>> = {
  'resource-counts': loadResourceCounts,
  announcements: loadDashboardAnnouncements,
  'service-health': loadDashboardHealth,
  // The recent links come from the navigation menu, which start-up loads (and which never fails).
  'recent-links': () => undefined,
};

const ACTIONS: DashboardActions = {
  addWidget: (dashboardId, kind) => void addDashboardWidget(dashboardId, kind),
  removeWidget: (dashboardId, kind) => void removeDashboardWidget(dashboardId, kind),
  moveWidget: (dashboardId, kind, move) => void moveDashboardWidget(dashboardId, kind, move),
  createDashboard: createUserDashboard,
  deleteDashboard: id => void deleteUserDashboard(id),
  setDefaultDashboard: id => void setUserDefaultDashboard(id),
  setWidgetOpen,
  retryLoad: () => void loadDashboards({ force: true }),
  retrySave: () => void saveDashboards(),
  retryWidget: kind => void LOADERS[kind](true),
  navigate: goTo,
  openExternal: url => void openWindow(url),
};

/**
 * The Dashboard tab's content, connected: the user's dashboards (read once when the tab first shows) and the data
 * of the widgets the shown dashboard holds, each loaded on its own (again when the region or the searched tenancy
 * changes). Its own chunk, loaded by `deferredWidget`, with its own stylesheet.
 */
export default function DashboardWidget(): ReactNode {
  const state = useStore($dashboards);
  const route = useStore($route);
  const widgetStates = useStore($widgetStates);
  const resourceCounts = useStore($resourceCounts);
  const announcements = useStore($dashboardAnnouncements);
  const health = useStore($dashboardHealth);
  const recentLinks = useStore($recentLinks);
  const region = useStore($activeRegion);
  const regionName = useStore($activeRegionFriendlyName);
  const tenantId = useStore($searchTenantId);
  const locale = useStore($localeTag);
  const timeZone = useStore($timeZone);
  const userId = useStore($session).claims?.sub;
  // Its texts follow the catalog, whenever Home re-renders.
  useSyncExternalStore(onLocaleChange, activeLocale);
  const ref = useAdoptedSheet(sheet);
  const location = (route?.kind === 'home' ? route.dashboard : undefined) ?? {};

  useEffect(() => {
    void loadDashboards();
  }, [userId]);

  const shown =
    state.status === 'ready' || state.status === 'failed' ? dashboardAt(state.document, location) : undefined;
  const kinds = shown?.widgets.join(' ') ?? '';
  useEffect(() => {
    for (const kind of kinds.split(' ')) if (kind in LOADERS) void LOADERS[kind as DashboardWidgetKind]();
  }, [kinds, region, tenantId]);

  return (
    <div ref={ref} className="dash-root">
      <DashboardView
        status={state.status}
        save={state.save}
        document={state.document}
        location={location}
        widgetStates={widgetStates}
        data={{
          'resource-counts': resourceCounts,
          announcements,
          'service-health': health,
          'recent-links': recentLinks,
        }}
        regionName={regionName}
        locale={locale}
        timeZone={timeZone}
        actions={ACTIONS}
      />
    </div>
  );
}
