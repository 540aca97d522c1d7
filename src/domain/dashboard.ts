// The Dashboard tab's rules (spec 1 §2 routes /dashboard…, spec 2 §3 "dashboard pin panel"): which widgets exist, the
// user's dashboards and their order operations, where each dashboard lives in the URL, and the stored shape with its
// validation. The spec names the tab and its routes only; everything else here is chosen as a first-class console
// would do it and said so where it matters.

/** The widgets a dashboard can hold, in the order the add list offers them. */
export const DASHBOARD_WIDGET_KINDS = ['resource-counts', 'announcements', 'service-health', 'recent-links'] as const;

/** One kind of widget. A dashboard holds each kind at most once, so the kind is also the widget's id. */
export type DashboardWidgetKind = (typeof DASHBOARD_WIDGET_KINDS)[number];

/** What the add list and a widget's frame show of a kind: catalog ids of its title and description. */
export interface DashboardWidgetDefinition {
  kind: DashboardWidgetKind;
  title: string;
  description: string;
}

const WIDGET_TEXTS: Readonly<Record<DashboardWidgetKind, Omit<DashboardWidgetDefinition, 'kind'>>> = {
  'resource-counts': {
    title: 'homeDashboard.widget.resourceCounts.title',
    description: 'homeDashboard.widget.resourceCounts.description',
  },
  announcements: {
    title: 'homeDashboard.widget.announcements.title',
    description: 'homeDashboard.widget.announcements.description',
  },
  'service-health': {
    title: 'homeDashboard.widget.serviceHealth.title',
    description: 'homeDashboard.widget.serviceHealth.description',
  },
  'recent-links': {
    title: 'homeDashboard.widget.recentLinks.title',
    description: 'homeDashboard.widget.recentLinks.description',
  },
};

/** The widget definition of a kind. */
export function dashboardWidget(kind: DashboardWidgetKind): DashboardWidgetDefinition {
  return { kind, ...WIDGET_TEXTS[kind] };
}

/** Every widget kind with its texts. */
export const DASHBOARD_WIDGETS: readonly DashboardWidgetDefinition[] = DASHBOARD_WIDGET_KINDS.map(dashboardWidget);

/** True when the value names a widget kind. */
export function isDashboardWidgetKind(value: unknown): value is DashboardWidgetKind {
  return typeof value === 'string' && (DASHBOARD_WIDGET_KINDS as readonly string[]).includes(value);
}

/** One of the user's dashboards. */
export interface Dashboard {
  id: string;
  /** The user's name for it; null for the dashboard every user starts with, shown under its translated name. */
  name: string | null;
  /** Its widgets in reading order. */
  widgets: readonly DashboardWidgetKind[];
}

/** The user's dashboards as they are stored (the `consoleDashboards` user preference). */
export interface DashboardsDocument {
  version: typeof DASHBOARDS_VERSION;
  /** The dashboard /dashboard opens; always one of `dashboards`. */
  defaultDashboardId: string;
  /** At least one, at most MAX_DASHBOARDS, ids unique. */
  dashboards: readonly Dashboard[];
}

/** Version of the stored shape; a document of another version is read as nothing stored. */
export const DASHBOARDS_VERSION = 1;

/** Id of the dashboard every user starts with. */
export const STARTER_DASHBOARD_ID = 'default';

/** The starter dashboard's widgets: every kind, in the add list's order. */
export const STARTER_WIDGETS: readonly DashboardWidgetKind[] = DASHBOARD_WIDGET_KINDS;

/** Chosen: ten dashboards are plenty for a personal overview and keep the stored document small (16 KB limit). */
export const MAX_DASHBOARDS = 10;

/** Longest dashboard name, in characters (chosen, as the console's other display names). */
export const MAX_DASHBOARD_NAME_LENGTH = 64;

/**
 * The dashboard group of spec 1 §2's /dashboard/group/{groupId}/… paths that holds the user's own dashboards. Chosen:
 * the console keeps one group per user, `personal`; shared groups are a service the provider does not offer here.
 */
export const PERSONAL_DASHBOARD_GROUP = 'personal';

const DASHBOARD_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** The dashboard every user starts with. */
const STARTER_DASHBOARD: Dashboard = { id: STARTER_DASHBOARD_ID, name: null, widgets: STARTER_WIDGETS };

