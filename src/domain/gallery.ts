// The Home gallery's rules (spec 2 §2 Home gallery, §3 Gallery topic, §5 tiles, §9 tiles max 4 per category, narrow
// layout below 1280 px). Pure: the store feeds it the feed and the account facts; the island renders its view.
import { customerTypeOf } from './customer-type.ts';
import { tabKeyTarget } from './tablist-keys.ts';

/** Tiles shown per category at most (spec 2 §5, §9). */
export const GALLERY_TILES_PER_CATEGORY = 4;

/** Below this window width the gallery is one column (spec 2 §2, §9). */
export const GALLERY_WIDE_MIN_WIDTH_PX = 1280;

/** The query parameter that holds the open tile's id (spec 2 §2). */
export const GALLERY_TILE_PARAM = 'tile';

/** Where an unknown tile id leads (spec 2 §2: "An unknown tile id pushes the route /NotFound"). */
export const GALLERY_NOT_FOUND_PATH = '/NotFound';

/** What a tile does instead of opening a page: go to a console path (the only click action the feed can carry). */
export interface GalleryClickAction {
  navigate: string;
}

/**
 * A gallery topic (spec 2 §3): what its tile shows (`preview`), what opening it does (`content`: an embedded page at
 * `src`, or the click action `onClick`), and who sees it (`whitelists`: capabilities needed; `featureFlags`: flags that
 * must be on; `preview.showInRealms`). The service client has already resolved `src` and `media.src` to absolute URLs
 * and kept only pages on the content origin.
 */
export interface GalleryTopic {
  preview: {
    id: string;
    title: string;
    abstract: string;
    media?: { src: string } | undefined;
    contentType?: string | undefined;
    hideContentType?: boolean | undefined;
    featured?: boolean | undefined;
    alwaysFreeEligible?: boolean | undefined;
    /** Realm keys (oc1, oc4 …) the topic shows in; absent: every realm. */
    showInRealms?: readonly string[] | undefined;
  };
  content: {
    /** The flyout's title; the tile's title when absent. */
    title?: string | undefined;
    /** The embedded page (absolute, on the content origin). */
    src?: string | undefined;
    /** Runs instead of opening the flyout. */
    onClick?: GalleryClickAction | undefined;
  };
  whitelists?: readonly string[] | undefined;
  featureFlags?: readonly string[] | undefined;
}

/** A category of the gallery (spec 2 §3: id, title, items). */
export interface GalleryCategory {
  id: string;
  title: string;
  items: readonly GalleryTopic[];
}

/**
 * Capabilities a topic's allow-list may name besides the tenancy's console capabilities (the `capabilities` map of the
 * capabilities call, e.g. `cloudShell`). The spec says only "capabilities needed"; the capabilities call carries two,
 * the same for every tenancy, so the gallery could not tell a trial from a paying account. Chosen: these account
 * capabilities, derived from the account info and the tenancy, which is what a content team targets a topic at.
 */
export const ACCOUNT_CAPABILITIES = {
  /** The account may use Always Free resources (`freeTierEnabled`). */
  freeTier: 'freeTier',
  /** The account can create paid resources: it is not Always Free only. */
  paidServices: 'paidServices',
  /** A Free Tier or Trial account, which can upgrade to a paid one. */
  upgradable: 'upgradable',
  /** The account has a SaaS subscription. */
  saasSubscription: 'saasSubscription',
  /** An internal tenancy. */
  internalTenancy: 'internalTenancy',
} as const;

/** The account facts the capabilities come from (the capabilities call's answer and the tenancy). */
export interface GalleryAccountFacts {
  accountInfo: {
    freeTierEnabled: boolean;
    freeTierOnly: boolean;
    promotionStatus: string;
    promotionUpgraded?: boolean;
    hasSaasSubscription?: boolean;
  } | null;
  /** The console capabilities (`capabilities` of the capabilities call). */
  capabilities: Readonly<Record<string, boolean>> | null;
  isInternal: boolean;
}

