// The bench's Chromium: one persistent profile per measured load (copied from a signed-in profile for the console),
// cold (HTTP cache disabled), 4x CPU throttling, and the probe of page-probe.js in every frame.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/chromium.mjs';

/** CPU slowdown of every measured page (DESIGN.md, Budgets). */
export const CPU_THROTTLE = 4;

const PROBE = fileURLToPath(new URL('./page-probe.js', import.meta.url));

/**
 * Site isolation off: every target's plugin frame then runs in the throttled renderer of its shell, as the peers'
 * same-site frames do anyway. With it on, the console's cross-site plugin frame would get a process of its own,
 * unthrottled and on the other core, which would flatter the console.
 */
const BENCH_ARGS = [
  ...CHROMIUM_ARGS,
  '--disable-site-isolation-trials',
  '--disable-features=IsolateOrigins,site-per-process',
];

/** A User Timing mark as the probe reports it: name and absolute time (performance.timeOrigin + startTime). */
export interface ReportedMark {
  name: string;
  at: number;
}

/** A browser with one page, ready to be measured. */
export interface BenchBrowser {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Resolves with the first mark of this name reported by any frame. */
  mark(name: string): Promise<ReportedMark>;
  close(): Promise<void>;
}

/** Launches Chromium on a profile: a copy of `template` when given (signed in), else an empty one. */
export async function openBenchBrowser(template?: string, options: { throttle?: boolean } = {}): Promise<BenchBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'console-bench-run-'));
  if (template) cpSync(template, profile, { recursive: true });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: BENCH_ARGS,
    headless: true,
    viewport: { width: 1440, height: 900 },
  });
  const marks = new Map<string, ReportedMark>();
  const waiting = new Map<string, ((mark: ReportedMark) => void)[]>();
  await context.exposeBinding('__benchMark', (_source, mark: ReportedMark) => {
    if (marks.has(mark.name)) return;
    marks.set(mark.name, mark);
    for (const resolve of waiting.get(mark.name) ?? []) resolve(mark);
    waiting.delete(mark.name);
  });
  await context.addInitScript({ path: PROBE });
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (options.throttle !== false) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  return {
    context,
    page,
    cdp,
    mark: name => {
      const known = marks.get(name);
      if (known) return Promise.resolve(known);
      return new Promise(resolve => waiting.set(name, [...(waiting.get(name) ?? []), resolve]));
    },
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Signs the demo user in once on a new profile and answers its folder (the template of every console run). */
export async function signedInProfile(consoleOrigin: string): Promise<string> {
  const profile = mkdtempSync(join(tmpdir(), 'console-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    headless: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${consoleOrigin}/`);
    await page.getByLabel('User name').fill('demo@example.com');
    await page.getByLabel('Password').fill('Demo-Console-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForFunction(() => performance.getEntriesByName('console:ready').length > 0, undefined, {
      timeout: 30_000,
    });
    // Once more, so whatever the console keeps for the next start (caches, hints) is what a returning user has.
    await page.goto(`${consoleOrigin}/compute/instances`);
    await page.waitForFunction(() => performance.getEntriesByName('console:ready').length > 0, undefined, {
      timeout: 30_000,
    });
    await page.waitForTimeout(1000);
  } finally {
    await context.close();
  }
  return profile;
}

/** Removes a profile folder. */
export function removeProfile(profile: string): void {
  rmSync(profile, { recursive: true, force: true });
}
