// The console's chrome elements in a plugin page (issue 18 point 5; docs/plugin-sdk.md "Embedding shell elements in a
// plugin page"): `console-side-panel` and `console-toasts` from their define modules, the same sources the
// @cloud-console/elements package is built from, fed from the SDK's context as the console feeds its own copies from
// its stores. The plugin origin bundles them into the sample's script with code splitting (emulator/plugins/bundle.ts),
// so each language's texts are a chunk of their own, fetched only when the console switches to it.

import '../../../elements/console-side-panel/console-side-panel.ts';
import '../../../elements/console-toasts/console-toasts.ts';
import { setLocale } from '../../../elements/package/locale.ts';
import type { ToastItem } from '../../../elements/console-toasts/interfaces.ts';
import { TOAST_AUTO_DISMISS_MS, autoDismisses, resumeDelay } from '../../../src/domain/toasts.ts';
import type { ConsoleConnection, PluginContext } from '../../../src/plugin-sdk/index.ts';

/**
 * Gives the elements the console's theme and language now and on every later context: `data-console-theme` for the
 * theme tokens (none for Redwood, as the package's theme.css expects) and `setLocale` for their own texts. Direction
 * is the page's `dir`, which the sample's page kit already follows. Resolves once the first language is in.
 */
export function followConsoleContext(connection: ConsoleConnection): Promise<unknown> {
  connection.onContext(context => {
    // A language whose texts do not load leaves the elements in the one before; the page itself goes on.
    applyContext(context).catch((error: unknown) => console.warn('[shell elements] could not apply', context, error));
  });
  return applyContext(connection.context);
}

function applyContext(context: PluginContext): Promise<unknown> {
  const root = document.documentElement;
  if (context.theme === 'redwood') root.removeAttribute('data-console-theme');
  else root.setAttribute('data-console-theme', context.theme);
  return setLocale(context.locale);
}

/** A toast of the page: its text is a function, so it is said again in the new language after a switch. */
export interface PageToast {
  severity: ToastItem['severity'];
  message: () => string;
}

interface Entry extends PageToast {
  id: number;
  remainingMs: number;
  startedAt: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  holds: Set<string>;
}

/**
 * The page's own toast area: the list `console-toasts` shows and its clock. The element is presentational (the
 * owner keeps the list and the time, docs/elements.md); this is that owner for a plugin page, with the console's own
 * rules from src/domain/toasts.ts: Info and Success close themselves after 8 s, the clock stops while the pointer or
 * focus is on a toast, and Warning and Critical stay until closed.
 */
export class PageToasts {
  /** The element, to put in the page (in a polite live region: new toasts are announced). */
  readonly element = document.createElement('console-toasts');
  private entries: Entry[] = [];
  private nextId = 1;

  constructor() {
    this.element.addEventListener('console-toast-dismiss', event => this.remove(event.toastId));
    this.element.addEventListener('console-toast-hold', event => this.hold(event.toastId, event.reason, event.held));
  }

  /** Shows a toast. */
  show(toast: PageToast): void {
    const entry: Entry = {
      ...toast,
      id: this.nextId++,
      remainingMs: TOAST_AUTO_DISMISS_MS,
      startedAt: 0,
      timer: undefined,
      holds: new Set(),
    };
    this.entries = [...this.entries, entry];
    this.start(entry, TOAST_AUTO_DISMISS_MS);
    this.render();
  }

  /** Says every toast again in the current language (after a locale switch). */
  render(): void {
    this.element.toasts = this.entries.map(({ id, severity, message }) => ({ id, severity, message: message() }));
  }

  private remove(id: number): void {
    const entry = this.entries.find(candidate => candidate.id === id);
    if (entry?.timer !== undefined) clearTimeout(entry.timer);
    this.entries = this.entries.filter(candidate => candidate.id !== id);
    this.render();
  }

  private start(entry: Entry, delayMs: number): void {
    if (!autoDismisses(entry.severity)) return;
    entry.startedAt = Date.now();
    entry.remainingMs = delayMs;
    entry.timer = setTimeout(() => this.remove(entry.id), delayMs);
  }

  private hold(id: number, reason: string, held: boolean): void {
    const entry = this.entries.find(candidate => candidate.id === id);
    if (!entry) return;
    const wasHeld = entry.holds.size > 0;
    if (held) entry.holds.add(reason);
    else entry.holds.delete(reason);
    if (!wasHeld && held && entry.timer !== undefined) {
      clearTimeout(entry.timer);
      entry.timer = undefined;
      entry.remainingMs -= Date.now() - entry.startedAt;
    } else if (wasHeld && entry.holds.size === 0) {
      this.start(entry, resumeDelay(entry.remainingMs));
    }
  }
}
