import type {
  CreateDashboardResult,
  DashboardPathLocation,
  DashboardWidgetKind,
  DashboardsDocument,
  WidgetMove,
} from '../../../src/domain/dashboard.ts';
import type { NavigationMenuEntry } from '../../../src/domain/navigation-menu.ts';
import type { DashboardAnnouncements, DashboardHealth, ResourceCounts } from '../../../stores/dashboard-widgets.ts';
import type { WidgetData } from '../../../stores/home-widget-data.ts';

/** The data each widget shows, as its store holds it. */
export interface DashboardWidgetsData {
  'resource-counts': WidgetData<ResourceCounts>;
  announcements: WidgetData<DashboardAnnouncements>;
  'service-health': WidgetData<DashboardHealth>;
  'recent-links': WidgetData<NavigationMenuEntry[]>;
}

/** What the user can do on the Dashboard tab; the connected widget maps each to a store action. */
export interface DashboardActions {
  addWidget: (dashboardId: string, kind: DashboardWidgetKind) => void;
  removeWidget: (dashboardId: string, kind: DashboardWidgetKind) => void;
  moveWidget: (dashboardId: string, kind: DashboardWidgetKind, move: WidgetMove) => void;
  createDashboard: (name: string) => CreateDashboardResult;
  deleteDashboard: (id: string) => void;
  setDefaultDashboard: (id: string) => void;
  /** Opens or closes a widget (remembered per widget). */
  setWidgetOpen: (stateId: string, open: boolean) => void;
  retryLoad: () => void;
  retrySave: () => void;
  /** Loads one widget's data again. */
  retryWidget: (kind: DashboardWidgetKind) => void;
  /** Goes to a console path. */
  navigate: (path: string) => void;
  /** Opens an address of another site in a new window. */
  openExternal: (url: string) => void;
}

/** Props of the pure `DashboardView`. */
export interface DashboardViewProps {
  /** Where reading and saving the user's dashboards stand (stores/dashboards.ts). */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  save: 'idle' | 'saving' | 'saved' | 'failed';
  document: DashboardsDocument;
  /** Where the dashboard path points (the route's DashboardLocation). */
  location: DashboardPathLocation;
  /** Open or closed per widget state id (stores/widget-state.ts). */
  widgetStates: Readonly<Record<string, boolean>>;
  data: DashboardWidgetsData;
  /** The active region as the header names it. */
  regionName: string;
  /** Locale tag for numbers and dates. */
  locale: string;
  /** The user's time zone for dates. */
  timeZone: string;
  actions: DashboardActions;
}
