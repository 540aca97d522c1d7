import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HELLO,
  MAX_MESSAGE_BYTES,
  PROTOCOL_VERSION,
  WELCOME,
  type FetchResult,
  type PluginContext as ProtocolContext,
  type PluginRequest,
} from '../plugins/protocol.ts';
import {
  CONTEXT_MARK,
  ConsolePluginError,
  connectToConsole,
  isValidQueryWidth,
  type ConnectOptions,
  type ConsoleConnection,
  type FetchResponse,
  type PluginContext,
  type SdkMessageEvent,
  type SdkWindow,
} from './index.ts';

// The SDK's hand-written public types must stay equal to the protocol's schemas.
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;
export type _ContextMatches = Assert<Equals<PluginContext, ProtocolContext>>;
export type _FetchResultMatches = Assert<Equals<FetchResponse, FetchResult>>;

const CONSOLE = 'http://localhost:5173';
const PAGE = `http://127.0.0.1:7071/local/compute/?region=us-ashburn-1&consoleOrigin=${encodeURIComponent(CONSOLE)}`;

const CONTEXT: ProtocolContext = {
  theme: 'redwood',
  direction: 'ltr',
  locale: 'en',
  region: 'us-ashburn-1',
  homeRegion: 'us-ashburn-1',
  compartment: { id: 'ocid1.tenancy.oc1..acme', name: 'acme-corp' },
  tenancy: { id: 'ocid1.tenancy.oc1..acme', name: 'acme-corp' },
  user: { id: 'ocid1.user.oc1..ada', name: 'ada', email: 'ada@example.com' },
  path: '/compute/instances',
  navigation: [{ label: 'Compute', path: '/compute', children: [{ label: 'Instances', path: '/compute/instances' }] }],
};

type Listener = (event: SdkMessageEvent) => void;

/** A plugin page's window whose parent is a fake console that records every postMessage. */
class FakePage implements SdkWindow {
  readonly location: { href: string };
  readonly parent = { postMessage: vi.fn<(message: unknown, targetOrigin: string) => void>() };
  readonly listeners = new Set<Listener>();

  constructor(href = PAGE) {
    this.location = { href };
  }

  addEventListener(_type: 'message', listener: Listener): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'message', listener: Listener): void {
    this.listeners.delete(listener);
  }

  /** Delivers a window message to the page, as the browser would. */
  deliver(event: Partial<SdkMessageEvent>): void {
    const full: SdkMessageEvent = { data: undefined, origin: CONSOLE, source: this.parent, ports: [], ...event };
    for (const listener of [...this.listeners]) listener(full);
  }

  hellos(): unknown[] {
    return this.parent.postMessage.mock.calls.map(([message]) => message);
  }
}

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

/** A console end: the port it keeps, the requests it received, and helpers to answer. */
interface FakeConsole {
  port: MessagePort;
  requests: PluginRequest[];
  nextRequest: () => Promise<PluginRequest>;
}

function openChannel(): { channel: MessageChannel; shell: FakeConsole } {
  const channel = new MessageChannel();
  channels.push(channel);
  const requests: PluginRequest[] = [];
  const waiting: ((request: PluginRequest) => void)[] = [];
  channel.port1.addEventListener('message', event => {
    const request = event.data as PluginRequest;
    requests.push(request);
    waiting.shift()?.(request);
  });
  channel.port1.start();
  const nextRequest = () => new Promise<PluginRequest>(resolve => waiting.push(resolve));
  return { channel, shell: { port: channel.port1, requests, nextRequest } };
}

/** Welcomes the page the way the console does: WELCOME with a port, then the context on that port. */
function welcome(page: FakePage, context: unknown = CONTEXT): FakeConsole {
  const { channel, shell } = openChannel();
  page.deliver({ data: { type: WELCOME, protocol: PROTOCOL_VERSION }, ports: [channel.port2] });
  shell.port.postMessage({ kind: 'context', context });
  return shell;
}

async function connected(
  options: Partial<ConnectOptions> = {}
): Promise<{ page: FakePage; shell: FakeConsole; connection: ConsoleConnection; warn: ReturnType<typeof vi.fn> }> {
  const page = new FakePage();
  const warn = vi.fn();
  const connecting = connectToConsole({ plugin: 'compute', window: page, logger: { warn }, ...options });
  const shell = welcome(page);
  return { page, shell, connection: await connecting, warn };
}

