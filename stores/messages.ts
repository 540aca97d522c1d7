import { onServiceBreakerChange } from '../src/http/breaker-changes.ts';
import { isAbortError } from '../src/http/errors.ts';
import { onStorageDegraded } from '../src/storage/cache.ts';
import { atom } from 'nanostores';

/**
 * Messages the console shows in its banner slot, by kind. Error messages dismiss themselves after 5 seconds
 * (spec 1 §8: the unexpected-problem banner); the others stay until the user closes them.
 */
export const MESSAGE_KINDS = {
  /** 'Oops! An unexpected problem occurred. Please refresh your browser.' (spec 1 §8). */
  unexpected: 'error',
  /** 'Error occurred when navigating to {path}. Try refreshing the page.' (spec 3 §8). */
  'navigation-failed': 'error',
  /** 'Something went wrong. Please try again later.' for a failed user load (spec 3 §8). */
  'user-load-failed': 'error',
  /** IndexedDB cannot be used: the console keeps its data in memory (said once per page). */
  'storage-memory': 'info',
  /** A service stopped answering: its calls fail at once for a while (said once per outage, src/http/circuit-breaker.ts). */
  'service-unavailable': 'info',
} as const;

/** What a message is about. */
export type ConsoleMessageKind = keyof typeof MESSAGE_KINDS;

/** A message on screen. */
export interface ConsoleMessage {
  id: number;
  kind: ConsoleMessageKind;
  severity: (typeof MESSAGE_KINDS)[ConsoleMessageKind];
  /** Values for the message's placeholders, e.g. `{path}`. */
  params: Readonly<Record<string, string>>;
}

/** How long an error message stays (spec 1 §8: auto-dismisses after 5 seconds). */
export const ERROR_MESSAGE_MS = 5000;

/** The messages on screen, oldest first. */
export const $messages = atom<readonly ConsoleMessage[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/**
 * Shows a message. A message of a kind already on screen is replaced (one banner per kind, its timer restarted),
 * so a burst of failures never stacks up banners.
 */
export function showMessage(kind: ConsoleMessageKind, params: Record<string, string> = {}): ConsoleMessage {
  const message: ConsoleMessage = { id: nextId++, kind, severity: MESSAGE_KINDS[kind], params };
  for (const existing of $messages.get()) {
    if (existing.kind === kind) clearTimer(existing.id);
  }
  $messages.set([...$messages.get().filter(existing => existing.kind !== kind), message]);
  if (message.severity === 'error') {
    timers.set(
      message.id,
      setTimeout(() => dismissMessage(message.id), ERROR_MESSAGE_MS)
    );
  }
  return message;
}

/** Removes a message. */
export function dismissMessage(id: number): void {
  clearTimer(id);
  $messages.set($messages.get().filter(message => message.id !== id));
}

/** Removes every message (tests, sign-out). */
export function clearMessages(): void {
  for (const id of timers.keys()) clearTimer(id);
  $messages.set([]);
}

function clearTimer(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

/** Browser noise that is not a problem of the console (Chromium reports layout loops of ResizeObserver as errors). */
const BENIGN_ERRORS = [/ResizeObserver loop/];

/**
 * Turns uncaught errors and unhandled rejections of the page into the unexpected-problem banner (spec 1 §8), so a
 * failure is never silent; the error stays in the console log for support. Returns a function that stops watching.
 */
export function watchUnexpectedErrors(target: Window = window): () => void {
  const handleError = (event: ErrorEvent) => {
    // Without an error object it is a cross-origin script's opaque 'Script error.': nothing the console can act on.
    if (!event.error || BENIGN_ERRORS.some(pattern => pattern.test(event.message))) return;
    showMessage('unexpected');
  };
  // A cancelled call (the page was left) is no problem, even where nobody awaited it.
  const handleRejection = (event: PromiseRejectionEvent) => {
    if (!isAbortError(event.reason)) showMessage('unexpected');
  };
  target.addEventListener('error', handleError);
  target.addEventListener('unhandledrejection', handleRejection);
  return () => {
    target.removeEventListener('error', handleError);
    target.removeEventListener('unhandledrejection', handleRejection);
  };
}

/** Says once, when the caches fall back to memory, that the console keeps its data in memory. */
export function watchStorage(): () => void {
  return onStorageDegraded(() => showMessage('storage-memory'));
}

/**
 * Says once, when a service stops answering (its circuit breaker opens), that the console will try again shortly; the
 * message goes by itself when the service answers again. Never one message per failed call.
 */
export function watchServices(listen = onServiceBreakerChange): () => void {
  return listen(change => {
    // Region ids read the same in every language, so the service is named with its region in brackets.
    const service = change.region === undefined ? change.service : `${change.service} (${change.region})`;
    if (change.state === 'open') {
      showMessage('service-unavailable', { service });
      return;
    }
    for (const message of $messages.get()) {
      if (message.kind === 'service-unavailable' && message.params['service'] === service) dismissMessage(message.id);
    }
  });
}
