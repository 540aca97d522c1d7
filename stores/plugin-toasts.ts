import { atom } from 'nanostores';

// Toasts plugins asked for (spec 3 §2); the console shows them as its own (stores/toasts.ts).

/** A toast a plugin asked for; the message is the plugin's own text (render it as text, never as HTML). */
export interface PluginToast {
  id: number;
  severity: 'info' | 'success' | 'warning' | 'critical';
  message: string;
  /** The plugin that asked, or null for the shell. */
  plugin: string | null;
}

/** Toasts on screen, oldest first. */
export const $toasts = atom<readonly PluginToast[]>([]);

/** At most this many toasts are kept; older ones go first (not shown: chosen, so a plugin cannot flood the page). */
export const MAX_TOASTS = 5;

let nextToastId = 1;

/** Shows a toast; the oldest goes when more than MAX_TOASTS are on screen. */
export function showToast(
  severity: PluginToast['severity'],
  message: string,
  plugin: string | null = null
): PluginToast {
  const toast: PluginToast = { id: nextToastId++, severity, message, plugin };
  $toasts.set([...$toasts.get(), toast].slice(-MAX_TOASTS));
  return toast;
}

/** Removes a toast. */
export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter(toast => toast.id !== id));
}
