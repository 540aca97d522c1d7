import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The plugin SDK as its own small library (docs/plugin-sdk.md): one minified ES module, dist-sdk/console-plugin-sdk.js.
// Its type declarations come from `tsc -p tsconfig.plugin-sdk.json` into dist-sdk/types (npm run build:sdk).
export default defineConfig({
  // The SDK has no HTML entry and no public assets; keep Vite from copying the console's.
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: 'dist-sdk',
    emptyOutDir: true,
    sourcemap: true,
    minify: true,
    // Library mode leaves whitespace in ES output (to keep pure annotations for the app's bundler); the SDK is also
    // loaded as it is by plugin pages, so minify it fully.
    rolldownOptions: { output: { minify: true } },
    lib: {
      entry: fileURLToPath(new URL('./src/plugin-sdk/index.ts', import.meta.url)),
      formats: ['es'],
      fileName: () => 'console-plugin-sdk.js',
    },
  },
});
