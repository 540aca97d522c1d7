import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Elements and islands, each in real Chromium. */
export default {
  files: ['elements/**/*.test.ts', 'islands/**/*.test.tsx'],
  nodeResolve: { exportConditions: ['browser', 'development'] },
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  plugins: [
    esbuildPlugin({
      ts: true,
      tsx: true,
      jsx: 'automatic',
      tsconfig: 'tsconfig.json',
      define: {
        __CONSOLE_CONFIG__: JSON.stringify({
          cloudOrigin: 'http://127.0.0.1:7070',
          pluginOrigin: 'http://127.0.0.1:7071',
          realm: 'oc1',
          secondLevelDomain: 'oraclecloud.com',
          hostRegion: 'us-ashburn-1',
          consoleVersion: '3.1.7',
        }),
        'process.env.NODE_ENV': '"development"',
      },
    }),
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: CHROMIUM,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    }),
  ],
};
