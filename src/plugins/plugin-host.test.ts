import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_HANDSHAKE_TIMEOUT_MS,
  HOST_ERROR_CODES,
  PluginHandshakeError,
  PluginRequestError,
  createPluginHost,
  hasPrototypeKeys,
  type PluginConnection,
  type PluginHost,
  type PluginHostOptions,
} from './plugin-host.ts';
import {
  HELLO,
  MAX_MESSAGE_BYTES,
  PLUGIN_REQUEST_SCHEMA,
  PROTOCOL_VERSION,
  WELCOME,
  parseMessage,
  type PluginContext,
  type PluginRequest,
} from './protocol.ts';

const PLUGIN_ORIGIN = 'http://127.0.0.1:7071';
const HELLO_MESSAGE = { type: HELLO, protocol: PROTOCOL_VERSION, plugin: 'compute' };
let pingId = 999_999;
/** A valid request with a fresh id each time (the host drops an id a port has carried before). */
const ping = (): PluginRequest => ({ id: ++pingId, kind: 'query-width', width: '50%' });

const CONTEXT: PluginContext = {
  theme: 'redwood',
  direction: 'ltr',
  locale: 'en',
  region: 'us-ashburn-1',
  homeRegion: 'us-ashburn-1',
  compartment: null,
  tenancy: { id: 'ocid1.tenancy.oc1..t', name: 'acme' },
  user: { id: 'ocid1.user.oc1..u', name: 'ada', email: null },
  path: '/compute/instances',
  navigation: [],
};

/** Every window postMessage any fake frame of this file received: [targetOrigin, message]. */
const windowPosts: [string, unknown][] = [];

/** A fake iframe whose window records what the host posts to it. */
function fakeFrame() {
  const postMessage = vi.fn((message: unknown, targetOrigin: string, _transfer?: Transferable[]) => {
    windowPosts.push([targetOrigin, message]);
  });
  return { contentWindow: { postMessage }, isConnected: true };
}

type FakeFrame = ReturnType<typeof fakeFrame>;

/** Ports opened by tests, closed after each so the worker can exit. */
const openPorts: MessagePort[] = [];
const hosts: PluginHost[] = [];

afterEach(() => {
  hosts.splice(0).forEach(host => host.destroy());
  openPorts.splice(0).forEach(port => port.close());
});

afterAll(() => {
  // The spy over every postMessage of the file: none ever targeted '*', each named the plugin origin.
  expect(windowPosts.length).toBeGreaterThan(0);
  expect(windowPosts.filter(([target]) => target === '*')).toEqual([]);
  expect(new Set(windowPosts.map(([target]) => target))).toEqual(new Set([PLUGIN_ORIGIN]));
});

interface Setup {
  host: PluginHost;
  win: EventTarget;
  frame: FakeFrame;
  connection: PluginConnection;
  onRequest: ReturnType<typeof vi.fn<PluginHostOptions['onRequest']>>;
  warn: ReturnType<typeof vi.fn>;
  /** Dispatches a window message event as a browser would. */
  send(data: unknown, from?: { origin?: string; source?: unknown }): void;
}

function setup(options: Partial<PluginHostOptions> = {}): Setup {
  const win = new EventTarget();
  const onRequest = vi.fn<PluginHostOptions['onRequest']>(async request => ({ handled: request.kind }));
  const warn = vi.fn();
  const host = createPluginHost({
    window: win,
    onRequest,
    log: { warn, error: vi.fn() },
    ...options,
  });
  hosts.push(host);
  const frame = fakeFrame();
  const connection = host.attach('compute', frame, PLUGIN_ORIGIN);
  return {
    host,
    win,
    frame,
    connection,
    onRequest,
    warn,
    send(data, from = {}) {
      const event = Object.assign(new Event('message'), {
        data,
        origin: from.origin ?? PLUGIN_ORIGIN,
        source: 'source' in from ? from.source : frame.contentWindow,
      });
      win.dispatchEvent(event);
    },
  };
}

