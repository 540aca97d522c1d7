// How the tabs of one console tell each other about the session (issue 15 point 3): a BroadcastChannel where the
// browser has one, else localStorage's storage events, which every other tab of the origin receives. Messages carry
// facts, never the token: a tab that hears of a renewal reads the token from the shared store itself.

/** The channel's name, and the localStorage key of the fallback. */
export const SESSION_CHANNEL_NAME = 'console.session';

/** A message between the tabs of one console. */
export type SessionMessage =
  /** A tab holds a session (opened with it, or signed in) or renewed its token; `exp` in seconds, as in the token. */
  | { type: 'session'; cause: 'signed-in' | 'renewed'; jti: string; exp: number }
  /** The session ended in a tab: the user signed out, or the idle timeout signed them out. */
  | { type: 'signed-out'; reason: 'user' | 'idle' }
  /** The user was active in a tab at `at` (the idle clock is shared). */
  | { type: 'activity'; at: number };

/**
 * The message, with its known fields only, or null for anything else (an older console, a stray write). Checked by
 * hand: a schema library's less common validators would join the start-up chunk, which owns the library (vite.config.ts).
 */
export function sessionMessage(data: unknown): SessionMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  switch (message['type']) {
    case 'session': {
      const { cause, jti, exp } = message;
      if ((cause !== 'signed-in' && cause !== 'renewed') || typeof jti !== 'string' || !Number.isFinite(exp))
        return null;
      return { type: 'session', cause, jti, exp: exp as number };
    }
    case 'signed-out': {
      const { reason } = message;
      return reason === 'user' || reason === 'idle' ? { type: 'signed-out', reason } : null;
    }
    case 'activity':
      return Number.isFinite(message['at']) ? { type: 'activity', at: message['at'] as number } : null;
    default:
      return null;
  }
}

/** One tab's end of the channel. */
export interface SessionChannel {
  /** Tells every other tab. */
  post(message: SessionMessage): void;
  /** Listens to the other tabs' messages (never this tab's own); returns the unsubscribe function. */
  subscribe(listener: (message: SessionMessage) => void): () => void;
  close(): void;
}

/** What the channel uses; the defaults are the page's. */
export interface SessionChannelEnvironment {
  /** The BroadcastChannel constructor, or null where there is none. */
  broadcastChannel?: (new (name: string) => BroadcastChannel) | null;
  /** localStorage, for the fallback. */
  storage?: Pick<Storage, 'setItem' | 'removeItem'> | null;
  /** Where storage events arrive (the window). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

/** Opens this tab's end of the session channel. */
export function openSessionChannel(environment: SessionChannelEnvironment = {}): SessionChannel {
  const Broadcast =
    environment.broadcastChannel === undefined
      ? typeof BroadcastChannel === 'function'
        ? BroadcastChannel
        : null
      : environment.broadcastChannel;
  const listeners = new Set<(message: SessionMessage) => void>();
  const deliver = (data: unknown) => {
    const message = sessionMessage(data);
    // Anything else on the channel (an older console, a stray write) is dropped.
    if (!message) return;
    for (const listener of listeners) listener(message);
  };

  if (Broadcast) {
    const channel = new Broadcast(SESSION_CHANNEL_NAME);
    channel.onmessage = event => deliver(event.data);
    return {
      post: message => channel.postMessage(message),
      subscribe: listener => subscribe(listeners, listener),
      close: () => {
        listeners.clear();
        channel.close();
      },
    };
  }

  const storage = environment.storage === undefined ? pageStorage() : environment.storage;
  const events =
    environment.events === undefined ? (typeof window === 'undefined' ? null : window) : environment.events;
  const handleStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (key !== SESSION_CHANNEL_NAME || !newValue) return;
    try {
      deliver((JSON.parse(newValue) as { message?: unknown }).message);
    } catch {
      // Not ours.
    }
  };
  events?.addEventListener('storage', handleStorage);
  return {
    post: message => {
      try {
        // A nonce, so the same message twice is still a change (storage events fire only on changes); removed at once,
        // since nothing needs to read it later.
        storage?.setItem(SESSION_CHANNEL_NAME, JSON.stringify({ message, nonce: Math.random() }));
        storage?.removeItem(SESSION_CHANNEL_NAME);
      } catch {
        // Storage disabled: the tabs cannot talk, each keeps its own clock.
      }
    },
    subscribe: listener => subscribe(listeners, listener),
    close: () => {
      listeners.clear();
      events?.removeEventListener('storage', handleStorage);
    },
  };
}

function subscribe<T>(listeners: Set<T>, listener: T): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's localStorage, or null where it is missing or refused (some private modes). */
export function pageStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
