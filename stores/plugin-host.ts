import { atom, computed } from 'nanostores';
import { $navigationTree } from './navigation-state.ts';
import * as v from 'valibot';
import {
  BOTTOM_DOCK_TAB_PLUGINS,
  UNLOAD_POLL_INTERVAL_MS,
  activatePlugin as activateInContainers,
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
  type BottomDockTab,
  type DockName,
  type PluginLoadError,
} from '../src/domain/plugin-containers.ts';
import { isValidRegionValue } from '../src/domain/regions.ts';
import { MAX_RETIES_REACHED, isAbortError, isApiError } from '../src/http/errors.ts';
import { checkEndpoint, type EndpointRefusal } from '../src/plugins/allowed-endpoints.ts';
import { resolveInternalNavigation } from '../src/plugins/internal-navigation.ts';
import {
  DEFAULT_HANDSHAKE_TIMEOUT_MS,
  PluginRequestError,
  createPluginHost,
  type HostWindow,
  type PluginConnection,
  type PluginContainerName,
  type PluginFrame,
  type PluginHost,
  type PluginPeer,
} from '../src/plugins/plugin-host.ts';
import {
  PLUGIN_ERROR_CODES,
  type FetchResult,
  type PluginContext,
  type PluginRequest,
} from '../src/plugins/protocol.ts';
import { parseQueryWidth } from '../src/plugins/query-width.ts';
import { $containers, $pluginStatus } from './plugin-state.ts';
import { $dirtyPages, $navigationBlock, clearDirty, requestNavigation } from './plugin-navigation-block.ts';
import { showToast } from './plugin-toasts.ts';
import { callService } from '../src/services/call.ts';
import { THEME_IDS } from '../src/services/themes.ts';
import { $tenancy, $user } from './account.ts';
import { $activeRegion } from './active-region.ts';
import { $selectedCompartment } from './compartments.ts';
import { $direction, $localeTag } from './locale.ts';
import { $pluginPrefixes, $pluginRegistry } from './plugins.ts';
import { $regions } from './regions.ts';
import { $location, $route, navigate } from './route.ts';
import { pageContext, serviceContext } from './service-context.ts';
import { $session } from './session.ts';
import { $theme } from './theme.ts';
import { closeHelpPanel, openHelpPanel, toggleHelpPanel } from './help-panel.ts';
import { isDocumentationPageUrl } from '../src/services/help.ts';
import { recordPluginWrite } from './plugin-activity.ts';

/*
 * The plugin host's state and the handlers of plugin requests (issue 5; spec 3 §2, §4).
 *
 * How the UI uses it:
 * - At start-up: `startPluginHost()` (once, after the stores it reads exist). It follows `$route`: a plugin route
 *   loads that plugin in the main container (`$pluginStatus` PLUGIN_LOADING), a shell page unloads it.
 * - When `console-plugin-frame` fires `console-plugin-frame-attach`: `attachPluginFrame(event.pluginName,
 *   event.frame, event.origin)` (container 'main'; 'bottom' or 'side' for the docks). Keep the returned connection
 *   and `close()` it when the frame leaves the document. The handshake turns the status PLUGIN_INITIALIZED; a frame
 *   that never answers within the timeout (10 s) turns it PLUGIN_LOAD_ERROR ('handshake-timeout'). The UI shows the
 *   plugin error page ('Page Failed to Load') while `$pluginStatus`'s status is PLUGIN_LOAD_ERROR; it reports
 *   a frame that failed to load or render with `pluginFailed(name, 'load-failed' | 'render-failed')`.
 * - `$containers` drives the docks (bottomDock* / sideDock* actions), `$navigationBlock` the navigation-blocked
 *   dialog (confirmNavigation / cancelNavigation), `$toasts` the toast area (dismissToast).
 * - Shell navigation that should respect a dirty plugin page goes through `requestNavigation(path)`.
 * - Plugins get the navigation menu's categories as `navigation` (`$navigationTree`, [] until the menu has loaded after
 *   the console is ready: stores/navigation.ts keeps it).
 *
 * No user-visible English here: refusals carry stable codes and developer messages for the plugin's console; the UI
 * maps states to catalog texts.
 */

// ---- state ----------------------------------------------------------------------------------------------------