const tick = () => new Promise(resolve => setTimeout(resolve, 20));

describe('connecting', () => {
  it('says hello to the parent with the console origin as target and resolves with the first context', async () => {
    const { page, connection } = await connected();
    expect(page.hellos()[0]).toEqual({
      type: HELLO,
      protocol: PROTOCOL_VERSION,
      plugin: 'compute',
      instance: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // Every repeat of this page load's hello carries the same instance id.
    expect(new Set(page.hellos().map(hello => (hello as { instance?: string }).instance)).size).toBe(1);
    for (const [, target] of page.parent.postMessage.mock.calls) expect(target).toBe(CONSOLE);
    expect(connection.context).toEqual(CONTEXT);
    expect(Object.isFrozen(connection.context.tenancy)).toBe(true);
  });

  it('marks the moment the first context arrives in the page timeline, for performance tools', async () => {
    performance.clearMarks(CONTEXT_MARK);
    const page = new FakePage();
    const connecting = connectToConsole({ plugin: 'compute', window: page, logger: { warn: vi.fn() } });
    await tick();
    expect(performance.getEntriesByName(CONTEXT_MARK)).toHaveLength(0);
    welcome(page);
    await connecting;
    expect(performance.getEntriesByName(CONTEXT_MARK)).toHaveLength(1);
  });

  it('repeats the hello until the console welcomes the plugin, then stops', async () => {
    const page = new FakePage();
    const connecting = connectToConsole({ plugin: 'compute', window: page, logger: { warn: vi.fn() } });
    await new Promise(resolve => setTimeout(resolve, 350));
    const before = page.hellos().length;
    expect(before).toBeGreaterThanOrEqual(3);
    welcome(page);
    await connecting;
    await new Promise(resolve => setTimeout(resolve, 500));
    expect(page.hellos().length).toBe(before);
  });

  it('follows the latest welcome when the console answered several hellos', async () => {
    const page = new FakePage();
    const warn = vi.fn();
    const connecting = connectToConsole({ plugin: 'compute', window: page, logger: { warn } });
    // The console was busy: two hellos queued, each answered with its own channel; it closes the first.
    const first = openChannel();
    const second = openChannel();
    const data = { type: WELCOME, protocol: PROTOCOL_VERSION };
    page.deliver({ data, ports: [first.channel.port2] });
    page.deliver({ data, ports: [second.channel.port2] });
    first.shell.port.postMessage({ kind: 'context', context: { ...CONTEXT, region: 'stale' } });
    second.shell.port.postMessage({ kind: 'context', context: CONTEXT });
    const connection = await connecting;
    expect(connection.context.region).toBe('us-ashburn-1');
    const toast = connection.toast('info', 'Saved');
    const request = await second.shell.nextRequest();
    second.shell.port.postMessage({ kind: 'response', id: request.id, ok: true });
    await expect(toast).resolves.toBeUndefined();
    expect(first.shell.requests).toEqual([]);
  });

  it('moves to a new channel when the console welcomes the page again, failing what the old one left open', async () => {
    const { page, shell, connection } = await connected();
    const pending = connection.toast('info', 'Before');
    await shell.nextRequest();
    const next = welcome(page, { ...CONTEXT, theme: 'hg' });
    await expect(pending).rejects.toMatchObject({ code: 'Disconnected' });
    await tick();
    expect(connection.context.theme).toBe('hg');
    const after = connection.toast('info', 'After');
    const request = await next.nextRequest();
    next.port.postMessage({ kind: 'response', id: request.id, ok: true });
    await expect(after).resolves.toBeUndefined();
    // The old channel is dead: its answers and contexts are ignored.
    shell.port.postMessage({ kind: 'context', context: { ...CONTEXT, theme: 'rainbow' } });
    await tick();
    expect(connection.context.theme).toBe('hg');
    connection.close();
    expect(page.listeners.size).toBe(0);
  });

  it('refuses to connect without a valid consoleOrigin parameter, and never posts anything', async () => {
    for (const href of [
      'http://127.0.0.1:7071/local/compute/',
      `http://127.0.0.1:7071/local/compute/?consoleOrigin=*`,
      `http://127.0.0.1:7071/local/compute/?consoleOrigin=null`,
      `http://127.0.0.1:7071/local/compute/?consoleOrigin=${encodeURIComponent('http://localhost:5173/path')}`,
      `http://127.0.0.1:7071/local/compute/?consoleOrigin=${encodeURIComponent('javascript:alert(1)')}`,
    ]) {
      const page = new FakePage(href);
      const failure = connectToConsole({ plugin: 'compute', window: page });
      await expect(failure).rejects.toMatchObject({ code: 'MissingConsoleOrigin' });
      expect(page.parent.postMessage).not.toHaveBeenCalled();
    }
  });

  it('refuses to connect when the page is not framed or does not name its plugin', async () => {
    const page = new FakePage();
    const top = Object.assign(page, { parent: page as unknown as FakePage['parent'] });
    await expect(connectToConsole({ plugin: 'compute', window: top })).rejects.toMatchObject({ code: 'NotFramed' });
    await expect(connectToConsole({ window: new FakePage() })).rejects.toMatchObject({ code: 'MissingPluginName' });
  });

  it('accepts a welcome only from the parent window and the console origin', async () => {
    const page = new FakePage();
    const warn = vi.fn();
    const connecting = connectToConsole({ plugin: 'compute', window: page, logger: { warn } });
    const forged = openChannel();
    const data = { type: WELCOME, protocol: PROTOCOL_VERSION };
    page.deliver({ data, origin: 'http://127.0.0.1:7071', ports: [forged.channel.port2] });
    page.deliver({ data, origin: 'null', ports: [forged.channel.port2] });
    page.deliver({ data, source: {}, ports: [forged.channel.port2] });
    page.deliver({ data, source: null, ports: [forged.channel.port2] });
    page.deliver({ data: { ...data, protocol: 2 }, ports: [forged.channel.port2] });
    page.deliver({ data: { ...data, extra: true }, ports: [forged.channel.port2] });
    page.deliver({ data }); // no port
    forged.shell.port.postMessage({ kind: 'context', context: { ...CONTEXT, region: 'forged' } });
    await tick();
    expect(warn).toHaveBeenCalledTimes(7);

    const shell = welcome(page);
    const connection = await connecting;
    expect(connection.context.region).toBe('us-ashburn-1');
    void connection.toast('info', 'Saved');
    await shell.nextRequest();
    expect(forged.shell.requests).toEqual([]);
  });

  it('drops window messages from other origins and sources, whatever they hold', async () => {
    const page = new FakePage();
    const connecting = connectToConsole({
      plugin: 'compute',
      window: page,
      handshakeTimeoutMs: 60_000,
      logger: { warn: vi.fn() },
    });
    const { channel } = openChannel();
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl().map(url => new URL(url).origin),
          fc.constantFrom('null', '', 'http://localhost:5174', 'https://localhost:5173')
        ),
        fc.anything(),
        (origin, junk) => {
          page.deliver({ data: { type: WELCOME, protocol: PROTOCOL_VERSION }, origin, ports: [channel.port2] });
          page.deliver({ data: junk, ports: [channel.port2] });
          page.deliver({ data: junk, source: { postMessage: () => undefined }, ports: [channel.port2] });
        }
      ),
      { numRuns: 100 }
    );
    expect(page.listeners.size).toBe(1); // still waiting for the console
    welcome(page);
    await expect(connecting).resolves.toBeDefined();
  });

  it('gives up with HandshakeTimeout when the console never answers, and stops saying hello', async () => {
    const page = new FakePage();
    const failure = connectToConsole({ plugin: 'compute', window: page, handshakeTimeoutMs: 250 });
    await expect(failure).rejects.toMatchObject({ code: 'HandshakeTimeout' });
    const hellos = page.hellos().length;
    await new Promise(resolve => setTimeout(resolve, 300));
    expect(page.hellos().length).toBe(hellos);
    expect(page.listeners.size).toBe(0);
  });

  it('gives up when the console welcomes the plugin but never sends a context', async () => {
    const page = new FakePage();
    const failure = connectToConsole({
      plugin: 'compute',
      window: page,
      handshakeTimeoutMs: 200,
      logger: { warn: vi.fn() },
    });
    const { channel } = openChannel();
    page.deliver({ data: { type: WELCOME, protocol: PROTOCOL_VERSION }, ports: [channel.port2] });
    await expect(failure).rejects.toThrow(/sent no context/);
  });
});

