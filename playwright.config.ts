import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, stackEnvironment, stackOrigins, workerStackOrigins } from './e2e/stacks.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/chromium.mjs';

/** Journeys against the production build, served with the local cloud and the plugin origin (npm run serve). */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Files run side by side, one per worker, each worker against its own local stack (e2e/stacks.ts); the journeys of
  // one file run in order.
  fullyParallel: false,
  workers: E2E_WORKERS,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // Workers load this file too: each gets its own stack's console (e2e/fixtures.ts sets the same per test).
    baseURL: workerStackOrigins().consoleOrigin,
    // Recording a trace for every journey (to keep the failing ones) took 28% of the suite's time on two cores; a
    // failure still writes its page's ARIA snapshot (error-context.md). To trace, rerun the journey with
    // `npx playwright test e2e/<spec>.spec.ts --trace retain-on-failure` (docs/performance.md).
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: 'npx tsx emulator/start.ts',
    // Journeys start from the seed every run, whatever a developer's kept .emulator-data holds.
    env: stackEnvironment(index),
    url: `${stackOrigins(index).consoleOrigin}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
