import { describe, expect, it } from 'vitest';
import {
  BOTTOM_DOCK_DEFAULT_HEIGHT_PX,
  BOTTOM_DOCK_MINIMIZED_HEIGHT_PX,
  CONTAINER_STATE,
  INITIAL_CONTAINERS,
  INITIAL_MAIN_PLUGIN,
  PLUGIN_STATUS,
  SIDE_DOCK_WIDTH_PERCENT,
  activatePlugin,
  activeBottomTab,
  bottomClose,
  bottomCloseTab,
  bottomMaximize,
  bottomMinimize,
  bottomNotify,
  bottomOpen,
  bottomResize,
  bottomRestore,
  closePlugin,
  dockPluginFailed,
  dockPluginInitialized,
  hostingDock,
  loadMain,
  mainFailed,
  mainInitialized,
  minimizePlugin,
  sideClose,
  sideMinimize,
  sideOpen,
  unloadMain,
  type ContainersState,
} from './plugin-containers.ts';

/** Cloud Shell open and initialised at the default height. */
function cloudShellOpen(): ContainersState {
  return dockPluginInitialized(bottomOpen(INITIAL_CONTAINERS, 'cloud-shell'), 'cloudshell', 'bottom');
}

describe('main plugin status', () => {
  it('goes NO_PLUGIN → PLUGIN_LOADING → PLUGIN_INITIALIZED, and back to NO_PLUGIN on a shell page', () => {
    const loading = loadMain(INITIAL_MAIN_PLUGIN, 'compute');
    expect(loading).toEqual({ plugin: 'compute', status: PLUGIN_STATUS.loading, error: null });
    const ready = mainInitialized(loading, 'compute');
    expect(ready).toEqual({ plugin: 'compute', status: PLUGIN_STATUS.initialized, error: null });
    expect(unloadMain(ready)).toEqual({ plugin: null, status: PLUGIN_STATUS.none, error: null });
  });

  it('keeps a loaded plugin when its route changes, and loads another one afresh', () => {
    const ready = mainInitialized(loadMain(INITIAL_MAIN_PLUGIN, 'compute'), 'compute');
    expect(loadMain(ready, 'compute')).toBe(ready);
    expect(loadMain(ready, 'networking-vcns')).toEqual({
      plugin: 'networking-vcns',
      status: PLUGIN_STATUS.loading,
      error: null,
    });
  });

  it('records why the main plugin failed, ignores other plugins, and retries on the next load', () => {
    const loading = loadMain(INITIAL_MAIN_PLUGIN, 'compute');
    expect(mainFailed(loading, 'regions', 'handshake-timeout')).toBe(loading);
    expect(mainInitialized(loading, 'regions')).toBe(loading);
    const failed = mainFailed(loading, 'compute', 'handshake-timeout');
    expect(failed).toEqual({ plugin: 'compute', status: PLUGIN_STATUS.loadError, error: 'handshake-timeout' });
    expect(loadMain(failed, 'compute').status).toBe(PLUGIN_STATUS.loading);
  });
});

