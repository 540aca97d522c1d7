import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REQUEST_KINDS } from '../src/plugins/message-screen.ts';
import { HELLO, MAX_MESSAGE_BYTES, PROTOCOL_VERSION, type PluginRequest } from '../src/plugins/protocol.ts';
import { installBrowserGlobals, type BrowserGlobals } from '../test/browser-globals.ts';
import { COMPUTE_ONLY_REGISTRY } from '../test/plugin-registry-fixture.ts';
import { $helpPanelOpen, $requestedHelpTopic } from './help-panel.ts';
import {
  $containers,
  $dirtyPages,
  $navigationBlock,
  $pluginStatus,
  $queryWidths,
  $toasts,
  attachPluginFrame,
  startPluginHost,
  stopPluginHost,
} from './plugin-host.ts';
import { $pluginRegistry } from './plugins.ts';
import { navigate } from './route.ts';
import type * as RouteModule from './route.ts';

// Issue 20 point 3: generated plugin messages through the real host (src/plugins/plugin-host.ts: origin, source, size,
// prototype keys, schema, replay) and the console's real handlers (stores/plugin-host.ts), over a real MessageChannel.
// Whatever a plugin sends that is not a valid, new request is acted on zero times: no navigation, no toast, no store
// change, no answer. Each property counts the messages it sent; the total is checked (≥ 1000) and printed.

vi.mock('./route.ts', async importOriginal => ({
  ...(await importOriginal<typeof RouteModule>()),
  navigate: vi.fn(() => true),
}));

const CONSOLE_ORIGIN = 'http://localhost:5173';
const PLUGIN_ORIGIN = 'http://127.0.0.1:7071';
const HELLO_MESSAGE = { type: HELLO, protocol: PROTOCOL_VERSION, plugin: 'compute', instance: 'fuzzed-page-1' };

let browser: BrowserGlobals;
const hostWindow = new EventTarget();
const frameWindow = { postMessage: vi.fn((_message: unknown, _origin: string, _transfer?: Transferable[]) => {}) };
const frame = { contentWindow: frameWindow, isConnected: true };
let port: MessagePort;
const received: { id?: number; kind?: string; ok?: boolean }[] = [];
const waiters: (() => void)[] = [];
let nextId = 1;
/** Messages sent by the properties, by kind of attack. */
const sent: Record<string, number> = {};

function count(kind: string): void {
  sent[kind] = (sent[kind] ?? 0) + 1;
}

/** Everything a plugin request could change, as one comparable text. */
function state(): string {
  return JSON.stringify({
    toasts: $toasts.get(),
    containers: $containers.get(),
    status: $pluginStatus.get(),
    dirty: $dirtyPages.get(),
    widths: $queryWidths.get(),
    help: [$helpPanelOpen.get(), $requestedHelpTopic.get()],
    block: $navigationBlock.get(),
    prototype: Object.getOwnPropertyNames(Object.getPrototypeOf({})).sort(),
  });
}

/**
 * Sends `data`, then a valid sentinel; resolves with the answers that arrived once the sentinel's did. The sentinel
 * asks to close a side panel the plugin never opened: answered (refused), and changes nothing.
 */
async function sendThenSentinel(data: unknown): Promise<typeof received> {
  const before = received.length;
  port.postMessage(data);
  const sentinel: PluginRequest = { id: nextId++, kind: 'side-panel', open: false };
  port.postMessage(sentinel);
  while (!received.slice(before).some(answer => answer.id === sentinel.id)) {
    await new Promise<void>(resolve => waiters.push(resolve));
  }
  // Context pushes (the shell following its own state) are no answers.
  return received.slice(before).filter(answer => answer.kind === 'response' && answer.id !== sentinel.id);
}

/** A window message as a browser would deliver it. */
function windowMessage(data: unknown, origin: string, source: unknown): void {
  hostWindow.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
}

