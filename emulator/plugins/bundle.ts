import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

// The plugin origin's scripts, built in memory with esbuild when the origin starts (~100 ms), so `npm start`, the
// tests and the Playwright web server work on a fresh clone without a build step, and a change to the SDK or a sample
// shows on the next start. The SDK is built from its source (src/plugin-sdk/index.ts) exactly as `npm run build:sdk`
// builds dist-sdk/console-plugin-sdk.js (one minified ES module); the plugin origin never serves dist-sdk, so what it
// serves cannot be older than the source.

/** The SDK bundle's file name on the plugin origin (under /assets/). */
export const SDK_FILE = 'console-plugin-sdk.js';

/** Sample scripts: file name under /assets/ → source file in ./samples/. */
export const SAMPLE_SCRIPTS = {
  compute: 'sample-compute.js',
  'networking-vcns': 'sample-vcns.js',
  'object-storage': 'sample-buckets.js',
  announcements: 'sample-announcements.js',
  regions: 'sample-regions.js',
  tenancy: 'sample-tenancy.js',
  cloudshell: 'sample-cloud-shell.js',
} as const satisfies Record<string, string>;

/** The script of a plugin without a sample of its own. */
export const GENERIC_SCRIPT = 'sample-generic.js';

const SOURCES: Record<string, string> = {
  [SAMPLE_SCRIPTS.compute]: 'compute.ts',
  [SAMPLE_SCRIPTS['networking-vcns']]: 'vcns.ts',
  [SAMPLE_SCRIPTS.announcements]: 'announcements.ts',
  [SAMPLE_SCRIPTS.regions]: 'regions.ts',
  [SAMPLE_SCRIPTS.tenancy]: 'tenancy.ts',
  [SAMPLE_SCRIPTS.cloudshell]: 'cloud-shell.ts',
  [GENERIC_SCRIPT]: 'generic.ts',
};

/**
 * Samples that embed the console's chrome elements (samples/shell-elements.ts): file name → source file. Each is built
 * on its own with code splitting, because the elements' texts are one lazily imported catalog per language (31 of
 * them, ~20–50 KB each), which a bundle without splitting would inline whole. Their chunks are named after the
 * sample (`sample-buckets-<name>-<hash>.js`) and sit beside it under /assets/.
 */
const ELEMENT_SOURCES: Record<string, string> = {
  [SAMPLE_SCRIPTS['object-storage']]: 'buckets.ts',
};

const SDK_ENTRY = fileURLToPath(new URL('../../src/plugin-sdk/index.ts', import.meta.url));

/**
 * The samples import the SDK by its source path (for types); in their bundles that import becomes the SDK bundle
 * beside them, as a plugin team's bundle would import its copy of the SDK. Only the SDK's own entry bundles the source.
 */
const sdkAsSibling: Plugin = {
  name: 'plugin-sdk-as-sibling',
  setup(builder) {
    builder.onResolve({ filter: /plugin-sdk\/index\.ts$/ }, args =>
      args.kind === 'entry-point' ? undefined : { path: `./${SDK_FILE}`, external: true }
    );
  },
};

let built: Promise<ReadonlyMap<string, string>> | undefined;

/** Builds the SDK and the sample scripts once per process: file name → JavaScript text. */
export function pluginScripts(): Promise<ReadonlyMap<string, string>> {
  built ??= buildScripts();
  return built;
}

const OUT_DIR = '/plugin-assets';

const sampleEntry = (source: string) => fileURLToPath(new URL(`./samples/${source}`, import.meta.url));

async function buildScripts(): Promise<ReadonlyMap<string, string>> {
  const entryPoints: Record<string, string> = { [SDK_FILE.replace(/\.js$/, '')]: SDK_ENTRY };
  for (const [file, source] of Object.entries(SOURCES)) entryPoints[file.replace(/\.js$/, '')] = sampleEntry(source);
  // The SDK and the samples without elements: one file each, no splitting (the bench measures the compute sample).
  const builds = [bundle(entryPoints, false)];
  for (const [file, source] of Object.entries(ELEMENT_SOURCES)) {
    builds.push(bundle({ [file.replace(/\.js$/, '')]: sampleEntry(source) }, true));
  }
  return new Map((await Promise.all(builds)).flat());
}

async function bundle(entryPoints: Record<string, string>, splitting: boolean): Promise<[string, string][]> {
  const [name] = Object.keys(entryPoints);
  const result = await build({
    entryPoints,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    minify: true,
    legalComments: 'none',
    write: false,
    outdir: OUT_DIR,
    logLevel: 'silent',
    plugins: [sdkAsSibling],
    ...(splitting ? { splitting: true, chunkNames: `${name}-[name]-[hash]` } : {}),
  });
  return result.outputFiles.map(file => [file.path.slice(`${OUT_DIR}/`.length), file.text]);
}
