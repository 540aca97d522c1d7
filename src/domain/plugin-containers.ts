// The plugin loader and containers of spec 3 §4 (and spec 1 §4 "Plugin container"), as pure reducers: each takes a
// state and returns the next one, the same object when nothing changes. Timers, frames and logging stay in the store.

/** Plugin status (spec 3 §4). */
export const PLUGIN_STATUS = {
  none: 'NO_PLUGIN',
  loading: 'PLUGIN_LOADING',
  loadError: 'PLUGIN_LOAD_ERROR',
  initialized: 'PLUGIN_INITIALIZED',
} as const;

/** One of NO_PLUGIN, PLUGIN_LOADING, PLUGIN_LOAD_ERROR, PLUGIN_INITIALIZED. */
export type PluginStatus = (typeof PLUGIN_STATUS)[keyof typeof PLUGIN_STATUS];

/** Container state (spec 3 §4). */
export const CONTAINER_STATE = {
  minimized: 'MINIMIZED',
  maximized: 'MAXIMIZED',
  default: 'DEFAULT',
  closed: 'CLOSED',
  initializing: 'INITIALIZING',
} as const;

/** One of MINIMIZED, MAXIMIZED, DEFAULT, CLOSED, INITIALIZING. */
export type ContainerState = (typeof CONTAINER_STATE)[keyof typeof CONTAINER_STATE];

/** Bottom container height in its default state (spec 3 §9). */
export const BOTTOM_DOCK_DEFAULT_HEIGHT_PX = 340;
/** Bottom container height when minimised (spec 3 §9). */
export const BOTTOM_DOCK_MINIMIZED_HEIGHT_PX = 40;
/** Side panels take 75% of the width (spec 1 §4). */
export const SIDE_DOCK_WIDTH_PERCENT = 75;
/** Unload-and-redirect checks this often whether the plugin's frame is gone (spec 3 §4). */
export const UNLOAD_POLL_INTERVAL_MS = 100;

/** The tabs of the bottom-docked container (spec 3 §2: cloud shell and code editor). */
export const BOTTOM_DOCK_TABS = ['cloud-shell', 'code-editor'] as const;

/** A tab of the bottom-docked container. */
export type BottomDockTab = (typeof BOTTOM_DOCK_TABS)[number];

/**
 * The plugin each bottom tab loads. Cloud Shell is the registry's `cloudshell`; the code editor's plugin name is not
 * shown: chosen `code-editor`.
 */
export const BOTTOM_DOCK_TAB_PLUGINS: Readonly<Record<BottomDockTab, string>> = {
  'cloud-shell': 'cloudshell',
  'code-editor': 'code-editor',
};

/** Why a plugin is in PLUGIN_LOAD_ERROR; the UI shows the plugin error page ('Page Failed to Load') for each. */
export type PluginLoadError =
  /** The page did not load (the frame's load failed, or the registry has no such plugin). */
  | 'load-failed'
  /** The page loaded but failed to render (it reported a crash). */
  | 'render-failed'
  /** The page never completed the handshake within the timeout. */
  | 'handshake-timeout'
  /** The browser cannot run plugins (spec 1 §4: an unsupported plugin shows the error page). */
  | 'unsupported';

/** The main plugin and where its loading stands (spec 3 §3 "Plugin manager state": plugin, pluginStatus, pluginError). */
export interface MainPluginState {
  plugin: string | null;
  status: PluginStatus;
  error: PluginLoadError | null;
}

/** One open tab of the bottom dock and where its plugin's loading stands. */
export interface BottomDockTabState {
  tab: BottomDockTab;
  plugin: string;
  status: PluginStatus;
  error: PluginLoadError | null;
}

/** The bottom-docked container: Cloud Shell and Code Editor tabs, each with its own plugin. */
export interface BottomDockState {
  state: ContainerState;
  visible: boolean;
  /** The height while DEFAULT or MINIMIZED; MAXIMIZED fills the content area whatever this says. */
  heightPx: number;
  /** Open tabs, in the order they were opened. */
  tabs: BottomDockTabState[];
  activeTab: BottomDockTab | null;
}