/** What a user has before storing anything: the starter dashboard with every widget. */
export function starterDashboards(): DashboardsDocument {
  return { version: DASHBOARDS_VERSION, defaultDashboardId: STARTER_DASHBOARD_ID, dashboards: [STARTER_DASHBOARD] };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseName(value: unknown): string | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'string') return undefined;
  const name = value.trim();
  return name === '' || [...name].length > MAX_DASHBOARD_NAME_LENGTH ? undefined : name;
}

function parseDashboard(value: unknown): Dashboard | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, widgets } = value;
  const parsedName = parseName(name);
  if (typeof id !== 'string' || !DASHBOARD_ID.test(id) || parsedName === undefined || !Array.isArray(widgets)) {
    return undefined;
  }
  // A kind this build does not know (stored by a newer console) or a repeated one is left out, not the dashboard.
  const kinds = (widgets as unknown[]).filter(isDashboardWidgetKind);
  return { id, name: parsedName, widgets: [...new Set(kinds)] };
}

/**
 * Reads a stored document. Never throws: anything that is not a document of this version with at least one valid
 * dashboard is read as the starter dashboards; invalid dashboards, unknown widgets and repeats are dropped; a default
 * that names no dashboard falls to the first; dashboards beyond MAX_DASHBOARDS are left out.
 */
export function parseDashboards(value: unknown): DashboardsDocument {
  if (!isRecord(value) || value['version'] !== DASHBOARDS_VERSION || !Array.isArray(value['dashboards'])) {
    return starterDashboards();
  }
  const dashboards: Dashboard[] = [];
  for (const entry of value['dashboards'] as unknown[]) {
    const dashboard = parseDashboard(entry);
    if (!dashboard || dashboards.some(kept => kept.id === dashboard.id)) continue;
    dashboards.push(dashboard);
    if (dashboards.length === MAX_DASHBOARDS) break;
  }
  const [first] = dashboards;
  if (!first) return starterDashboards();
  const requested = value['defaultDashboardId'];
  const defaultDashboardId = dashboards.some(dashboard => dashboard.id === requested)
    ? (requested as string)
    : first.id;
  return { version: DASHBOARDS_VERSION, defaultDashboardId, dashboards };
}

/** A dashboard by id. */
export function findDashboard(document: DashboardsDocument, id: string): Dashboard | undefined {
  return document.dashboards.find(dashboard => dashboard.id === id);
}

/** The dashboard /dashboard opens. */
export function defaultDashboard(document: DashboardsDocument): Dashboard {
  // A parsed document always holds its default; the starter one only stands in for a document built by hand.
  return findDashboard(document, document.defaultDashboardId) ?? document.dashboards[0] ?? STARTER_DASHBOARD;
}

/** Where a dashboard path points (the route table's DashboardLocation). */
export interface DashboardPathLocation {
  groupId?: string;
  dashboardId?: string;
}

/**
 * The dashboard a location shows: /dashboard and /dashboard/group/personal(/dashboards) the default one,
 * /dashboard/group/personal/dashboards/{id} that one; another group or an id the user has not is not found.
 */
export function dashboardAt(document: DashboardsDocument, location: DashboardPathLocation): Dashboard | undefined {
  if (location.groupId !== undefined && location.groupId !== PERSONAL_DASHBOARD_GROUP) return undefined;
  if (location.dashboardId === undefined) return defaultDashboard(document);
  return findDashboard(document, location.dashboardId);
}

/** The console path of a dashboard: /dashboard for the default one, else its place in the personal group. */
export function dashboardPath(document: DashboardsDocument, id: string): string {
  if (id === document.defaultDashboardId) return '/dashboard';
  return `/dashboard/group/${PERSONAL_DASHBOARD_GROUP}/dashboards/${encodeURIComponent(id)}`;
}

/** The id under which a widget's open or closed state is kept (stores/widget-state.ts): per dashboard and widget. */
export function dashboardWidgetStateId(dashboardId: string, kind: DashboardWidgetKind): string {
  return `dashboard.${dashboardId}.${kind}`;
}

function withDashboard(
  document: DashboardsDocument,
  id: string,
  change: (widgets: readonly DashboardWidgetKind[]) => readonly DashboardWidgetKind[]
): DashboardsDocument {
  const dashboard = findDashboard(document, id);
  if (!dashboard) return document;
  const widgets = change(dashboard.widgets);
  if (widgets === dashboard.widgets) return document;
  return {
    ...document,
    dashboards: document.dashboards.map(entry => (entry.id === id ? { ...entry, widgets } : entry)),
  };
}