/** The plugin's end: the port transferred with the WELCOME, and the messages that arrive on it. */
function pluginEnd(frame: FakeFrame, call = 0) {
  const transfer = frame.contentWindow.postMessage.mock.calls[call]?.[2];
  const port = transfer?.[0] as MessagePort | undefined;
  if (!port) throw new Error('no port was transferred');
  openPorts.push(port);
  const received: unknown[] = [];
  const waiters: (() => void)[] = [];
  port.onmessage = event => {
    received.push(event.data);
    waiters.splice(0).forEach(wake => wake());
  };
  port.start();
  return {
    port,
    received,
    /** Resolves once `count` messages have arrived in all. */
    async until(count: number): Promise<unknown[]> {
      while (received.length < count) await new Promise<void>(resolve => waiters.push(resolve));
      return received;
    },
  };
}

async function connected(options: Partial<PluginHostOptions> = {}) {
  const context = setup(options);
  context.send(HELLO_MESSAGE);
  await context.connection.ready;
  return { ...context, plugin: pluginEnd(context.frame) };
}

describe('handshake', () => {
  it('answers a valid HELLO with a WELCOME to the frame, naming the plugin origin and transferring a port', async () => {
    const onConnect = vi.fn();
    const { frame, connection } = await connected({ onConnect });
    expect(frame.contentWindow.postMessage).toHaveBeenCalledTimes(1);
    const [message, target, transfer] = frame.contentWindow.postMessage.mock.calls[0] ?? [];
    expect(message).toEqual({ type: WELCOME, protocol: PROTOCOL_VERSION });
    expect(target).toBe(PLUGIN_ORIGIN);
    expect(transfer).toHaveLength(1);
    expect(transfer?.[0]).toBeInstanceOf(MessagePort);
    expect(connection.state).toBe('connected');
    expect(onConnect).toHaveBeenCalledWith(connection);
  });

  it('never acts on a HELLO from a forged origin (property)', () => {
    const { frame, send, connection } = setup();
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl().map(url => new URL(url).origin),
          fc.string(),
          fc.constant('null'),
          fc.constant('*')
        ),
        origin => {
          fc.pre(origin !== PLUGIN_ORIGIN);
          send(HELLO_MESSAGE, { origin });
          expect(frame.contentWindow.postMessage).not.toHaveBeenCalled();
        }
      )
    );
    expect(connection.state).toBe('waiting');
  });

  it('never acts on a HELLO from a window that is not the registered frame (property)', () => {
    const { frame, send, connection } = setup();
    const other = fakeFrame();
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constant(null),
          fc.constant(undefined),
          fc.constant(other.contentWindow),
          fc.constant({ postMessage: frame.contentWindow.postMessage }),
          fc.anything()
        ),
        source => {
          send(HELLO_MESSAGE, { source });
          expect(frame.contentWindow.postMessage).not.toHaveBeenCalled();
          expect(other.contentWindow.postMessage).not.toHaveBeenCalled();
        }
      )
    );
    expect(connection.state).toBe('waiting');
  });

  it('never acts on a malformed, oversized or prototype-keyed HELLO (property)', () => {
    const { frame, send, warn } = setup();
    const badHello = fc.oneof(
      fc.anything(),
      fc.record({ type: fc.string(), protocol: fc.integer(), plugin: fc.string() }),
      fc.constant({ ...HELLO_MESSAGE, protocol: 2 }),
      fc.constant({ ...HELLO_MESSAGE, extra: true }),
      fc.constant({ ...HELLO_MESSAGE, plugin: 'networking-vcns' }),
      fc.constant(
        JSON.parse('{"__proto__": {"polluted": 1}, "type": "console-plugin:hello", "protocol": 1, "plugin": "compute"}')
      ),
      fc.constant({ ...HELLO_MESSAGE, pad: 'x'.repeat(MAX_MESSAGE_BYTES) })
    );
    fc.assert(
      fc.property(badHello, data => {
        fc.pre(JSON.stringify(data) !== JSON.stringify(HELLO_MESSAGE));
        send(data);
        expect(frame.contentWindow.postMessage).not.toHaveBeenCalled();
      })
    );
    expect(warn).toHaveBeenCalled();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('checks origin and source before it reads the data', () => {
    const { send } = setup();
    const data = {};
    const read = vi.fn(() => HELLO);
    Object.defineProperty(data, 'type', { get: read, enumerable: true });
    send(data, { origin: 'http://evil.example' });
    send(data, { source: null });
    expect(read).not.toHaveBeenCalled();
  });

  it('reports a frame that never completes the handshake within the timeout, and a late HELLO still connects', async () => {
    const onHandshakeTimeout = vi.fn();
    const { connection, send } = setup({ handshakeTimeoutMs: 20, onHandshakeTimeout });
    await expect(connection.ready).rejects.toBeInstanceOf(PluginHandshakeError);
    await expect(connection.ready).rejects.toMatchObject({ reason: 'timed-out' });
    expect(connection.state).toBe('timed-out');
    expect(onHandshakeTimeout).toHaveBeenCalledWith(connection);
    send(HELLO_MESSAGE);
    expect(connection.state).toBe('connected');
  });

  it('waits 10 s by default', () => {
    expect(DEFAULT_HANDSHAKE_TIMEOUT_MS).toBe(10_000);
  });

  it('answers only the first HELLO of a page load; a reloaded page (new instance) gets a new channel', () => {
    const { frame, send } = setup();
    const first = { ...HELLO_MESSAGE, instance: 'page-load-0001' };
    send(first);
    send(first);
    send(first);
    // Repeats sent before the first WELCOME arrived must not replace the channel the page is already using.
    expect(frame.contentWindow.postMessage).toHaveBeenCalledTimes(1);
    send({ ...HELLO_MESSAGE, instance: 'page-load-0002' });
    expect(frame.contentWindow.postMessage).toHaveBeenCalledTimes(2);
  });

  it('does not answer a frame once it is closed, and refuses origins that are not http(s)', async () => {
    const { frame, send, connection, host } = setup();
    connection.close();
    await expect(connection.ready).rejects.toMatchObject({ reason: 'closed' });
    send(HELLO_MESSAGE);
    expect(frame.contentWindow.postMessage).not.toHaveBeenCalled();
    expect(host.connections()).toEqual([]);
    expect(() => host.attach('compute', fakeFrame(), 'javascript:alert(1)')).toThrow();
  });

  it('stops listening when destroyed', () => {
    const { frame, send, host } = setup();
    host.destroy();
    send(HELLO_MESSAGE);
    expect(frame.contentWindow.postMessage).not.toHaveBeenCalled();
  });
});