/** The side-docked container: support centre, contextual and quick-start plugins (spec 1 §4). */
export interface SideDockState {
  state: ContainerState;
  visible: boolean;
  /** 75 while shown, 0 when closed or minimised. */
  widthPercent: number;
  plugin: string | null;
  /** The console path the side plugin shows. */
  path: string | null;
  /** The plugin that asked for the panel (its side-panel request), or null when the shell opened it. */
  openedBy: string | null;
  status: PluginStatus;
  error: PluginLoadError | null;
}

/** The docked containers (the main container is `MainPluginState`). */
export interface ContainersState {
  bottom: BottomDockState;
  side: SideDockState;
}

/** A docked container. */
export type DockName = keyof ContainersState;

/** The result of a request that needs the plugin's container: `hosted` false means no container hosts it. */
export interface ContainerResult {
  containers: ContainersState;
  hosted: boolean;
  /** The container that hosts the plugin. */
  dock: DockName | null;
}

/** Nothing loaded in the main container. */
export const INITIAL_MAIN_PLUGIN: MainPluginState = { plugin: null, status: PLUGIN_STATUS.none, error: null };

/** Both docks closed. */
export const INITIAL_CONTAINERS: ContainersState = {
  bottom: {
    state: CONTAINER_STATE.closed,
    visible: false,
    heightPx: BOTTOM_DOCK_DEFAULT_HEIGHT_PX,
    tabs: [],
    activeTab: null,
  },
  side: {
    state: CONTAINER_STATE.closed,
    visible: false,
    widthPercent: 0,
    plugin: null,
    path: null,
    openedBy: null,
    status: PLUGIN_STATUS.none,
    error: null,
  },
};

// ---- main container -------------------------------------------------------------------------------------------

/**
 * The main container starts loading `plugin`. Loading the plugin that is already loading or initialised keeps it (a
 * route change inside a plugin does not reload it); a plugin in PLUGIN_LOAD_ERROR is tried again.
 */
export function loadMain(state: MainPluginState, plugin: string): MainPluginState {
  if (
    state.plugin === plugin &&
    (state.status === PLUGIN_STATUS.loading || state.status === PLUGIN_STATUS.initialized)
  ) {
    return state;
  }
  return { plugin, status: PLUGIN_STATUS.loading, error: null };
}

/** The main plugin completed its handshake; another plugin's handshake changes nothing. */
export function mainInitialized(state: MainPluginState, plugin: string): MainPluginState {
  if (state.plugin !== plugin || state.status === PLUGIN_STATUS.initialized) return state;
  return { plugin, status: PLUGIN_STATUS.initialized, error: null };
}

/** The main plugin failed to load or render: PLUGIN_LOAD_ERROR with the reason; another plugin's failure changes nothing. */
export function mainFailed(state: MainPluginState, plugin: string, error: PluginLoadError): MainPluginState {
  if (state.plugin !== plugin) return state;
  return { plugin, status: PLUGIN_STATUS.loadError, error };
}

/** The main container shows a shell page: no plugin. */
export function unloadMain(state: MainPluginState): MainPluginState {
  return state.status === PLUGIN_STATUS.none ? state : INITIAL_MAIN_PLUGIN;
}

// ---- bottom-docked container ----------------------------------------------------------------------------------

function withBottom(containers: ContainersState, bottom: BottomDockState): ContainersState {
  return bottom === containers.bottom ? containers : { ...containers, bottom };
}

function withSide(containers: ContainersState, side: SideDockState): ContainersState {
  return side === containers.side ? containers : { ...containers, side };
}

/** The plugins the bottom dock hosts: one per open tab. */
export function bottomDockPlugins(bottom: BottomDockState): string[] {
  return bottom.tabs.map(tab => tab.plugin);
}

/** The bottom tab that loads `plugin`, if any. */
export function bottomTabOf(plugin: string): BottomDockTab | undefined {
  return BOTTOM_DOCK_TABS.find(tab => BOTTOM_DOCK_TAB_PLUGINS[tab] === plugin);
}

/** The active tab's state, or undefined when the dock is closed. */
export function activeBottomTab(bottom: BottomDockState): BottomDockTabState | undefined {
  return bottom.tabs.find(tab => tab.tab === bottom.activeTab);
}

