import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { localOrigins } from './emulator/origins.ts';
import { consoleCsp } from './src/security/csp.ts';
import { consoleConfigFor } from './emulator/console-config.ts';
import { featureManifestElement } from './emulator/feature-manifest.ts';

const origins = localOrigins();

const STARTUP = fileURLToPath(new URL('./src/startup.ts', import.meta.url));
const MAIN = fileURLToPath(new URL('./src/main.ts', import.meta.url));
const PLUGIN_CONTAINERS = fileURLToPath(new URL('./elements/console-app/plugin-containers.ts', import.meta.url));

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The modules `from` reaches through static imports, itself included. */
function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Names the chunk of the start-up sequence: every module src/startup.ts reaches statically, except those the entry
 * (src/main.ts, before the header paints) already has, goes into one `startup` chunk. Without it the bundler's
 * automatic splitting cuts the start-up path into a chunk per combination of lazy importers (islands, page data),
 * each a request and a compression window of its own: more bytes and round trips on the path DESIGN.md budgets.
 */
function startupChunk() {
  return staticChunk('startup', STARTUP, [MAIN]);
}

/**
 * Names the chunk of the plugin containers and the plugin host (elements/console-app/lazy-plugin-containers.ts): what
 * elements/console-app/plugin-containers.ts reaches statically beyond the entry and the start-up sequence, in one
 * request on a plugin route's path instead of a chunk per module shared with page data.
 */
function pluginsChunk() {
  return staticChunk('plugins', PLUGIN_CONTAINERS, [MAIN, STARTUP]);
}

/** A chunk of every module `from` reaches statically that none of `before` does. */
function staticChunk(name: string, from: string, before: readonly string[]) {
  let members: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!members) {
      const earlier = new Set(before.flatMap(module => [...staticClosure(graph, module)]));
      members = new Set([...staticClosure(graph, from)].filter(module => !earlier.has(module)));
    }
    return members.has(id) ? name : null;
  };
}

/**
 * React and what every island shares (their base and tab styles, the router hand-off) in one chunk: it comes with the
 * first island anyway, and a few hundred bytes shared by two islands otherwise become chunks of their own on Home's
 * start-up path, each a request with its own overhead.
 */
const ISLANDS_SHARED =
  /\/node_modules\/(react|react-dom|scheduler|@r2wc\/[^/]+|@nanostores\/react)\/|\/islands\/shared\/(go-to\.ts|island-[a-z]+\.css)/;

function islandsChunk(id: string): string | null {
  return ISLANDS_SHARED.test(id) ? 'islands' : null;
}

/** Writes the local realm's feature manifest into index.html (emulator/feature-manifest.ts), served and built alike. */
function featureManifest() {
  return {
    name: 'console-feature-manifest',
    transformIndexHtml: (html: string) => html.replace('</title>', `</title>\n    ${featureManifestElement()}`),
  };
}

const LOCALES = fileURLToPath(new URL('./locales/', import.meta.url));
const CATALOG_MODULE = /\/locales\/([^/]+)\/([^/]+)\.ts$/;

/**
 * One version for every compiled catalog (`npm run i18n:compile` writes them before the build): the catalog chunks
 * are named `catalog-<area>-<locale>-<version>.js`. A module that loads an area in any of the 32 locales holds a map
 * of 32 lazy imports (src/i18n/i18n.ts, CatalogLoader); with a hash of its own per chunk those names are 32 random
 * strings that gzip cannot shrink (about 300 bytes a map on the start-up path), with one shared version they compress
 * to almost nothing, and a catalog that changes still gets a new name.
 */
function catalogVersion(): string {
  const hash = createHash('sha256');
  for (const locale of readdirSync(LOCALES).sort()) {
    const dir = join(LOCALES, locale);
    for (const file of readdirSync(dir)
      .filter(name => name.endsWith('.ts'))
      .sort()) {
      hash.update(`${locale}/${file}\0`).update(readFileSync(join(dir, file)));
    }
  }
  return hash.digest('base64url').slice(0, 8);
}

function chunkFileNames(chunk: { facadeModuleId: string | null }): string {
  const catalog = chunk.facadeModuleId ? CATALOG_MODULE.exec(chunk.facadeModuleId) : null;
  if (!catalog) return 'assets/[name]-[hash].js';
  return `assets/catalog-${catalog[2]?.replace(/^_/, '')}-${catalog[1]}-${(CATALOG_VERSION ??= catalogVersion())}.js`;
}

let CATALOG_VERSION: string | undefined;

export default defineConfig(({ command }) => ({
  plugins: [featureManifest()],
  define: {
    __CONSOLE_CONFIG__: JSON.stringify(consoleConfigFor(origins)),
  },
  server: {
    port: origins.consolePort,
    strictPort: true,
    host: 'localhost',
    // The error overlay writes innerHTML, which Trusted Types rightly refuses; errors go to the console instead.
    hmr: { overlay: false },
    headers: {
      'Content-Security-Policy': consoleCsp({
        cloudOrigin: origins.cloudOrigin,
        pluginOrigin: origins.pluginOrigin,
        extraConnect: command === 'serve' ? [`ws://localhost:${origins.consolePort}`] : [],
      }),
    },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    sourcemap: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: which chunks each entry loads, for the size budgets (e2e/size-budget.spec.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        chunkFileNames,
        codeSplitting: {
          groups: [
            { name: startupChunk(), includeDependenciesRecursively: false },
            { name: pluginsChunk(), includeDependenciesRecursively: false },
            { name: islandsChunk, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
