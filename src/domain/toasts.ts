import type { MessageValues } from '../i18n/i18n.ts';

/** The message types of a toast (spec 1 §9: Info, Success, Warning, Critical). */
export const TOAST_SEVERITIES = ['info', 'success', 'warning', 'critical'] as const;

/** How serious a toast is; it picks the icon, the colours, how it is announced and whether it closes itself. */
export type ToastSeverity = (typeof TOAST_SEVERITIES)[number];

/** A message by catalog id, translated when it is rendered (so it follows a locale change). */
export interface CatalogText {
  id: string;
  values?: MessageValues;
}

/** A toast's text: a literal string (already translated, e.g. a plugin's own text) or a catalog message. */
export type ToastText = string | CatalogText;

/** Catalog ids of the toasts the shell itself shows. */
export const TOAST_MESSAGE_IDS = {
  /** 'Session timeout value has been saved.' (spec 1 §8). */
  sessionTimeoutSaved: 'panels.toast.sessionTimeoutSaved',
} as const;

/**
 * How long an Info or Success toast stays on screen (not shown: chosen 8 s, long enough to read two lines at a
 * relaxed pace; the clock stops while the toast is hovered or focused).
 */
export const TOAST_AUTO_DISMISS_MS = 8000;

/**
 * After the pointer or focus leaves a toast its clock runs on with what was left, but never with less than this
 * (not shown: chosen 2 s, so a toast does not vanish the instant the pointer moves off it).
 */
export const TOAST_RESUME_MIN_MS = 2000;

/** At most this many toasts are on screen; more wait their turn (not shown: chosen 3, so toasts never cover the page). */
export const MAX_VISIBLE_TOASTS = 3;

/** At most this many toasts wait; beyond it the oldest waiting one is dropped (not shown: chosen, against floods). */
export const MAX_WAITING_TOASTS = 20;

/** Whether a toast of this severity closes itself: Info and Success do, Warning and Critical stay until closed. */
export function autoDismisses(severity: ToastSeverity): boolean {
  return severity === 'info' || severity === 'success';
}

/** The time a toast gets when its clock runs again, given what was left when it stopped. */
export function resumeDelay(remainingMs: number): number {
  return Math.max(remainingMs, TOAST_RESUME_MIN_MS);
}

/** True for one of the four severities (plugins and services send strings). */
export function isToastSeverity(value: unknown): value is ToastSeverity {
  return typeof value === 'string' && (TOAST_SEVERITIES as readonly string[]).includes(value);
}

/** True when two toast texts say the same thing (same literal, or same catalog id with the same values). */
export function sameToastText(first: ToastText, second: ToastText): boolean {
  if (typeof first === 'string' || typeof second === 'string') return first === second;
  if (first.id !== second.id) return false;
  const firstValues = Object.entries(first.values ?? {});
  const secondValues = second.values ?? {};
  return (
    firstValues.length === Object.keys(secondValues).length &&
    firstValues.every(([key, value]) => String(secondValues[key]) === String(value))
  );
}
