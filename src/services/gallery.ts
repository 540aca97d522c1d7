import * as v from 'valibot';
import { CONSOLE_CONFIG } from '../config.ts';
import type { GalleryCategory, GalleryTopic } from '../domain/gallery.ts';
import { fetchJson, type TransportOptions } from '../http/api-client.ts';
import type { EndpointConfig } from '../http/endpoints.ts';

// The Home gallery's feed (spec 2 §2, §3 Gallery topic and Category). Where it comes from is not shown in the spec:
// chosen, a public JSON document per language beside the realm's other content, `{cloudOrigin}/gallery/v1/topics.json`
// locally (emulator/cloud/services/gallery/README.md). A bad topic or category is dropped with a warning; only a
// document that is not an object with a list of categories is a failure.

const TEXT = v.pipe(v.string(), v.trim(), v.minLength(1));
const TEXTS = v.array(v.string());

/** A gallery topic as the feed carries it (URLs may be relative to the feed). */
export const GALLERY_TOPIC_SCHEMA = v.object({
  preview: v.object({
    id: TEXT,
    title: TEXT,
    abstract: v.optional(v.string(), ''),
    media: v.nullish(v.object({ src: v.string() })),
    contentType: v.nullish(v.string()),
    hideContentType: v.nullish(v.boolean()),
    featured: v.nullish(v.boolean()),
    alwaysFreeEligible: v.nullish(v.boolean()),
    showInRealms: v.nullish(TEXTS),
  }),
  content: v.object({
    title: v.nullish(v.string()),
    src: v.nullish(v.string()),
    onClick: v.nullish(v.object({ navigate: v.string() })),
  }),
  whitelists: v.nullish(TEXTS),
  featureFlags: v.nullish(TEXTS),
});

/** A category as the feed carries it; its items are checked one by one. */
export const GALLERY_CATEGORY_SCHEMA = v.object({ id: TEXT, title: TEXT, items: v.array(v.unknown()) });

/** The feed document. */
export const GALLERY_FEED_SCHEMA = v.object({ categories: v.array(v.unknown()) });

/** Options of the feed call. */
export interface GalleryFeedOptions extends Omit<TransportOptions, 'operation'> {
  /** Realm configuration; this build's unless given. */
  config?: EndpointConfig;
}

/** The gallery's base URL: `{cloudOrigin}/gallery/v1` locally; in a real realm the console's content host (chosen). */
export function galleryBase(config: EndpointConfig = CONSOLE_CONFIG): string {
  const origin = config.cloudOrigin
    ? config.cloudOrigin.replace(/\/+$/, '')
    : `https://console.${config.secondLevelDomain}`;
  return `${origin}/gallery/v1`;
}

/** The feed's address in a language (its primary subtag; the feed falls back to English itself). */
export function galleryFeedUrl(language: string, config: EndpointConfig = CONSOLE_CONFIG): string {
  const url = new URL(`${galleryBase(config)}/topics.json`);
  url.searchParams.set('lang', language);
  return url.toString();
}

/** An absolute http(s) URL for `value` relative to `base`, or undefined when it is neither. */
function absoluteUrl(value: string, base: string): URL | undefined {
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A console path a click action may go to: absolute, on the console (no scheme, no `//host`), without spaces. */
function isConsolePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !/[\s\\]/.test(path);
}

type FeedTopic = v.InferOutput<typeof GALLERY_TOPIC_SCHEMA>;

/**
 * A topic ready for the rules: URLs absolute, a page kept only on the feed's own origin (the only origin the flyout
 * frames), a click action only to a console path. A topic left with neither a page nor an action does nothing, so it
 * is dropped (undefined).
 */
function readyTopic(topic: FeedTopic, feedUrl: string): GalleryTopic | undefined {
  const feedOrigin = new URL(feedUrl).origin;
  const page = topic.content.src ? absoluteUrl(topic.content.src, feedUrl) : undefined;
  const src = page && page.origin === feedOrigin ? page.toString() : undefined;
  const navigate = topic.content.onClick?.navigate;
  const onClick = navigate !== undefined && isConsolePath(navigate) ? { navigate } : undefined;
  if (!src && !onClick) return undefined;
  const media = topic.preview.media ? absoluteUrl(topic.preview.media.src, feedUrl) : undefined;
  const { preview } = topic;
  return {
    preview: {
      id: preview.id,
      title: preview.title,
      abstract: preview.abstract,
      media: media ? { src: media.toString() } : undefined,
      contentType: preview.contentType ?? undefined,
      hideContentType: preview.hideContentType ?? undefined,
      featured: preview.featured ?? undefined,
      alwaysFreeEligible: preview.alwaysFreeEligible ?? undefined,
      showInRealms: preview.showInRealms ?? undefined,
    },
    content: { title: topic.content.title ?? undefined, src: onClick ? undefined : src, onClick },
    whitelists: topic.whitelists ?? undefined,
    featureFlags: topic.featureFlags ?? undefined,
  };
}

/** Why an entry was dropped, for the warning. */
function idOf(entry: unknown, path: 'id' | 'preview'): string {
  if (typeof entry !== 'object' || entry === null) return '?';
  const value = path === 'id' ? (entry as { id?: unknown }).id : (entry as { preview?: { id?: unknown } }).preview?.id;
  return typeof value === 'string' ? value : '?';
}

/**
 * Validates a feed document fetched from `feedUrl`: categories and topics that do not fit are dropped with a warning
 * each. Throws only for a document of another shape.
 */
export function parseGalleryFeed(document: unknown, feedUrl: string): GalleryCategory[] {
  // valibot's object schemas take an array too; a feed is never a list.
  if (Array.isArray(document)) throw new TypeError('The gallery feed is a list, not an object');
  const feed = v.parse(GALLERY_FEED_SCHEMA, document);
  const categories: GalleryCategory[] = [];
  for (const entry of feed.categories) {
    const category = v.safeParse(GALLERY_CATEGORY_SCHEMA, entry);
    if (!category.success) {
      console.warn(`[gallery] category ${idOf(entry, 'id')} dropped: ${v.summarize(category.issues)}`);
      continue;
    }
    const items: GalleryTopic[] = [];
    for (const item of category.output.items) {
      const parsed = v.safeParse(GALLERY_TOPIC_SCHEMA, item);
      const topic = parsed.success ? readyTopic(parsed.output, feedUrl) : undefined;
      if (topic) items.push(topic);
      else console.warn(`[gallery] topic ${idOf(item, 'preview')} dropped: no valid preview, page or click action`);
    }
    categories.push({ id: category.output.id, title: category.output.title, items });
  }
  return categories;
}

/** GETs the gallery feed in a language, public and unsigned. */
export async function getGalleryFeed(language: string, options: GalleryFeedOptions = {}): Promise<GalleryCategory[]> {
  const { config, ...transport } = options;
  const url = galleryFeedUrl(language, config);
  const document = await fetchJson(url, { ...transport, operation: 'GetGalleryTopics', schema: GALLERY_FEED_SCHEMA });
  return parseGalleryFeed(document, url);
}
