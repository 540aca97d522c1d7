import { REGIONS } from '../../scenarios.ts';
import { notAuthorizedOrNotFound } from '../../wire/errors.ts';
import { pageArray, readPageRequest, sendPage } from '../../wire/paging.ts';
import { booleanQuery, optionalQuery, searchTextQuery } from '../../wire/params.ts';
import type { CloudService } from '../cloud-service.ts';
import { rank } from '../text-ranking.ts';
import { LISTINGS, type MarketplaceListing } from './corpus.ts';

/** The Marketplace API version. */
export const MARKETPLACE_VERSION = '20181001';
/** The longest `name` searched (spec 1 §9's search term). */
export const MAX_NAME_LENGTH = 128;
const DEFAULT_LIMIT = 30;
// Icons change only with the seed.
const ICON_CACHE = { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' };

/** The listing summary the API answers (the provider's `ListingSummary`, the fields the console reads and a few more). */
function summary(listing: MarketplaceListing, iconBase: string) {
  return {
    id: listing.id,
    name: listing.name,
    shortDescription: listing.shortDescription,
    tagline: listing.tagline,
    publisher: listing.publisher,
    ...(listing.iconColor === undefined
      ? {}
      : {
          icon: {
            name: `${listing.id}.svg`,
            contentUrl: `${iconBase}/${listing.id}.svg`,
            mimeType: 'image/svg+xml',
            fileExtension: 'svg',
          },
        }),
    packageType: listing.packageType,
    pricingTypes: listing.pricingTypes,
    isFeatured: listing.isFeatured,
    categories: listing.categories,
    listingType: listing.listingType,
  };
}

/** A square badge with the listing's initials in its colour. */
function iconSvg(listing: MarketplaceListing, color: string): string {
  const initials = listing.name
    .split(/\s+/)
    .filter(word => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map(word => word[0] ?? '')
    .join('')
    .toUpperCase();
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img">' +
    `<rect width="64" height="64" rx="12" fill="${color}"/>` +
    `<text x="32" y="41" font-family="sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>` +
    '</svg>'
  );
}

/** A region of the realm; public routes have no subscription check, but a region the realm lacks is not there. */
function requireRealmRegion(region: string | undefined): string {
  if (!REGIONS.some(candidate => candidate.name === region)) throw notAuthorizedOrNotFound();
  return region ?? '';
}

/**
 * Marketplace listings search: `GET /marketplace/{region}/20181001/listings?name=&limit=&page=`, ranked over a seeded
 * corpus, paged with `opc-next-page` (`isFeatured=true`: the featured ones, `name` optional); and the listings' icons. Public, like the provider's Marketplace listings.
 */
export const marketplaceService: CloudService = {
  name: 'marketplace',
  routes: ({ origins, router }) => [
    router({ version: MARKETPLACE_VERSION }).get(
      'ListListings',
      '/listings',
      c => {
        const region = requireRealmRegion(c.get('region'));
        // isFeatured=true lists the featured listings (the right rail's Marketplace panel) and makes name optional;
        // without it the console searches, and a name is required.
        const featuredOnly = booleanQuery(c, 'isFeatured') === true;
        const name =
          featuredOnly && optionalQuery(c, 'name') === undefined
            ? undefined
            : searchTextQuery(c, 'name', MAX_NAME_LENGTH);
        const page = readPageRequest(c, DEFAULT_LIMIT);
        const candidates = featuredOnly ? LISTINGS.filter(listing => listing.isFeatured) : LISTINGS;
        const ranked =
          name === undefined
            ? candidates
            : rank(candidates, name, listing => ({
                title: listing.name,
                area: listing.publisher.name,
                body: listing.shortDescription,
              }));
        const iconBase = `${origins.cloudOrigin}/marketplace/${region}/listing-icons`;
        return sendPage(c, pageArray(ranked, page), items => items.map(listing => summary(listing, iconBase)));
      },
      { auth: 'public' }
    ),
    router({ base: '/marketplace/:region' }).get(
      'GetListingIcon',
      '/listing-icons/:file',
      c => {
        requireRealmRegion(c.get('region'));
        const listing = LISTINGS.find(candidate => `${candidate.id}.svg` === c.req.param('file'));
        if (listing?.iconColor === undefined) throw notAuthorizedOrNotFound();
        return c.body(iconSvg(listing, listing.iconColor), 200, ICON_CACHE);
      },
      { auth: 'public' }
    ),
  ],
};
