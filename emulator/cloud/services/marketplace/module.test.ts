import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { identityService } from '../identity/module.ts';
import { LISTINGS } from './corpus.ts';
import { marketplaceService } from './module.ts';

const origins = localOrigins();
const LISTINGS_PATH = '/marketplace/us-ashburn-1/20181001/listings';
let cloud: Cloud;

interface Listing {
  id: string;
  name: string;
  shortDescription: string;
  publisher: { id: string; name: string };
  icon?: { contentUrl: string; mimeType: string };
  pricingTypes: string[];
  isFeatured: boolean;
  packageType: string;
  listingType: string;
}

beforeAll(async () => {
  cloud = await createCloud({ origins, services: [identityService, marketplaceService] });
});
afterEach(() => cloud.faults.clear());
afterAll(() => cloud.close());

async function list(query: Record<string, string>, path = LISTINGS_PATH) {
  const response = await cloud.app.request(`${origins.cloudOrigin}${path}?${new URLSearchParams(query).toString()}`);
  return {
    status: response.status,
    nextPage: response.headers.get('opc-next-page'),
    body: (await response.json()) as Listing[] & { code?: string; message?: string },
  };
}

const names = (listings: readonly Listing[]) => listings.map(listing => listing.name);

describe('ListListings', () => {
  it('has about thirty listings, each id once', () => {
    expect(LISTINGS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(LISTINGS.map(listing => listing.id)).size).toBe(LISTINGS.length);
  });

  it('answers listing summaries, best match first, without a signature', async () => {
    const { status, body, nextPage } = await list({ name: 'oracle linux cloud developer' });
    expect(status).toBe(200);
    expect(nextPage).toBeNull();
    expect(body[0]).toMatchObject({
      id: '47726045',
      name: 'Oracle Linux Cloud Developer',
      shortDescription: expect.stringContaining('development tools'),
      publisher: { id: '10001', name: 'Oracle' },
      icon: {
        contentUrl: `${origins.cloudOrigin}/marketplace/us-ashburn-1/listing-icons/47726045.svg`,
        mimeType: 'image/svg+xml',
      },
      packageType: 'IMAGE',
      pricingTypes: ['FREE'],
      isFeatured: true,
      listingType: 'PARTNER',
    });
  });

  it('matches words case-insensitively and as prefixes, in the name, the publisher and the description', async () => {
    expect(names((await list({ name: 'WORDPRESS' })).body).slice(0, 2)).toEqual(['WordPress', 'WordPress Multisite']);
    const forti = names((await list({ name: 'forti' })).body);
    expect(forti).toContain('Fortinet FortiGate Next-Gen Firewall (PAYG)');
    expect(forti).toContain('Fortinet FortiWeb Web Application Firewall');
    // 'threat prevention' is in no name: only descriptions match.
    expect(names((await list({ name: 'threat prevention' })).body)).toEqual(
      expect.arrayContaining(['Palo Alto Networks VM-Series Next-Generation Firewall'])
    );
    expect(names((await list({ name: 'stackhaven' })).body)).toContain('Jenkins');
    expect(names((await list({ name: 'gitlab' })).body).sort()).toEqual([
      'GitLab Community Edition',
      'GitLab Enterprise Edition',
    ]);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await list({ name: 'zzzqqq' })).toEqual({ status: 200, nextPage: null, body: [] });
  });

  it('pages with opc-next-page until every match is seen once, in the order of one page', async () => {
    const seen: string[] = [];
    let page: string | null = null;
    let calls = 0;
    do {
      const query: Record<string, string> = { name: 'oracle', limit: '2' };
      if (page !== null) query['page'] = page;
      const answer = await list(query);
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBeLessThanOrEqual(2);
      seen.push(...answer.body.map(listing => listing.id));
      page = answer.nextPage;
      calls++;
    } while (page !== null && calls < 50);
    expect(calls).toBeGreaterThan(2);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual((await list({ name: 'oracle', limit: '100' })).body.map(listing => listing.id));
  });

  it.each([
    [{}, 'MissingParameter', 'Missing required parameter name when calling ListListings.'],
    [{ name: '   ' }, 'MissingParameter', 'Missing required parameter name when calling ListListings.'],
    [{ name: 'x'.repeat(129) }, 'InvalidParameter', 'name must be at most 128 characters, not 129.'],
    [{ name: 'jenkins', limit: '0' }, 'InvalidParameter', /^limit must be/],
    [{ name: 'jenkins', page: 'forged' }, 'InvalidParameter', /page 'forged'/],
  ])('answers %j with 400 %s', async (query, code, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toEqual({ code, message: expect.stringMatching(message) });
  });

  it('accepts a name of exactly 128 characters, counting characters rather than UTF-16 units', async () => {
    expect((await list({ name: `jenkins ${'y'.repeat(120)}` })).status).toBe(200);
    expect((await list({ name: '🚀'.repeat(128) })).status).toBe(200);
    expect((await list({ name: '🚀'.repeat(129) })).body.message).toBe('name must be at most 128 characters, not 129.');
  });

  it('serves any region of the realm, subscribed or not, and no other', async () => {
    expect((await list({ name: 'jenkins' }, '/marketplace/uk-london-1/20181001/listings')).status).toBe(200);
    expect((await list({ name: 'jenkins' }, '/marketplace/mars-north-1/20181001/listings')).status).toBe(404);
  });

  it('fails as a fault rule on ListListings says', async () => {
    const added = await cloud.app.request(`${origins.cloudOrigin}/_emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operation: 'ListListings', status: 500, code: 'InternalServerError' }),
    });
    expect(added.status).toBe(201);
    expect(await list({ name: 'jenkins' })).toMatchObject({ status: 500, body: { code: 'InternalServerError' } });
  });
});

describe('GetListingIcon', () => {
  it('serves the SVG a listing’s icon names, and nothing for a listing without one', async () => {
    const [listing] = (await list({ name: 'jenkins' })).body;
    const response = await cloud.app.request(listing?.icon?.contentUrl ?? 'missing');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg .*>J<\/text><\/svg>$/);
    const community = (await list({ name: 'minecraft' })).body[0];
    expect(community?.listingType).toBe('COMMUNITY');
    expect(community?.icon).toBeUndefined();
    const icon = await cloud.app.request(
      `${origins.cloudOrigin}/marketplace/us-ashburn-1/listing-icons/${community?.id ?? ''}.svg`
    );
    expect(icon.status).toBe(404);
  });
});

describe('ListListings isFeatured=true', () => {
  const FEATURED = LISTINGS.filter(listing => listing.isFeatured).map(listing => listing.name);

  it('lists the featured listings in corpus order without a name, paged by limit', async () => {
    expect(FEATURED.length).toBeGreaterThanOrEqual(3);
    const all = await list({ isFeatured: 'true' });
    expect(all.status).toBe(200);
    expect(names(all.body)).toEqual(FEATURED);
    expect(all.body.every(listing => listing.isFeatured)).toBe(true);
    const first = await list({ isFeatured: 'true', limit: '3' });
    expect(names(first.body)).toEqual(FEATURED.slice(0, 3));
    expect(first.nextPage).not.toBeNull();
  });

  it('searches the featured listings only when a name is given', async () => {
    const { body } = await list({ isFeatured: 'true', name: 'oracle' });
    expect(body.length).toBeGreaterThan(0);
    expect(body.every(listing => listing.isFeatured)).toBe(true);
    expect((await list({ name: 'oracle' })).body.length).toBeGreaterThan(body.length);
  });

  it('still needs a name without isFeatured=true, and refuses an isFeatured that is not a boolean', async () => {
    expect(await list({ isFeatured: 'false' })).toMatchObject({ status: 400, body: { code: 'MissingParameter' } });
    expect(await list({ isFeatured: 'yes' })).toMatchObject({ status: 400, body: { code: 'InvalidParameter' } });
  });
});
