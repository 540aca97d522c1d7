/** The tabs of the Home page in display order (spec 1 §2). */
export const HOME_TABS = ['applications', 'infrastructure', 'dashboard'] as const;

/** One Home tab. */
export type HomeTab = (typeof HOME_TABS)[number];

/** What the Home page needs to render a tab (spec 1 §2: tabId, label, id and testId). */
export interface HomeTabDefinition {
  tabId: HomeTab;
  /** Message id of the tab label. */
  label: string;
  /** DOM id of the tab; its panel is `${id}-panel`. */
  id: string;
  testId: string;
}

/** All Home tabs; Applications shows only for SaaS scope (see `visibleHomeTabs`). */
export const HOME_TAB_DEFINITIONS: readonly HomeTabDefinition[] = [
  {
    tabId: 'applications',
    label: 'home.tab.applications',
    id: 'home-tab-applications',
    testId: 'home-tab-applications',
  },
  {
    tabId: 'infrastructure',
    label: 'home.tab.infrastructure',
    id: 'home-tab-infrastructure',
    testId: 'home-tab-infrastructure',
  },
  { tabId: 'dashboard', label: 'home.tab.dashboard', id: 'home-tab-dashboard', testId: 'home-tab-dashboard' },
];

/** True when the value names a Home tab. */
export function isHomeTab(value: unknown): value is HomeTab {
  return typeof value === 'string' && (HOME_TABS as readonly string[]).includes(value);
}

/** The tabs a user sees: Applications only for SaaS scope (spec 1 §2). */
export function visibleHomeTabs(saasScope: boolean): readonly HomeTabDefinition[] {
  return HOME_TAB_DEFINITIONS.filter(tab => saasScope || tab.tabId !== 'applications');
}

/** The tab shown when nothing (or a tab the user cannot see) is asked for: Apps for SaaS scope, else Infrastructure. */
export function fallbackHomeTab(saasScope: boolean): HomeTab {
  return saasScope ? 'applications' : 'infrastructure';
}

/** The tab to show for a requested value: the request when it is a visible tab, else the fallback (spec 1 §4). */
export function resolveHomeTab(requested: string | null | undefined, saasScope: boolean): HomeTab {
  if (isHomeTab(requested) && (saasScope || requested !== 'applications')) return requested;
  return fallbackHomeTab(saasScope);
}

/** Throws when two tabs share a tabId, id or testId (spec 1 §2: tab ids must be unique). */
export function assertUniqueTabIds(tabs: readonly HomeTabDefinition[]): void {
  for (const key of ['tabId', 'id', 'testId'] as const) {
    const values = tabs.map(tab => tab[key]);
    const duplicate = values.find((value, index) => values.indexOf(value) !== index);
    if (duplicate !== undefined) throw new Error(`Duplicate Home tab ${key}: ${duplicate}`);
  }
}