beforeAll(async () => {
  browser = installBrowserGlobals(`${CONSOLE_ORIGIN}/compute/instances`);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  $pluginRegistry.set(COMPUTE_ONLY_REGISTRY);
  startPluginHost({ window: hostWindow });
  const connection = attachPluginFrame('compute', frame, PLUGIN_ORIGIN);
  windowMessage(HELLO_MESSAGE, PLUGIN_ORIGIN, frameWindow);
  await connection.ready;
  const transferred = frameWindow.postMessage.mock.calls[0]?.[2]?.[0];
  if (!(transferred instanceof MessagePort)) throw new Error('no port was transferred');
  port = transferred;
  port.onmessage = event => {
    received.push(event.data as (typeof received)[number]);
    waiters.splice(0).forEach(wake => wake());
  };
  port.start();
});

afterAll(() => {
  port.close();
  stopPluginHost();
  $pluginRegistry.set(null);
  browser.uninstall();
  vi.restoreAllMocks();
  const total = Object.values(sent).reduce((sum, value) => sum + value, 0);
  console.info(`[plugin-host fuzz] ${total} generated messages: ${JSON.stringify(sent)}; 0 acted on`);
  expect(total).toBeGreaterThanOrEqual(1000);
});

/** A valid request of each kind the console acts on (ids filled in by the caller). */
const validRequest = fc.oneof(
  fc.record({
    kind: fc.constant('toast'),
    severity: fc.constantFrom('info', 'success', 'warning', 'critical'),
    message: fc.string({ minLength: 1, maxLength: 40 }),
  }),
  fc.record({
    kind: fc.constant('navigate'),
    path: fc.constantFrom('/compute/instances', '/compute/instances/create', '/'),
  }),
  fc.record({ kind: fc.constant('set-dirty'), dirty: fc.boolean() }),
  fc.record({ kind: fc.constant('help-panel'), action: fc.constantFrom('open', 'close', 'toggle') }),
  fc.record({ kind: fc.constant('query-width'), width: fc.constantFrom('25%', '75%', '100%') }),
  fc.record({ kind: fc.constant('render-failed'), message: fc.string({ maxLength: 40 }) })
);

/** Values of the wrong type for any field. */
const wrongValue = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.double(),
  fc.bigInt().map(value => value.toString()),
  fc.string({ maxLength: 20 }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 })
);

/** Requests that must never be acted on, in every shape the attack takes. */
const invalidMessage = fc.oneof(
  // Anything at all: primitives, arrays, objects, nested.
  fc.anything().map(value => ({ attack: 'anything', value })),
  // A known kind with every field of a wrong type.
  fc
    .record({
      id: wrongValue,
      kind: fc.constantFrom(...REQUEST_KINDS),
      path: wrongValue,
      message: wrongValue,
      severity: wrongValue,
      dirty: wrongValue,
      width: wrongValue,
      action: wrongValue,
    })
    .map(value => ({ attack: 'wrong-types', value })),
  // Valid fields, a negative, fractional or textual id.
  fc
    .tuple(
      validRequest,
      fc.oneof(fc.integer({ max: -1 }), fc.double({ min: 0.1, max: 1e6, noInteger: true }), fc.string())
    )
    .map(([request, id]) => ({ attack: 'wrong-id', value: { ...request, id } })),
  // An unknown kind.
  fc
    .tuple(
      fc.string({ maxLength: 30 }).filter(kind => !(REQUEST_KINDS as readonly string[]).includes(kind)),
      fc.nat()
    )
    .map(([kind, id]) => ({ attack: 'unknown-kind', value: { id, kind, path: '/compute' } })),
  // A valid request with one field missing.
  fc
    .tuple(validRequest, fc.nat({ max: 5 }))
    .filter(([request]) => Object.keys(request).length > 1)
    .map(([request, which]) => {
      const entries = Object.entries({ ...request, id: 1 });
      const missing = entries[which % entries.length]?.[0];
      return { attack: 'missing-field', value: Object.fromEntries(entries.filter(([key]) => key !== missing)) };
    }),
  // A valid request with a field it does not have.
  fc
    .tuple(
      validRequest,
      fc.string({ minLength: 1, maxLength: 10 }).filter(key => !['kind', 'id'].includes(key)),
      fc.string()
    )
    .filter(([request, key]) => !(key in request))
    .map(([request, key, value]) => ({ attack: 'extra-field', value: { ...request, id: 1, [key]: value } })),
  // A valid request carrying a prototype key, at the top or nested (as JSON.parse makes them: own properties).
  fc.tuple(validRequest, fc.constantFrom('__proto__', 'constructor'), fc.boolean()).map(([request, key, nested]) => {
    const poison = key === '__proto__' ? '{"polluted": true}' : '{"prototype": {"polluted": true}}';
    const text = JSON.stringify({ ...request, id: 1 }).slice(0, -1);
    const value: unknown = JSON.parse(
      nested
        ? `{"id": 2, "kind": "fetch", "service": "iaas", "method": "POST", "path": "/20160918/x", "body": {"a": {"${key}": ${poison}}}}`
        : `${text}, "${key}": ${poison}}`
    );
    return { attack: 'prototype-key', value };
  }),
  // An oversized request: valid in shape, more than MAX_MESSAGE_BYTES long.
  fc.integer({ min: 1, max: 2048 }).map(extra => ({
    attack: 'oversized',
    value: {
      id: 3,
      kind: 'fetch',
      service: 'iaas',
      method: 'POST',
      path: '/20160918/x',
      body: 'x'.repeat(MAX_MESSAGE_BYTES + extra),
    },
  }))
);

