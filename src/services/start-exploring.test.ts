// The Start exploring client against the real local cloud: where it asks, what it keeps, the language and failures.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { internalErrorFault, startLocalCloud, type LocalCloud } from '../../test/local-cloud.ts';
import { ApiError } from '../http/errors.ts';
import { getStartExploring } from './start-exploring.ts';

let local: LocalCloud;

beforeAll(async () => {
  local = await startLocalCloud();
});
afterAll(async () => {
  await local?.close();
});
beforeEach(async () => {
  await local.clearFaults();
});
afterEach(() => vi.restoreAllMocks());

describe('getStartExploring', () => {
  it('reads the five categories and their entries from the help base, unsigned', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const categories = await getStartExploring({ config: local.endpoints, retries: 0 });
    const [input, init] = fetchSpy.mock.calls[0] ?? [];
    const url = new URL(input instanceof Request ? input.url : String(input));
    expect(url.pathname).toBe('/help/start-exploring.json');
    expect(url.search).toBe('');
    const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
    expect(headers.get('authorization')).toBe(null);
    expect(categories.map(category => category.id)).toEqual([
      'getting-started',
      'deploying-apps',
      'developer-tools',
      'managing-bills',
      'guided-tours',
    ]);
    expect(categories[2]?.entries[0]).toEqual({
      id: 'cloud-shell',
      title: 'Work in Cloud Shell',
      abstract: 'A browser-based terminal with the CLI, the SDKs and your home directory, signed in as you.',
      contentType: 'documentation',
      url: `${local.origins.cloudOrigin}/help/explore/cloud-shell.html`,
      featured: true,
      alwaysFreeEligible: false,
      whitelists: ['cloudShell'],
      featureFlags: ['cloud-shell-plugin'],
      hiddenInDisconnected: false,
    });
  });

  it('asks in the language given', async () => {
    const categories = await getStartExploring({ config: local.endpoints, language: 'de', retries: 0 });
    expect(categories[4]?.title).toBe('Geführte Touren');
    expect(categories[4]?.entries[0]?.url).toMatch(/console-tour\.html\?lang=de$/);
  });

  it('drops malformed entries with one warning and keeps the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      Response.json({
        categories: [
          {
            id: 'getting-started',
            title: 'Getting started',
            items: [
              { id: 'ok', title: 'Fine', contentType: 'blog', url: 'https://docs.example/ok' },
              { id: 'bad-type', title: 'Podcast', contentType: 'podcast', url: 'https://docs.example/p' },
              { id: 'no-url', title: 'No page', contentType: 'blog' },
            ],
          },
        ],
      })
    );
    const [category] = await getStartExploring({ config: local.endpoints, retries: 0 });
    expect(category?.entries.map(entry => [entry.id, entry.abstract, entry.whitelists])).toEqual([['ok', '', []]]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('rejects with the service’s error, 404 included (the store decides what it means)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await local.injectFault(internalErrorFault('GetStartExploringFeed'));
    await expect(getStartExploring({ config: local.endpoints, retries: 0 })).rejects.toMatchObject({ status: 500 });
    await local.clearFaults();
    await local.injectFault({ operation: 'GetStartExploringFeed', status: 404, code: 'NotAuthorizedOrNotFound' });
    const error = await getStartExploring({ config: local.endpoints, retries: 0 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404 });
  });
});
