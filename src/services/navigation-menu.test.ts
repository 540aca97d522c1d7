import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigationMenu } from '../../emulator/plugins/navigation-data.ts';
import { answerJson, startScriptedServer, type ScriptedServer } from '../../test/scripted-server.ts';
import { fallbackNavigationMenu, fetchNavigationMenu } from './navigation-menu.ts';

let server: ScriptedServer;
let config: { cloudOrigin: string; consoleVersion: string };

beforeAll(async () => {
  server = await startScriptedServer();
  config = { cloudOrigin: server.origin, consoleVersion: '3.1.7' };
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('fetchNavigationMenu', () => {
  it('reads the menu in the asked language from the plugins path, unsigned', async () => {
    server.handle((received, response) => {
      const locale = new URL(received.url, server.origin).searchParams.get('locale') ?? 'en';
      answerJson(response, 200, navigationMenu(locale));
    });
    const menu = await fetchNavigationMenu(config, { locale: 'de' });
    expect(menu.source).toBe('remote');
    expect(menu.locale).toBe('de');
    expect(menu.items.find(item => item.key === 'storage')?.text).toBe('Speicher');
    expect(server.requests.map(received => received.url)).toEqual([
      '/plugins/console/3.1.7/navigation-menu.json?locale=de',
    ]);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('falls back to the bundled copy, in the same language, when the menu is missing', async () => {
    server.handle((_received, response) => answerJson(response, 404, { code: 'NotFound', message: 'gone' }));
    const menu = await fetchNavigationMenu(config, { locale: 'de', retries: 0 });
    expect(menu.source).toBe('fallback');
    expect(menu.locale).toBe('de');
    expect(menu.items.find(item => item.key === 'storage')?.text).toBe('Speicher');
    expect(console.warn).toHaveBeenCalled();
  });

  it('falls back when the menu is malformed', async () => {
    server.handle((_received, response) =>
      answerJson(response, 200, { version: '3.1.7', locale: 'en', items: [{ text: 'no key' }] })
    );
    expect((await fetchNavigationMenu(config, { retries: 0 })).source).toBe('fallback');
  });

  it('falls back when the cloud cannot be reached', async () => {
    const unreachable = { ...config, cloudOrigin: 'http://127.0.0.1:1' };
    expect((await fetchNavigationMenu(unreachable, { retries: 0 })).source).toBe('fallback');
  });
});

describe('bundled fallback copy', () => {
  it('is the registry the local cloud serves, English for a language it lacks', async () => {
    const { source, ...english } = await fallbackNavigationMenu('fr');
    expect(source).toBe('fallback');
    expect(english).toEqual(navigationMenu('en'));
    const { source: _source, ...german } = await fallbackNavigationMenu('de-DE');
    expect(german).toEqual(navigationMenu('de'));
  });
});
