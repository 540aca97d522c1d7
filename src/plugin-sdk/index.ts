import {
  CONSOLE_ORIGIN_PARAM,
  FETCH_RESULT_SCHEMA,
  HELLO,
  MAX_MESSAGE_BYTES,
  PLUGIN_REQUEST_SCHEMA,
  PROTOCOL_VERSION,
  SHELL_MESSAGE_SCHEMA,
  WELCOME_SCHEMA,
  messageSize,
  parseMessage,
  type PluginRequest,
} from '../plugins/protocol.ts';
import { ConsolePluginError, SDK_ERROR_CODES } from './errors.ts';
import { isValidQueryWidth } from './query-width.ts';
import type { FetchRequest, FetchResponse, PluginContext, QueryValue, ToastSeverity } from './types.ts';

// The library a plugin page imports to talk to the console (docs/plugin-sdk.md). It speaks the protocol of
// src/plugins/protocol.ts: HELLO to the parent window with the console's exact origin as the target, WELCOME accepted
// only from that window and origin, then everything over the MessagePort the console transferred. Every message the
// console sends is validated before anything is done with it; anything else is dropped with a warning.

export { ConsolePluginError, SDK_ERROR_CODES } from './errors.ts';
export { isValidQueryWidth } from './query-width.ts';
export type * from './types.ts';

/** The SDK's version, for support requests. */
export const SDK_VERSION = '1.0.0';

/** Default time the console has to welcome the plugin and send its first context. */
export const DEFAULT_HANDSHAKE_TIMEOUT_MS = 10_000;
/** Default time the console has to answer one request. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/**
 * The User Timing mark the SDK sets in the plugin page when the first context arrives: the moment the page can render
 * with the console's data. Performance tools (and the console's own benchmark) read it from the frame's timeline.
 */
export const CONTEXT_MARK = 'console-plugin:context';

// HELLO is repeated until WELCOME arrives: the console may attach its listener a moment after the frame loads.
const FIRST_HELLO_RETRY_MS = 100;
const MAX_HELLO_RETRY_MS = 2_000;
const LOG_PREFIX = '[console-plugin-sdk]';

/** The parts of a message event the SDK reads. */
export interface SdkMessageEvent {
  readonly data: unknown;
  readonly origin: string;
  readonly source: unknown;
  readonly ports: readonly SdkPort[];
}

/** The parts of a MessagePort the SDK uses (the browser's and Node's MessagePort both fit). */
export interface SdkPort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  start(): void;
  close(): void;
}

/** The parts of the page's window the SDK uses; tests pass a fake one. */
export interface SdkWindow {
  readonly location: { readonly href: string };
  /** The console's window; the page's own window when the page is not framed. */
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  addEventListener(type: 'message', listener: (event: SdkMessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: SdkMessageEvent) => void): void;
}

/** Options of `connectToConsole`; all optional. */
export interface ConnectOptions {
  /** The plugin's registry name; read from `<meta name="console-plugin" content="…">` when absent. */
  plugin?: string;
  /** Time for the console to welcome the plugin and send its context (default 10 s). */
  handshakeTimeoutMs?: number;
  /** Time for the console to answer one request (default 30 s). */
  requestTimeoutMs?: number;
  /** Where warnings go (default `console`). */
  logger?: Pick<Console, 'warn'>;
  /** The page's window (default `window`); for tests. */
  window?: SdkWindow;
}

/** A live connection to the console. */
export interface ConsoleConnection {
  /** The current context; replaced (never mutated) when the console sends a new one. */
  readonly context: PluginContext;
  /** Calls `listener` with every later context (theme, locale, region, compartment … changed); returns unsubscribe. */
  onContext(listener: (context: PluginContext) => void): () => void;
  /** Navigates the console; rejects with code NavigationRefused for a path that is not an internal console path. */
  navigate(path: string): Promise<void>;
  /** Marks the page dirty (leaving it asks the user first, with `message` if given) or clean again. */
  setDirty(dirty: boolean, message?: string): Promise<void>;
  /** Shows a toast in the console. */
  toast(severity: ToastSeverity, message: string): Promise<void>;
  /** Opens the plugin's side panel, at `path` if given. */
  openSidePanel(path?: string): Promise<void>;
  /** Closes the plugin's side panel. */
  closeSidePanel(): Promise<void>;
  /**
   * Opens the console's contextual help panel, on `topic` if given: a documentation page name (`compute-instances`) or
   * its address under the realm's documentation root; anything else rejects with InvalidHelpTopic.
   */
  openHelpPanel(topic?: string): Promise<void>;
  /** Closes the console's contextual help panel. */
  closeHelpPanel(): Promise<void>;
  /** Opens the contextual help panel when closed, closes it when open (a page's own Help button). */
  toggleHelpPanel(): Promise<void>;
  /** Minimises the container hosting the plugin; rejects with NoContainer when none does. */
  minimizeContainer(): Promise<void>;
  /** Closes the container hosting the plugin; rejects with NoContainer when none does. */
  closeContainer(): Promise<void>;
  /** Sets the query width ('1%'–'999%'); anything else is ignored with a warning and nothing is sent. */
  setQueryWidth(width: string): Promise<void>;
  /**
   * Tells the console the page could not render (an error the page cannot recover from): the console shows its
   * plugin error page ('Page Failed to Load', with sign out and contact support) in place of the page.
   */
  reportRenderFailure(error: unknown): Promise<void>;
  /** A signed API call the console makes for the plugin, limited to its registry entry's allowed endpoints. */
  fetch<T = unknown>(request: FetchRequest): Promise<FetchResponse<T>>;
  /** Closes the connection: pending requests reject with Disconnected, listeners are dropped. */
  close(): void;
}

interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: ConsolePluginError) => void;
  timer: ReturnType<typeof setTimeout>;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A request as the connection is asked to send it; the id is added when it is sent. */
type RequestBody = DistributiveOmit<PluginRequest, 'id'>;
type Warn = (message: string, detail?: unknown) => void;

function defaultWindow(): SdkWindow {
  const page = (globalThis as { window?: SdkWindow }).window;
  if (!page) throw new ConsolePluginError(SDK_ERROR_CODES.notFramed, 'connectToConsole() runs in a browser page.');
  return page;
}

/** The console origin from the page URL's `consoleOrigin` parameter: an http(s) origin and nothing else. */
function consoleOriginOf(href: string): string {
  const value = new URL(href).searchParams.get(CONSOLE_ORIGIN_PARAM);
  let origin: string | undefined;
  try {
    const url = value ? new URL(value) : undefined;
    if (url && (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value) origin = url.origin;
  } catch {
    origin = undefined;
  }
  if (!origin) {
    throw new ConsolePluginError(
      SDK_ERROR_CODES.missingConsoleOrigin,
      `The page URL has no valid '${CONSOLE_ORIGIN_PARAM}' query parameter (an http(s) origin such as ` +
        `https://console.example.com); the console adds it when it loads the plugin.`
    );
  }
  return origin;
}

function pluginNameOf(options: ConnectOptions): string {
  const document = (globalThis as { document?: Document }).document;
  const name =
    options.plugin ?? document?.querySelector('meta[name="console-plugin"]')?.getAttribute('content') ?? undefined;
  if (!name) {
    throw new ConsolePluginError(
      SDK_ERROR_CODES.missingPluginName,
      'Name the plugin: connectToConsole({plugin: "<registry name>"}) or <meta name="console-plugin" content="…">.'
    );
  }
  return name;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The channel to the console: the port of the latest WELCOME, replaced if the console welcomes the page again. */
interface Channel {
  readonly port: SdkPort;
  /** Stops listening to the window and closes the port. */
  close(): void;
}

interface Handshake {
  page: SdkWindow;
  parent: NonNullable<SdkWindow['parent']>;
  consoleOrigin: string;
  plugin: string;
  timeoutMs: number;
  warn: Warn;
  /** Receives every port message after the first context. */
  onPortMessage: (data: unknown) => void;
  /** The console welcomed the page again (its earlier port is closed, unanswered requests are lost). */
  onNewPort: () => void;
}

/**
 * HELLO until WELCOME (from the parent window and the console origin only), then the first context on the port.
 *
 * The console answers every HELLO it receives with a WELCOME and a fresh channel, closing the one before. HELLO is
 * repeated until the first WELCOME arrives, so when the console was busy several HELLOs may be answered: the latest
 * WELCOME always wins, for as long as the page lives, and only its port is listened to.
 */
function handshake(setup: Handshake): Promise<{ channel: Channel; context: PluginContext }> {
  const { page, parent, consoleOrigin, plugin, timeoutMs, warn } = setup;
  return new Promise((resolve, reject) => {
    let port: SdkPort | undefined;
    let connected = false;
    let helloTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = FIRST_HELLO_RETRY_MS;
    // One id for this page load, in every HELLO: the console answers the first and ignores the repeats.
    const instance = crypto.randomUUID();

    const channel: Channel = {
      get port() {
        return port as SdkPort;
      },
      close() {
        clearTimeout(helloTimer);
        page.removeEventListener('message', handleWindowMessage);
        port?.close();
      },
    };
    const deadline = setTimeout(() => {
      channel.close();
      reject(
        new ConsolePluginError(
          SDK_ERROR_CODES.handshakeTimeout,
          port
            ? `The console welcomed the plugin but sent no context within ${timeoutMs} ms.`
            : `The console at ${consoleOrigin} did not answer the plugin's hello within ${timeoutMs} ms.`
        )
      );
    }, timeoutMs);

    const sayHello = () => {
      // The target is the console's exact origin: were the frame's parent anything else, it could not read it.
      parent.postMessage({ type: HELLO, protocol: PROTOCOL_VERSION, plugin, instance }, consoleOrigin);
      helloTimer = setTimeout(sayHello, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_HELLO_RETRY_MS);
    };

    const handlePortMessage = (from: SdkPort, data: unknown) => {
      if (from !== port) return; // a replaced port: the console no longer reads or writes it
      if (connected) {
        setup.onPortMessage(data);
        return;
      }
      const message = parseMessage(SHELL_MESSAGE_SCHEMA, data);
      if (message?.kind !== 'context') {
        warn('Dropped a message from the console that came before its context.', data);
        return;
      }
      connected = true;
      clearTimeout(deadline);
      globalThis.performance?.mark?.(CONTEXT_MARK);
      resolve({ channel, context: deepFreeze(message.context) });
    };

    function handleWindowMessage(event: SdkMessageEvent): void {
      // Source and origin first: a message from another window or origin is never even parsed.
      if (event.source !== parent || event.origin !== consoleOrigin) {
        // Once connected the page's own window messages (libraries use them) are none of the SDK's business.
        if (!connected) warn(`Dropped a window message from ${event.origin || 'an unknown origin'}: not the console.`);
        return;
      }
      const welcome = parseMessage(WELCOME_SCHEMA, event.data);
      const transferred = event.ports.length === 1 ? event.ports[0] : undefined;
      if (!welcome || !transferred) {
        warn('Dropped a window message from the console that is not a welcome with one port.', event.data);
        return;
      }
      clearTimeout(helloTimer);
      const previous = port;
      port = transferred;
      previous?.close();
      transferred.addEventListener('message', event => handlePortMessage(transferred, event.data));
      transferred.start();
      if (previous && connected) setup.onNewPort();
    }

    page.addEventListener('message', handleWindowMessage);
    sayHello();
  });
}

/** The connection object over the console's channel. */
function createConnection(
  channel: Channel,
  initial: PluginContext,
  requestTimeoutMs: number,
  warn: Warn
): { connection: ConsoleConnection; receive: (data: unknown) => void; dropPending: (reason: string) => void } {
  let context = initial;
  let nextId = 1;
  let closed = false;
  const pending = new Map<number, Pending>();
  const listeners = new Set<(context: PluginContext) => void>();

  const receive = (data: unknown) => {
    const message = parseMessage(SHELL_MESSAGE_SCHEMA, data);
    if (!message) {
      warn('Dropped a malformed or oversized message from the console.', data);
      return;
    }
    if (message.kind === 'context') {
      context = deepFreeze(message.context);
      for (const listener of [...listeners]) {
        try {
          listener(context);
        } catch (error) {
          warn('A context listener threw.', error);
        }
      }
      return;
    }
    const request = pending.get(message.id);
    if (!request) {
      warn(`Dropped a response to request ${message.id}, which is not waiting for one.`);
      return;
    }
    pending.delete(message.id);
    clearTimeout(request.timer);
    if (message.ok) request.resolve(message.result);
    else request.reject(new ConsolePluginError(message.error.code, message.error.message, message.error.status));
  };

  /** Rejects every unanswered request with Disconnected. */
  const dropPending = (reason: string) => {
    for (const [id, request] of pending) {
      clearTimeout(request.timer);
      request.reject(new ConsolePluginError(SDK_ERROR_CODES.disconnected, `Request ${id} ended: ${reason}.`));
    }
    pending.clear();
  };

  const invalid = (kind: string, reason: string) =>
    new ConsolePluginError(SDK_ERROR_CODES.invalidRequest, `The ${kind} request ${reason}.`);

  const send = (body: RequestBody): Promise<unknown> =>
    new Promise((resolve, reject) => {
      if (closed) {
        reject(new ConsolePluginError(SDK_ERROR_CODES.disconnected, 'The connection to the console is closed.'));
        return;
      }
      const id = nextId++;
      const request: unknown = { ...body, id };
      if (messageSize(request) > MAX_MESSAGE_BYTES) {
        reject(invalid(body.kind, `is larger than ${MAX_MESSAGE_BYTES} bytes`));
        return;
      }
      // Checked here too, so a mistake rejects at once instead of being dropped by the console and timing out.
      const checked = parseMessage(PLUGIN_REQUEST_SCHEMA, request);
      if (!checked) {
        reject(invalid(body.kind, 'does not match the console protocol'));
        return;
      }
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(
          new ConsolePluginError(
            SDK_ERROR_CODES.requestTimeout,
            `The console did not answer the ${body.kind} request within ${requestTimeoutMs} ms.`
          )
        );
      }, requestTimeoutMs);
      pending.set(id, { resolve, reject, timer });
      try {
        channel.port.postMessage(checked);
      } catch (error) {
        pending.delete(id);
        clearTimeout(timer);
        reject(invalid(body.kind, `cannot be sent (${error instanceof Error ? error.message : String(error)})`));
      }
    });

  const done = async (body: RequestBody): Promise<void> => {
    await send(body);
  };

  const connection: ConsoleConnection = {
    get context() {
      return context;
    },
    onContext(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    navigate: path => done({ kind: 'navigate', path }),
    setDirty: (dirty, message) => done({ kind: 'set-dirty', dirty, ...(message === undefined ? {} : { message }) }),
    toast: (severity, message) => done({ kind: 'toast', severity, message }),
    openSidePanel: path => done({ kind: 'side-panel', open: true, ...(path === undefined ? {} : { path }) }),
    closeSidePanel: () => done({ kind: 'side-panel', open: false }),
    openHelpPanel: topic => done({ kind: 'help-panel', action: 'open', ...(topic === undefined ? {} : { topic }) }),
    closeHelpPanel: () => done({ kind: 'help-panel', action: 'close' }),
    toggleHelpPanel: () => done({ kind: 'help-panel', action: 'toggle' }),
    minimizeContainer: () => done({ kind: 'container', action: 'minimize' }),
    closeContainer: () => done({ kind: 'container', action: 'close' }),
    reportRenderFailure: error =>
      done({
        kind: 'render-failed',
        message: (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 1000),
      }),
    async setQueryWidth(width) {
      if (!isValidQueryWidth(width)) {
        warn(`Ignored the query width ${JSON.stringify(width)}: use a percentage of 1 to 3 digits such as '50%'.`);
        return;
      }
      await send({ kind: 'query-width', width });
    },
    async fetch<T>(request: FetchRequest): Promise<FetchResponse<T>> {
      const query: Record<string, QueryValue> = {};
      for (const [name, value] of Object.entries(request.query ?? {})) if (value !== undefined) query[name] = value;
      const result = await send({
        kind: 'fetch',
        service: request.service,
        method: request.method ?? 'GET',
        path: request.path,
        ...(request.query === undefined ? {} : { query }),
        ...(request.body === undefined ? {} : { body: request.body }),
        ...(request.region === undefined ? {} : { region: request.region }),
      });
      const answer = parseMessage(FETCH_RESULT_SCHEMA, result);
      if (!answer) throw new ConsolePluginError(SDK_ERROR_CODES.malformedResponse, 'The console answered malformed.');
      return answer as FetchResponse<T>;
    },
    close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      dropPending('the connection was closed');
      channel.close();
    },
  };
  return { connection, receive, dropPending };
}

