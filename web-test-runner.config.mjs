import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/chromium.mjs';
import { bundledTests } from './test/wtr-bundled-tests.mjs';

/** Serves `x.css?inline` as a module exporting the CSS text, as Vite does (islands adopt it as a stylesheet). */
const cssInline = {
  name: 'css-inline',
  async serve(context) {
    if (!context.path.endsWith('.css') || !context.URL.searchParams.has('inline')) return undefined;
    const text = await readFile(join(process.cwd(), decodeURIComponent(context.path)), 'utf8');
    return { body: `export default ${JSON.stringify(text)};`, type: 'js' };
  },
};

/**
 * Vite pre-bundles dependencies; the test server does not, and some cannot load as they are: React and react-dom ship
 * only CommonJS, and @lingui/core and nanostores read `process.env.NODE_ENV` (lingui's lexer, moo, is CommonJS too).
 * esbuild bundles them once into one module (one React instance, one nanostores), and each package is served as a
 * small ES module that re-exports its names from that bundle.
 */
const PREBUNDLED = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  '@lingui/core',
  'nanostores',
];
const PREBUNDLED_ROOT = '/__prebundled__/';
let prebundle;

function buildPrebundle() {
  const entries = PREBUNDLED.map(name => `${JSON.stringify(name)}: require(${JSON.stringify(name)})`);
  prebundle ??= build({
    stdin: { contents: `export default { ${entries.join(', ')} };`, resolveDir: process.cwd() },
    bundle: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"development"' },
  }).then(result => result.outputFiles[0].text);
  return prebundle;
}

const prebundledPackages = {
  name: 'prebundled-packages',
  resolveImport({ source }) {
    return PREBUNDLED.includes(source) ? `${PREBUNDLED_ROOT}${source}.js` : undefined;
  },
  async serve(context) {
    if (!context.path.startsWith(PREBUNDLED_ROOT)) return undefined;
    if (context.path === `${PREBUNDLED_ROOT}bundle.js`) return { body: await buildPrebundle(), type: 'js' };
    const name = context.path.slice(PREBUNDLED_ROOT.length, -'.js'.length);
    if (!PREBUNDLED.includes(name)) return undefined;
    // Read in a child process: React's development build patches the console of whoever loads it.
    const listing = `console.log(JSON.stringify(Object.keys(require(${JSON.stringify(name)}))))`;
    const names = JSON.parse(execFileSync(process.execPath, ['-e', listing], { encoding: 'utf8' })).filter(
      key => /^[A-Za-z_$][\w$]*$/.test(key) && key !== 'default'
    );
    const body = [
      `import packages from '${PREBUNDLED_ROOT}bundle.js';`,
      `const bundled = packages[${JSON.stringify(name)}];`,
      'export default bundled;',
      ...names.map(key => `export const ${key} = bundled.${key};`),
    ].join('\n');
    return { body, type: 'js' };
  },
};

const OPEN_WC_SHIM = '/test/open-wc-testing.ts';

/** Tests import `@open-wc/testing` through test/open-wc-testing.ts (a longer `waitUntil`); the shim gets the package. */
const openWcShim = {
  name: 'open-wc-testing-shim',
  resolveImport({ source, context }) {
    if (source !== '@open-wc/testing' || context.path === OPEN_WC_SHIM) return undefined;
    return OPEN_WC_SHIM;
  },
};

const FILES = ['src/**/*.browser.test.ts', 'elements/**/*.test.ts', 'islands/**/*.test.tsx'];

/** What the console's build defines, as the browser tests see it. */
const DEFINE = {
  __CONSOLE_CONFIG__: JSON.stringify({
    cloudOrigin: 'http://127.0.0.1:7070',
    pluginOrigin: 'http://127.0.0.1:7071',
    realm: 'oc1',
    secondLevelDomain: 'oraclecloud.com',
    hostRegion: 'us-ashburn-1',
    consoleVersion: '3.1.7',
  }),
  'process.env.NODE_ENV': '"development"',
};

// Each test file as one bundle (test/wtr-bundled-tests.mjs): ~1 s of the cores less per file. Two kinds keep loading
// their modules one by one: the elements package's standalone test checks which modules its page loads, and the
// hostile-sink harness tells the sanitiser's inert-parse reports by their source file, DOMPurify's own module.
const tests = bundledTests({
  files: FILES,
  unbundled: ['elements/package/standalone.test.ts', 'src/security/hostile-sinks*.browser.test.ts'],
  define: DEFINE,
  shim: { name: '@open-wc/testing', path: OPEN_WC_SHIM },
});

/** TypeScript for the files served module by module; a bundled test file is JavaScript already. */
const typescript = esbuildPlugin({ ts: true, tsx: true, jsx: 'automatic', tsconfig: 'tsconfig.json', define: DEFINE });
const transformTypescript = typescript.transform.bind(typescript);
typescript.transform = async context => ((await tests.serves(context.path)) ? undefined : transformTypescript(context));

/** Elements and islands, and the few src/ modules that need a real DOM (`*.browser.test.ts`), each in Chromium. */
export default {
  // The longest files first (the hostile-sink fuzzing, ~20 s), so two at a time never ends on one of them alone.
  files: FILES,
  nodeResolve: { exportConditions: ['browser', 'development'] },
  // Two files at a time, one per core: 126 → 96 s here. Renders then sometimes take over a second, so `waitUntil`
  // waits up to 5 s (test/open-wc-testing.ts; with its 1 s default a test flaked in CI on 2026-11-26).
  concurrency: 2,
  testFramework: { config: { timeout: 10000 } },
  plugins: [tests, openWcShim, cssInline, prebundledPackages, typescript],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        args: [...CHROMIUM_ARGS],
      },
    }),
  ],
};
