import * as v from 'valibot';
import { fetchJson } from '../http/api-client.ts';
import { helpBase, type HelpOptions } from './help.ts';
import { wellFormed } from './well-formed.ts';

// Home's Start exploring feed (spec 2 §2), public and unsigned, beside the contextual help it belongs with. The path is
// not shown in the spec: chosen, `{help base}/start-exploring.json?lang={language}`.

/** Content types of spec 2 §2; an entry of another type is dropped (the widget has no badge for it). */
export const EXPLORE_CONTENT_TYPES = ['documentation', 'blog', 'github', 'training', 'tour'] as const;
export type ExploreContentType = (typeof EXPLORE_CONTENT_TYPES)[number];

const NAMES = v.optional(v.array(v.string()), () => []);

/** One entry (spec 2 §2: id, title, abstract, content type, featured, always-free-eligible) and its rules' inputs. */
export const EXPLORE_ENTRY_SCHEMA = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  title: v.pipe(v.string(), v.minLength(1)),
  abstract: v.optional(v.string(), ''),
  contentType: v.picklist(EXPLORE_CONTENT_TYPES),
  url: v.pipe(v.string(), v.url()),
  featured: v.optional(v.boolean(), false),
  alwaysFreeEligible: v.optional(v.boolean(), false),
  /** Capabilities the tenancy needs, all of them (the allow-list). */
  whitelists: NAMES,
  /** Feature flags that must be on, all of them. */
  featureFlags: NAMES,
  /** Realm keys the entry shows in; absent means every realm. */
  showInRealms: v.optional(v.array(v.string())),
  hiddenInDisconnected: v.optional(v.boolean(), false),
});
export type ExploreEntry = v.InferOutput<typeof EXPLORE_ENTRY_SCHEMA>;

/** A category with its well-formed entries. */
export interface ExploreCategory {
  id: string;
  title: string;
  entries: ExploreEntry[];
}

const FEED_SCHEMA = v.object({
  categories: v.array(
    v.object({ id: v.pipe(v.string(), v.minLength(1)), title: v.string(), items: v.array(v.unknown()) })
  ),
});

/** Options of the feed fetch: the language of the entries, where the cloud is and the transport limits. */
export interface StartExploringOptions extends HelpOptions {
  /** A language tag; the feed answers in it when it can, else in English. */
  language?: string;
}

/**
 * GET the Start exploring feed. The feed's shape must hold (else MalformedResponse); a malformed entry is dropped with
 * one warning per category, so one bad entry never hides the others.
 */
export async function getStartExploring(options: StartExploringOptions = {}): Promise<ExploreCategory[]> {
  const { config, language, ...transport } = options;
  const url = new URL(`${helpBase(config)}/start-exploring.json`);
  if (language) url.searchParams.set('lang', language);
  const feed = await fetchJson(url.toString(), {
    ...transport,
    operation: 'GetStartExploringFeed',
    schema: FEED_SCHEMA,
  });
  return feed.categories.map(category => ({
    id: category.id,
    title: category.title,
    entries: wellFormed(EXPLORE_ENTRY_SCHEMA, category.items, 'entries', 'start-exploring'),
  }));
}
