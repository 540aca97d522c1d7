import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { PACKAGE_ELEMENTS } from './elements/package/package-elements.ts';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Entries: the all-in-one and define-free entries, the React wrappers, and each element's define and class module. */
const ENTRIES: Record<string, string> = {
  'elements/package/index': source('./elements/package/index.ts'),
  'elements/package/classes': source('./elements/package/classes.ts'),
  'elements/package/react': source('./elements/package/react.ts'),
  ...Object.fromEntries(
    PACKAGE_ELEMENTS.flatMap(tag => [
      [`elements/${tag}/${tag}`, source(`./elements/${tag}/${tag}.ts`)],
      [`elements/${tag}/${tag}.component`, source(`./elements/${tag}/${tag}.component.ts`)],
    ])
  ),
};

/** Lit, its context and React wrappers and React itself are the consumer's (peer dependencies): never bundled. */
const EXTERNAL = /^(lit|lit-html|lit-element|@lit\/reactive-element|@lit\/context|@lit\/react|react|react-dom)(\/|$)/;

// The chrome elements as a library (docs/elements.md): one ES module per source module, so each element's define
// and class modules are entries of their own and shared code is shared, not copied. The layout mirrors the source
// tree, so the declarations tsc writes (tsconfig.elements.json) sit beside the modules they describe; bundled
// third-party code (the catalog runtime, the sanitiser) goes under vendor/ because npm pack leaves out node_modules.
// elements/package/finish-package.ts then writes package.json, the manifest and the theme file.
export default defineConfig({
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: 'dist-elements',
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    lib: { entry: ENTRIES, formats: ['es'] },
    rolldownOptions: {
      external: id => EXTERNAL.test(id),
      output: {
        preserveModules: true,
        preserveModulesRoot: fileURLToPath(new URL('.', import.meta.url)),
        entryFileNames: chunk => `${chunk.name.replace(/^(.*\/)?node_modules\//, 'vendor/')}.js`,
      },
    },
  },
});
