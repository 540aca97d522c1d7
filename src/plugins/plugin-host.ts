import * as v from 'valibot';
import { normalizeOrigin, REQUEST_KINDS, screen } from './message-screen.ts';
import {
  HELLO_SCHEMA,
  MAX_MESSAGE_BYTES,
  PLUGIN_CONTEXT_SCHEMA,
  PLUGIN_REQUEST_SCHEMA,
  PROTOCOL_VERSION,
  WELCOME,
  messageSize,
  type PluginContext,
  type PluginRequest,
  type ShellMessage,
} from './protocol.ts';

export { hasPrototypeKeys } from './message-screen.ts';

/*
 * The shell's end of the plugin protocol (src/plugins/protocol.ts, DESIGN.md "Plugins").
 *
 * How the UI uses it (the lead wires this into `console-app`; stores/plugin-host.ts makes the host the stores use):
 *
 *   const host = createPluginHost({ window, onRequest, onConnect, onHandshakeTimeout });
 *   // when `console-plugin-frame` fires `console-plugin-frame-attach` (PluginFrameAttachEvent):
 *   const connection = host.attach(event.pluginName, event.frame, event.origin, { container: 'main' });
 *   // when the frame leaves the document or loads another plugin:
 *   connection.close();
 *
 * `connection.state` says where the handshake stands ('waiting' → 'connected', or 'timed-out'); `connection.ready`
 * settles with it. `onConnect` / `onHandshakeTimeout` report the same to whoever shows the plugin status (the store
 * turns them into PLUGIN_INITIALIZED and PLUGIN_LOAD_ERROR, and the error page shows for the latter).
 *
 * What the host guarantees:
 * - A window message is looked at only when `event.source` is the `contentWindow` of a frame registered with
 *   `attach` AND `event.origin` is the origin it was registered with. Both are checked before the data is read.
 * - Then the data must be a HELLO (schema + size limit) naming the plugin the frame was registered for.
 * - The WELCOME goes to that frame's window with the registered origin as the target (never '*'), and carries one end
 *   of a fresh MessageChannel. Everything else travels over that port, which only the two ends hold.
 * - Every port message is size-checked, screened for prototype keys and validated with PLUGIN_REQUEST_SCHEMA before a
 *   handler sees it; anything else is dropped with one warning line naming why, and never answered. So is a request
 *   whose id the port has carried before (a replay).
 * - Each valid request gets exactly one response `{kind: 'response', id, ok, result | error}`; context pushes are
 *   `{kind: 'context', context}`. Nothing here writes to a shared prototype.
 */

/** The handshake waits this long for a HELLO before the plugin is reported as failed. */
export const DEFAULT_HANDSHAKE_TIMEOUT_MS = 10_000;

/** Error codes the host itself answers with (beside PLUGIN_ERROR_CODES of the protocol). */
export const HOST_ERROR_CODES = {
  /** The handler failed in a way it did not describe (a bug in the shell, not the plugin's fault). */
  internal: 'InternalError',
  /** The answer would be larger than MAX_MESSAGE_BYTES (e.g. a list the plugin should page). */
  responseTooLarge: 'ResponseTooLarge',
} as const;

/** The window a plugin page lives in, as much of it as the host uses. */
export interface PluginWindow {
  postMessage(message: unknown, targetOrigin: string, transfer?: Transferable[]): void;
}

/** The iframe holding a plugin page; `isConnected` (when present) tells whether it is still in the document. */
export interface PluginFrame {
  readonly contentWindow: PluginWindow | null;
  readonly isConnected?: boolean;
}

/** The shell window's message events; a real `Window` or, in tests, an `EventTarget`. */
export interface HostWindow {
  addEventListener(type: 'message', listener: (event: Event) => void): void;
  removeEventListener(type: 'message', listener: (event: Event) => void): void;
}

/** Where a connected frame sits: the main content area or one of the docks. */
export type PluginContainerName = 'main' | 'bottom' | 'side';

/** Where a connection's handshake stands. */
export type PluginConnectionState = 'waiting' | 'connected' | 'timed-out' | 'closed';

