import { atom } from 'nanostores';
import type { NavigationTreeNode } from '../src/domain/navigation-menu.ts';
import type * as NavigationModule from './navigation.ts';
import { NAVIGATION_LIMITS } from '../src/domain/navigation-limits.ts';

// The navigation menu's state that the chrome needs from the first page on: whether the panel is open, its notice,
// the tree plugins receive, and the visits made so far. The menu itself (its registry, the view, pins and recents)
// is stores/navigation.ts, which loads once the console is ready and idle, or when something needs the menu earlier:
// building the menu is not start-up work.

/** A notice the menu shows; the element maps it to its catalog message ('pin-limit': spec 1 §5). */
export type NavigationNotice = 'pin-limit';

/** The navigation menu panel is open. */
export const $menuOpen = atom(false);

/** The notice the menu shows (the pin limit), null when none. */
export const $navigationNotice = atom<NavigationNotice | null>(null);

/** The menu's categories and links as plugins receive them in their context; [] until the menu has loaded. */
export const $navigationTree = atom<NavigationTreeNode[]>([]);

let menuModule: Promise<typeof NavigationModule> | null = null;

/**
 * Loads the menu (stores/navigation.ts and its registry) unless that has started: the console asks once it is ready
 * and idle, and whatever needs the menu earlier (opening it, searching) asks here too. A chunk that fails to load is
 * asked for again next time.
 */
export function ensureNavigationMenu(): void {
  menuModule ??= import('./navigation.ts');
  void menuModule.then(
    navigation => navigation.loadNavigationMenuOnce(),
    (error: unknown) => {
      menuModule = null;
      console.warn('[navigation] the navigation menu could not be loaded', error);
    }
  );
}

/** Opens the navigation menu (the menu loads now if it has not yet). */
export function openMenu(): void {
  ensureNavigationMenu();
  $menuOpen.set(true);
}

/** Opens the menu when closed and closes it when open (the header's menu button). */
export function toggleMenu(): void {
  if ($menuOpen.get()) closeMenu();
  else openMenu();
}

/** Closes the navigation menu and clears its notice. */
export function closeMenu(): void {
  $menuOpen.set(false);
  $navigationNotice.set(null);
}

// ---- visits: recorded by the menu once its registry is there; kept until then

/** Records a visit to a path: the menu's recents (spec 3 §4) resolve it against the registry. */
type VisitRecorder = (path: string, at: number) => void;

const pendingVisits: { path: string; at: number }[] = [];
let recorder: VisitRecorder | null = null;

/** Keeps a visit until the menu can record it: the newest, as many as the recents hold. */
export function queueVisit(path: string, at: number): void {
  pendingVisits.push({ path, at });
  pendingVisits.splice(0, Math.max(0, pendingVisits.length - NAVIGATION_LIMITS.recent));
}

/** A page was visited (the first page included): recorded now if the menu is there, once it is otherwise. */
export function noteVisit(path: string, now: number = Date.now()): void {
  if (recorder) recorder(path, now);
  else queueVisit(path, now);
}

/** The menu records visits from now on, the kept ones first, at the time they were made (stores/navigation.ts). */
export function recordVisitsWith(record: VisitRecorder): void {
  recorder = record;
  for (const visit of pendingVisits.splice(0)) record(visit.path, visit.at);
}

/** Forgets the visits not yet recorded (sign-out, tests). */
export function forgetPendingVisits(): void {
  pendingVisits.length = 0;
}
