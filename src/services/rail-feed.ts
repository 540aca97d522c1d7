import * as v from 'valibot';
import { CONSOLE_CONFIG } from '../config.ts';
import { fetchJson, type TransportOptions } from '../http/api-client.ts';
import type { EndpointConfig } from '../http/endpoints.ts';
import { wellFormed } from './well-formed.ts';

// The right rail's content feed (spec 1 §2 right rail: new features, mobile app, government blog). Neither the source
// nor the path is shown in the spec: chosen, a public JSON document on the console's content host
// (emulator/cloud/services/rail-feed/README.md), in the user's language.

const LOG_SOURCE = 'rail-feed';

// Every address becomes a link: a web address only, never a javascript: or data: one.
const WEB_ADDRESS = v.pipe(
  v.string(),
  v.check(value => /^https?:\/\/\S+$/i.test(value))
);

/** One entry of a list in the feed: a new feature or a blog post. */
export const FEED_ENTRY_SCHEMA = v.object({
  id: v.string(),
  title: v.string(),
  summary: v.nullish(v.string(), ''),
  url: WEB_ADDRESS,
  /** YYYY-MM-DD (or any ISO 8601 date). */
  date: v.nullish(v.string(), null),
});

/** One entry of the feed. */
export type FeedEntry = v.InferOutput<typeof FEED_ENTRY_SCHEMA>;

/** The feed as sent; its lists' entries are checked one by one. */
export const RAIL_FEED_SCHEMA = v.object({
  newFeatures: v.nullish(v.array(v.unknown()), []),
  governmentBlog: v.nullish(v.array(v.unknown()), []),
  mobileApp: v.fallback(v.nullish(v.object({ appStoreUrl: WEB_ADDRESS, googlePlayUrl: WEB_ADDRESS }), null), null),
});

/** The feed: each list's well-formed entries, and the mobile app's store pages when given. */
export interface RailFeed {
  newFeatures: FeedEntry[];
  governmentBlog: FeedEntry[];
  mobileApp: { appStoreUrl: string; googlePlayUrl: string } | null;
}

/** The feed's address: `{content host}/rail-feed/v1/feed.json?lang=`; locally on the cloud origin. */
export function railFeedUrl(language: string, config: EndpointConfig = CONSOLE_CONFIG): string {
  const host = config.cloudOrigin
    ? config.cloudOrigin.replace(/\/+$/, '')
    : `https://console.${config.secondLevelDomain}`;
  return `${host}/rail-feed/v1/feed.json?lang=${encodeURIComponent(language)}`;
}

/**
 * GETs the feed in a language (public, unsigned). A document of another shape is a MalformedResponse; an entry of
 * another shape is dropped with a warning and the others kept.
 */
export async function getRailFeed(
  language: string,
  config: EndpointConfig = CONSOLE_CONFIG,
  options: Omit<TransportOptions, 'operation'> = {}
): Promise<RailFeed> {
  const feed = await fetchJson(railFeedUrl(language, config), {
    ...options,
    operation: 'GetRailFeed',
    schema: RAIL_FEED_SCHEMA,
  });
  return {
    newFeatures: wellFormed(FEED_ENTRY_SCHEMA, feed.newFeatures, 'new features', LOG_SOURCE),
    governmentBlog: wellFormed(FEED_ENTRY_SCHEMA, feed.governmentBlog, 'blog posts', LOG_SOURCE),
    mobileApp: feed.mobileApp,
  };
}