describe('requests over the port', () => {
  it('passes a valid request to the handler with the peer and answers it', async () => {
    const { plugin, onRequest } = await connected();
    plugin.port.postMessage({ id: 7, kind: 'toast', severity: 'info', message: 'Saved' });
    const [response] = await plugin.until(1);
    expect(response).toEqual({ kind: 'response', id: 7, ok: true, result: { handled: 'toast' } });
    expect(onRequest).toHaveBeenCalledWith(
      { id: 7, kind: 'toast', severity: 'info', message: 'Saved' },
      { name: 'compute', origin: PLUGIN_ORIGIN, container: 'main' }
    );
  });

  it('answers refusals with their code, other failures with InternalError, and oversized answers with an error', async () => {
    const { plugin } = await connected({
      onRequest: request => {
        if (request.kind === 'navigate') throw new PluginRequestError('NavigationRefused', 'no', undefined);
        if (request.kind === 'fetch') throw new PluginRequestError('NotAuthorizedOrNotFound', 'gone', 404);
        if (request.kind === 'toast') return 'x'.repeat(MAX_MESSAGE_BYTES + 1);
        throw new Error('bug');
      },
    });
    plugin.port.postMessage({ id: 1, kind: 'navigate', path: 'https://evil.example' });
    plugin.port.postMessage({ id: 2, kind: 'fetch', service: 'iaas', method: 'GET', path: '/20160918/x' });
    plugin.port.postMessage({ id: 3, kind: 'set-dirty', dirty: true });
    plugin.port.postMessage({ id: 4, kind: 'toast', severity: 'info', message: 'big' });
    const responses = await plugin.until(4);
    expect(responses).toEqual([
      { kind: 'response', id: 1, ok: false, error: { code: 'NavigationRefused', message: 'no' } },
      { kind: 'response', id: 2, ok: false, error: { code: 'NotAuthorizedOrNotFound', message: 'gone', status: 404 } },
      {
        kind: 'response',
        id: 3,
        ok: false,
        error: { code: HOST_ERROR_CODES.internal, message: 'The shell could not handle the set-dirty request.' },
      },
      {
        kind: 'response',
        id: 4,
        ok: false,
        error: expect.objectContaining({ code: HOST_ERROR_CODES.responseTooLarge }),
      },
    ]);
  });

  it('never acts on unknown or malformed messages: no handler call, no answer (property)', async () => {
    const { plugin, onRequest, warn } = await connected();
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record({ id: fc.integer(), kind: fc.string() }),
          fc.record({
            id: fc.nat(),
            kind: fc.constantFrom('navigate', 'toast', 'fetch', 'container'),
            path: fc.anything(),
          }),
          fc.constant({ id: 1, kind: 'toast', severity: 'info', message: 'hi', extra: 1 }),
          fc.constant({ id: -1, kind: 'set-dirty', dirty: true }),
          fc.constant({ id: 1, kind: 'query-width', width: 'x'.repeat(17) })
        ),
        async data => {
          fc.pre(parseMessage(PLUGIN_REQUEST_SCHEMA, data) === null);
          onRequest.mockClear();
          plugin.port.postMessage(data);
          // The sentinel goes after it on the same port: once its answer is back, the bad message was handled.
          const sentinel = ping();
          plugin.port.postMessage(sentinel);
          answered += 1;
          const received = await plugin.until(answered);
          expect(received.at(-1)).toMatchObject({ id: sentinel.id, ok: true });
          expect(received).toHaveLength(answered);
          expect(onRequest).toHaveBeenCalledTimes(1);
          expect(onRequest).toHaveBeenCalledWith(sentinel, expect.anything());
        }
      ),
      { numRuns: 60 }
    );
    expect(warn).toHaveBeenCalled();
    expect(
      warn.mock.calls.every(([line]) => typeof line === 'string' && line.startsWith('[plugin-host] dropped'))
    ).toBe(true);
  });

  it('drops oversized requests with a warning that says so (property)', async () => {
    const { plugin, onRequest, warn } = await connected();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4096 }), async extra => {
        onRequest.mockClear();
        const body = 'x'.repeat(MAX_MESSAGE_BYTES + extra);
        plugin.port.postMessage({ id: 5, kind: 'fetch', service: 'iaas', method: 'POST', path: '/20160918/x', body });
        const sentinel = ping();
        plugin.port.postMessage(sentinel);
        const received = await plugin.until(plugin.received.length + 1);
        expect(received.at(-1)).toMatchObject({ id: sentinel.id });
        expect(onRequest).toHaveBeenCalledTimes(1);
      }),
      { numRuns: 10 }
    );
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/oversized/));
  });

  it('acts on a request id once per port: a replayed request is dropped unanswered, a reloaded page may reuse ids', async () => {
    const { plugin, onRequest, warn, send, frame } = await connected();
    const toast: PluginRequest = { id: 7, kind: 'toast', severity: 'info', message: 'Saved' };
    plugin.port.postMessage(toast);
    plugin.port.postMessage(toast);
    plugin.port.postMessage({ ...toast, message: 'Saved again' });
    const sentinel = ping();
    plugin.port.postMessage(sentinel);
    expect(await plugin.until(2)).toEqual([
      { kind: 'response', id: 7, ok: true, result: { handled: 'toast' } },
      { kind: 'response', id: sentinel.id, ok: true, result: { handled: 'query-width' } },
    ]);
    expect(onRequest).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/request id 7 was already used/));
    // The page reloads in the same frame: a new port, and its first request may be id 7 again.
    send({ ...HELLO_MESSAGE, instance: 'reloaded-page-1' });
    const reloaded = pluginEnd(frame, 1);
    reloaded.port.postMessage(toast);
    expect(await reloaded.until(1)).toEqual([{ kind: 'response', id: 7, ok: true, result: { handled: 'toast' } }]);
  });

  it('never acts on __proto__ or constructor.prototype keys anywhere in a request, and Object.prototype stays clean', async () => {
    const { plugin, onRequest, warn } = await connected();
    const poisoned = [
      '{"__proto__": {"polluted": 1}, "id": 1, "kind": "toast", "severity": "info", "message": "hi"}',
      '{"id": 2, "kind": "fetch", "service": "iaas", "method": "POST", "path": "/20160918/x", "body": {"__proto__": {"polluted": 1}}}',
      '{"id": 3, "kind": "fetch", "service": "iaas", "method": "GET", "path": "/20160918/x", "query": {"__proto__": "1"}}',
      '{"id": 4, "kind": "fetch", "service": "iaas", "method": "POST", "path": "/20160918/x", "body": [{"a": {"__proto__": {"polluted": 1}}}]}',
      '{"id": 5, "kind": "fetch", "service": "iaas", "method": "POST", "path": "/20160918/x", "body": {"constructor": {"prototype": {"polluted": 1}}}}',
    ].map(text => JSON.parse(text) as unknown);
    for (const data of poisoned) {
      expect(hasPrototypeKeys(data)).toBe(true);
      plugin.port.postMessage(data);
    }
    const sentinel = ping();
    plugin.port.postMessage(sentinel);
    const received = await plugin.until(1);
    expect(received).toEqual([{ kind: 'response', id: sentinel.id, ok: true, result: { handled: 'query-width' } }]);
    expect(onRequest).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(poisoned.length);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getPrototypeOf({})).not.toHaveProperty('polluted');
  });

  it('never pollutes Object.prototype nor hands a handler a prototype key, whatever JSON a plugin sends (property)', async () => {
    const { plugin, onRequest } = await connected();
    const keys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'kind', 'body', 'polluted');
    const json = fc.letrec(tie => ({
      value: fc.oneof({ depthSize: 'small' }, fc.integer(), fc.string(), tie('object')),
      object: fc.dictionary(keys, tie('value'), { maxKeys: 4 }),
    })).object;
    await fc.assert(
      fc.asyncProperty(json, async value => {
        const data = JSON.parse(
          JSON.stringify({ id: 1, kind: 'fetch', service: 'iaas', method: 'POST', path: '/20160918/x', body: value })
        ) as unknown;
        plugin.port.postMessage(data);
        plugin.port.postMessage(ping());
        await plugin.until(plugin.received.length + 1);
        expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
        expect(Object.getOwnPropertyNames(Object.getPrototypeOf({}))).not.toContain('polluted');
        expect(onRequest.mock.calls.filter(([request]) => hasPrototypeKeys(request))).toEqual([]);
      }),
      { numRuns: 40 }
    );
  });
});

