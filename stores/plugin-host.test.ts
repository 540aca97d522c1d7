import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTAINER_STATE, PLUGIN_STATUS } from '../src/domain/plugin-containers.ts';
import { setFeatureFlags } from '../src/feature-flags.ts';
import type { PluginPeer } from '../src/plugins/plugin-host.ts';
import { HELLO, PLUGIN_ERROR_CODES, PROTOCOL_VERSION, type PluginRequest } from '../src/plugins/protocol.ts';
import { installBrowserGlobals, type BrowserGlobals } from '../test/browser-globals.ts';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import { $activeRegion } from './active-region.ts';
import { $helpPanelOpen, $requestedHelpTopic } from './help-panel.ts';
import {
  $containers,
  $dirtyPages,
  $navigationBlock,
  $pluginStatus,
  $queryWidths,
  $toasts,
  attachPluginFrame,
  bottomDockClose,
  bottomDockOpen,
  cancelNavigation,
  clearNavigationBlock,
  confirmNavigation,
  hideNavigationConfirm,
  setBlockedDestination,
  setNavigationConfirmCallback,
  dismissToast,
  handlePluginRequest,
  loadMainPlugin,
  requestLeave,
  sideDockClose,
  sideDockOpen,
  sideDockUnloadAndRedirect,
  startPluginHost,
  stopPluginHost,
  unloadMainPlugin,
} from './plugin-host.ts';
import { $pluginRegistry, loadPluginRegistry } from './plugins.ts';
import { $route, navigate } from './route.ts';
import type * as RouteModule from './route.ts';

// The router needs a browser; what matters here is whether and where the handlers navigate.
vi.mock('./route.ts', async importOriginal => ({
  ...(await importOriginal<typeof RouteModule>()),
  navigate: vi.fn(() => true),
}));

const cloud = useStoreCloud();
const PLUGIN_ORIGIN = 'http://127.0.0.1:7071';
const main = (name: string): PluginPeer => ({ name, origin: PLUGIN_ORIGIN, container: 'main' });
let browser: BrowserGlobals;
let nextId = 1;

/** Sends one request as plugin `peer` would, straight to the handlers. */
function request(peer: PluginPeer, body: Record<string, unknown>): Promise<unknown> {
  return handlePluginRequest({ id: nextId++, ...body } as PluginRequest, peer);
}

beforeAll(async () => {
  await loadPluginRegistry();
  expect($pluginRegistry.get()?.source).toBe('remote');
});

beforeEach(async () => {
  browser = installBrowserGlobals('http://localhost:5173/compute');
  setFeatureFlags({ 'api-timeout-ms': 2_000 }, { reset: true });
  await cloud.local.clearFaults();
  await useSession(cloud.demo);
  $activeRegion.set('us-ashburn-1');
  vi.mocked(navigate).mockClear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  stopPluginHost();
  clearNavigationBlock();
  unloadMainPlugin();
  bottomDockClose();
  sideDockClose();
  $toasts.set([]);
  $queryWidths.set({});
  $route.set(null);
  setFeatureFlags({}, { reset: true });
  vi.restoreAllMocks();
  browser.uninstall();
});

