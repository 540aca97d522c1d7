import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PACKAGE = fileURLToPath(new URL('../../dist-elements/', import.meta.url));

/**
 * Resolves `@cloud-console/elements` and its subpaths through the built package's `exports`, as a consumer's bundler
 * does once the package is installed: the examples use dist-elements/ as it would be published (npm run
 * build:elements), not the console's sources.
 */
function elementsPackage() {
  const manifest = `${PACKAGE}package.json`;
  if (!existsSync(manifest)) throw new Error('dist-elements/ is missing: run `npm run build:elements` first');
  const { name, exports } = JSON.parse(readFileSync(manifest, 'utf8'));
  return Object.entries(exports).map(([subpath, target]) => ({
    find: subpath === '.' ? name : `${name}/${subpath.slice(2)}`,
    replacement: `${PACKAGE}${(typeof target === 'string' ? target : target.default).slice(2)}`,
  }));
}

/** The Vite config of an example: its own folder, relative URLs (the spec serves each under a path), strict output. */
export function exampleConfig(exampleUrl, plugins = []) {
  const root = fileURLToPath(new URL('.', exampleUrl));
  return {
    root,
    base: './',
    plugins,
    logLevel: 'warn',
    resolve: {
      alias: elementsPackage()
        .sort((a, b) => b.find.length - a.find.length)
        .map(entry => ({
          find: new RegExp(`^${entry.find.replace(/[/.]/g, '\\$&')}$`),
          replacement: entry.replacement,
        })),
      // One Lit and one React for the page and the package, as npm would install them.
      dedupe: ['lit', '@lit/context', '@lit/react', 'react', 'react-dom'],
    },
    build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  };
}
