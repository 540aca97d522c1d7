import { whenIdle } from '../../src/idle.ts';

/**
 * Chrome elements that most pages never show at first paint: each is defined by its own chunk, loaded the first time the
 * console needs it and, after the console is ready, in idle time so that later first uses do not wait for the network.
 * Keeps the JS needed for `console:ready` inside DESIGN.md's budgets.
 */
const LOADERS = {
  'console-nav-menu': () => import('../console-nav-menu/console-nav-menu.connected.ts'),
  'console-override-bar': () => import('../console-override-bar/console-override-bar.ts'),
  'console-confirm-dialog': () => import('../console-confirm-dialog/console-confirm-dialog.ts'),
  'console-side-dock': () => import('../console-side-dock/console-side-dock.ts'),
  'console-bottom-dock': () => import('../console-bottom-dock/console-bottom-dock.ts'),
  'console-plugin-error': () => import('../console-plugin-error/console-plugin-error.ts'),
  'console-banners': () => import('../console-banners/console-banners.connected.ts'),
  'console-toasts': () => import('../console-toasts/console-toasts.connected.ts'),
  'console-popup-blocked': () => import('../console-popup-blocked/console-popup-blocked.ts'),
} satisfies Record<string, () => Promise<unknown>>;

/** A chrome element loaded on first use. */
export type LazyElementTag = keyof typeof LOADERS;

const loading = new Map<LazyElementTag, Promise<unknown>>();

/** Starts loading an element's definition unless it is defined or on its way; resolves when it is defined. */
export function defineLazyElement(tag: LazyElementTag): Promise<unknown> {
  if (customElements.get(tag)) return Promise.resolve();
  let pending = loading.get(tag);
  if (!pending) {
    pending = LOADERS[tag]().catch((error: unknown) => {
      // A chunk that failed to load (offline, a new deployment) is tried again the next time it is needed.
      loading.delete(tag);
      console.warn(`[chrome] ${tag} could not be loaded`, error);
    });
    loading.set(tag, pending);
  }
  return pending;
}

/** Loads every lazy chrome element when the browser is idle (call once the console is ready). */
export function preloadLazyElements(): void {
  whenIdle(() => {
    for (const tag of Object.keys(LOADERS) as LazyElementTag[]) void defineLazyElement(tag);
  });
}

/**
 * The lazy elements one element renders: each is loaded the first time it is needed and stays rendered afterwards, so
 * closing keeps focus handling intact. Lit sets properties on the element before its definition arrives; the upgrade
 * keeps them.
 */
export class WantedElements {
  private readonly wanted = new Set<LazyElementTag>();

  /** Whether `tag` should be rendered: once `needed` has been true it stays so. */
  want(tag: LazyElementTag, needed = true): boolean {
    if (needed && !this.wanted.has(tag)) {
      this.wanted.add(tag);
      void defineLazyElement(tag);
    }
    return this.wanted.has(tag);
  }
}
