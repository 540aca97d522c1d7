import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerJson, startScriptedServer, type ScriptedServer } from '../../test/scripted-server.ts';
import { getRailFeed, railFeedUrl } from './rail-feed.ts';

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

const entry = (id: string, url = `https://docs.example.com/${id}`) => ({
  id,
  title: `Title ${id}`,
  summary: 'Summary',
  url,
  date: '2025-01-01',
});

describe('the rail feed', () => {
  it('lives on the cloud origin locally and on the console host of a realm', () => {
    expect(railFeedUrl('de', { cloudOrigin: 'http://127.0.0.1:7070/', secondLevelDomain: 'x' })).toBe(
      'http://127.0.0.1:7070/rail-feed/v1/feed.json?lang=de'
    );
    expect(railFeedUrl('en', { cloudOrigin: '', secondLevelDomain: 'oraclecloud.com' })).toBe(
      'https://console.oraclecloud.com/rail-feed/v1/feed.json?lang=en'
    );
  });

  it('asks in the given language, unsigned, and keeps the well-formed entries', async () => {
    server.handle((_request, response) =>
      answerJson(response, 200, {
        newFeatures: [entry('a'), entry('bad', 'javascript:alert(1)'), { id: 'no-title' }, entry('b')],
        governmentBlog: [entry('c')],
        mobileApp: { appStoreUrl: 'https://apps.example.com/ios', googlePlayUrl: 'https://apps.example.com/android' },
      })
    );
    const feed = await getRailFeed('de', config);
    expect(server.requests[0]?.url).toBe('/rail-feed/v1/feed.json?lang=de');
    expect(server.requests[0]?.headers['authorization']).toBeUndefined();
    expect(feed.newFeatures.map(item => item.id)).toEqual(['a', 'b']);
    expect(feed.governmentBlog.map(item => item.id)).toEqual(['c']);
    expect(feed.mobileApp?.googlePlayUrl).toBe('https://apps.example.com/android');
    expect(console.warn).toHaveBeenCalledWith('[rail-feed] 2 malformed new features dropped');
  });

  it('reads missing lists as empty and an unusable mobile app entry as none', async () => {
    server.handle((_request, response) =>
      answerJson(response, 200, { mobileApp: { appStoreUrl: 'data:text/html,x', googlePlayUrl: 'https://a.b' } })
    );
    expect(await getRailFeed('en', config)).toEqual({ newFeatures: [], governmentBlog: [], mobileApp: null });
  });

  it('rejects a document that is not an object', async () => {
    server.handle((_request, response) => answerJson(response, 200, 'not a feed'));
    await expect(getRailFeed('en', config, { retries: 0 })).rejects.toMatchObject({ code: 'MalformedResponse' });
  });
});