/**
 * Opens (or switches to) a bottom tab; a tab not open yet starts loading its plugin. A closed dock becomes visible
 * at the default height, INITIALIZING until the tab's plugin completes its handshake; a minimised one is restored
 * (its plugin becomes active); a maximised or default one keeps its size.
 */
export function bottomOpen(containers: ContainersState, tab: BottomDockTab): ContainersState {
  const { bottom } = containers;
  const opened = bottom.tabs.some(open => open.tab === tab);
  const tabs = opened
    ? bottom.tabs
    : [...bottom.tabs, { tab, plugin: BOTTOM_DOCK_TAB_PLUGINS[tab], status: PLUGIN_STATUS.loading, error: null }];
  if (bottom.state === CONTAINER_STATE.closed) {
    return withBottom(containers, {
      state: CONTAINER_STATE.initializing,
      visible: true,
      heightPx: BOTTOM_DOCK_DEFAULT_HEIGHT_PX,
      tabs,
      activeTab: tab,
    });
  }
  const restored = bottom.state === CONTAINER_STATE.minimized ? bottomRestore(containers).bottom : bottom;
  if (restored === bottom && opened && bottom.activeTab === tab) return containers;
  return withBottom(containers, { ...restored, tabs, activeTab: tab });
}

/** Minimise sets the 40 px height; minimising when already minimised restores (spec 3 §4). A closed dock stays closed. */
export function bottomMinimize(containers: ContainersState): ContainersState {
  const { bottom } = containers;
  if (bottom.state === CONTAINER_STATE.closed) return containers;
  if (bottom.state === CONTAINER_STATE.minimized) return bottomRestore(containers);
  return withBottom(containers, {
    ...bottom,
    state: CONTAINER_STATE.minimized,
    heightPx: BOTTOM_DOCK_MINIMIZED_HEIGHT_PX,
  });
}

/** Maximise toggles: a maximised dock is restored, any other open dock is maximised (spec 3 §4). */
export function bottomMaximize(containers: ContainersState): ContainersState {
  const { bottom } = containers;
  if (bottom.state === CONTAINER_STATE.closed) return containers;
  if (bottom.state === CONTAINER_STATE.maximized) return bottomRestore(containers);
  return withBottom(containers, { ...bottom, state: CONTAINER_STATE.maximized });
}

/**
 * Restore sets the 340 px default height (spec 3 §4). A dock still INITIALIZING keeps that state (its plugin has not
 * answered yet) and only gets the default height.
 */
export function bottomRestore(containers: ContainersState): ContainersState {
  const { bottom } = containers;
  if (bottom.state === CONTAINER_STATE.closed) return containers;
  const state = bottom.state === CONTAINER_STATE.initializing ? bottom.state : CONTAINER_STATE.default;
  if (bottom.state === state && bottom.heightPx === BOTTOM_DOCK_DEFAULT_HEIGHT_PX) return containers;
  return withBottom(containers, { ...bottom, state, heightPx: BOTTOM_DOCK_DEFAULT_HEIGHT_PX });
}

/**
 * Notify restores the dock if its height is at or below the default (spec 3 §4): a minimised dock opens to 340 px, a
 * dock the user made taller (or maximised) keeps its size. A closed dock stays closed.
 */
export function bottomNotify(containers: ContainersState): ContainersState {
  const { bottom } = containers;
  if (bottom.state === CONTAINER_STATE.closed || bottom.state === CONTAINER_STATE.maximized) return containers;
  return bottom.heightPx <= BOTTOM_DOCK_DEFAULT_HEIGHT_PX ? bottomRestore(containers) : containers;
}

/**
 * The user dragged the dock to `heightPx` (not shown: chosen): at most the minimised height means MINIMIZED, any
 * other height is DEFAULT at that size.
 */