/** Every capability the account has: the console capabilities that are on, and the account capabilities that hold. */
export function galleryCapabilities(facts: GalleryAccountFacts): ReadonlySet<string> {
  const held = new Set<string>();
  for (const [name, on] of Object.entries(facts.capabilities ?? {})) if (on === true) held.add(name);
  const account = facts.accountInfo;
  if (!account) return held;
  if (account.freeTierEnabled) held.add(ACCOUNT_CAPABILITIES.freeTier);
  if (!account.freeTierOnly) held.add(ACCOUNT_CAPABILITIES.paidServices);
  const type = customerTypeOf({ accountInfo: account, isInternal: facts.isInternal });
  if (type === 'Free-Tier' || type === 'Trial') held.add(ACCOUNT_CAPABILITIES.upgradable);
  if (account.hasSaasSubscription) held.add(ACCOUNT_CAPABILITIES.saasSubscription);
  if (facts.isInternal) held.add(ACCOUNT_CAPABILITIES.internalTenancy);
  return held;
}

/** What decides whether a topic shows. */
export interface GalleryContext {
  /** Capabilities the account has (`galleryCapabilities`). */
  capabilities: ReadonlySet<string>;
  /** Whether a feature flag is on; a flag the console does not know is off. */
  isFeatureEnabled: (name: string) => boolean;
  /** This console's realm key, e.g. oc1. */
  realm: string;
}

/**
 * Whether a topic shows (spec 2 §5): every capability of its allow-list held, every feature flag on, and the realm in
 * `showInRealms`. Realm keys compare without case. An absent list means every realm; a present but empty one, none
 * (the literal reading: no realm is in it).
 */
export function isTopicVisible(topic: GalleryTopic, context: GalleryContext): boolean {
  if (!(topic.whitelists ?? []).every(name => context.capabilities.has(name))) return false;
  if (!(topic.featureFlags ?? []).every(name => context.isFeatureEnabled(name))) return false;
  const realms = topic.preview.showInRealms;
  if (realms === undefined) return true;
  const realm = context.realm.toLowerCase();
  return realms.some(candidate => candidate.toLowerCase() === realm);
}

/**
 * The gallery as this account sees it: each category's visible topics, at most four (spec 2 §5), and only categories
 * with at least one (spec 2 §2 "empty categories are hidden", as for start exploring). Tab ids and tile ids must be
 * unique (spec 2 §5; a tile id is a URL's `tile`): a repeated category or topic id keeps its first occurrence.
 */
export function visibleGallery(categories: readonly GalleryCategory[], context: GalleryContext): GalleryCategory[] {
  const categoryIds = new Set<string>();
  const topicIds = new Set<string>();
  const shown: GalleryCategory[] = [];
  for (const category of categories) {
    if (categoryIds.has(category.id)) continue;
    categoryIds.add(category.id);
    const items: GalleryTopic[] = [];
    for (const topic of category.items) {
      if (items.length === GALLERY_TILES_PER_CATEGORY) break;
      if (topicIds.has(topic.preview.id) || !isTopicVisible(topic, context)) continue;
      topicIds.add(topic.preview.id);
      items.push(topic);
    }
    if (items.length > 0) shown.push({ ...category, items });
  }
  return shown;
}

/** The open tile's id from a URL's query (`?tile=`), or null when there is none or it is blank. */
export function tileParam(search: string): string | null {
  const value = new URLSearchParams(search).get(GALLERY_TILE_PARAM)?.trim();
  return value ? value : null;
}