/** What a request handler is told about the plugin that sent the request. */
export interface PluginPeer {
  /** The registry name the frame was attached with. */
  readonly name: string;
  readonly origin: string;
  readonly container: PluginContainerName;
}

/** One attached frame and, after the handshake, its port. */
export interface PluginConnection extends PluginPeer {
  readonly frame: PluginFrame;
  readonly state: PluginConnectionState;
  /** Resolves when the handshake completes; rejects with a `PluginHandshakeError` on timeout or close. */
  readonly ready: Promise<void>;
  /**
   * Sends the Context (spec 1 §3) now when connected, and remembers it so a later (or repeated) handshake starts
   * with it. A context that does not match the schema is not sent (a warning names the problem).
   */
  sendContext(context: PluginContext): void;
  /** Unregisters the frame, closes its port and stops the handshake timer. */
  close(): void;
}

/** A refusal or failure the handler wants the plugin to see: `{code, message, status?}` in the response. */
export class PluginRequestError extends Error {
  /** Stable error code (PLUGIN_ERROR_CODES, HOST_ERROR_CODES or an API error code). */
  readonly code: string;
  /** HTTP status of a failed API call; undefined for refusals. */
  readonly status: number | undefined;

  /** Creates the error. */
  constructor(code: string, message: string, status?: number) {
    super(message);
    this.name = 'PluginRequestError';
    this.code = code;
    this.status = status;
  }
}

/** Why a connection's `ready` rejected. */
export class PluginHandshakeError extends Error {
  /** 'timed-out' when no HELLO came in time, 'closed' when the frame was detached first. */
  readonly reason: 'timed-out' | 'closed';

  /** Creates the error. */
  constructor(plugin: string, reason: 'timed-out' | 'closed') {
    super(
      reason === 'timed-out'
        ? `Plugin ${plugin} did not complete the handshake in time`
        : `Plugin ${plugin} was detached before the handshake`
    );
    this.name = 'PluginHandshakeError';
    this.reason = reason;
  }
}

/** Options of `createPluginHost`. */
export interface PluginHostOptions {
  /** The shell window whose `message` events carry the handshake. */
  window: HostWindow;
  /**
   * Handles one validated request; resolves with the response's `result`. Throw a `PluginRequestError` to answer
   * `ok: false` with its code; any other throw answers InternalError (and is logged).
   */
  onRequest(request: PluginRequest, peer: PluginPeer): unknown;
  /** A frame completed the handshake (also after a reload of the page inside the same frame). */
  onConnect?(connection: PluginConnection): void;
  /** A frame did not complete the handshake in time: show the plugin error page. */
  onHandshakeTimeout?(connection: PluginConnection): void;
  /** Default 10 s. */
  handshakeTimeoutMs?: number;
  /** Where warnings go; `console` by default. */
  log?: Pick<Console, 'warn' | 'error'>;
  /** Creates the per-plugin channel; the global `MessageChannel` by default. */
  createChannel?: () => MessageChannel;
}

/** Options of `attach`. */
export interface AttachOptions {
  /** Where the frame sits; 'main' by default. */
  container?: PluginContainerName;
}

/** The shell's end of the plugin protocol. */
export interface PluginHost {
  /**
   * Registers a plugin frame: from now on a HELLO from its window and `origin` is accepted and answered. Attaching
   * the same frame again replaces its earlier registration. Throws when `origin` is not an http(s) origin.
   */
  attach(name: string, frame: PluginFrame, origin: string, options?: AttachOptions): PluginConnection;
  /** The connections not closed, in attach order. */
  connections(): PluginConnection[];
  /** Stops listening and closes every connection. */
  destroy(): void;
}