describe('fetch: signed calls on a plugin’s behalf', () => {
  const announcements = main('announcements');
  const list = () => ({
    kind: 'fetch',
    service: 'announcements',
    method: 'GET',
    path: '/20180904/announcements',
    query: { compartmentId: cloud.demo.claims.tenant, limit: 5 },
  });

  it('makes an allowed GET, signed by the shell, and answers status, data, next page and request id', async () => {
    const result = (await request(announcements, list())) as Record<string, unknown>;
    expect(result).toMatchObject({ status: 200, requestId: expect.any(String) });
    expect(Object.keys(result).sort()).toEqual(['data', 'nextPage', 'requestId', 'status']);
    expect((result['data'] as { items: unknown[] }).items.length).toBeGreaterThan(0);
    // The same call without the shell's signature is refused: the answer above came from a signed request.
    const url = `${cloud.local.origins.cloudOrigin}/announcements/us-ashburn-1/20180904/announcements?compartmentId=${cloud.demo.claims.tenant}`;
    expect((await fetch(url)).status).toBe(401);
    // Neither the token nor anything of the key reaches the plugin.
    expect(JSON.stringify(result)).not.toContain(cloud.demo.token);
    expect(JSON.stringify(result)).not.toContain(cloud.demo.token.split('.')[1]);
  });

  it('refuses an endpoint, method or traversal the registry entry does not allow, before anything is sent', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const refusals = [
      { ...list(), service: 'identity', path: '/20160918/users' },
      { ...list(), method: 'DELETE', path: '/20180904/announcements/ocid1.announcement.x' },
      { ...list(), path: '/20180904/announcements/../../20160918/users' },
      { ...list(), path: '/20180904/announcements/%2e%2e/%2e%2e/20160918/users' },
      { ...list(), path: '/20180904/announcementsX' },
    ];
    for (const body of refusals) {
      await expect(request(announcements, body)).rejects.toMatchObject({
        code: PLUGIN_ERROR_CODES.endpointNotAllowed,
        message: expect.stringContaining('is not allowed'),
      });
    }
    // A plugin whose entry allows nothing, and a name the registry does not know, get nothing either.
    await expect(request(main('billing'), list())).rejects.toMatchObject({ code: 'EndpointNotAllowed' });
    await expect(request(main('not-a-plugin'), list())).rejects.toMatchObject({ code: 'EndpointNotAllowed' });
    expect(sent).not.toHaveBeenCalled();
  });

  it('passes the cloud’s error on as {code, message, status}', async () => {
    await cloud.local.injectFault({
      operation: 'ListAnnouncements',
      status: 404,
      code: 'NotAuthorizedOrNotFound',
      message: 'Authorization failed or requested resource not found.',
    });
    await expect(request(announcements, list())).rejects.toMatchObject({
      code: 'NotAuthorizedOrNotFound',
      message: 'Authorization failed or requested resource not found.',
      status: 404,
    });
  });

  it('refuses a region that is not a region name', async () => {
    await expect(request(announcements, { ...list(), region: '../evil' })).rejects.toMatchObject({
      code: 'InvalidRegion',
    });
  });
});