export { $containers, $pluginStatus } from './plugin-state.ts';
export * from './plugin-navigation-block.ts';
export * from './plugin-toasts.ts';

/** Query widths plugins set, by plugin name: a 1–3 digit percentage such as '50%' (spec 3 §2). */
export const $queryWidths = atom<Readonly<Record<string, string>>>({});

// ---- context --------------------------------------------------------------------------------------------------

const THEMES: readonly string[] = Object.values(THEME_IDS);

/** The Context of spec 1 §3 as plugins receive it (path: the main page's), rebuilt whenever a store it reads changes. */
export const $pluginContext = computed(
  [
    $theme,
    $direction,
    $localeTag,
    $activeRegion,
    $regions,
    $selectedCompartment,
    $tenancy,
    $user,
    $session,
    $location,
    $navigationTree,
  ],
  (theme, direction, localeTag, region, regions, compartment, tenancy, user, session, location, navigation) => {
    const claims = session.claims;
    const context: PluginContext = {
      theme: (THEMES.includes(theme.themeId) ? theme.themeId : THEME_IDS.redwood) as PluginContext['theme'],
      direction,
      locale: localeTag,
      region,
      homeRegion: regions.homeRegionName,
      compartment: compartment ? { id: compartment.id, name: compartment.name } : null,
      tenancy: {
        id: tenancy.value?.ocid ?? claims?.tenant ?? '',
        name: tenancy.value?.name ?? claims?.tenant_name ?? '',
      },
      user: {
        id: user.value?.ocid ?? claims?.sub ?? '',
        name: user.value?.name ?? claims?.user_name ?? '',
        email: user.value?.email ?? null,
      },
      path: `${location.pathname}${location.search}`,
      navigation,
    };
    return context;
  }
);

/** The path a connected plugin shows: the main page's, the side panel's, or a bottom plugin's registry prefix. */
function contextPathFor(connection: PluginPeer, mainPath: string): string {
  if (connection.container === 'side') return $containers.get().side.path ?? mainPath;
  if (connection.container === 'bottom') return registryEntry(connection.name)?.pathPrefix ?? '/';
  return mainPath;
}

// ---- the host -------------------------------------------------------------------------------------------------

let host: PluginHost | null = null;
let stopSync: (() => void) | null = null;
const lastSent = new WeakMap<PluginConnection, string>();

/** Pushes the context to every connected plugin whose context changed (spec 1 §3: plugins follow the shell). */
function pushContext(): void {
  if (!host) return;
  const base = $pluginContext.get();
  for (const connection of host.connections()) {
    const context = { ...base, path: contextPathFor(connection, base.path) };
    const text = JSON.stringify(context);
    if (lastSent.get(connection) === text) continue;
    lastSent.set(connection, text);
    connection.sendContext(context);
  }
}

/** The registry entry of a plugin, if the registry names it. */
function registryEntry(name: string) {
  return $pluginRegistry.get()?.plugins.find(plugin => plugin.name === name);
}

/** The plugin that owns a route prefix, from the registry. */
function pluginForPrefix(prefix: string): string | undefined {
  const registry = $pluginRegistry.get();
  return (
    registry?.plugins.find(plugin => plugin.pathPrefix === prefix)?.name ??
    registry?.routes.find(route => route.path === prefix)?.plugin
  );
}

/** Follows the route: a plugin route loads its plugin in the main container, anything else unloads it. */
function syncMainPlugin(): void {
  const route = $route.get();
  if (route === null) return;
  const name = route.kind === 'plugin' ? pluginForPrefix(route.prefix) : undefined;
  if (name === undefined) unloadMainPlugin();
  else loadMainPlugin(name);
}

/** Options of `startPluginHost`. */
export interface StartPluginHostOptions {
  /** The shell window; the global `window` by default. */
  window?: HostWindow;
  /** How long a plugin page may take to complete the handshake; 10 s by default. */
  handshakeTimeoutMs?: number;
}

/**
 * Starts the plugin host: listens for handshakes, answers plugin requests with the handlers below, pushes the context
 * when any store it reads changes, and keeps the main plugin in step with the route. Starting again restarts it.
 */