describe('requests', () => {
  it('resolves and rejects each request by its id, in whatever order the console answers', async () => {
    const { shell, connection } = await connected();
    const first = connection.fetch({
      service: 'iaas',
      path: '/20160918/instances',
      query: { limit: 5, page: undefined },
    });
    const second = connection.navigate('https://evil.example/').catch((error: unknown) => error);
    const [fetchRequest, navigateRequest] = [await shell.nextRequest(), await shell.nextRequest()];
    expect(fetchRequest).toEqual({
      id: fetchRequest.id,
      kind: 'fetch',
      service: 'iaas',
      method: 'GET',
      path: '/20160918/instances',
      query: { limit: 5 },
    });
    expect(navigateRequest).toEqual({ id: navigateRequest.id, kind: 'navigate', path: 'https://evil.example/' });
    expect(navigateRequest.id).not.toBe(fetchRequest.id);

    shell.port.postMessage({
      kind: 'response',
      id: navigateRequest.id,
      ok: false,
      error: { code: 'NavigationRefused', message: 'Not a console path.' },
    });
    const answer = { status: 200, data: [{ id: 'i1' }], nextPage: 'p2', requestId: 'r1' };
    shell.port.postMessage({ kind: 'response', id: fetchRequest.id, ok: true, result: answer });

    await expect(first).resolves.toEqual(answer);
    const refusal = await second;
    expect(refusal).toBeInstanceOf(ConsolePluginError);
    expect(refusal).toMatchObject({ code: 'NavigationRefused', message: 'Not a console path.', status: undefined });
  });

  it('rejects a failed API call with the code, message and status the console reports', async () => {
    const { shell, connection } = await connected();
    const call = connection.fetch({ service: 'iaas', method: 'DELETE', path: '/20160918/instances/x' });
    const request = await shell.nextRequest();
    shell.port.postMessage({
      kind: 'response',
      id: request.id,
      ok: false,
      error: {
        code: 'NotAuthorizedOrNotFound',
        message: 'Authorization failed or requested resource not found.',
        status: 404,
      },
    });
    await expect(call).rejects.toMatchObject({ code: 'NotAuthorizedOrNotFound', status: 404 });
  });

  it('sends every request kind in the protocol shape', async () => {
    const { shell, connection } = await connected();
    const calls: [() => Promise<unknown>, Record<string, unknown>][] = [
      [
        () => connection.setDirty(true, 'Unsaved instance'),
        { kind: 'set-dirty', dirty: true, message: 'Unsaved instance' },
      ],
      [() => connection.setDirty(false), { kind: 'set-dirty', dirty: false }],
      [() => connection.toast('success', 'Created'), { kind: 'toast', severity: 'success', message: 'Created' }],
      [() => connection.openSidePanel('/compute/help'), { kind: 'side-panel', open: true, path: '/compute/help' }],
      [() => connection.closeSidePanel(), { kind: 'side-panel', open: false }],
      [
        () => connection.openHelpPanel('compute-instances'),
        { kind: 'help-panel', action: 'open', topic: 'compute-instances' },
      ],
      [() => connection.openHelpPanel(), { kind: 'help-panel', action: 'open' }],
      [() => connection.closeHelpPanel(), { kind: 'help-panel', action: 'close' }],
      [() => connection.toggleHelpPanel(), { kind: 'help-panel', action: 'toggle' }],
      [() => connection.minimizeContainer(), { kind: 'container', action: 'minimize' }],
      [() => connection.closeContainer(), { kind: 'container', action: 'close' }],
      [() => connection.setQueryWidth('50%'), { kind: 'query-width', width: '50%' }],
    ];
    for (const [call, expected] of calls) {
      const result = call();
      const request = await shell.nextRequest();
      expect(request).toEqual({ ...expected, id: request.id });
      shell.port.postMessage({ kind: 'response', id: request.id, ok: true });
      await expect(result).resolves.toBeUndefined();
    }
  });

  it('rejects with RequestTimeout when the console does not answer in time', async () => {
    const { connection } = await connected({ requestTimeoutMs: 50 });
    await expect(connection.toast('info', 'Hello')).rejects.toMatchObject({ code: 'RequestTimeout' });
  });

  it('rejects an invalid or oversized request at once without sending it', async () => {
    const { shell, connection } = await connected();
    await expect(connection.toast('info', '')).rejects.toMatchObject({ code: 'InvalidRequest' });
    await expect(
      connection.fetch({
        service: 'iaas',
        method: 'POST',
        path: '/20160918/instances',
        body: 'x'.repeat(MAX_MESSAGE_BYTES),
      })
    ).rejects.toMatchObject({ code: 'InvalidRequest' });
    await expect(connection.fetch({ service: 'iaas', path: 'no-slash' })).rejects.toMatchObject({
      code: 'InvalidRequest',
    });
    await tick();
    expect(shell.requests).toEqual([]);
  });

  it('rejects a fetch whose answer is not a fetch result', async () => {
    const { shell, connection } = await connected();
    const call = connection.fetch({ service: 'iaas', path: '/20160918/instances' });
    const request = await shell.nextRequest();
    shell.port.postMessage({ kind: 'response', id: request.id, ok: true, result: { status: '200' } });
    await expect(call).rejects.toMatchObject({ code: 'MalformedResponse' });
  });

  it('rejects pending requests with Disconnected when the connection closes', async () => {
    const { connection } = await connected();
    const pending = connection.toast('info', 'Hello');
    connection.close();
    await expect(pending).rejects.toMatchObject({ code: 'Disconnected' });
    await expect(connection.toast('info', 'Again')).rejects.toMatchObject({ code: 'Disconnected' });
  });
});

