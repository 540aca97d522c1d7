import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { glob } from 'tinyglobby';

/**
 * A web-test-runner plugin that serves each test file as one esbuild bundle, with the chunks its files share.
 *
 * Served module by module, a component test made its page fetch, transform and instantiate some 340 modules
 * (React, Lit, the stores, jose, navigo, the catalogs…): about a second of the two cores per file, most of the
 * browser tests' time. Bundled, a page loads its test file and a few shared chunks. One esbuild build covers every
 * test file the patterns match (under a second for all of them) and is made again after any file it read changes. In
 * watch mode the runner reruns a test file by itself when that file changes; after a change to a module it imports,
 * press Enter to rerun.
 *
 * A file the patterns leave out, or that `unbundled` names (a test about how modules load), is served as before,
 * module by module, by the other plugins of the configuration.
 */

/** Where the chunks the test files share are served from. */
const CHUNKS = '__test-chunks__';
/** esbuild needs an output directory to lay out the files it keeps in memory; nothing is written there. */
const OUT = join(process.cwd(), '.wtr-bundles');

/** `x.css?inline` as a module exporting the CSS text, as Vite serves it (islands adopt it as a stylesheet). */
const cssInline = {
  name: 'css-inline',
  setup(builder) {
    builder.onResolve({ filter: /\?inline$/ }, async args => {
      const resolved = await builder.resolve(args.path.slice(0, -'?inline'.length), {
        resolveDir: args.resolveDir,
        kind: args.kind,
        importer: args.importer,
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: resolved.path, namespace: 'css-inline' };
    });
    builder.onLoad({ filter: /.*/, namespace: 'css-inline' }, async args => ({
      contents: `export default ${JSON.stringify(await readFile(args.path, 'utf8'))};`,
      loader: 'js',
    }));
  },
};

/** Resolves the package `name` to `shim` for every importer but the shim itself. */
function packageShim(name, shim) {
  const filter = new RegExp(`^${name.replace(/[/.@]/g, '\\$&')}$`);
  return {
    name: 'package-shim',
    setup(builder) {
      builder.onResolve({ filter }, args => (args.importer === shim ? undefined : { path: shim }));
    },
  };
}

/**
 * The URL path a page asks for an output by: a test file by its source path (`entryPoint`), anything else (a chunk,
 * a file imported with import(), a source map) by its output path.
 */
function urlPath(outputPath, entryPoint) {
  if (entryPoint && !outputPath.endsWith('.map')) return `/${entryPoint}`;
  return `/${relative(OUT, outputPath).split(sep).join('/')}`;
}

/**
 * @param {object} options
 * @param {string[]} options.files The test files' patterns (the configuration's `files`).
 * @param {string[]} [options.unbundled] Test files to serve module by module.
 * @param {Record<string, string>} options.define As esbuild's `define`.
 * @param {{ name: string, path: string }} options.shim A package every importer but `path` gets `path` for.
 */
export function bundledTests({ files, unbundled = [], define, shim }) {
  /** @type {Promise<Map<string, string>> | undefined} */
  let outputs;
  /** @type {{ add(paths: string[]): void } | undefined} */
  let watcher;

  async function bundle() {
    const entryPoints = await glob(files, { ignore: unbundled });
    const shimPath = join(process.cwd(), shim.path);
    const result = await build({
      entryPoints,
      outbase: '.',
      outdir: OUT,
      write: false,
      bundle: true,
      splitting: true,
      format: 'esm',
      chunkNames: `${CHUNKS}/[name]-[hash]`,
      platform: 'browser',
      target: 'es2022',
      conditions: ['browser', 'development'],
      jsx: 'automatic',
      tsconfig: 'tsconfig.json',
      // Linked, not inline: the runner maps a failure's stack through them, and a page does not parse them.
      sourcemap: 'linked',
      metafile: true,
      define,
      external: ['/__web-dev-server__*'],
      plugins: [cssInline, packageShim(shim.name, shimPath)],
      logLevel: 'silent',
    });
    // A file imported with import() is an entry point of its own to esbuild: only the test files are served by name.
    const tests = new Set(entryPoints);
    const entries = new Map(
      Object.entries(result.metafile.outputs)
        .filter(([, output]) => output.entryPoint !== undefined && tests.has(output.entryPoint))
        .map(([path, output]) => [join(process.cwd(), path), output.entryPoint])
    );
    watcher?.add(Object.keys(result.metafile.inputs).filter(path => !path.includes(':')));
    return new Map(result.outputFiles.map(file => [urlPath(file.path, entries.get(file.path)), file.text]));
  }

  return {
    name: 'bundled-tests',
    serverStart({ fileWatcher }) {
      watcher = fileWatcher;
      fileWatcher.on('change', () => (outputs = undefined));
    },
    async serve(context) {
      outputs ??= bundle().catch(error => {
        outputs = undefined;
        throw error;
      });
      const body = (await outputs).get(context.path);
      if (body === undefined) return undefined;
      return { body, type: context.path.endsWith('.map') ? 'json' : 'js' };
    },
    /** Whether `path` is served from the bundles (the other plugins then leave its body alone). */
    async serves(path) {
      return Boolean(outputs && (await outputs).has(path));
    },
  };
}