/**
 * Connects the plugin page to the console that frames it. Resolves once the console has welcomed the plugin and sent
 * its context; rejects with a ConsolePluginError when the page is not framed, has no valid `consoleOrigin`, or the
 * console does not answer within the handshake timeout (10 s by default).
 */
export async function connectToConsole(options: ConnectOptions = {}): Promise<ConsoleConnection> {
  const page = options.window ?? defaultWindow();
  const logger = options.logger ?? console;
  const warn: Warn = (message, detail) =>
    detail === undefined ? logger.warn(`${LOG_PREFIX} ${message}`) : logger.warn(`${LOG_PREFIX} ${message}`, detail);

  const consoleOrigin = consoleOriginOf(page.location.href);
  const plugin = pluginNameOf(options);
  const parent = page.parent;
  if (!parent || parent === (page as unknown)) {
    throw new ConsolePluginError(
      SDK_ERROR_CODES.notFramed,
      'The page is not framed by the console: open it through the console (or a plugin override).'
    );
  }

  // Port messages after the first context go to the connection; any that arrive before it exists wait here.
  const early: unknown[] = [];
  let receive: (data: unknown) => void = data => early.push(data);
  let dropPending: (reason: string) => void = () => undefined;
  const { channel, context } = await handshake({
    page,
    parent,
    consoleOrigin,
    plugin,
    timeoutMs: options.handshakeTimeoutMs ?? DEFAULT_HANDSHAKE_TIMEOUT_MS,
    warn,
    onPortMessage: data => receive(data),
    // Requests sent on the replaced port will never be answered: fail them now rather than at their timeout.
    onNewPort: () => dropPending('the console opened a new channel; send it again'),
  });
  const created = createConnection(channel, context, options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS, warn);
  receive = created.receive;
  dropPending = created.dropPending;
  for (const data of early.splice(0)) receive(data);
  return created.connection;
}