describe('the host end to end', () => {
  /** A fake shell window, a fake frame, and the plugin's end of the port after the handshake. */
  async function connect(name: string, container: 'main' | 'bottom' | 'side' = 'main') {
    const win = new EventTarget();
    startPluginHost({ window: win });
    const postMessage = vi.fn();
    const frame = { contentWindow: { postMessage }, isConnected: true };
    const connection = attachPluginFrame(name, frame, PLUGIN_ORIGIN, container);
    win.dispatchEvent(
      Object.assign(new Event('message'), {
        data: { type: HELLO, protocol: PROTOCOL_VERSION, plugin: name },
        origin: PLUGIN_ORIGIN,
        source: frame.contentWindow,
      })
    );
    await connection.ready;
    const port = (postMessage.mock.calls[0]?.[2] as MessagePort[])[0];
    if (!port) throw new Error('no port');
    const received: Record<string, unknown>[] = [];
    let wake: (() => void) | null = null;
    port.onmessage = event => {
      received.push(event.data as Record<string, unknown>);
      wake?.();
    };
    port.start();
    const next = async (match: (message: Record<string, unknown>) => boolean) => {
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        await new Promise<void>(resolve => (wake = resolve));
      }
    };
    return { connection, port, received, next, postMessage };
  }

  it('initialises the main plugin on the handshake and answers a fetch over the port, never with the token', async () => {
    $route.set({ kind: 'plugin', prefix: '/announcements', path: '/announcements' });
    const { port, next, postMessage } = await connect('announcements');
    expect(postMessage.mock.calls.map(call => call[1])).toEqual([PLUGIN_ORIGIN]);
    expect($pluginStatus.get()).toEqual({ plugin: 'announcements', status: PLUGIN_STATUS.initialized, error: null });
    port.postMessage({
      id: 41,
      kind: 'fetch',
      service: 'announcements',
      method: 'GET',
      path: '/20180904/announcements',
      query: { compartmentId: cloud.demo.claims.tenant },
    });
    const response = await next(message => message['id'] === 41);
    expect(response).toMatchObject({ kind: 'response', ok: true, result: { status: 200 } });
    expect(JSON.stringify(response)).not.toContain(cloud.demo.token);
    port.close();
  });

  it('pushes the context on connect and again when a store it reads changes', async () => {
    const { port, next, received } = await connect('compute');
    const first = await next(message => message['kind'] === 'context');
    expect(first['context']).toMatchObject({
      region: 'us-ashburn-1',
      tenancy: { id: cloud.demo.claims.tenant },
      user: { id: cloud.demo.claims.sub },
      navigation: [],
    });
    $activeRegion.set('eu-frankfurt-1');
    const second = await next(
      message => message['kind'] === 'context' && (message['context'] as { region: string }).region === 'eu-frankfurt-1'
    );
    expect(second).toBeDefined();
    expect(JSON.stringify(received)).not.toContain(cloud.demo.token);
    port.close();
  });

  it('turns a frame that never completes the handshake into PLUGIN_LOAD_ERROR', async () => {
    startPluginHost({ window: new EventTarget(), handshakeTimeoutMs: 20 });
    $route.set({ kind: 'plugin', prefix: '/compute', path: '/compute/instances' });
    expect($pluginStatus.get()).toMatchObject({ plugin: 'compute', status: PLUGIN_STATUS.loading });
    const connection = attachPluginFrame('compute', { contentWindow: { postMessage: vi.fn() } }, PLUGIN_ORIGIN);
    await expect(connection.ready).rejects.toThrow();
    expect($pluginStatus.get()).toEqual({
      plugin: 'compute',
      status: PLUGIN_STATUS.loadError,
      error: 'handshake-timeout',
    });
  });

  it('a bottom tab plugin’s handshake settles the dock from INITIALIZING to DEFAULT', async () => {
    bottomDockOpen('cloud-shell');
    expect($containers.get().bottom.state).toBe(CONTAINER_STATE.initializing);
    const { port } = await connect('cloudshell', 'bottom');
    expect($containers.get().bottom).toMatchObject({
      state: CONTAINER_STATE.default,
      tabs: [{ tab: 'cloud-shell', plugin: 'cloudshell', status: PLUGIN_STATUS.initialized, error: null }],
    });
    port.close();
  });

  it('follows the route: a shell page unloads the main plugin', () => {
    startPluginHost({ window: new EventTarget() });
    $route.set({ kind: 'plugin', prefix: '/compute', path: '/compute' });
    expect($pluginStatus.get().plugin).toBe('compute');
    $route.set({ kind: 'home', tab: 'infrastructure' });
    expect($pluginStatus.get().status).toBe(PLUGIN_STATUS.none);
  });
});