/** Creates the shell's end of the plugin protocol; see the module comment for how the UI uses it. */
export function createPluginHost(options: PluginHostOptions): PluginHost {
  const log = options.log ?? console;
  const timeoutMs = options.handshakeTimeoutMs ?? DEFAULT_HANDSHAKE_TIMEOUT_MS;
  const createChannel = options.createChannel ?? (() => new MessageChannel());
  const registrations = new Set<Registration>();

  interface Registration extends PluginConnection {
    port: MessagePort | null;
    /** The request ids the current port has carried: a repeated id is a replay and is dropped unanswered. */
    seenIds: Set<number>;
    context: PluginContext | null;
    handleHello(instance?: string): void;
  }

  const warn = (message: string): void => log.warn(`[plugin-host] ${message}`);

  function post(registration: Registration, port: MessagePort, message: ShellMessage): void {
    // Responses may be answered after the page reloaded and shook hands again: they belong to the old port only.
    if (registration.port !== port) return;
    try {
      port.postMessage(message);
    } catch (error) {
      log.error(`[plugin-host] could not send a ${message.kind} message to plugin ${registration.name}`, error);
    }
  }

  async function answer(registration: Registration, port: MessagePort, request: PluginRequest): Promise<void> {
    const peer: PluginPeer = {
      name: registration.name,
      origin: registration.origin,
      container: registration.container,
    };
    let response: ShellMessage;
    try {
      const result: unknown = await options.onRequest(request, peer);
      response = { kind: 'response', id: request.id, ok: true, ...(result === undefined ? {} : { result }) };
    } catch (error) {
      if (!(error instanceof PluginRequestError)) {
        log.error(`[plugin-host] the ${request.kind} request of plugin ${registration.name} failed`, error);
      }
      const code = error instanceof PluginRequestError ? error.code : HOST_ERROR_CODES.internal;
      const message =
        error instanceof PluginRequestError ? error.message : `The shell could not handle the ${request.kind} request.`;
      const status = error instanceof PluginRequestError ? error.status : undefined;
      response = {
        kind: 'response',
        id: request.id,
        ok: false,
        error: { code, message, ...(status === undefined ? {} : { status }) },
      };
    }
    if (messageSize(response) > MAX_MESSAGE_BYTES) {
      response = {
        kind: 'response',
        id: request.id,
        ok: false,
        error: {
          code: HOST_ERROR_CODES.responseTooLarge,
          message: `The answer to the ${request.kind} request is larger than ${MAX_MESSAGE_BYTES} bytes.`,
        },
      };
    }
    post(registration, port, response);
  }

  function handlePortMessage(registration: Registration, port: MessagePort, data: unknown): void {
    if (registration.port !== port) return;
    const screened = screen(PLUGIN_REQUEST_SCHEMA, data, REQUEST_KINDS);
    if (!screened.ok) {
      warn(`dropped a message from plugin ${registration.name}: ${screened.why}`);
      return;
    }
    // Each request is acted on once: the same id again (a replayed or duplicated message) is dropped, not answered,
    // so a toast, a navigation or a write cannot be repeated by resending it (found by fuzzing, issue 20).
    if (registration.seenIds.has(screened.value.id)) {
      warn(`dropped a message from plugin ${registration.name}: request id ${screened.value.id} was already used`);
      return;
    }
    registration.seenIds.add(screened.value.id);
    void answer(registration, port, screened.value);
  }

  function sendStoredContext(registration: Registration): void {
    if (registration.port && registration.context) {
      post(registration, registration.port, { kind: 'context', context: registration.context });
    }
  }

  function register(name: string, frame: PluginFrame, origin: string, container: PluginContainerName): Registration {
    let state: PluginConnectionState = 'waiting';
    // The instance id of the page load the current channel belongs to (HELLO's `instance`).
    let helloInstance: string | undefined;
    let settle: { resolve: () => void; reject: (error: Error) => void } | null = null;
    const ready = new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    });
    // A rejection nobody awaits (the store listens to callbacks instead) must not surface as unhandled.
    ready.catch(() => undefined);
    let timer: ReturnType<typeof setTimeout> | null = null;

    const registration: Registration = {
      name,
      origin,
      container,
      frame,
      ready,
      port: null,
      seenIds: new Set(),
      context: null,
      get state() {
        return state;
      },
      sendContext(context) {
        if (state === 'closed') return;
        const checked = v.safeParse(PLUGIN_CONTEXT_SCHEMA, context);
        if (!checked.success) {
          const issue = checked.issues[0];
          warn(`not sending an invalid context to plugin ${name}: ${v.getDotPath(issue) ?? ''} ${issue.message}`);
          return;
        }
        registration.context = checked.output;
        sendStoredContext(registration);
      },
      close() {
        if (state === 'closed') return;
        const wasWaiting = state === 'waiting';
        state = 'closed';
        if (timer !== null) clearTimeout(timer);
        registration.port?.close();
        registration.port = null;
        registrations.delete(registration);
        if (wasWaiting) settle?.reject(new PluginHandshakeError(name, 'closed'));
      },
      handleHello(instance?: string) {
        if (state === 'closed') return;
        // A repeat of the HELLO this page load already got a WELCOME for: the first WELCOME is on its way, and a new
        // channel now would drop the requests the page may already have sent on the first.
        if (state === 'connected' && instance !== undefined && instance === helloInstance) return;
        helloInstance = instance;
        const contentWindow = frame.contentWindow;
        if (!contentWindow) return;
        const channel = createChannel();
        const port = channel.port1;
        registration.port?.close();
        registration.port = port;
        // A new page load numbers its requests afresh.
        registration.seenIds = new Set();
        port.onmessage = (event: MessageEvent) => handlePortMessage(registration, port, event.data);
        port.start();
        try {
          contentWindow.postMessage({ type: WELCOME, protocol: PROTOCOL_VERSION }, origin, [channel.port2]);
        } catch (error) {
          log.error(`[plugin-host] could not answer the handshake of plugin ${name}`, error);
          port.close();
          registration.port = null;
          return;
        }
        if (timer !== null) clearTimeout(timer);
        timer = null;
        const first = state !== 'connected';
        state = 'connected';
        if (first) settle?.resolve();
        sendStoredContext(registration);
        options.onConnect?.(registration);
      },
    };

    timer = setTimeout(() => {
      timer = null;
      if (state !== 'waiting') return;
      state = 'timed-out';
      warn(`plugin ${name} did not complete the handshake within ${timeoutMs} ms`);
      settle?.reject(new PluginHandshakeError(name, 'timed-out'));
      options.onHandshakeTimeout?.(registration);
    }, timeoutMs);
    return registration;
  }

  const handleWindowMessage = (event: Event): void => {
    // Origin and source first, before the data is touched.
    const { source, origin } = event as MessageEvent;
    let registration: Registration | undefined;
    for (const candidate of registrations) {
      if (candidate.frame.contentWindow !== null && candidate.frame.contentWindow === source) registration = candidate;
    }
    if (!registration) {
      warn(`dropped a window message from ${JSON.stringify(String(origin))}: its source is not a plugin frame`);
      return;
    }
    if (origin !== registration.origin) {
      warn(
        `dropped a window message from the frame of plugin ${registration.name}: origin ${JSON.stringify(String(origin))} is not ${registration.origin}`
      );
      return;
    }
    const screened = screen(HELLO_SCHEMA, (event as MessageEvent).data, null);
    if (!screened.ok) {
      warn(`dropped a window message from plugin ${registration.name}: ${screened.why}`);
      return;
    }
    if (screened.value.plugin !== registration.name) {
      warn(
        `dropped a handshake from the frame of plugin ${registration.name}: it names plugin ${JSON.stringify(screened.value.plugin)}`
      );
      return;
    }
    registration.handleHello(screened.value.instance);
  };

  options.window.addEventListener('message', handleWindowMessage);

  return {
    attach(name, frame, origin, attachOptions = {}) {
      const normalized = normalizeOrigin(origin);
      for (const existing of registrations) if (existing.frame === frame) existing.close();
      const registration = register(name, frame, normalized, attachOptions.container ?? 'main');
      registrations.add(registration);
      return registration;
    },
    connections() {
      return [...registrations];
    },
    destroy() {
      options.window.removeEventListener('message', handleWindowMessage);
      for (const registration of [...registrations]) registration.close();
    },
  };
}