describe('render failures', () => {
  it('tells the console the page could not render, with the error named', async () => {
    const { shell, connection } = await connected();
    const reported = connection.reportRenderFailure(new TypeError('rows is undefined'));
    const request = await shell.nextRequest();
    expect(request).toMatchObject({ kind: 'render-failed', message: 'TypeError: rows is undefined' });
    shell.port.postMessage({ kind: 'response', id: request.id, ok: true, result: {} });
    await expect(reported).resolves.toBeUndefined();
  });
});

describe('messages from the console', () => {
  it('drops malformed, oversized, unknown and prototype-polluting messages with a warning and keeps working', async () => {
    const { shell, connection, warn } = await connected();
    const pending = connection.toast('info', 'Hello');
    const request = await shell.nextRequest();
    const junk: unknown[] = [
      'hello',
      null,
      { kind: 'response', id: request.id, ok: 'yes' },
      { kind: 'response', id: request.id, ok: true, result: 'x'.repeat(MAX_MESSAGE_BYTES) },
      { kind: 'response', id: 99_999, ok: true },
      { kind: 'context', context: { ...CONTEXT, theme: 'dark' } },
      { kind: 'context', context: { ...CONTEXT, token: 'secret' } },
      { kind: 'eval', code: 'alert(1)' },
      JSON.parse('{"__proto__": {"polluted": true}, "kind": "context", "context": {}}'),
    ];
    for (const message of junk) shell.port.postMessage(message);
    await tick();
    expect(warn).toHaveBeenCalledTimes(junk.length);
    expect(connection.context).toEqual(CONTEXT);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();

    shell.port.postMessage({ kind: 'response', id: request.id, ok: true });
    await expect(pending).resolves.toBeUndefined();
  });

  it('tells listeners about every new context until they unsubscribe', async () => {
    const { shell, connection } = await connected();
    const seen: string[] = [];
    const unsubscribe = connection.onContext(context => seen.push(`${context.theme}/${context.locale}`));
    const throwing = vi.fn(() => {
      throw new Error('listener bug');
    });
    connection.onContext(throwing);
    shell.port.postMessage({ kind: 'context', context: { ...CONTEXT, theme: 'rainbow', locale: 'de' } });
    await tick();
    expect(seen).toEqual(['rainbow/de']);
    expect(connection.context.locale).toBe('de');
    unsubscribe();
    shell.port.postMessage({ kind: 'context', context: { ...CONTEXT, direction: 'rtl' } });
    await tick();
    expect(seen).toEqual(['rainbow/de']);
    expect(throwing).toHaveBeenCalledTimes(2);
    expect(connection.context.direction).toBe('rtl');
  });
});

describe('query width', () => {
  it('accepts only a percentage of one to three digits', () => {
    for (const width of ['1%', '50%', '100%', '999%']) expect(isValidQueryWidth(width)).toBe(true);
    for (const width of ['0%', '05%', '1000%', '50', '50 %', ' 50%', '50px', '-5%', '5.5%', '', '%', '٥٠%']) {
      expect(isValidQueryWidth(width), width).toBe(false);
    }
    expect(isValidQueryWidth(50)).toBe(false);
  });

  it('warns and sends nothing for any other width', async () => {
    const { shell, connection, warn } = await connected();
    await connection.setQueryWidth('1000%');
    await connection.setQueryWidth('50');
    await tick();
    expect(shell.requests).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain("'50%'");
  });
});
