// Pinned and recent links (spec 3 §3 Pinned or recent link item, §4 pinning and recents, §9 defaults; spec 1 §5 pin
// limit). Pure: no I/O, no stores. The menu's view (navigation-menu.ts) shows them; stores/navigation.ts keeps them.
import { NAVIGATION_LIMITS } from './navigation-limits.ts';

/** One entry of a pinned or recent list (spec 3 §3: itemKey, parentItemKey, LastAccessed). */
export interface NavigationLink {
  itemKey: string;
  parentItemKey: string | null;
  /** When the item was pinned or last visited, in milliseconds since the epoch. */
  LastAccessed: number;
}

/** Reads a stored list of links, dropping entries that are not links; undefined when the value is no list. */
export function parseNavigationLinks(value: unknown): NavigationLink[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const links: NavigationLink[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { itemKey, parentItemKey, LastAccessed } = entry as Record<string, unknown>;
    if (typeof itemKey !== 'string' || itemKey === '') continue;
    if (typeof LastAccessed !== 'number' || !Number.isFinite(LastAccessed)) continue;
    links.push({ itemKey, parentItemKey: typeof parentItemKey === 'string' ? parentItemKey : null, LastAccessed });
  }
  return links;
}

/** The pinned list before the user pins anything: instances and virtual cloud networks (spec 3 §9). */
export function defaultPinnedLinks(now: number): NavigationLink[] {
  return [
    { itemKey: 'compute-instances', parentItemKey: 'compute-header-instances', LastAccessed: now },
    { itemKey: 'networking-vcns', parentItemKey: 'networking', LastAccessed: now },
  ];
}

/** Why a pin was refused. */
export type PinError = 'pin-limit';

/** The outcome of pinning. */
export type PinResult =
  { ok: true; pinned: NavigationLink[] } | { ok: false; error: PinError; pinned: NavigationLink[] };

/**
 * Pins an item (spec 3 §4, spec 1 §5): it goes to the front, replacing an earlier entry of the same item. A new item
 * is refused when `max` (12) are pinned already.
 */
export function pinLink(
  pinned: readonly NavigationLink[],
  link: Omit<NavigationLink, 'LastAccessed'>,
  now: number,
  max: number = NAVIGATION_LIMITS.pinned
): PinResult {
  const others = pinned.filter(entry => entry.itemKey !== link.itemKey);
  if (others.length === pinned.length && pinned.length >= max)
    return { ok: false, error: 'pin-limit', pinned: [...pinned] };
  return { ok: true, pinned: [{ ...link, LastAccessed: now }, ...others] };
}

/** Unpins an item (spec 3 §4). */
export function unpinLink(pinned: readonly NavigationLink[], itemKey: string): NavigationLink[] {
  return pinned.filter(entry => entry.itemKey !== itemKey);
}

/** Recents newest first (spec 3 §4). */
export function sortRecentLinks(recent: readonly NavigationLink[]): NavigationLink[] {
  return [...recent].sort((a, b) => b.LastAccessed - a.LastAccessed);
}

/** Records a visit (spec 3 §4): added to the recents or its access time refreshed; newest first, `max` (12) kept. */
export function recordRecentLink(
  recent: readonly NavigationLink[],
  link: Omit<NavigationLink, 'LastAccessed'>,
  now: number,
  max: number = NAVIGATION_LIMITS.recent
): NavigationLink[] {
  const others = recent.filter(entry => entry.itemKey !== link.itemKey);
  return sortRecentLinks([{ ...link, LastAccessed: now }, ...others]).slice(0, max);
}