export function startPluginHost(options: StartPluginHostOptions = {}): PluginHost {
  stopPluginHost();
  const started = createPluginHost({
    window: options.window ?? window,
    handshakeTimeoutMs: options.handshakeTimeoutMs ?? DEFAULT_HANDSHAKE_TIMEOUT_MS,
    onRequest: handlePluginRequest,
    onConnect: pluginConnected,
    onHandshakeTimeout: connection => pluginFailed(connection.name, 'handshake-timeout', connection.container),
  });
  host = started;
  const unsubscribers = [
    $pluginContext.subscribe(pushContext),
    $containers.listen(pushContext),
    $route.subscribe(syncMainPlugin),
    $pluginRegistry.listen(syncMainPlugin),
  ];
  stopSync = () => unsubscribers.forEach(unsubscribe => unsubscribe());
  return started;
}

/** Starts the plugin host unless it is running: the plugin containers' chunk calls it as it connects. */
export function ensurePluginHost(): void {
  if (!host) startPluginHost();
}

/** Stops the host: every connection is closed and the stores are no longer followed. */
export function stopPluginHost(): void {
  stopSync?.();
  stopSync = null;
  host?.destroy();
  host = null;
}

/**
 * Registers a plugin frame with the host (see the module comment): its page's handshake is accepted only from this
 * frame's window and `origin`. Starts the host with the global window if it is not running.
 */
export function attachPluginFrame(
  name: string,
  frame: PluginFrame,
  origin: string,
  container: PluginContainerName = 'main'
): PluginConnection {
  const running = host ?? startPluginHost();
  return running.attach(name, frame, origin, { container });
}

/** A frame completed the handshake: its plugin is initialised, its page starts clean and gets the context. */
function pluginConnected(connection: PluginConnection): void {
  clearDirty(connection.container, connection.name);
  // Every handshake opens a new port: whatever was sent on an earlier one may never have arrived, so the context
  // goes out again on this one even if it has not changed.
  lastSent.delete(connection);
  // The host itself repeats the last context on a repeated handshake; pushContext adds only what changed.
  if (connection.container === 'main') $pluginStatus.set(mainInitialized($pluginStatus.get(), connection.name));
  else $containers.set(dockPluginInitialized($containers.get(), connection.name, connection.container));
  pushContext();
}

// ---- loader ---------------------------------------------------------------------------------------------------

/** The main container loads `name` (PLUGIN_LOADING); the same plugin already loading or loaded stays as it is. */
export function loadMainPlugin(name: string): void {
  const current = $pluginStatus.get();
  const next = loadMain(current, name);
  if (next === current) return;
  if (current.plugin !== name) clearDirty('main');
  $pluginStatus.set(next);
}

/** The main container shows a shell page: NO_PLUGIN. */
export function unloadMainPlugin(): void {
  clearDirty('main');
  $pluginStatus.set(unloadMain($pluginStatus.get()));
}

/**
 * A plugin failed to load or render, or never answered the handshake: PLUGIN_LOAD_ERROR with the reason, and the UI
 * shows the plugin error page. `container` says where the plugin sits (the main container by default).
 */
export function pluginFailed(name: string, reason: PluginLoadError, container: PluginContainerName = 'main'): void {
  if (container === 'main') $pluginStatus.set(mainFailed($pluginStatus.get(), name, reason));
  else $containers.set(dockPluginFailed($containers.get(), name, container, reason));
}

/** The user turned to a plugin: a minimised container that hosts it is restored (spec 1 §4). */
export function activatePlugin(name: string): void {
  $containers.set(activateInContainers($containers.get(), name));
}

// ---- containers -----------------------------------------------------------------------------------------------

/** Opens or switches to a bottom tab (Cloud Shell, Code Editor); a minimised dock is restored. */
export function bottomDockOpen(tab: BottomDockTab): void {
  $containers.set(bottomOpen($containers.get(), tab));
}

/** Minimises the bottom dock to 40 px, or restores it when it is minimised already. */
export function bottomDockMinimize(): void {
  $containers.set(bottomMinimize($containers.get()));
}

/** Toggles the bottom dock between maximised and the default height. */
export function bottomDockMaximize(): void {
  $containers.set(bottomMaximize($containers.get()));
}

/** Restores the bottom dock to 340 px. */
export function bottomDockRestore(): void {
  $containers.set(bottomRestore($containers.get()));
}

