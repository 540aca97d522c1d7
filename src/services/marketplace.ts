import * as v from 'valibot';
import { callService } from './call.ts';
import type { ServiceContext } from './service-context.ts';
import { wellFormed } from './well-formed.ts';

// Marketplace listings (spec 1 §2, §5, §9: the flyout's marketplace column). The path is not shown in the spec: the
// provider's Marketplace API, GET {marketplace endpoint}/20181001/listings?name=&limit=&page=.

/** Marketplace API version (the SDK's). */
export const MARKETPLACE_VERSION = '20181001';

// An icon is shown as an image: only a web address, never a javascript: or data: one from a listing.
const ICON_URL = v.pipe(
  v.string(),
  v.check(value => /^https?:\/\/[^\s]+$/i.test(value))
);

/** One listing found: what the flyout shows of the provider's `ListingSummary`. */
export const MARKETPLACE_LISTING_SCHEMA = v.object({
  id: v.string(),
  name: v.string(),
  shortDescription: v.nullish(v.string(), ''),
  /** Who offers it; absent when the service does not say. */
  publisher: v.fallback(v.optional(v.object({ id: v.string(), name: v.string() })), undefined),
  /** The listing's icon; a missing or unusable one leaves the listing without an icon, not dropped. */
  icon: v.fallback(v.optional(v.object({ contentUrl: ICON_URL })), undefined),
  /** FREE, BYOL, PAYGO (kept as strings: a new type must not drop the listing). */
  pricingTypes: v.nullish(v.array(v.string()), []),
  isFeatured: v.nullish(v.boolean(), false),
  /** IMAGE, ORCHESTRATION, CONTAINER …, when the service says. */
  packageType: v.fallback(v.optional(v.string()), undefined),
});

/** One listing found. */
export type MarketplaceListing = v.InferOutput<typeof MARKETPLACE_LISTING_SCHEMA>;

/** What one search asks. */
export interface MarketplaceSearchParams {
  /** The search term (the API's `name`); blank is refused by the service. */
  text: string;
  limit?: number;
  /** The `opc-next-page` of the previous page. */
  page?: string;
  /** Cancels the search (a newer keystroke); the call rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** One page of listings with the token of the next one. */
export interface MarketplaceListingPage {
  items: MarketplaceListing[];
  nextPage: string | undefined;
}

/**
 * ListListings: one page of the listings matching `text`, best first. A listing of another shape is dropped with a
 * warning and the others kept; an answer that is not a list is a MalformedResponse.
 */
export async function searchMarketplace(
  context: ServiceContext,
  params: MarketplaceSearchParams
): Promise<MarketplaceListingPage> {
  const { text, limit, page, signal } = params;
  const { data, headers } = await callService(signal === undefined ? context : { ...context, signal }, {
    service: 'marketplace',
    version: MARKETPLACE_VERSION,
    operation: 'ListListings',
    path: '/listings',
    query: { name: text, limit, page },
    required: { name: text },
    schema: v.array(v.unknown()),
  });
  return { items: wellFormed(MARKETPLACE_LISTING_SCHEMA, data, 'listings', 'marketplace'), nextPage: headers.nextPage };
}
