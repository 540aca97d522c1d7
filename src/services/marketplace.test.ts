// The Marketplace client against the real local cloud: where it asks, what it keeps of a listing, paging, the
// service's refusals and cancellation.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { internalErrorFault } from '../../test/local-cloud.ts';
import { useStoreCloud } from '../../test/store-cloud.ts';
import { ApiError } from '../http/errors.ts';
import { searchMarketplace } from './marketplace.ts';
import type { ServiceContext } from './service-context.ts';

const cloud = useStoreCloud();
let fetchSpy: MockInstance<typeof fetch>;

/** The demo user's context against the test cloud; no retries, so one fault is one failure. */
function demo(options: Partial<ServiceContext> = {}): ServiceContext {
  return {
    region: 'us-ashburn-1',
    credentials: async () => ({ privateKey: cloud.demo.keyPair.privateKey, token: cloud.demo.token }),
    config: cloud.local.endpoints,
    timeoutMs: 5_000,
    retries: 0,
    ...options,
  };
}

/** The URLs the client asked. */
function asked(): URL[] {
  return fetchSpy.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input)));
}

beforeEach(async () => {
  await cloud.local.clearFaults();
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

describe('searchMarketplace', () => {
  it('asks ListListings in the context’s region and answers the listings with the next page’s token', async () => {
    const page = await searchMarketplace(demo(), { text: 'fortigate payg', limit: 1 });
    const [url] = asked();
    expect(url?.pathname).toBe('/marketplace/us-ashburn-1/20181001/listings');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({ name: 'fortigate payg', limit: '1' });
    expect(page.items).toEqual([
      {
        id: '63400101',
        name: 'Fortinet FortiGate Next-Gen Firewall (PAYG)',
        shortDescription: expect.stringContaining('FortiGate virtual firewall'),
        publisher: { id: '31022', name: 'Fortinet' },
        icon: { contentUrl: `${cloud.local.origins.cloudOrigin}/marketplace/us-ashburn-1/listing-icons/63400101.svg` },
        pricingTypes: ['PAYGO'],
        isFeatured: true,
        packageType: 'IMAGE',
      },
    ]);
    expect(page.nextPage).toBeTruthy();

    const second = await searchMarketplace(demo(), { text: 'fortigate payg', limit: 1, page: page.nextPage });
    expect(second.items.map(listing => listing.name)).toEqual(['Fortinet FortiGate Next-Gen Firewall (BYOL)']);
    expect(asked()[1]?.searchParams.get('page')).toBe(page.nextPage);
  });

  it('answers no listings and no next page when nothing matches', async () => {
    expect(await searchMarketplace(demo(), { text: 'zzzqqq-nothing', limit: 2 })).toEqual({
      items: [],
      nextPage: undefined,
    });
  });

  it.each([
    ['   ', 400, 'MissingParameter'],
    ['x'.repeat(129), 400, 'InvalidParameter'],
  ])('rejects with the service’s refusal of %j', async (text, status, code) => {
    await expect(searchMarketplace(demo(), { text })).rejects.toMatchObject({ name: 'ApiError', status, code });
  });

  it('rejects with the service’s failure', async () => {
    await cloud.local.injectFault(internalErrorFault('ListListings'));
    const failure = searchMarketplace(demo(), { text: 'jenkins' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 500, code: 'InternalServerError' });
  });

  it('stops when its signal is aborted', async () => {
    await cloud.local.injectFault({ operation: 'ListListings', latencyMs: 2_000, times: 1 });
    const controller = new AbortController();
    const search = searchMarketplace(demo(), { text: 'jenkins', signal: controller.signal });
    setTimeout(() => controller.abort(new DOMException('A newer search replaced this one.', 'AbortError')), 50);
    await expect(search).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('keeps the well-formed listings of an odd answer, and an icon only with a web address', async () => {
    fetchSpy.mockResolvedValueOnce(
      Response.json([
        { id: '1', name: 'Kept', icon: { contentUrl: 'javascript:alert(1)' }, publisher: null, pricingTypes: null },
        { id: 2, name: 'Dropped: its id is a number' },
        { id: '3', name: 'Also kept', shortDescription: 'A listing.', isFeatured: true, packageType: 'STACK' },
      ])
    );
    const page = await searchMarketplace(demo(), { text: 'anything' });
    expect(page.items).toEqual([
      {
        id: '1',
        name: 'Kept',
        shortDescription: '',
        publisher: undefined,
        icon: undefined,
        pricingTypes: [],
        isFeatured: false,
        packageType: undefined,
      },
      {
        id: '3',
        name: 'Also kept',
        shortDescription: 'A listing.',
        publisher: undefined,
        icon: undefined,
        pricingTypes: [],
        isFeatured: true,
        packageType: 'STACK',
      },
    ]);
    expect(console.warn).toHaveBeenCalledWith('[marketplace] 1 malformed listings dropped');
  });
});
