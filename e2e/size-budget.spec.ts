import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures.ts';
import { signInTo } from './pages/console-page.ts';

// The byte budgets of DESIGN.md as a deterministic gate (sizes, never time: timing stays in `npm run bench`). The
// start-up path of each route is read from the build's manifest, gzipped as the console origin serves it, and checked
// against its budget; a browser then loads each route and proves that what it fetched until console:ready is no more
// than that path, so the sums below cannot drift from what a user's browser really loads.

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const KB = 1024;

/** gzip bytes each part of the start-up path may take. */
const BUDGETS = {
  /** Any one chunk of the chrome on a start-up path. */
  chunk: 40 * KB,
  /**
   * The start-up sequence's own chunk (vite.config.ts, startupChunk): everything src/startup.ts reaches that the
   * entry does not, in one request and one compression window. Left to automatic splitting it became some thirty
   * chunks, each shared by a different set of lazy importers, and the whole path grew by 7 KB.
   */
  startupChunk: 64 * KB,
  /** Any one chunk that comes with the first island: React and react-dom are 68 KB of it. */
  islandChunk: 75 * KB,
  /** Everything before the header paints: the entry and what it imports. */
  headerPaint: 35 * KB,
  /**
   * Everything until a plugin route is ready: + the start-up sequence, the English catalog, and the plugin containers
   * with the plugin host (elements/console-app/lazy-plugin-containers.ts: only plugin pages and docks load them).
   */
  pluginRoute: 105 * KB,
  /**
   * Everything until Home is ready: + the Home island, React with it. DESIGN.md's budget is 150 KB; React alone takes
   * 68 KB of it and the chrome's start-up path is not yet small enough for the rest (issue 12 stays open on this
   * point). Until it is, this ratchet keeps Home from growing; lower it with every gain. Its history: 170 KB; 163 KB
   * once the theme's colour rules and the plugin host left Home's path (2026-11-26); raised once to 165 KB the same day,
   * when five features that must act at start-up landed together (docs/performance.md, The size test); raised to
   * 166 KB for issue 20's client resilience, which every start-up call goes through (+0.9 KB; the circuit breakers
   * themselves load with the first failed call); lowered to 165.7 KB once the announcements loader and the commercial
   * service left the start-up chunk (2026-11-26, 5th session: 0.6 KB, less what defining island pages after their
   * texts and preparing the header menus in idle time took back); lowered to 165.2 KB once the navigation took the SaaS
   * service types from a module of their own, without the purchase entitlements' domain (2026-11-26, 6th session);
   * 165.3 KB the same session for the navigation menu's registry loading once the console is ready and idle (+0.1 KB
   * of code that spares the start-up ~40 ms of main thread at 4x building the menu); 161.3 KB the same session once
   * the menu's store and rules left the start-up chunk with it (stores/navigation-state.ts keeps what the chrome
   * needs; −4 KB on every route). Widgets stay off this path (deferredWidget).
   */
  home: 161.3 * KB,
} as const;

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The files a manifest entry loads: its own and those of its static imports, transitively. */
function closure(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no entry for ${key}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const gzipBytes = (file: string) => gzipSync(readFileSync(join(DIST, file))).byteLength;
const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);
const union = (...sets: Set<string>[]) => new Set(sets.flatMap(set => [...set]));

const headerPaint = closure('index.html');
/** The chunks vite.config.ts names `startup` (the start-up sequence's own). */
const startupChunks = new Set(
  Object.values(manifest)
    .filter(chunk => chunk.name === 'startup')
    .map(chunk => chunk.file)
);
/** What every signed-in route loads: the entry, the start-up sequence and the English catalog. */
const startupPath = union(headerPaint, closure('src/startup.ts'), closure('locales/en/_startup.ts'));
/** The plugin containers and the plugin host: one chunk vite.config.ts names `plugins`, loaded by plugin routes. */
const pluginsChunkKey = Object.keys(manifest).find(key => manifest[key]?.name === 'plugins');
if (!pluginsChunkKey) throw new Error('the build has no chunk named plugins (vite.config.ts, pluginsChunk)');
const pluginRoute = union(startupPath, closure(pluginsChunkKey));
const home = union(startupPath, closure('islands/home/home.element.ts'), closure('locales/en/home.ts'));

test.describe('size budgets of the production build', () => {
  test('each chunk on the start-up path and each route’s total stay within budget', () => {
    const rows = [...union(pluginRoute, home)]
      .map(file => ({ file, kb: gzipBytes(file) / KB }))
      .sort((a, b) => b.kb - a.kb)
      .map(({ file, kb }) => `  ${kb.toFixed(1).padStart(6)} KB  ${file}`);
    const totals = {
      headerPaint: sum(headerPaint),
      pluginRoute: sum(pluginRoute),
      home: sum(home),
    };
    console.log(
      [
        'start-up chunks (gzip):',
        ...rows,
        `before the header paints ${(totals.headerPaint / KB).toFixed(1)} KB (budget ${BUDGETS.headerPaint / KB})`,
        `plugin route ${(totals.pluginRoute / KB).toFixed(1)} KB (budget ${BUDGETS.pluginRoute / KB})`,
        `Home ${(totals.home / KB).toFixed(1)} KB (budget ${BUDGETS.home / KB})`,
      ].join('\n')
    );
    for (const file of union(pluginRoute, home)) {
      const budget = startupChunks.has(file)
        ? BUDGETS.startupChunk
        : pluginRoute.has(file) || startupPath.has(file)
          ? BUDGETS.chunk
          : BUDGETS.islandChunk;
      expect(gzipBytes(file), `${file} is over its ${budget / KB} KB chunk budget`).toBeLessThanOrEqual(budget);
    }
    expect(totals.headerPaint, 'JS before the header paints').toBeLessThanOrEqual(BUDGETS.headerPaint);
    expect(totals.pluginRoute, 'JS of a plugin route').toBeLessThanOrEqual(BUDGETS.pluginRoute);
    expect(totals.home, 'JS of Home').toBeLessThanOrEqual(BUDGETS.home);
  });

  for (const [route, path, budgeted] of [
    ['a plugin route', '/compute/instances', pluginRoute],
    ['Home', '/', home],
  ] as const) {
    test(`${route} loads nothing before console:ready beyond its budgeted start-up path, nor the navigation menu`, async ({
      page,
    }) => {
      await signInTo(page, path);
      // Once more, signed in: the load a returning user makes.
      await page.goto(path);
      await page.waitForFunction(() => performance.getEntriesByName('console:ready').length > 0);
      const { loaded, asked } = await page.evaluate(() => {
        const ready = performance.getEntriesByName('console:ready')[0]?.startTime ?? 0;
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          loaded: resources
            .filter(entry => entry.name.endsWith('.js') && entry.responseEnd <= ready)
            .map(entry => new URL(entry.name).pathname.slice(1)),
          asked: resources.filter(entry => entry.startTime <= ready).map(entry => new URL(entry.name).pathname),
        };
      });
      expect(loaded.length).toBeGreaterThan(0);
      expect(loaded.filter(file => !budgeted.has(file))).toEqual([]);
      // The menu's registry loads once the console is ready and idle: building the menu is not start-up work.
      expect(asked.filter(pathname => pathname.includes('navigation-menu'))).toEqual([]);
      await expect
        .poll(() =>
          page.evaluate(() =>
            performance.getEntriesByType('resource').some(entry => entry.name.includes('navigation-menu'))
          )
        )
        .toBe(true);
    });
  }
});
