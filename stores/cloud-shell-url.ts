import { atom } from 'nanostores';
import { withDockParams } from '../src/domain/cloud-shell-launch.ts';
import { $cloudShellQuery } from './cloud-shell-query.ts';
import { $containers } from './plugin-state.ts';
import { $location } from './route.ts';

/*
 * The bottom dock in the address bar (spec 2 §4 "Cloud Shell: URL reflects state; closing removes cloudshell,
 * codeeditor and cssource"). Started once the console is ready (src/page-data.ts), never on the start-up path.
 *
 * The URL follows the dock, never the other way round: only the launch reads the dock parameters. Back and Forward do
 * not reopen or close the dock (its terminal would lose its session); the entry they land on is rewritten to say what
 * the dock shows. The dock's parameters stay on every page while it is open, as the dock itself does.
 */

/** The `cssource` of the launch that opened the dock; null for a dock opened from the header. */
export const $dockSource = atom<string | null>(null);

let stop: (() => void) | null = null;
let scheduled = false;

/** Rewrites the address (without a history entry) when it does not say what the dock shows. */
function reflect(): void {
  scheduled = false;
  const { bottom } = $containers.get();
  const current = window.location.search.replace(/^\?/, '');
  const tabs = bottom.visible ? bottom.tabs.map(tab => tab.tab) : [];
  const next = withDockParams(current, { state: bottom.state, tabs, source: $dockSource.get() });
  // Compared as parsed queries: an address that already says it all is left as written (`%20` stays `%20`).
  if (next === new URLSearchParams(current).toString()) return;
  const address = new URL(window.location.href);
  address.search = next;
  window.history.replaceState(window.history.state, '', address);
}

/**
 * After the current task: the router reports a route before it writes the new history entry, so rewriting at once
 * would change the entry being left.
 */
function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(reflect);
}

/** Keeps the address in step with the bottom dock from now on (idempotent). */
export function followDockInUrl(): void {
  if (stop) return;
  const unsubscribers = [
    $containers.listen(({ bottom }) => {
      // A closed dock forgets its launch: the next open (a header button) has no source and clones nothing.
      if (!bottom.visible) {
        $dockSource.set(null);
        $cloudShellQuery.set('');
      }
      schedule();
    }),
    $location.listen(schedule),
  ];
  // The router reports no new location for a link to the route it already shows (the logo's / on Home), but the
  // address loses the dock's parameters all the same; where the Navigation API exists, every history change counts.
  const navigation = (window as { navigation?: EventTarget }).navigation;
  if (navigation) {
    navigation.addEventListener('currententrychange', schedule);
    unsubscribers.push(() => navigation.removeEventListener('currententrychange', schedule));
  }
  stop = () => unsubscribers.forEach(unsubscribe => unsubscribe());
  reflect();
}

/** Stops following the dock (tests). */
export function stopFollowingDock(): void {
  stop?.();
  stop = null;
  scheduled = false;
}