/** The kinds a dashboard does not hold yet, in the add list's order. */
export function addableWidgets(dashboard: Dashboard): DashboardWidgetKind[] {
  return DASHBOARD_WIDGET_KINDS.filter(kind => !dashboard.widgets.includes(kind));
}

/** Adds a widget at the end of a dashboard; a kind it holds already (or an unknown dashboard) changes nothing. */
export function addWidget(document: DashboardsDocument, dashboardId: string, kind: DashboardWidgetKind) {
  return withDashboard(document, dashboardId, widgets => (widgets.includes(kind) ? widgets : [...widgets, kind]));
}

/** Removes a widget from a dashboard. */
export function removeWidget(document: DashboardsDocument, dashboardId: string, kind: DashboardWidgetKind) {
  return withDashboard(document, dashboardId, widgets =>
    widgets.includes(kind) ? widgets.filter(widget => widget !== kind) : widgets
  );
}

/** Where a move goes: one place earlier or later, or to the first or last place. */
export type WidgetMove = 'up' | 'down' | 'first' | 'last';

/** The index a widget at `index` of `count` ends at after a move (the same index when it cannot move that way). */
export function movedIndex(index: number, count: number, move: WidgetMove): number {
  if (index < 0 || index >= count) return index;
  if (move === 'first') return 0;
  if (move === 'last') return count - 1;
  return Math.min(count - 1, Math.max(0, index + (move === 'up' ? -1 : 1)));
}

/** Moves a widget within its dashboard; a move past either end changes nothing. */
export function moveWidget(
  document: DashboardsDocument,
  dashboardId: string,
  kind: DashboardWidgetKind,
  move: WidgetMove
): DashboardsDocument {
  return withDashboard(document, dashboardId, widgets => {
    const from = widgets.indexOf(kind);
    const to = movedIndex(from, widgets.length, move);
    if (from === to) return widgets;
    const rest = widgets.filter(widget => widget !== kind);
    return [...rest.slice(0, to), kind, ...rest.slice(to)];
  });
}

/** Why a new dashboard was refused. */
export type CreateDashboardError = 'name-required' | 'name-too-long' | 'limit';

/** Checks a new dashboard's name: required after trimming, at most MAX_DASHBOARD_NAME_LENGTH characters. */
export function checkDashboardName(name: string): 'name-required' | 'name-too-long' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'name-required';
  return [...trimmed].length > MAX_DASHBOARD_NAME_LENGTH ? 'name-too-long' : null;
}

/** The id of the next new dashboard: `dashboard-{n}` with the smallest n ≥ 2 no dashboard uses. */
export function nextDashboardId(document: DashboardsDocument): string {
  for (let number = 2; ; number += 1) {
    const id = `dashboard-${number}`;
    if (!findDashboard(document, id)) return id;
  }
}

/** The outcome of creating a dashboard. */
export type CreateDashboardResult =
  { ok: true; document: DashboardsDocument; dashboard: Dashboard } | { ok: false; error: CreateDashboardError };

/** Creates an empty dashboard named `name` (trimmed) at the end of the list; refused past MAX_DASHBOARDS. */
export function createDashboard(document: DashboardsDocument, name: string): CreateDashboardResult {
  const nameError = checkDashboardName(name);
  if (nameError) return { ok: false, error: nameError };
  if (document.dashboards.length >= MAX_DASHBOARDS) return { ok: false, error: 'limit' };
  const dashboard: Dashboard = { id: nextDashboardId(document), name: name.trim(), widgets: [] };
  return { ok: true, document: { ...document, dashboards: [...document.dashboards, dashboard] }, dashboard };
}

/** Deletes a dashboard. The default one cannot be deleted (another must become the default first). */
export function deleteDashboard(document: DashboardsDocument, id: string): DashboardsDocument {
  if (id === document.defaultDashboardId || !findDashboard(document, id)) return document;
  return { ...document, dashboards: document.dashboards.filter(dashboard => dashboard.id !== id) };
}

/** Makes a dashboard the one /dashboard opens. */
export function setDefaultDashboard(document: DashboardsDocument, id: string): DashboardsDocument {
  if (id === document.defaultDashboardId || !findDashboard(document, id)) return document;
  return { ...document, defaultDashboardId: id };
}
