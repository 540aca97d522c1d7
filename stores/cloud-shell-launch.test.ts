import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_CONTAINERS } from '../src/domain/plugin-containers.ts';
import { resetFeatureFlags, setFeatureFlags } from '../src/feature-flags.ts';
import { SESSION_KEYS } from '../src/storage/browser-storage.ts';
import { installBrowserGlobals, type BrowserGlobals } from '../test/browser-globals.ts';
import { capabilitiesOf } from '../test/capabilities-fixture.ts';
import { $capabilities } from './capabilities.ts';
import { applyLaunchParameters } from './cloud-shell-launch.ts';
import { $cloudShellQuery } from './cloud-shell-query.ts';
import { $dockSource, stopFollowingDock } from './cloud-shell-url.ts';
import { $containers, bottomDockClose, bottomDockMinimize, bottomDockOpen } from './plugin-host.ts';
import type * as route from './route.ts';
import { $location, navigate } from './route.ts';

type RouteModule = typeof route;

// The router is not running here: its navigate() is replaced by one that shows the path as the router would.
vi.mock('./route.ts', async original => ({ ...(await original<RouteModule>()), navigate: vi.fn() }));

const ORIGIN = 'http://localhost:5173';
let browser: BrowserGlobals;

/** Loads the console at `path` and applies its launch parameters as start-up does once the console is ready. */
function launch(path: string) {
  browser.history.replaceState(null, '', `${ORIGIN}${path}`);
  return applyLaunchParameters(new URL(`${ORIGIN}${path}`));
}

/** The address bar's query after the follower's deferred rewrite. */
async function address(): Promise<Record<string, string>> {
  await Promise.resolve();
  return Object.fromEntries(new URL(browser.location.href).searchParams);
}

beforeEach(() => {
  browser = installBrowserGlobals(`${ORIGIN}/`);
  vi.mocked(navigate).mockImplementation(path => {
    browser.history.replaceState(null, '', `${ORIGIN}${path}`);
    const url = new URL(`${ORIGIN}${path}`);
    $location.set({ pathname: url.pathname, search: url.search });
    return true;
  });
  $capabilities.set({ status: 'ready', data: capabilitiesOf(), failure: null });
});

afterEach(() => {
  stopFollowingDock();
  $containers.set(INITIAL_CONTAINERS);
  $dockSource.set(null);
  $cloudShellQuery.set('');
  cleanStores($capabilities, $containers, $location);
  resetFeatureFlags();
  browser.uninstall();
  vi.clearAllMocks();
});

describe('applyLaunchParameters', () => {
  it('opens Cloud Shell maximized, drops username from the address and writes the dock back into it', async () => {
    launch('/compute?username=demo%40example.com&cloudshell=true&bdcstate=maximized&cssource=docs&x=1');
    expect(navigate).toHaveBeenCalledWith('/compute?x=1', { replace: true });
    expect($containers.get().bottom).toMatchObject({ visible: true, state: 'MAXIMIZED', activeTab: 'cloud-shell' });
    expect(await address()).toEqual({ x: '1', cloudshell: 'true', bdcstate: 'maximized', cssource: 'docs' });
    expect($cloudShellQuery.get()).toBe('cssource=docs');
  });

  it('follows the dock: minimise, restore through open, close removes every dock parameter', async () => {
    launch('/?cloudshell=true&codeeditor=true');
    expect(await address()).toEqual({ cloudshell: 'true', codeeditor: 'true', bdcstate: 'default' });
    bottomDockMinimize();
    expect((await address()).bdcstate).toBe('minimized');
    bottomDockOpen('cloud-shell');
    expect((await address()).bdcstate).toBe('default');
    bottomDockClose();
    expect(await address()).toEqual({});
    // The next open (a header button) carries no source and no clone.
    expect($dockSource.get()).toBeNull();
    expect($cloudShellQuery.get()).toBe('');
  });

  it('hands the clone to Cloud Shell only with the external-links flag', async () => {
    const clone = '/?cs_repo_url=https%3A%2F%2Fgithub.com%2Fa%2Fb&cs_branch=main&bdcstate=minimized';
    launch(clone);
    expect($containers.get().bottom.state).not.toBe('MAXIMIZED');
    expect($cloudShellQuery.get()).toBe('');
    expect(await address()).toEqual({ cloudshell: 'true', bdcstate: 'default' });

    bottomDockClose();
    setFeatureFlags({ 'cloud-shell-external-links': true });
    launch(clone);
    expect($containers.get().bottom.state).toBe('MAXIMIZED');
    expect(new URLSearchParams($cloudShellQuery.get()).get('cs_repo_url')).toBe('https://github.com/a/b');
    expect(await address()).toEqual({ cloudshell: 'true', bdcstate: 'maximized' });
  });

  it('opens nothing for a user who may not launch Cloud Shell, and stores the canary flag', async () => {
    $capabilities.set({ status: 'ready', data: capabilitiesOf({ promotionStatus: 'expired' }), failure: null });
    launch('/?cloudshell=true&canary=true');
    expect($containers.get().bottom.visible).toBe(false);
    expect(await address()).toEqual({ canary: 'true' });
    expect(browser.sessionStorage.getItem(SESSION_KEYS.canary)).toBe('true');
  });

  it('leaves an address without launch parameters alone', () => {
    launch('/search?q=a%20b');
    expect(navigate).not.toHaveBeenCalled();
    expect(browser.location.href).toBe(`${ORIGIN}/search?q=a%20b`);
  });
});