/** A bottom plugin wants attention: restores the dock if it is at or below the default height. */
export function bottomDockNotify(): void {
  $containers.set(bottomNotify($containers.get()));
}

/** The user dragged the bottom dock to a height. */
export function bottomDockResize(heightPx: number): void {
  $containers.set(bottomResize($containers.get(), heightPx));
}

/** Closes one bottom tab (the last one closes the dock). */
export function bottomDockCloseTab(tab: BottomDockTab): void {
  clearDirty('bottom', BOTTOM_DOCK_TAB_PLUGINS[tab]);
  $containers.set(bottomCloseTab($containers.get(), tab));
}

/** Hides the bottom dock, restores its height, closes both tabs and unloads their plugins. */
export function bottomDockClose(): void {
  clearDirty('bottom');
  $containers.set(bottomClose($containers.get()));
}

/** Opens the side panel (75 % width) with `plugin` at `path`. */
export function sideDockOpen(plugin: string, path: string | null = null, openedBy: string | null = null): void {
  $containers.set(sideOpen($containers.get(), plugin, path, openedBy));
}

/** Collapses the side panel, keeping its plugin loaded; again restores it. */
export function sideDockMinimize(): void {
  $containers.set(sideMinimize($containers.get()));
}

/** Closes the side panel: width 0, hidden, plugin unloaded. */
export function sideDockClose(): void {
  clearDirty('side');
  $containers.set(sideClose($containers.get()));
}

/** Options of `sideDockUnloadAndRedirect`. */
export interface UnloadAndRedirectOptions {
  /** True once the side plugin's frame is gone; by default: no open connection of a side frame still in the page. */
  isFrameGone?: () => boolean;
  /** Poll interval; 100 ms (spec 3 §4). */
  intervalMs?: number;
  /**
   * Give up waiting after this long and redirect anyway (not shown: chosen 5 s, so a frame that never leaves cannot
   * keep the user on the page); a warning is logged then.
   */
  maxWaitMs?: number;
}

/** True when no side frame is connected and still in the document. */
function sideFrameGone(): boolean {
  return !(host?.connections() ?? []).some(
    connection => connection.container === 'side' && connection.frame.isConnected !== false
  );
}

/**
 * Unload-and-redirect (spec 3 §4): closes the side panel, then checks every 100 ms until the plugin's frame is gone,
 * then navigates to `path` ('/' by default: a panel plugin's close resets the location to /, spec 3 §2). Resolves
 * with what `navigate` returned.
 */
export async function sideDockUnloadAndRedirect(path = '/', options: UnloadAndRedirectOptions = {}): Promise<boolean> {
  const isFrameGone = options.isFrameGone ?? sideFrameGone;
  const intervalMs = options.intervalMs ?? UNLOAD_POLL_INTERVAL_MS;
  const maxWaitMs = options.maxWaitMs ?? 5_000;
  sideDockClose();
  const started = Date.now();
  while (!isFrameGone()) {
    if (Date.now() - started >= maxWaitMs) {
      console.warn(`[plugins] the side panel's frame was still there after ${maxWaitMs} ms; redirecting anyway`);
      break;
    }
    await new Promise(resolve => setTimeout(resolve, intervalMs));
  }
  return navigate(path);
}

// ---- request handlers -----------------------------------------------------------------------------------------

/** The console's host for the same-host rule, e.g. localhost:5173. */
function consoleHost(): string {
  return typeof window === 'undefined' ? '' : window.location.host;
}

/** Checks a path a plugin wants to go to (spec 3 §2); throws NavigationRefused with the reason. */
function internalPath(href: string): string {
  const decision = resolveInternalNavigation(href, { host: consoleHost(), prefixes: $pluginPrefixes.get() });
  if (!decision.ok) throw new PluginRequestError(decision.code, decision.message);
  return decision.path;
}

function handleNavigate(path: string): { navigated: boolean; blocked: boolean } {
  const target = internalPath(path);
  if (requestNavigation(target)) return { navigated: true, blocked: false };
  if ($navigationBlock.get()) return { navigated: false, blocked: true };
  throw new PluginRequestError('NavigationFailed', `Navigating to ${target} failed.`);
}

function handleSetDirty(peer: PluginPeer, dirty: boolean, message: string | undefined): void {
  if (!dirty) {
    clearDirty(peer.container, peer.name);
    return;
  }
  $dirtyPages.set({ ...$dirtyPages.get(), [peer.container]: { plugin: peer.name, message: message ?? null } });
}

