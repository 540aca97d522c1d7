import * as v from 'valibot';
import { callService } from './call.ts';
import type { ServiceContext } from './service-context.ts';
import { wellFormed } from './well-formed.ts';

// The Marketplace's featured listings (the right rail's Marketplace panel, spec 1 §2): ListListings with
// isFeatured=true, read for what the panel shows. A module of its own, beside marketplace.ts (the search flyout's), so
// that Home's rail and the search flyout share no chunk: a shared one would lengthen the start-up path's preload lists
// (e2e/size-budget.spec.ts).

/** Marketplace API version (the SDK's). */
const VERSION = '20181001';

/** A featured listing: what the rail shows of the provider's `ListingSummary`. */
export const FEATURED_LISTING_SCHEMA = v.object({
  id: v.string(),
  name: v.string(),
  /** Who offers it; absent when the service does not say. */
  publisher: v.fallback(v.optional(v.object({ name: v.string() })), undefined),
  /** Its icon, a web address only (never a javascript: or data: one); an unusable one leaves the listing without. */
  icon: v.fallback(v.optional(v.object({ contentUrl: v.pipe(v.string(), v.regex(/^https?:\/\/\S+$/i)) })), undefined),
  isFeatured: v.nullish(v.boolean(), false),
});

/** A featured listing. */
export type FeaturedListing = v.InferOutput<typeof FEATURED_LISTING_SCHEMA>;

/**
 * ListListings with isFeatured=true: the first `limit` featured listings. A listing of another shape is dropped with a
 * warning; an answer that is not a list is a MalformedResponse.
 */
export async function listFeaturedListings(context: ServiceContext, limit: number): Promise<FeaturedListing[]> {
  const { data } = await callService(context, {
    service: 'marketplace',
    version: VERSION,
    operation: 'ListListings',
    path: '/listings',
    query: { isFeatured: true, limit },
    schema: v.array(v.unknown()),
  });
  return wellFormed(FEATURED_LISTING_SCHEMA, data, 'listings', 'marketplace');
}
