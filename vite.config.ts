import { defineConfig } from 'vite';
import { localOrigins } from './emulator/origins.ts';
import { consoleCsp } from './src/security/csp.ts';
import { consoleConfigFor } from './emulator/console-config.ts';

const origins = localOrigins();

export default defineConfig(({ command }) => ({
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
  },
}));
