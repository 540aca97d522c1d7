import { defineConfig } from 'vitest/config';
import { localOrigins } from './emulator/origins.ts';
import { consoleConfigFor } from './emulator/console-config.ts';

// Node-side tests only: elements/ and islands/ run in Chromium under web-test-runner, e2e/ under Playwright.
export default defineConfig({
  define: {
    __CONSOLE_CONFIG__: JSON.stringify(consoleConfigFor(localOrigins())),
  },
  test: {
    // DOM-bound modules of src/ are tested in Chromium by web-test-runner.
    exclude: ['**/node_modules/**', 'src/**/*.browser.test.ts'],
    environment: 'node',
    projects: [
      {
        extends: true,
        // The console's modules keep state in module scope (stores): each test file gets fresh ones. Islands' pure
        // modules (*.test.ts) run here; their components (*.test.tsx) run in Chromium.
        test: {
          name: 'console',
          include: ['src/**/*.test.ts', 'stores/**/*.test.ts', 'test/**/*.test.ts', 'islands/**/*.test.ts'],
          setupFiles: ['test/setup-retry-delay.ts'],
        },
      },
      {
        extends: true,
        // The local cloud keeps its state in the cloud object each test builds, not in modules: the files of a
        // worker share one module graph (PGlite, Hono, the OCI SDK load once per worker instead of once per file).
        test: { name: 'local-cloud', include: ['emulator/**/*.test.ts'], isolate: false },
      },
    ],
    // Every core: vitest's default leaves one free, which on a 2-core machine means one worker for ~190 files.
    maxWorkers: '100%',
    // Worker threads start faster than child processes, and each of the console's ~140 isolated files starts one:
    // 177 → 162 s for the whole run here (2026-11-26). Nothing in the tests needs a process of its own.
    pool: 'threads',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    // Starting a local cloud (PGlite, schema, seed) takes ~6 s alone and far longer when both cores are busy.
    hookTimeout: 120_000,
  },
});