describe('generated plugin messages: none but a valid new request is ever acted on', () => {
  it('drops malformed, mistyped, unknown, incomplete, over-complete, prototype-keyed and oversized requests unanswered', async () => {
    await fc.assert(
      fc.asyncProperty(invalidMessage, async ({ attack, value }) => {
        count(attack);
        const before = state();
        const answers = await sendThenSentinel(value);
        expect(answers, attack).toEqual([]);
        expect(state(), attack).toBe(before);
        expect(navigate).not.toHaveBeenCalled();
      }),
      { numRuns: 800 }
    );
  });

  it('acts on a request once: the same id again is dropped, whatever it now asks', async () => {
    await fc.assert(
      fc.asyncProperty(validRequest, validRequest, async (first, replay) => {
        count('replayed');
        const id = nextId++;
        await sendThenSentinel({ ...first, id });
        const before = state();
        vi.mocked(navigate).mockClear();
        const answers = await sendThenSentinel({ ...replay, id });
        expect(answers).toEqual([]);
        expect(state()).toBe(before);
        expect(navigate).not.toHaveBeenCalled();
      }),
      { numRuns: 150 }
    );
    vi.mocked(navigate).mockClear();
  });

  it('ignores a handshake from another origin or another window: no new channel, no state change', async () => {
    const welcomes = frameWindow.postMessage.mock.calls.length;
    const before = state();
    fc.assert(
      fc.property(
        fc.oneof(
          fc
            .webUrl()
            .map(url => ({ attack: 'wrong-origin', origin: new URL(url).origin, source: frameWindow as unknown })),
          fc
            .constantFrom('null', '*', '', `${PLUGIN_ORIGIN}/`, 'http://127.0.0.1:7072', CONSOLE_ORIGIN)
            .map(origin => ({
              attack: 'wrong-origin',
              origin,
              source: frameWindow as unknown,
            })),
          fc
            .oneof(
              fc.constant(null),
              fc.constant(globalThis),
              fc.constant({ postMessage: frameWindow.postMessage }),
              fc.anything()
            )
            .map(source => ({ attack: 'wrong-source', origin: PLUGIN_ORIGIN, source }))
        ),
        fc.oneof(fc.constant({ ...HELLO_MESSAGE, instance: 'another-page-2' }), fc.anything()),
        ({ attack, origin, source }, data) => {
          fc.pre(origin !== PLUGIN_ORIGIN || source !== frameWindow);
          count(attack);
          windowMessage(data, origin, source);
          expect(frameWindow.postMessage.mock.calls.length).toBe(welcomes);
        }
      ),
      { numRuns: 200 }
    );
    // The port still works, and nothing reached the handlers.
    expect(await sendThenSentinel({ id: 0, kind: 'bogus' })).toEqual([]);
    expect(state()).toBe(before);
  });
});