/** The console path of `pathname` + `search` with the tile parameter set to `id`, or removed for null. */
export function tilePath(pathname: string, search: string, id: string | null): string {
  const params = new URLSearchParams(search);
  if (id === null) params.delete(GALLERY_TILE_PARAM);
  else params.set(GALLERY_TILE_PARAM, id);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** What the `tile` of the URL asks for, once the gallery is known. */
export type TileRequest =
  | { kind: 'none' }
  | { kind: 'open'; topic: GalleryTopic; categoryId: string }
  | { kind: 'action'; topic: GalleryTopic; path: string }
  | { kind: 'unknown' };

/**
 * Resolves a tile id against the visible gallery: a tile with a page opens its flyout; a tile with a click action
 * runs it, as a click would; an id that is not a visible tile (unknown, or hidden for this account) is unknown and
 * leads to /NotFound (spec 2 §2).
 */
export function resolveTile(id: string | null, gallery: readonly GalleryCategory[]): TileRequest {
  if (id === null) return { kind: 'none' };
  for (const category of gallery) {
    const topic = category.items.find(item => item.preview.id === id);
    if (!topic) continue;
    const action = topic.content.onClick;
    if (action) return { kind: 'action', topic, path: action.navigate };
    return { kind: 'open', topic, categoryId: category.id };
  }
  return { kind: 'unknown' };
}

/** The flyout's title (spec 2 §2 "titled from the tile"): the content's title, else the tile's. */
export function flyoutTitle(topic: GalleryTopic): string {
  return topic.content.title?.trim() || topic.preview.title;
}

/** The content types a tile has a badge text for; any other type shows no badge. */
export const GALLERY_CONTENT_TYPES = ['documentation', 'tutorial', 'blog', 'video', 'training', 'github'] as const;

/** A content type with a badge. */
export type GalleryContentType = (typeof GALLERY_CONTENT_TYPES)[number];

/** The badge a tile shows for its content type: none when hidden (`hideContentType`) or of a type without a text. */
export function contentTypeBadge(topic: GalleryTopic): GalleryContentType | null {
  if (topic.preview.hideContentType) return null;
  const type = topic.preview.contentType?.toLowerCase();
  return GALLERY_CONTENT_TYPES.find(known => known === type) ?? null;
}

/** Realm where the Always Free badge never shows (spec 2 §5). */
const NO_ALWAYS_FREE_BADGE_REALM = 'oc4';

/**
 * Whether an eligible tile shows the Always Free badge: as the quick actions' badge (spec 2 §2, §5), only for an
 * account that may use Always Free resources (free tier or trial), with the always-free flag on, and never in OC4.
 */
export function showsAlwaysFreeBadge(
  topic: GalleryTopic,
  facts: { freeTierEnabled: boolean; alwaysFreeFlag: boolean; realm: string }
): boolean {
  return (
    topic.preview.alwaysFreeEligible === true &&
    facts.freeTierEnabled &&
    facts.alwaysFreeFlag &&
    facts.realm.toLowerCase() !== NO_ALWAYS_FREE_BADGE_REALM
  );
}

/**
 * The key rule of the gallery's tab list and of its tiles: the arrow after in the reading direction and Down go to the
 * next item, the other arrow and Up to the previous one (both wrap), Home to the first and End to the last. One rule
 * for both orientations, so the vertical list (wide) and the row (narrow) answer every arrow.
 */
export function galleryKeyTarget(key: string, index: number, count: number, rtl: boolean): number | undefined {
  if (count <= 0) return undefined;
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  return tabKeyTarget(key, index, count, rtl);
}

/** The messages an embedded page may send its flyout (spec 2 §2: escape or close). */
export type GalleryFrameMessage = 'close' | 'escape';

/** The message an embedded page sent, or null for anything else (only `{type: 'close' | 'escape'}`). */
export function galleryFrameMessage(data: unknown): GalleryFrameMessage | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const type = (data as { type?: unknown }).type;
  return type === 'close' || type === 'escape' ? type : null;
}

/**
 * Whether a message event comes from the flyout's own frame: its origin is the page's origin and its source is the
 * frame's window. Anything else (the console itself, another frame, another origin) is ignored.
 */
export function isFromFrame(
  event: { origin: string; source: unknown },
  frame: { origin: string; window: unknown }
): boolean {
  return (
    frame.window !== null &&
    frame.window !== undefined &&
    event.source === frame.window &&
    event.origin === frame.origin
  );
}

/**
 * The sandbox of an embedded page, the same as a plugin page's (elements/console-plugin-frame): scripts, forms, popups
 * and its own origin, so its messages carry an origin the flyout can check; a page on the console's own origin never
 * gets `allow-same-origin` next to `allow-scripts`.
 */
export function galleryFrameSandbox(pageOrigin: string, consoleOrigin: string): string {
  return pageOrigin === consoleOrigin
    ? 'allow-scripts allow-forms allow-popups'
    : 'allow-scripts allow-same-origin allow-forms allow-popups';
}
