// Soak (DESIGN.md, Budgets): how much shell work happens between the click on a plugin link and the request for the
// plugin's iframe, how much the JS heap grows over 200 plugin route switches, and whether Home ↔ plugin round trips
// leave island elements (and the React roots they hold) behind once they are off the page.
import type { CDPSession, Page } from '@playwright/test';
import { openBenchBrowser } from './browser.ts';
import { CONSOLE_READY } from './targets.ts';

/** The two plugin routes the bench switches between. */
const ROUTES = ['/networking/vcns', '/compute/instances'] as const;
const HOME = '/';
/** The island elements whose leftovers are counted. */
const ISLAND_TAGS = ['console-home'] as const;

/** What the soak reports. */
export interface SoakFigures {
  /** Click to iframe request, one value per measured switch. */
  switchMs: number[];
  switches: number;
  /** JS heap after the switches minus before, both after a full garbage collection, in MB. */
  heapGrowthMb: number;
  roundTrips: number;
  /** Island elements still in the heap but no longer in the document after the round trips, by tag. */
  detachedIslands: Record<string, number>;
}

/** Clicks a link to `path` like a user would (the router intercepts it) and answers the click time. */
async function click(page: Page, path: string): Promise<number> {
  return page.evaluate(target => {
    performance.clearResourceTimings();
    const link = document.createElement('a');
    link.href = target;
    link.textContent = 'bench';
    document.body.append(link);
    const clickedAt = performance.now();
    link.click();
    link.remove();
    return clickedAt;
  }, path);
}

/** Switches to a plugin route and answers the time from the click to the plugin iframe's request. */
async function switchTo(page: Page, path: string): Promise<number> {
  const clickedAt = await click(page, path);
  const handle = await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .find(item => (item as PerformanceResourceTiming).initiatorType === 'iframe')?.startTime ?? null,
    undefined,
    { timeout: 10_000, polling: 5 }
  );
  return ((await handle.jsonValue()) as number) - clickedAt;
}

/** Goes Home and waits until the Home island is in the page. */
async function goHome(page: Page): Promise<void> {
  await click(page, HOME);
  await page.waitForFunction(
    () => document.querySelector('console-app')?.shadowRoot?.querySelector('console-home')?.shadowRoot != null,
    undefined,
    { timeout: 10_000, polling: 20 }
  );
}

async function collectGarbage(cdp: CDPSession): Promise<void> {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
}

async function heapMb(cdp: CDPSession): Promise<number> {
  await collectGarbage(cdp);
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / (1024 * 1024);
}

/** Instances of a custom element's class that the heap still holds but the document no longer shows. */
async function detachedElements(cdp: CDPSession, tag: string): Promise<number> {
  await collectGarbage(cdp);
  const { result: prototype } = await cdp.send('Runtime.evaluate', {
    expression: `customElements.get(${JSON.stringify(tag)})?.prototype`,
  });
  if (!prototype.objectId) return 0;
  const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: prototype.objectId });
  const { result } = await cdp.send('Runtime.callFunctionOn', {
    objectId: objects.objectId ?? '',
    functionDeclaration: 'function () { return this.filter(element => !element.isConnected).length; }',
    returnByValue: true,
  });
  return Number(result.value ?? 0);
}

/** Opens a ready, signed-in console and runs the switching and round-trip soaks on it. */
export async function measureSoak(
  origin: string,
  profile: string,
  options = { switches: 200, measured: 50, roundTrips: 50 }
): Promise<SoakFigures> {
  const browser = await openBenchBrowser(profile);
  try {
    const { page, cdp } = browser;
    const ready = browser.mark(CONSOLE_READY);
    await page.goto(`${origin}${ROUTES[1]}`, { waitUntil: 'commit' });
    await ready;
    await page.evaluate(() => performance.setResourceTimingBufferSize(100_000));
    // Warm-up: both plugins once, so the first measured switch is not the first load of a plugin page.
    for (const path of ROUTES) await switchTo(page, path);
    // And the console's one-time work after ready done (the rest of the start-up data, banners, and the header menus'
    // items, built one menu per idle period): the soak measures what switching adds, not what the console keeps for
    // the whole visit. With the menus prepared in idle time inside the window, growth read 1.92 MB instead of ~0.25.
    await page.waitForTimeout(3000);
    const before = await heapMb(cdp);
    const switchMs: number[] = [];
    for (let index = 0; index < options.switches; index += 1) {
      const elapsed = await switchTo(page, ROUTES[index % ROUTES.length] ?? ROUTES[0]);
      if (index < options.measured) switchMs.push(elapsed);
    }
    // Let the last page settle, then compare the heaps after full collections.
    await page.waitForTimeout(1000);
    const heapGrowthMb = (await heapMb(cdp)) - before;

    for (let index = 0; index < options.roundTrips; index += 1) {
      await goHome(page);
      await switchTo(page, ROUTES[1]);
    }
    await page.waitForTimeout(1000);
    const detachedIslands: Record<string, number> = {};
    for (const tag of ISLAND_TAGS) detachedIslands[tag] = await detachedElements(cdp, tag);
    return { switchMs, switches: options.switches, heapGrowthMb, roundTrips: options.roundTrips, detachedIslands };
  } finally {
    await browser.close();
  }
}
