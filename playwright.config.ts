import { defineConfig } from '@playwright/test';
import { localOrigins } from './emulator/origins.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/chromium.mjs';

const origins = localOrigins();

/** Journeys against the production build, served with the local cloud and the plugin origin (npm run serve). */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: origins.consoleOrigin,
    // Recording a trace for every journey (to keep the failing ones) took 28% of the suite's time on two cores; a
    // failure still writes its page's ARIA snapshot (error-context.md). To trace, rerun the journey with
    // `npx playwright test e2e/<spec>.spec.ts --trace retain-on-failure` (docs/performance.md).
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  webServer: {
    command: 'npx tsx emulator/start.ts',
    // Journeys start from the seed every run, whatever a developer's kept .emulator-data holds.
    env: { CLOUD_DATA_DIR: 'memory' },
    url: `${origins.consoleOrigin}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