describe('navigate, set-dirty and the navigation-blocked confirmation', () => {
  const compute = main('compute');
  beforeEach(() => {
    startPluginHost({ window: new EventTarget() });
    $route.set({ kind: 'plugin', prefix: '/compute', path: '/compute' });
  });

  it('navigates to internal paths and refuses anything else with NavigationRefused', async () => {
    await expect(request(compute, { kind: 'navigate', path: '#/networking/vcns' })).resolves.toEqual({
      navigated: true,
      blocked: false,
    });
    expect(navigate).toHaveBeenCalledWith('/networking/vcns');
    for (const path of ['https://evil.example/compute', '/tenancy-override', '/not-a-plugin', 'javascript:alert(1)']) {
      await expect(request(compute, { kind: 'navigate', path })).rejects.toMatchObject({
        code: PLUGIN_ERROR_CODES.navigationRefused,
      });
    }
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('blocks navigation while the page is dirty; confirming goes on, cancelling stays', async () => {
    await request(compute, { kind: 'set-dirty', dirty: true, message: 'Discard the new instance?' });
    await expect(request(compute, { kind: 'navigate', path: '/networking/vcns' })).resolves.toEqual({
      navigated: false,
      blocked: true,
    });
    expect(navigate).not.toHaveBeenCalled();
    expect($navigationBlock.get()).toEqual({
      message: 'Discard the new instance?',
      destination: '/networking/vcns',
      confirmVisible: true,
    });
    cancelNavigation();
    expect($navigationBlock.get()).toBeNull();
    expect($dirtyPages.get().main).toEqual({ plugin: 'compute', message: 'Discard the new instance?' });

    await request(compute, { kind: 'navigate', path: '/regions' });
    confirmNavigation();
    expect(navigate).toHaveBeenCalledWith('/regions');
    expect($navigationBlock.get()).toBeNull();
    expect($dirtyPages.get().main).toBeUndefined();
  });

  it('keeps the block while the confirmation is hidden, and runs a confirm callback instead of navigating', async () => {
    await request(compute, { kind: 'set-dirty', dirty: true });
    await request(compute, { kind: 'navigate', path: '/regions' });
    hideNavigationConfirm();
    expect($navigationBlock.get()).toEqual({ message: null, destination: '/regions', confirmVisible: false });
    setBlockedDestination('/tenancy');
    const callback = vi.fn();
    setNavigationConfirmCallback(callback);
    confirmNavigation();
    expect(callback).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect($navigationBlock.get()).toBeNull();
  });

  it('asks before a region switch leaves a dirty page, and switches at once on a clean one', async () => {
    const leave = vi.fn();
    expect(requestLeave(leave, 'eu-frankfurt-1')).toBe(true);
    expect(leave).toHaveBeenCalledTimes(1);

    await request(compute, { kind: 'set-dirty', dirty: true, message: 'Discard the new instance?' });
    expect(requestLeave(leave, 'eu-frankfurt-1')).toBe(false);
    expect(leave).toHaveBeenCalledTimes(1);
    expect($navigationBlock.get()).toMatchObject({ destination: 'eu-frankfurt-1', confirmVisible: true });
    cancelNavigation();
    expect(leave).toHaveBeenCalledTimes(1);

    requestLeave(leave, 'eu-frankfurt-1');
    confirmNavigation();
    expect(leave).toHaveBeenCalledTimes(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('marking the page clean lets navigation through again', async () => {
    await request(compute, { kind: 'set-dirty', dirty: true });
    await request(compute, { kind: 'set-dirty', dirty: false });
    await expect(request(compute, { kind: 'navigate', path: '/regions' })).resolves.toMatchObject({ navigated: true });
  });
});

describe('toasts, containers, side panel and query width', () => {
  it('shows a plugin’s toast and dismisses it', async () => {
    const result = (await request(main('compute'), { kind: 'toast', severity: 'success', message: 'Created' })) as {
      id: number;
    };
    expect($toasts.get()).toEqual([{ id: result.id, severity: 'success', message: 'Created', plugin: 'compute' }]);
    dismissToast(result.id);
    expect($toasts.get()).toEqual([]);
  });

  it('puts the plugin error page in place of a page that reports it could not render', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadMainPlugin('compute');
    await request(main('compute'), { kind: 'render-failed', message: 'TypeError: x is undefined' });
    expect($pluginStatus.get()).toMatchObject({
      plugin: 'compute',
      status: 'PLUGIN_LOAD_ERROR',
      error: 'render-failed',
    });
    expect(warn.mock.calls.join(' ')).toContain('TypeError: x is undefined');
  });

  it('minimises or closes the container hosting the plugin, and warns when none does', async () => {
    bottomDockOpen('cloud-shell');
    const cloudShell: PluginPeer = { name: 'cloudshell', origin: PLUGIN_ORIGIN, container: 'bottom' };
    await request(cloudShell, { kind: 'container', action: 'minimize' });
    expect($containers.get().bottom).toMatchObject({ state: CONTAINER_STATE.minimized, heightPx: 40 });
    await request(cloudShell, { kind: 'container', action: 'close' });
    expect($containers.get().bottom).toMatchObject({ state: CONTAINER_STATE.closed, visible: false, tabs: [] });

    await expect(request(main('compute'), { kind: 'container', action: 'close' })).rejects.toMatchObject({
      code: PLUGIN_ERROR_CODES.noContainer,
    });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('no container hosts it'));
  });

  it('opens the side panel with the plugin that owns the path, and only its opener may close it', async () => {
    await request(main('compute'), { kind: 'side-panel', open: true, path: '/support/create' });
    expect($containers.get().side).toMatchObject({
      plugin: 'support',
      path: '/support/create',
      openedBy: 'compute',
      widthPercent: 75,
      visible: true,
    });
    await expect(request(main('regions'), { kind: 'side-panel', open: false })).rejects.toMatchObject({
      code: PLUGIN_ERROR_CODES.noContainer,
    });
    for (const path of ['https://evil.example/', '/dashboard']) {
      await expect(request(main('compute'), { kind: 'side-panel', open: true, path })).rejects.toMatchObject({
        code: PLUGIN_ERROR_CODES.navigationRefused,
      });
    }
    await request(main('compute'), { kind: 'side-panel', open: false });
    expect($containers.get().side).toMatchObject({ state: CONTAINER_STATE.closed, widthPercent: 0, plugin: null });
  });

  it('opens, toggles and closes the contextual help panel, on a documentation topic, refusing any other', async () => {
    await request(main('compute'), { kind: 'help-panel', action: 'open', topic: 'compute-instances' });
    expect($helpPanelOpen.get()).toBe(true);
    expect($requestedHelpTopic.get()).toBe('compute-instances');
    await request(main('compute'), { kind: 'help-panel', action: 'toggle' });
    expect($helpPanelOpen.get()).toBe(false);
    await request(main('compute'), { kind: 'help-panel', action: 'toggle' });
    expect($helpPanelOpen.get()).toBe(true);
    await request(main('compute'), { kind: 'help-panel', action: 'close' });
    expect($helpPanelOpen.get()).toBe(false);
    for (const [action, topic] of [
      ['open', 'javascript:alert(1)'],
      ['open', 'https://evil.example/help/docs/x.html'],
      ['open', '../secrets'],
      ['close', 'compute-instances'],
    ] as const) {
      await expect(request(main('compute'), { kind: 'help-panel', action, topic })).rejects.toMatchObject({
        code: PLUGIN_ERROR_CODES.invalidHelpTopic,
      });
    }
    expect($helpPanelOpen.get()).toBe(false);
  });

  it('unload-and-redirect closes the side panel, polls until its frame is gone, then redirects', async () => {
    sideDockOpen('support', '/support');
    let polls = 0;
    const isFrameGone = vi.fn(() => {
      expect($containers.get().side.state, 'closed before the first poll').toBe(CONTAINER_STATE.closed);
      polls += 1;
      return polls >= 3;
    });
    const started = Date.now();
    await expect(sideDockUnloadAndRedirect('/', { isFrameGone })).resolves.toBe(true);
    expect(isFrameGone).toHaveBeenCalledTimes(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('sets a 1–3 digit percentage query width and refuses anything else with a warning', async () => {
    await expect(request(main('compute'), { kind: 'query-width', width: '60%' })).resolves.toEqual({ width: '60%' });
    expect($queryWidths.get()).toEqual({ compute: '60%' });
    await expect(request(main('compute'), { kind: 'query-width', width: '60px' })).rejects.toMatchObject({
      code: PLUGIN_ERROR_CODES.invalidWidth,
    });
    expect($queryWidths.get()).toEqual({ compute: '60%' });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"60px"'));
  });
});
