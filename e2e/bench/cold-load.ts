// One cold load of one target: a fresh profile (a copy of the signed-in one for the console), HTTP cache off,
// 4x CPU throttling; the figures are read once the target is ready and layout has had time to settle.
import { openBenchBrowser } from './browser.ts';
import type { Target } from './targets.ts';

/** How long the page may take to become ready before the run counts as failed. */
const READY_TIMEOUT_MS = 60_000;
/**
 * Time after ready before LCP, CLS and long tasks are read: what loads after ready (banners, the rest of the start-up
 * data) must not shift the page either, and this covers it at 4x throttling.
 */
const SETTLE_MS = 3000;

/** The figures of one load. Times are milliseconds from the navigation start of the top document. */
export interface LoadFigures {
  readyMs: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  /** Sum of the durations of long tasks (> 50 ms) in every frame, until the figures are read. */
  longTaskMs: number;
  /** gzip bytes of the top document's scripts that had arrived when it first painted content. */
  jsBeforeHeaderKb: number;
  /** gzip bytes of the top document's scripts that had arrived when it was ready. */
  jsAtReadyKb: number;
}

interface TopFigures {
  timeOrigin: number;
  fcp: number;
  lcp: number;
  cls: number;
  scripts: { size: number; end: number }[];
}

/** Loads `url` cold and answers its figures; `profile` is the signed-in template for targets that need it. */
export async function coldLoad(target: Target, url: string, profile: string): Promise<LoadFigures> {
  const browser = await openBenchBrowser(target.signedIn ? profile : undefined);
  try {
    const { page } = browser;
    const marks =
      target.readiness.kind === 'marks' ? Promise.all(target.readiness.marks.map(name => browser.mark(name))) : null;
    await page.goto(url, { waitUntil: target.readiness.kind === 'marks' ? 'commit' : 'load' });
    const reached = marks ? await withTimeout(marks, READY_TIMEOUT_MS, `${target.name} was not ready`) : [];
    await page.waitForTimeout(SETTLE_MS);
    const top = await page.evaluate((): TopFigures => {
      const probe = (window as unknown as { __benchProbe: { lcp: number; cls: number } }).__benchProbe;
      const scripts = performance
        .getEntriesByType('resource')
        .filter(entry => /\.m?js$/.test(new URL(entry.name).pathname))
        .map(entry => {
          const timing = entry as PerformanceResourceTiming;
          return { size: timing.encodedBodySize, end: timing.responseEnd };
        });
      return {
        timeOrigin: performance.timeOrigin,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        lcp: probe.lcp,
        cls: probe.cls,
        scripts,
      };
    });
    let longTaskMs = 0;
    for (const frame of page.frames()) {
      longTaskMs += await frame
        .evaluate(() => (window as unknown as { __benchProbe?: { longTaskMs: number } }).__benchProbe?.longTaskMs ?? 0)
        .catch(() => 0);
    }
    const readyMs = reached.length > 0 ? Math.max(...reached.map(mark => mark.at)) - top.timeOrigin : top.fcp;
    const kb = (until: number) =>
      top.scripts.filter(script => script.end <= until).reduce((sum, script) => sum + script.size, 0) / 1024;
    return {
      readyMs,
      fcpMs: top.fcp,
      lcpMs: top.lcp,
      cls: top.cls,
      longTaskMs,
      jsBeforeHeaderKb: kb(top.fcp),
      jsAtReadyKb: kb(readyMs),
    };
  } finally {
    await browser.close();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${message} within ${ms} ms`)), ms);
    promise.then(
      value => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    );
  });
}