export function bottomResize(containers: ContainersState, heightPx: number): ContainersState {
  const { bottom } = containers;
  if (bottom.state === CONTAINER_STATE.closed || !Number.isFinite(heightPx)) return containers;
  const height = Math.max(BOTTOM_DOCK_MINIMIZED_HEIGHT_PX, Math.round(heightPx));
  const state =
    height === BOTTOM_DOCK_MINIMIZED_HEIGHT_PX
      ? CONTAINER_STATE.minimized
      : bottom.state === CONTAINER_STATE.initializing
        ? bottom.state
        : CONTAINER_STATE.default;
  return withBottom(containers, { ...bottom, state, heightPx: height });
}

/**
 * Close hides the dock, restores it (the next open starts at 340 px), closes both tabs and unloads the plugin
 * (spec 3 §4): state CLOSED, status NO_PLUGIN.
 */
export function bottomClose(containers: ContainersState): ContainersState {
  if (containers.bottom.state === CONTAINER_STATE.closed && !containers.bottom.visible) return containers;
  return withBottom(containers, INITIAL_CONTAINERS.bottom);
}

/** Closes one tab; closing the last open tab closes the dock. */
export function bottomCloseTab(containers: ContainersState, tab: BottomDockTab): ContainersState {
  const { bottom } = containers;
  if (!bottom.tabs.some(open => open.tab === tab)) return containers;
  const tabs = bottom.tabs.filter(open => open.tab !== tab);
  const first = tabs[0];
  if (first === undefined) return bottomClose(containers);
  const activeTab = bottom.activeTab === tab ? first.tab : bottom.activeTab;
  return withBottom(containers, { ...bottom, tabs, activeTab });
}

// ---- side-docked container ------------------------------------------------------------------------------------

/**
 * Opens the side panel with `plugin` at `path` (75 % width). A new plugin starts INITIALIZING; the plugin already
 * there only changes its path, and is restored if it was minimised.
 */
export function sideOpen(
  containers: ContainersState,
  plugin: string,
  path: string | null,
  openedBy: string | null = null
): ContainersState {
  const { side } = containers;
  if (side.plugin === plugin && side.state !== CONTAINER_STATE.closed) {
    const restored = side.state === CONTAINER_STATE.minimized ? sideRestore(containers).side : side;
    if (restored === side && side.path === path && side.openedBy === openedBy) return containers;
    return withSide(containers, { ...restored, path, openedBy });
  }
  return withSide(containers, {
    state: CONTAINER_STATE.initializing,
    visible: true,
    widthPercent: SIDE_DOCK_WIDTH_PERCENT,
    plugin,
    path,
    openedBy,
    status: PLUGIN_STATUS.loading,
    error: null,
  });
}

/** Close sets the width to 0, hides the panel and unloads its plugin (spec 3 §4). */
export function sideClose(containers: ContainersState): ContainersState {
  if (containers.side.state === CONTAINER_STATE.closed && !containers.side.visible) return containers;
  return withSide(containers, INITIAL_CONTAINERS.side);
}

/**
 * Minimise (not shown for the side panel: chosen): the panel collapses to width 0 and is hidden, but its plugin stays
 * loaded so it comes back as it was; minimising a minimised panel restores it, as for the bottom dock.
 */
export function sideMinimize(containers: ContainersState): ContainersState {
  const { side } = containers;
  if (side.state === CONTAINER_STATE.closed) return containers;
  if (side.state === CONTAINER_STATE.minimized) return sideRestore(containers);
  return withSide(containers, { ...side, state: CONTAINER_STATE.minimized, visible: false, widthPercent: 0 });
}

/** Shows a minimised side panel again at 75 %. */
export function sideRestore(containers: ContainersState): ContainersState {
  const { side } = containers;
  if (side.state !== CONTAINER_STATE.minimized) return containers;
  return withSide(containers, {
    ...side,
    state: side.status === PLUGIN_STATUS.initialized ? CONTAINER_STATE.default : CONTAINER_STATE.initializing,
    visible: true,
    widthPercent: SIDE_DOCK_WIDTH_PERCENT,
  });
}

// ---- across containers ----------------------------------------------------------------------------------------

/** The docked container hosting `plugin`, or null (the main container is not a dock: it cannot close or minimise). */
export function hostingDock(containers: ContainersState, plugin: string): DockName | null {
  if (containers.side.plugin === plugin && containers.side.state !== CONTAINER_STATE.closed) return 'side';
  if (bottomDockPlugins(containers.bottom).includes(plugin)) return 'bottom';
  return null;
}