/** A help topic a plugin may name: a documentation page name, or a page's address under the realm's docs root. */
const HELP_PAGE_NAME = /^[a-z0-9][a-z0-9-]{0,99}$/;

function handleHelpPanel(action: 'open' | 'close' | 'toggle', topic: string | undefined): void {
  if (topic !== undefined && (action !== 'open' || !(HELP_PAGE_NAME.test(topic) || isDocumentationPageUrl(topic)))) {
    throw new PluginRequestError(
      PLUGIN_ERROR_CODES.invalidHelpTopic,
      action === 'open'
        ? `${JSON.stringify(topic)} is neither a documentation page name nor a page under the documentation root.`
        : 'A help topic goes with the open action only.'
    );
  }
  if (action === 'open') openHelpPanel(topic);
  else if (action === 'close') closeHelpPanel();
  else toggleHelpPanel();
}

function handleSidePanel(peer: PluginPeer, open: boolean, path: string | undefined): void {
  if (open) {
    const target = path === undefined ? null : internalPath(path);
    const owner = target === null ? peer.name : longestPrefixPlugin(target);
    if (owner === undefined) {
      // The side panel hosts plugin pages only (not shown: chosen); a shell page or a bare /sfo/ path has no plugin.
      throw new PluginRequestError(
        PLUGIN_ERROR_CODES.navigationRefused,
        `No registered plugin shows ${JSON.stringify(target)}, so it cannot open in the side panel.`
      );
    }
    sideDockOpen(owner, target, peer.name);
    return;
  }
  const { side } = $containers.get();
  const owns =
    side.plugin !== null && (side.openedBy === peer.name || (peer.container === 'side' && side.plugin === peer.name));
  if (!owns) {
    console.warn(`[plugins] plugin ${peer.name} asked to close a side panel it did not open; ignored`);
    throw new PluginRequestError(PLUGIN_ERROR_CODES.noContainer, 'This plugin has no open side panel.');
  }
  sideDockClose();
}

/** The plugin that owns the path's longest registered prefix. */
function longestPrefixPlugin(path: string): string | undefined {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const prefix = $pluginPrefixes
    .get()
    .find(candidate => candidate !== '/' && (pathname === candidate || pathname.startsWith(`${candidate}/`)));
  return prefix === undefined ? undefined : pluginForPrefix(prefix);
}

function handleContainer(peer: PluginPeer, action: 'minimize' | 'close'): void {
  const containers = $containers.get();
  const dock: DockName | null =
    peer.container !== 'main' && hostingDock(containers, peer.name) === peer.container ? peer.container : null;
  const result =
    action === 'minimize' ? minimizePlugin(containers, peer.name, dock) : closePlugin(containers, peer.name, dock);
  if (!result.hosted) {
    // Spec 3 §4: a plugin can be closed or minimised only if a container hosts it; otherwise a warning is logged.
    console.warn(`[plugins] plugin ${peer.name} asked to ${action} its container, but no container hosts it`);
    throw new PluginRequestError(
      PLUGIN_ERROR_CODES.noContainer,
      `No container hosts this plugin, so it cannot ${action}.`
    );
  }
  if (action === 'close') clearDirty(peer.container, peer.name);
  $containers.set(result.containers);
}

function handleQueryWidth(peer: PluginPeer, width: string): { width: string } {
  const accepted = parseQueryWidth(width);
  if (accepted === null) {
    throw new PluginRequestError(
      PLUGIN_ERROR_CODES.invalidWidth,
      'Only a percentage of one to three digits, such as 50%, is accepted as the query width.'
    );
  }
  $queryWidths.set({ ...$queryWidths.get(), [peer.name]: accepted });
  return { width: accepted };
}

const REFUSALS: Record<EndpointRefusal, string> = {
  'unsafe-path': 'the path is not a plain API path',
  'not-listed': "the plugin's registry entry does not allow this service and path",
  'method-not-allowed': "the plugin's registry entry does not allow this method on this path",
};

/** Error code of a fetch request for a region that is not a region name (not shown: chosen). */
export const INVALID_REGION = 'InvalidRegion';

