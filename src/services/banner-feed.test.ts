import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerJson, startScriptedServer, type ScriptedServer } from '../../test/scripted-server.ts';
import { bannerFeedUrl, getBannerFeed, parseBannerFeed } from './banner-feed.ts';

let server: ScriptedServer;
let config: { cloudOrigin: string; secondLevelDomain: string };

beforeAll(async () => {
  server = await startScriptedServer();
  config = { cloudOrigin: server.origin, secondLevelDomain: 'oraclecloud.com' };
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const GENERIC = {
  id: 'maintenance',
  title: 'Console maintenance',
  hyperlink: 'https://status.example.com',
  linkText: 'Details',
  startTime: '2025-03-10T00:00:00Z',
  endTime: '2025-03-11T00:00:00Z',
  openInNewTab: true,
};

describe('the banner feed', () => {
  it('lives beside the console’s assets', () => {
    expect(bannerFeedUrl({ cloudOrigin: 'http://127.0.0.1:7070', secondLevelDomain: 'oraclecloud.com' })).toBe(
      'http://127.0.0.1:7070/console-banners/v1/banners.json'
    );
    expect(bannerFeedUrl({ cloudOrigin: '', secondLevelDomain: 'oraclecloud.com' })).toBe(
      'https://console.oraclecloud.com/console-banners/v1/banners.json'
    );
  });

  it('is read without signing and validated entry by entry', async () => {
    server.handle((_request, response) =>
      answerJson(response, 200, {
        generic: [GENERIC],
        surveys: [{ id: 'q1', hyperlink: 'https://survey.example.com' }],
        idleCompute: [{ id: 'idle', regions: ['uk-london-1'], startTime: null, endTime: '2025-04-01T00:00:00Z' }],
      })
    );

    const feed = await getBannerFeed(config);

    expect(server.requests[0]?.url).toBe('/console-banners/v1/banners.json');
    expect(server.requests[0]?.headers['authorization']).toBeUndefined();
    expect(feed.generic).toEqual([GENERIC]);
    expect(feed.surveys).toEqual([{ id: 'q1', hyperlink: 'https://survey.example.com' }]);
    expect(feed.idleCompute[0]?.regions).toEqual(['uk-london-1']);
  });

  it('drops bad entries with a warning, never the whole feed', () => {
    const feed = parseBannerFeed({
      generic: [
        GENERIC,
        { ...GENERIC, id: 'no-title', title: '  ' },
        { ...GENERIC, id: 'bad-date', startTime: 'next tuesday' },
        { ...GENERIC, id: 'bad-severity', severity: 'apocalyptic' },
        'text',
        null,
      ],
      surveys: [{ id: 'no-link' }],
      idleCompute: [{ id: 'no-regions' }],
      somethingNew: [1, 2, 3],
    });

    expect(feed.generic.map(entry => entry.id)).toEqual(['maintenance']);
    expect(feed.surveys).toEqual([]);
    expect(feed.idleCompute).toEqual([]);
    expect(console.warn).toHaveBeenCalledTimes(7);
    expect(vi.mocked(console.warn).mock.calls[0]?.[0]).toContain('generic entry no-title dropped');
  });

  it('reads missing lists as empty, and rejects a document of another shape', () => {
    expect(parseBannerFeed({})).toEqual({ generic: [], surveys: [], idleCompute: [] });
    expect(() => parseBannerFeed({ generic: 'all of them' })).toThrow();
    expect(() => parseBannerFeed([])).toThrow();
  });

  it('rejects a malformed document from the host', async () => {
    server.handle((_request, response) => answerJson(response, 200, { generic: 5 }));

    await expect(getBannerFeed(config, { retries: 0 })).rejects.toMatchObject({ code: 'MalformedResponse' });
  });
});