/**
 * A plugin's request to minimise its container. Only a container that hosts the plugin can do that; otherwise
 * `hosted` is false and the caller logs a warning (spec 3 §4).
 */
export function minimizePlugin(
  containers: ContainersState,
  plugin: string,
  dock = hostingDock(containers, plugin)
): ContainerResult {
  if (dock === 'bottom') return { containers: bottomMinimize(containers), hosted: true, dock };
  if (dock === 'side') return { containers: sideMinimize(containers), hosted: true, dock };
  return { containers, hosted: false, dock: null };
}

/** A plugin's request to close its container (bottom: the whole dock; side: the panel); see `minimizePlugin`. */
export function closePlugin(
  containers: ContainersState,
  plugin: string,
  dock = hostingDock(containers, plugin)
): ContainerResult {
  if (dock === 'bottom') return { containers: bottomClose(containers), hosted: true, dock };
  if (dock === 'side') return { containers: sideClose(containers), hosted: true, dock };
  return { containers, hosted: false, dock: null };
}

/** A plugin becomes active (the user turns to it): a minimised container that hosts it is restored (spec 1 §4). */
export function activatePlugin(containers: ContainersState, plugin: string): ContainersState {
  const dock = hostingDock(containers, plugin);
  if (dock === 'side') return sideRestore(containers);
  if (dock !== 'bottom') return containers;
  const tab = bottomTabOf(plugin);
  const active = tab === undefined ? containers : bottomOpen(containers, tab);
  return active.bottom.state === CONTAINER_STATE.minimized ? bottomRestore(active) : active;
}

/**
 * Sets the status of the bottom tab that hosts `plugin`; when it is the active tab, an INITIALIZING dock turns
 * DEFAULT (its plugin answered, or failed and the error page needs the room).
 */
function withBottomTabStatus(
  containers: ContainersState,
  plugin: string,
  status: PluginStatus,
  error: PluginLoadError | null
): ContainersState {
  const { bottom } = containers;
  const target = bottom.tabs.find(tab => tab.plugin === plugin);
  if (!target || (target.status === status && target.error === error)) return containers;
  const tabs = bottom.tabs.map(tab => (tab === target ? { ...tab, status, error } : tab));
  const settles = bottom.activeTab === target.tab && bottom.state === CONTAINER_STATE.initializing;
  return withBottom(containers, { ...bottom, tabs, state: settles ? CONTAINER_STATE.default : bottom.state });
}

/** A docked plugin completed its handshake: PLUGIN_INITIALIZED, and an INITIALIZING container turns DEFAULT. */
export function dockPluginInitialized(containers: ContainersState, plugin: string, dock: DockName): ContainersState {
  if (dock === 'side') {
    const { side } = containers;
    if (side.plugin !== plugin || side.state === CONTAINER_STATE.closed) return containers;
    if (side.status === PLUGIN_STATUS.initialized && side.state !== CONTAINER_STATE.initializing) return containers;
    const state = side.state === CONTAINER_STATE.initializing ? CONTAINER_STATE.default : side.state;
    return withSide(containers, { ...side, state, status: PLUGIN_STATUS.initialized, error: null });
  }
  return withBottomTabStatus(containers, plugin, PLUGIN_STATUS.initialized, null);
}

/**
 * A docked plugin failed to load: PLUGIN_LOAD_ERROR with the reason (the dock shows the plugin error page); an
 * INITIALIZING container turns DEFAULT so the page has room.
 */
export function dockPluginFailed(
  containers: ContainersState,
  plugin: string,
  dock: DockName,
  error: PluginLoadError
): ContainersState {
  if (dock === 'side') {
    const { side } = containers;
    if (side.plugin !== plugin || side.state === CONTAINER_STATE.closed) return containers;
    const state = side.state === CONTAINER_STATE.initializing ? CONTAINER_STATE.default : side.state;
    return withSide(containers, { ...side, state, status: PLUGIN_STATUS.loadError, error });
  }
  return withBottomTabStatus(containers, plugin, PLUGIN_STATUS.loadError, error);
}
