// npm run bench: boot speed and size of the production build (DESIGN.md, Budgets).
// Serves dist/ with gzip beside the local cloud, signs in once, then loads `/` signed in over 7 cold runs in
// headless Chromium with 4x CPU throttling, and prints the median and range of each figure.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { localOrigins } from '../../emulator/origins.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CPU_THROTTLE = 4;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const origins = localOrigins();

interface RunFigures {
  readyMs: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  jsBeforeHeaderKb: number;
  jsTotalKb: number;
}

/** Reads the figures inside the page once console:ready is marked. */
const READ_FIGURES = `(() => {
  const ready = performance.getEntriesByName('console:ready')[0]?.startTime ?? NaN;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
  const scripts = performance
    .getEntriesByType('resource')
    .filter(entry => new URL(entry.name).pathname.endsWith('.js'));
  const kb = entries => entries.reduce((sum, entry) => sum + entry.encodedBodySize, 0) / 1024;
  return {
    readyMs: ready,
    fcpMs: fcp,
    lcpMs: window.__bench.lcp,
    cls: window.__bench.cls,
    jsBeforeHeaderKb: kb(scripts.filter(entry => entry.responseEnd <= fcp)),
    jsTotalKb: kb(scripts.filter(entry => entry.responseEnd <= ready)),
  };
})()`;

async function startServers(): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'emulator/start.ts'], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('servers did not start within 60 s')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(origins.consoleOrigin)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', code => reject(new Error(`servers exited with ${code}`)));
  });
  return child;
}

async function launch(profile: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: ARGS, headless: true });
}

async function signInOnce(profile: string): Promise<void> {
  const context = await launch(profile);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${origins.consoleOrigin}/`);
  await page.getByLabel('User name').fill('demo@example.com');
  await page.getByLabel('Password').fill('Demo-Console-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForFunction(() => performance.getEntriesByName('console:ready').length > 0, undefined, {
    timeout: 30_000,
  });
  await context.close();
}

async function measure(signedInProfile: string): Promise<RunFigures> {
  const profile = mkdtempSync(join(tmpdir(), 'console-bench-run-'));
  cpSync(signedInProfile, profile, { recursive: true });
  const context = await launch(profile);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    await page.addInitScript(() => {
      const state = { lcp: 0, cls: 0 };
      (window as unknown as { __bench: typeof state }).__bench = state;
      new PerformanceObserver(list => {
        for (const entry of list.getEntries()) state.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver(list => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) state.cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${origins.consoleOrigin}/`);
    await page.waitForFunction(() => performance.getEntriesByName('console:ready').length > 0, undefined, {
      timeout: 60_000,
    });
    // Let LCP and late layout shifts settle before reading them.
    await page.waitForTimeout(500);
    // A string, not a function: tsx would wrap named functions in a helper the page does not have.
    return (await page.evaluate(READ_FIGURES)) as RunFigures;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

function summarise(values: number[]): { median: number; min: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { median, min: sorted[0] ?? NaN, max: sorted[sorted.length - 1] ?? NaN };
}

async function main(): Promise<void> {
  const servers = await startServers();
  const signedInProfile = mkdtempSync(join(tmpdir(), 'console-bench-profile-'));
  try {
    await signInOnce(signedInProfile);
    const runs: RunFigures[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const figures = await measure(signedInProfile);
      runs.push(figures);
      console.log(`run ${run}: ready ${figures.readyMs.toFixed(0)} ms, FCP ${figures.fcpMs.toFixed(0)} ms`);
    }
    const rows: [string, keyof RunFigures, string, number][] = [
      ['time to console:ready', 'readyMs', 'ms', 0],
      ['first contentful paint', 'fcpMs', 'ms', 0],
      ['largest contentful paint', 'lcpMs', 'ms', 0],
      ['cumulative layout shift', 'cls', '', 3],
      ['JS before the header paints (gzip)', 'jsBeforeHeaderKb', 'KB', 1],
      ['JS in total at ready (gzip)', 'jsTotalKb', 'KB', 1],
    ];
    console.log(`\n${RUNS} cold runs of / signed in, ${CPU_THROTTLE}x CPU throttling, production build with gzip`);
    const report: Record<string, { median: number; min: number; max: number }> = {};
    for (const [label, key, unit, digits] of rows) {
      const stats = summarise(runs.map(run => run[key]));
      report[key] = stats;
      console.log(
        `${label.padEnd(38)} median ${stats.median.toFixed(digits)} ${unit}  (range ${stats.min.toFixed(digits)}–${stats.max.toFixed(digits)} ${unit})`
      );
    }
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/latest.json', JSON.stringify({ runs, report }, null, 2));
  } finally {
    rmSync(signedInProfile, { recursive: true, force: true });
    if (servers.pid) process.kill(-servers.pid, 'SIGTERM');
  }
}

await main();
