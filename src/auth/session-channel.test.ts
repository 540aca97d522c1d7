import { afterEach, describe, expect, it } from 'vitest';
import {
  SESSION_CHANNEL_NAME,
  openSessionChannel,
  type SessionChannel,
  type SessionMessage,
} from './session-channel.ts';

const opened: SessionChannel[] = [];
function open(...args: Parameters<typeof openSessionChannel>): SessionChannel {
  const channel = openSessionChannel(...args);
  opened.push(channel);
  return channel;
}

afterEach(() => {
  for (const channel of opened.splice(0)) channel.close();
});

function received(channel: SessionChannel): SessionMessage[] {
  const messages: SessionMessage[] = [];
  channel.subscribe(message => messages.push(message));
  return messages;
}

/** Lets BroadcastChannel deliver what was posted. */
const settle = () => new Promise(resolve => setTimeout(resolve, 20));

/** Two tabs' windows sharing one localStorage: a write in one fires a storage event in every other one, as browsers do. */
function twoWindows() {
  const windows = [new EventTarget(), new EventTarget()];
  const values = new Map<string, string>();
  const storageFor = (self: EventTarget) => ({
    setItem(key: string, value: string) {
      const oldValue = values.get(key) ?? null;
      values.set(key, value);
      for (const other of windows) {
        if (other === self) continue;
        other.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: value, oldValue }));
      }
    },
    removeItem(key: string) {
      values.delete(key);
      for (const other of windows) {
        if (other !== self) other.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: null }));
      }
    },
  });
  return windows.map(events => ({ broadcastChannel: null, storage: storageFor(events), events }));
}

const RENEWED: SessionMessage = { type: 'session', cause: 'renewed', jti: 'j2', exp: 1_700_003_600 };

describe.each([
  ['BroadcastChannel', () => [{}, {}]],
  ['storage events (no BroadcastChannel)', twoWindows],
] as const)('the session channel over %s', (_name, environments) => {
  it('carries sign-in, renewal, sign-out and activity from one tab to the other, not back to itself', async () => {
    const [first = {}, second = {}] = environments();
    const tabA = open(first);
    const tabB = open(second);
    const heardByA = received(tabA);
    const heardByB = received(tabB);

    const messages: SessionMessage[] = [
      { type: 'session', cause: 'signed-in', jti: 'j1', exp: 1_700_000_000 },
      RENEWED,
      { type: 'activity', at: 1_700_000_123_000 },
      { type: 'signed-out', reason: 'user' },
    ];
    for (const message of messages) tabA.post(message);
    tabB.post({ type: 'signed-out', reason: 'idle' });
    await settle();

    expect(heardByB).toEqual(messages);
    expect(heardByA).toEqual([{ type: 'signed-out', reason: 'idle' }]);
  });

  it('delivers the same message twice when it is posted twice', async () => {
    const [first = {}, second = {}] = environments();
    const tabA = open(first);
    const heardByB = received(open(second));
    tabA.post({ type: 'activity', at: 5 });
    tabA.post({ type: 'activity', at: 5 });
    await settle();
    expect(heardByB).toHaveLength(2);
  });

  it('stops delivering once unsubscribed or closed', async () => {
    const [first = {}, second = {}] = environments();
    const tabA = open(first);
    const tabB = open(second);
    const heard: SessionMessage[] = [];
    const unsubscribe = tabB.subscribe(message => heard.push(message));
    unsubscribe();
    tabA.post(RENEWED);
    await settle();
    expect(heard).toEqual([]);
  });
});

describe('what the channel refuses', () => {
  it('drops messages that are not session messages, and never carries a token field', async () => {
    const tabB = open();
    const heard = received(tabB);
    const stranger = new BroadcastChannel(SESSION_CHANNEL_NAME);
    stranger.postMessage({ type: 'session', cause: 'stolen', jti: 'x', exp: 1 });
    stranger.postMessage({ type: 'activity', at: 'now' });
    stranger.postMessage('signed-out');
    stranger.postMessage({ ...RENEWED, token: 'secret' });
    await settle();
    stranger.close();
    // The valid one arrives with its known fields only.
    expect(heard).toEqual([RENEWED]);
  });

  it('keeps working where storage refuses writes: posting never throws', () => {
    const tab = open({
      broadcastChannel: null,
      storage: {
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
        removeItem: () => undefined,
      },
      events: new EventTarget(),
    });
    expect(() => tab.post(RENEWED)).not.toThrow();
  });
});
