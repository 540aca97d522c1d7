import * as v from 'valibot';
import { CONSOLE_CONFIG } from '../config.ts';
import type { BannerFeed, GenericBannerEntry, IdleComputeBannerEntry, SurveyBannerEntry } from '../domain/banners.ts';
import { fetchJson, type TransportOptions } from '../http/api-client.ts';
import type { EndpointConfig } from '../http/endpoints.ts';

// The realm's banner feed: generic banners, surveys and idle-compute notices (spec 1 §2, §3, §9). Where these come
// from is not shown in the spec: chosen, a public JSON document per realm served beside the console's other assets
// (emulator/cloud/services/console-assets/README.md, GetBannerFeed). A bad entry is dropped with a warning; only a
// document that is not an object at all is a failure.

const TIME = v.nullish(
  v.pipe(
    v.string(),
    v.check(value => !Number.isNaN(Date.parse(value)), 'not a date')
  )
);
const TEXT = v.pipe(v.string(), v.trim(), v.minLength(1));

/** A generic banner (spec 1 §3: title, hyperlink, linkText, startTime, endTime, openInNewTab). */
export const GENERIC_BANNER_SCHEMA = v.object({
  id: TEXT,
  title: TEXT,
  hyperlink: v.nullish(v.string()),
  linkText: v.nullish(v.string()),
  startTime: TIME,
  endTime: TIME,
  openInNewTab: v.nullish(v.boolean()),
  severity: v.nullish(v.picklist(['info', 'warning', 'error', 'success'])),
});

/** A survey: where it is and when it runs. */
export const SURVEY_BANNER_SCHEMA = v.object({
  id: TEXT,
  hyperlink: TEXT,
  startTime: TIME,
  endTime: TIME,
});

/** An idle-compute notice: the regions it applies to and its window (spec 1 §9: per-region windows). */
export const IDLE_COMPUTE_BANNER_SCHEMA = v.object({
  id: TEXT,
  regions: v.array(v.string()),
  startTime: TIME,
  endTime: TIME,
  hyperlink: v.nullish(v.string()),
});

/** The feed document: each list optional, its entries checked one by one. */
export const BANNER_FEED_SCHEMA = v.looseObject({
  generic: v.optional(v.array(v.unknown()), () => []),
  surveys: v.optional(v.array(v.unknown()), () => []),
  idleCompute: v.optional(v.array(v.unknown()), () => []),
});

/** Transport options of the feed call. */
export type BannerFeedOptions = Omit<TransportOptions, 'operation'>;

/**
 * The feed's address: `{cloudOrigin}/console-banners/v1/banners.json` locally; in a real realm the console's asset
 * host, `https://console.{secondLevelDomain}/console-banners/v1/banners.json` (chosen).
 */
export function bannerFeedUrl(config: EndpointConfig = CONSOLE_CONFIG): string {
  const base = config.cloudOrigin
    ? config.cloudOrigin.replace(/\/+$/, '')
    : `https://console.${config.secondLevelDomain}`;
  return `${base}/console-banners/v1/banners.json`;
}

function entriesOf<T>(schema: v.GenericSchema<unknown, T>, entries: readonly unknown[], list: string): T[] {
  const kept: T[] = [];
  for (const entry of entries) {
    const parsed = v.safeParse(schema, entry);
    if (parsed.success) {
      kept.push(parsed.output);
      continue;
    }
    const id = typeof entry === 'object' && entry !== null && 'id' in entry ? String(entry.id) : '?';
    console.warn(`[banner-feed] ${list} entry ${id} dropped: ${v.summarize(parsed.issues)}`);
  }
  return kept;
}

/** Validates a feed document; bad entries are dropped with a warning. Throws only for a document of another shape. */
export function parseBannerFeed(document: unknown): BannerFeed {
  // valibot's object schemas take an array too; a feed is never a list.
  if (Array.isArray(document)) throw new TypeError('The banner feed is a list, not an object');
  const feed = v.parse(BANNER_FEED_SCHEMA, document);
  return {
    generic: entriesOf<GenericBannerEntry>(GENERIC_BANNER_SCHEMA, feed.generic, 'generic'),
    surveys: entriesOf<SurveyBannerEntry>(SURVEY_BANNER_SCHEMA, feed.surveys, 'surveys'),
    idleCompute: entriesOf<IdleComputeBannerEntry>(IDLE_COMPUTE_BANNER_SCHEMA, feed.idleCompute, 'idleCompute'),
  };
}

/** GETs the realm's banner feed, public and unsigned. */
export async function getBannerFeed(
  config: EndpointConfig = CONSOLE_CONFIG,
  options: BannerFeedOptions = {}
): Promise<BannerFeed> {
  const document = await fetchJson(bannerFeedUrl(config), {
    ...options,
    operation: 'GetBannerFeed',
    schema: BANNER_FEED_SCHEMA,
  });
  return parseBannerFeed(document);
}