describe('bottom-docked container', () => {
  it('opens at 340 px, INITIALIZING until the tab plugin answers, then DEFAULT', () => {
    const opening = bottomOpen(INITIAL_CONTAINERS, 'cloud-shell');
    expect(opening.bottom).toMatchObject({
      state: CONTAINER_STATE.initializing,
      visible: true,
      heightPx: BOTTOM_DOCK_DEFAULT_HEIGHT_PX,
      activeTab: 'cloud-shell',
    });
    expect(activeBottomTab(opening.bottom)).toMatchObject({ plugin: 'cloudshell', status: PLUGIN_STATUS.loading });
    const ready = dockPluginInitialized(opening, 'cloudshell', 'bottom');
    expect(ready.bottom.state).toBe(CONTAINER_STATE.default);
    expect(activeBottomTab(ready.bottom)?.status).toBe(PLUGIN_STATUS.initialized);
  });

  it('minimize sets 40 px; minimizing when minimized restores to 340 px', () => {
    const minimized = bottomMinimize(cloudShellOpen());
    expect(minimized.bottom).toMatchObject({
      state: CONTAINER_STATE.minimized,
      heightPx: BOTTOM_DOCK_MINIMIZED_HEIGHT_PX,
    });
    expect(bottomMinimize(minimized).bottom).toMatchObject({
      state: CONTAINER_STATE.default,
      heightPx: BOTTOM_DOCK_DEFAULT_HEIGHT_PX,
    });
  });

  it('maximize toggles between MAXIMIZED and the default', () => {
    const maximized = bottomMaximize(cloudShellOpen());
    expect(maximized.bottom.state).toBe(CONTAINER_STATE.maximized);
    expect(bottomMaximize(maximized).bottom).toMatchObject({
      state: CONTAINER_STATE.default,
      heightPx: BOTTOM_DOCK_DEFAULT_HEIGHT_PX,
    });
    expect(bottomMaximize(bottomMinimize(cloudShellOpen())).bottom.state).toBe(CONTAINER_STATE.maximized);
  });

  it('restore sets 340 px from any size', () => {
    for (const containers of [
      bottomMinimize(cloudShellOpen()),
      bottomMaximize(cloudShellOpen()),
      bottomResize(cloudShellOpen(), 600),
    ]) {
      expect(bottomRestore(containers).bottom).toMatchObject({
        state: CONTAINER_STATE.default,
        heightPx: BOTTOM_DOCK_DEFAULT_HEIGHT_PX,
      });
    }
  });

  it('notify restores only when the height is at or below the default', () => {
    expect(bottomNotify(bottomMinimize(cloudShellOpen())).bottom).toMatchObject({
      state: CONTAINER_STATE.default,
      heightPx: BOTTOM_DOCK_DEFAULT_HEIGHT_PX,
    });
    expect(bottomNotify(bottomResize(cloudShellOpen(), 200)).bottom.heightPx).toBe(BOTTOM_DOCK_DEFAULT_HEIGHT_PX);
    const tall = bottomResize(cloudShellOpen(), 600);
    expect(bottomNotify(tall)).toBe(tall);
    const maximized = bottomMaximize(cloudShellOpen());
    expect(bottomNotify(maximized)).toBe(maximized);
    expect(bottomNotify(INITIAL_CONTAINERS)).toBe(INITIAL_CONTAINERS);
  });

  it('close hides it, restores the height, closes both tabs and unloads the plugins', () => {
    const both = bottomMinimize(bottomOpen(cloudShellOpen(), 'code-editor'));
    expect(both.bottom.tabs.map(tab => tab.tab)).toEqual(['cloud-shell', 'code-editor']);
    const closed = bottomClose(both);
    expect(closed.bottom).toEqual({
      state: CONTAINER_STATE.closed,
      visible: false,
      heightPx: BOTTOM_DOCK_DEFAULT_HEIGHT_PX,
      tabs: [],
      activeTab: null,
    });
    expect(hostingDock(closed, 'cloudshell')).toBeNull();
  });

  it('switches tabs, and closing the last tab closes the dock', () => {
    const both = bottomOpen(cloudShellOpen(), 'code-editor');
    expect(both.bottom.activeTab).toBe('code-editor');
    expect(activeBottomTab(both.bottom)?.status).toBe(PLUGIN_STATUS.loading);
    const back = bottomOpen(both, 'cloud-shell');
    expect(activeBottomTab(back.bottom)?.status, 'an open tab keeps its plugin').toBe(PLUGIN_STATUS.initialized);
    const one = bottomCloseTab(both, 'code-editor');
    expect(one.bottom).toMatchObject({ visible: true, activeTab: 'cloud-shell' });
    expect(bottomCloseTab(one, 'cloud-shell').bottom.state).toBe(CONTAINER_STATE.closed);
  });

  it('does nothing to a closed dock but open', () => {
    for (const step of [bottomMinimize, bottomMaximize, bottomRestore, bottomNotify, bottomClose]) {
      expect(step(INITIAL_CONTAINERS)).toBe(INITIAL_CONTAINERS);
    }
  });

  it('records a tab plugin that failed to load so the dock shows the error page', () => {
    const failed = dockPluginFailed(
      bottomOpen(INITIAL_CONTAINERS, 'cloud-shell'),
      'cloudshell',
      'bottom',
      'load-failed'
    );
    expect(failed.bottom.state).toBe(CONTAINER_STATE.default);
    expect(activeBottomTab(failed.bottom)).toMatchObject({ status: PLUGIN_STATUS.loadError, error: 'load-failed' });
  });
});

