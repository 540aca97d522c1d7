import { defineConfig } from 'vitest/config';
import { localOrigins } from './emulator/origins.ts';
import { consoleConfigFor } from './emulator/console-config.ts';

// Node-side tests only: elements/ and islands/ run in Chromium under web-test-runner, e2e/ under Playwright.
export default defineConfig({
  define: {
    __CONSOLE_CONFIG__: JSON.stringify(consoleConfigFor(localOrigins())),
  },
  test: {
    include: ['src/**/*.test.ts', 'stores/**/*.test.ts', 'emulator/**/*.test.ts', 'test/**/*.test.ts'],
    // DOM-bound modules of src/ are tested in Chromium by web-test-runner.
    exclude: ['**/node_modules/**', 'src/**/*.browser.test.ts'],
    environment: 'node',
    // Every core: vitest's default leaves one free, which on a 2-core machine means one worker for ~130 files.
    maxWorkers: '100%',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    // Starting a local cloud (PGlite, schema, seed) takes ~6 s alone and far longer when both cores are busy.
    hookTimeout: 120_000,
  },
});
