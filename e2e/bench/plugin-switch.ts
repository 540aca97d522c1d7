// Plugin route switching (DESIGN.md, Budgets): how much shell work happens between the click on a plugin link and
// the request for the plugin's iframe, and how much the JS heap grows over 200 switches.
import type { BrowserContext, Page } from '@playwright/test';

/** The two plugin routes the bench switches between. */
const ROUTES = ['/networking/vcns', '/compute/instances'] as const;

/** What the switching bench reports. */
export interface SwitchFigures {
  /** Click to iframe request, one value per measured switch. */
  switchMs: number[];
  /** JS heap after the switches minus before, both after a full garbage collection, in MB. */
  heapGrowthMb: number;
  switches: number;
}

// Strings, not functions: tsx would wrap named functions in a helper the page does not have.
const PREPARE = `(() => {
  performance.setResourceTimingBufferSize(100000);
})()`;

/** Clicks a link to `path` like a user would (the router intercepts it) and answers the click time. */
const CLICK = (path: string) => `(() => {
  performance.clearResourceTimings();
  const link = document.createElement('a');
  link.href = ${JSON.stringify(path)};
  link.textContent = 'bench';
  document.body.append(link);
  const clickedAt = performance.now();
  link.click();
  link.remove();
  return clickedAt;
})()`;

/** When the iframe request of the switch started, or null before it has. */
const IFRAME_REQUEST = () => {
  const entry = performance
    .getEntriesByType('resource')
    .find(item => (item as PerformanceResourceTiming).initiatorType === 'iframe');
  return entry ? entry.startTime : null;
};

async function heapMb(page: Page, context: BrowserContext): Promise<number> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize / (1024 * 1024);
}

/** Switches between two plugin routes `switches` times on a ready, signed-in console page. */
export async function measurePluginSwitching(
  page: Page,
  context: BrowserContext,
  switches: number,
  measured: number
): Promise<SwitchFigures> {
  await page.evaluate(PREPARE);
  const switchMs: number[] = [];
  // Warm-up: both plugins once, so the first measured switch is not the first load of a plugin page.
  for (const path of ROUTES) await switchTo(page, path);
  const before = await heapMb(page, context);
  for (let index = 0; index < switches; index += 1) {
    const path = ROUTES[index % ROUTES.length] ?? ROUTES[0];
    const elapsed = await switchTo(page, path);
    if (index < measured) switchMs.push(elapsed);
  }
  // Let the last page settle, then compare the heaps after full collections.
  await page.waitForTimeout(1000);
  const after = await heapMb(page, context);
  return { switchMs, heapGrowthMb: after - before, switches };
}

async function switchTo(page: Page, path: string): Promise<number> {
  const clickedAt = (await page.evaluate(CLICK(path))) as number;
  // A function, not a string: the console's CSP forbids evaluating strings in the page.
  const handle = await page.waitForFunction(IFRAME_REQUEST, undefined, { timeout: 10_000, polling: 5 });
  const requestedAt = (await handle.jsonValue()) as number;
  return requestedAt - clickedAt;
}
