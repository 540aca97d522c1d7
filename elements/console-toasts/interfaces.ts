import type { ToastSeverity } from '../../src/domain/toasts.ts';

export type { ToastSeverity } from '../../src/domain/toasts.ts';
export type { ToastHoldReason } from '../../src/events/toast-hold-event.ts';

/** One toast of a `console-toasts` list: texts already translated, shown as text (never markup). */
export interface ToastItem {
  /** Unique within the list; the events name the toast by it. */
  id: number;
  /** Info, Success, Warning or Critical. */
  severity: ToastSeverity;
  /** The message. */
  message: string;
  /** The action's label; no action without it. */
  actionLabel?: string;
  /** Where the action leads: a link when set, else a button that fires `console-toast-run`. */
  actionHref?: string;
}
