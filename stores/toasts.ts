import { atom, type ReadableAtom } from 'nanostores';
import {
  MAX_VISIBLE_TOASTS,
  MAX_WAITING_TOASTS,
  TOAST_AUTO_DISMISS_MS,
  TOAST_MESSAGE_IDS,
  autoDismisses,
  isToastSeverity,
  resumeDelay,
  sameToastText,
  type ToastSeverity,
  type ToastText,
} from '../src/domain/toasts.ts';

export type { CatalogText, ToastSeverity, ToastText } from '../src/domain/toasts.ts';

/** A toast's one action: a link (`href`) or something to run (`run`); either way the toast closes afterwards. */
export interface ToastAction {
  label: ToastText;
  href?: string;
  run?: () => void;
}

/** What a caller asks to show. */
export interface ToastInput {
  severity: ToastSeverity;
  message: ToastText;
  action?: ToastAction;
}

/** A toast on screen or waiting for its turn. */
export interface Toast extends ToastInput {
  id: number;
}

/** Why a toast's clock is stopped: the pointer is over it, or focus is in it. */
export type ToastHold = 'hover' | 'focus';

/** Toasts on screen, oldest first and newest last; at most MAX_VISIBLE_TOASTS. */
export const $toasts = atom<readonly Toast[]>([]);

/** Toasts waiting for room on screen, oldest first; each shows when an earlier one closes. */
export const $waitingToasts = atom<readonly Toast[]>([]);

/** The auto-dismiss clock of a visible Info or Success toast. */
interface Clock {
  timer: ReturnType<typeof setTimeout> | undefined;
  /** When the running clock ends (ms since the epoch); meaningless while stopped. */
  deadline: number;
  /** What was left when the clock stopped. */
  remaining: number;
  holds: Set<ToastHold>;
}

const clocks = new Map<number, Clock>();
let nextId = 1;

/**
 * Shows a toast and answers its id. A toast saying the same as one already there (same severity and text) is not
 * stacked: the existing one stays, its clock restarted. When the screen is full the toast waits its turn.
 */
export function showToast(input: ToastInput): number {
  const same = (toast: Toast) => toast.severity === input.severity && sameToastText(toast.message, input.message);
  const shown = $toasts.get().find(same);
  if (shown) {
    const clock = clocks.get(shown.id);
    if (clock) {
      clock.remaining = TOAST_AUTO_DISMISS_MS;
      if (clock.holds.size === 0) runClock(shown.id, clock, TOAST_AUTO_DISMISS_MS);
    }
    return shown.id;
  }
  const waiting = $waitingToasts.get().find(same);
  if (waiting) return waiting.id;

  const toast: Toast = { ...input, id: nextId++ };
  if ($toasts.get().length < MAX_VISIBLE_TOASTS) {
    reveal(toast);
  } else {
    $waitingToasts.set([...$waitingToasts.get(), toast].slice(-MAX_WAITING_TOASTS));
  }
  return toast.id;
}

/** Shows the success toast 'Session timeout value has been saved.' (spec 1 §8). */
export function showSessionTimeoutSaved(): number {
  return showToast({ severity: 'success', message: { id: TOAST_MESSAGE_IDS.sessionTimeoutSaved } });
}

/** Closes a toast (on screen or waiting); the next waiting one takes its place. */
export function dismissToast(id: number): void {
  stopClock(id);
  clocks.delete(id);
  $waitingToasts.set($waitingToasts.get().filter(toast => toast.id !== id));
  const visible = $toasts.get();
  if (!visible.some(toast => toast.id === id)) return;
  $toasts.set(visible.filter(toast => toast.id !== id));
  const [next, ...rest] = $waitingToasts.get();
  if (next) {
    $waitingToasts.set(rest);
    reveal(next);
  }
}

/** Runs a toast's action (a link navigates by itself) and closes the toast. */
export function runToastAction(id: number): void {
  const toast = $toasts.get().find(candidate => candidate.id === id);
  if (!toast) return;
  dismissToast(id);
  toast.action?.run?.();
}

/** Stops a toast's clock while the pointer is over it or focus is in it. */
export function holdToast(id: number, reason: ToastHold): void {
  const clock = clocks.get(id);
  if (!clock || clock.holds.has(reason)) return;
  if (clock.holds.size === 0) {
    clock.remaining = Math.max(0, clock.deadline - Date.now());
    stopClock(id);
  }
  clock.holds.add(reason);
}

/** Lets a toast's clock run again once neither the pointer nor focus holds it. */
export function releaseToast(id: number, reason: ToastHold): void {
  const clock = clocks.get(id);
  if (!clock?.holds.delete(reason) || clock.holds.size > 0) return;
  runClock(id, clock, resumeDelay(clock.remaining));
}

/** Removes every toast (sign-out, tests). */
export function clearToasts(): void {
  for (const id of clocks.keys()) stopClock(id);
  clocks.clear();
  $toasts.set([]);
  $waitingToasts.set([]);
}

/** A toast some other store keeps, e.g. a plugin's (stores/plugin-host.ts `PluginToast`); its ids grow. */
export interface ForeignToast {
  id: number;
  severity: string;
  message: string;
}

/**
 * Shows the toasts another store collects (the plugin host's) as the console's own: each new one is shown here and
 * removed there, so the other store never fills up. Returns a function that stops forwarding.
 */
export function forwardToasts(
  source: ReadableAtom<readonly ForeignToast[]>,
  dismissAtSource: (id: number) => void
): () => void {
  // Ids grow (the plugin host counts up), so the highest one forwarded tells what is new, even when removing a toast
  // at the source delivers an older list again.
  let forwarded = 0;
  return source.subscribe(list => {
    for (const toast of list) {
      if (toast.id <= forwarded) continue;
      forwarded = toast.id;
      // A plugin's text is its own: shown as a literal string, never looked up or rendered as HTML.
      showToast({ severity: isToastSeverity(toast.severity) ? toast.severity : 'info', message: toast.message });
      dismissAtSource(toast.id);
    }
  });
}

function reveal(toast: Toast): void {
  $toasts.set([...$toasts.get(), toast]);
  if (!autoDismisses(toast.severity)) return;
  const clock: Clock = { timer: undefined, deadline: 0, remaining: TOAST_AUTO_DISMISS_MS, holds: new Set() };
  clocks.set(toast.id, clock);
  runClock(toast.id, clock, TOAST_AUTO_DISMISS_MS);
}

function runClock(id: number, clock: Clock, delay: number): void {
  clearTimeout(clock.timer);
  clock.deadline = Date.now() + delay;
  clock.timer = setTimeout(() => dismissToast(id), delay);
}

function stopClock(id: number): void {
  const clock = clocks.get(id);
  if (!clock) return;
  clearTimeout(clock.timer);
  clock.timer = undefined;
}