describe('side-docked container', () => {
  it('opens at 75 % width, INITIALIZING until its plugin answers', () => {
    const open = sideOpen(INITIAL_CONTAINERS, 'support', '/support/create', 'compute');
    expect(open.side).toMatchObject({
      state: CONTAINER_STATE.initializing,
      visible: true,
      widthPercent: SIDE_DOCK_WIDTH_PERCENT,
      plugin: 'support',
      path: '/support/create',
      openedBy: 'compute',
      status: PLUGIN_STATUS.loading,
    });
    expect(dockPluginInitialized(open, 'support', 'side').side).toMatchObject({
      state: CONTAINER_STATE.default,
      status: PLUGIN_STATUS.initialized,
    });
  });

  it('close sets the width to 0, hides it and unloads the plugin', () => {
    const closed = sideClose(dockPluginInitialized(sideOpen(INITIAL_CONTAINERS, 'support', null), 'support', 'side'));
    expect(closed.side).toMatchObject({
      state: CONTAINER_STATE.closed,
      visible: false,
      widthPercent: 0,
      plugin: null,
      status: PLUGIN_STATUS.none,
    });
  });

  it('minimizing collapses the panel but keeps its plugin; activating it restores', () => {
    const ready = dockPluginInitialized(sideOpen(INITIAL_CONTAINERS, 'support', null), 'support', 'side');
    const minimized = sideMinimize(ready);
    expect(minimized.side).toMatchObject({ state: CONTAINER_STATE.minimized, widthPercent: 0, plugin: 'support' });
    expect(activatePlugin(minimized, 'support').side).toMatchObject({
      state: CONTAINER_STATE.default,
      visible: true,
      widthPercent: SIDE_DOCK_WIDTH_PERCENT,
    });
  });
});

describe('plugin requests to their container', () => {
  it('a minimised container is restored when its plugin becomes active', () => {
    const minimized = bottomMinimize(cloudShellOpen());
    expect(activatePlugin(minimized, 'cloudshell').bottom).toMatchObject({
      state: CONTAINER_STATE.default,
      heightPx: BOTTOM_DOCK_DEFAULT_HEIGHT_PX,
    });
    expect(bottomOpen(minimized, 'cloud-shell').bottom.state).toBe(CONTAINER_STATE.default);
  });

  it('closes or minimises the container that hosts the plugin', () => {
    const minimized = minimizePlugin(cloudShellOpen(), 'cloudshell');
    expect(minimized).toMatchObject({ hosted: true, dock: 'bottom' });
    expect(minimized.containers.bottom.state).toBe(CONTAINER_STATE.minimized);
    const closed = closePlugin(sideOpen(INITIAL_CONTAINERS, 'support', null), 'support');
    expect(closed).toMatchObject({ hosted: true, dock: 'side' });
    expect(closed.containers.side.state).toBe(CONTAINER_STATE.closed);
  });

  it('reports a plugin no container hosts, changing nothing (the caller logs the warning)', () => {
    const containers = cloudShellOpen();
    expect(minimizePlugin(containers, 'compute')).toEqual({ containers, hosted: false, dock: null });
    expect(closePlugin(containers, 'compute')).toEqual({ containers, hosted: false, dock: null });
  });
});