describe('context and reconnects', () => {
  it('sends the context right after the handshake and again when it changes; an invalid one is not sent', async () => {
    const { connection, send, frame, warn } = setup();
    connection.sendContext(CONTEXT);
    send(HELLO_MESSAGE);
    const plugin = pluginEnd(frame);
    expect(await plugin.until(1)).toEqual([{ kind: 'context', context: CONTEXT }]);
    connection.sendContext({ ...CONTEXT, theme: 'hg' });
    expect((await plugin.until(2))[1]).toEqual({ kind: 'context', context: { ...CONTEXT, theme: 'hg' } });
    connection.sendContext({ ...CONTEXT, theme: 'neon' } as unknown as PluginContext);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/invalid context/));
    const sentinel = ping();
    plugin.port.postMessage(sentinel);
    expect((await plugin.until(3))[2]).toMatchObject({ kind: 'response', id: sentinel.id });
  });

  it('a page reloaded in the same frame shakes hands again on a new port; the old port is no longer answered', async () => {
    const onConnect = vi.fn();
    const { send, frame, onRequest } = await connected({ onConnect });
    const first = pluginEnd(frame, 0);
    send(HELLO_MESSAGE);
    const second = pluginEnd(frame, 1);
    expect(onConnect).toHaveBeenCalledTimes(2);
    first.port.postMessage(ping());
    second.port.postMessage({ ...ping(), id: 1 });
    expect(await second.until(1)).toEqual([{ kind: 'response', id: 1, ok: true, result: { handled: 'query-width' } }]);
    expect(onRequest).toHaveBeenCalledTimes(1);
    expect(first.received).toEqual([]);
  });

  it('attaching the same frame again replaces the earlier registration', async () => {
    const { host, frame, connection, send } = setup();
    const again = host.attach('compute', frame, PLUGIN_ORIGIN, { container: 'side' });
    expect(connection.state).toBe('closed');
    expect(host.connections()).toEqual([again]);
    send(HELLO_MESSAGE);
    await again.ready;
    expect(again.container).toBe('side');
  });
});