/** Error code of a main plugin's fetch request cancelled because the user left its page (not shown: chosen). */
export const REQUEST_CANCELLED = 'RequestCancelled';

async function handleFetch(peer: PluginPeer, request: Extract<PluginRequest, { kind: 'fetch' }>): Promise<FetchResult> {
  const { service, method, path } = request;
  const endpoints = registryEntry(peer.name)?.allowedEndpoints ?? [];
  const decision = checkEndpoint(endpoints, { service, method, path });
  if (!decision.allowed) {
    throw new PluginRequestError(
      PLUGIN_ERROR_CODES.endpointNotAllowed,
      `${method} ${service} ${path.slice(0, 200)} is not allowed: ${REFUSALS[decision.reason]}.`
    );
  }
  const region = request.region ?? $activeRegion.get();
  if (!isValidRegionValue(region)) {
    throw new PluginRequestError(INVALID_REGION, `${JSON.stringify(region.slice(0, 40))} is not a region name.`);
  }
  // The first segment is the API version (spec: the path after /{service}/{region} starts with it).
  const [, version = '', ...rest] = path.split('/');
  const sendsBody = method !== 'GET' && method !== 'HEAD' && request.body !== undefined;
  try {
    // The shell signs with the session's key; neither the token nor the key is ever part of the answer.
    // The main plugin is the page: leaving it aborts its calls. A docked or side plugin outlives pages.
    const context = peer.container === 'main' ? pageContext : serviceContext;
    const response = await callService(context(region, method === 'PATCH' ? { retries: 0 } : {}), {
      service,
      version,
      operation: 'PluginFetch',
      path: rest.length > 0 ? `/${rest.join('/')}` : '',
      method,
      ...(request.query ? { query: request.query } : {}),
      ...(sendsBody ? { body: request.body } : {}),
      // The shell's client behaviour (spec 3 §7: retries on timeouts and non-401 answers) holds for plugin calls too.
      // A create may be retried because the retry token makes the retries one create; a PATCH is not idempotent and
      // carries no retry token, so it is sent once.
      ...(method === 'POST' ? { retryToken: true } : {}),
      schema: v.unknown(),
    });
    // The guided journey's checklist ticks from the plugins' successful writes (stores/plugin-activity.ts).
    if (method !== 'GET' && method !== 'HEAD') recordPluginWrite({ plugin: peer.name, service, method, path });
    return {
      status: response.status,
      data: response.data ?? null,
      nextPage: response.headers.nextPage ?? null,
      requestId: response.headers.requestId ?? null,
    };
  } catch (error) {
    if (isAbortError(error)) throw new PluginRequestError(REQUEST_CANCELLED, 'The user left the page.');
    if (!isApiError(error)) throw error;
    // After exhausted retries the plugin gets the cloud's own answer (the last attempt's code and message), which
    // it can act on, rather than the client's MAX_RETIES_REACHED.
    const answer = error.code === MAX_RETIES_REACHED && isApiError(error.cause) ? error.cause : error;
    throw new PluginRequestError(answer.code, answer.message, answer.status);
  }
}

/**
 * Answers one validated plugin request (the host calls it): navigate, set-dirty, toast, side-panel, help-panel,
 * container, query-width, fetch and render-failed. Refusals throw `PluginRequestError` with a stable code.
 */
export async function handlePluginRequest(request: PluginRequest, peer: PluginPeer): Promise<unknown> {
  switch (request.kind) {
    case 'navigate':
      return handleNavigate(request.path);
    case 'set-dirty':
      return handleSetDirty(peer, request.dirty, request.message);
    case 'toast':
      return { id: showToast(request.severity, request.message, peer.name).id };
    case 'side-panel':
      return handleSidePanel(peer, request.open, request.path);
    case 'help-panel':
      return handleHelpPanel(request.action, request.topic);
    case 'container':
      return handleContainer(peer, request.action);
    case 'query-width':
      return handleQueryWidth(peer, request.width);
    case 'fetch':
      return handleFetch(peer, request);
    case 'render-failed':
      // The page says it could not render: the plugin error page takes its place (spec 1 §8).
      console.warn(`[plugin-host] plugin ${peer.name} failed to render: ${request.message}`);
      pluginFailed(peer.name, 'render-failed', peer.container);
      return {};
  }
}
