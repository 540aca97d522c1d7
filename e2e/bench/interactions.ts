// Interaction speed (DESIGN.md, Budgets): opening the navigation menu, the region menu and the user menu, and typing a
// character in the header's search flyout (the third, which starts the network columns), each to the next paint, at 4x CPU throttling on a ready console. Measured with
// the Event Timing API (the unit of INP): an interaction's duration runs from the input to the next paint after its
// handlers. Entries under 16 ms are not reported by the browser; such an interaction counts as 16 ms.
import type { Locator, Page } from '@playwright/test';
import { openBenchBrowser } from './browser.ts';
import { CONSOLE_READY } from './targets.ts';

/** Each interaction is repeated this many times; the first is the cold one. */
const REPEATS = 5;
/** The shortest duration the Event Timing API reports. */
export const EVENT_TIMING_FLOOR_MS = 16;

/** Durations of one kind of interaction, in milliseconds, in the order they happened. */
export type InteractionFigures = Record<string, number[]>;

interface ProbeEvent {
  name: string;
  duration: number;
  id: number;
}

async function events(page: Page): Promise<ProbeEvent[]> {
  return page.evaluate(() => (window as unknown as { __benchProbe: { events: ProbeEvent[] } }).__benchProbe.events);
}

/** Runs `act` and answers the longest interaction it caused, to the next paint. */
async function timed(page: Page, act: () => Promise<void>): Promise<number> {
  const before = (await events(page)).length;
  await act();
  // Event Timing entries are delivered after the next paint; give the throttled page time to report them.
  await page.waitForTimeout(400);
  const after = (await events(page)).slice(before);
  return Math.max(EVENT_TIMING_FLOOR_MS, ...after.map(entry => entry.duration));
}

/**
 * Clicks in the middle of `element` with the mouse alone, as a user does: a locator's click also runs Playwright's
 * hit-target check in the page's pointer handlers (a forced layout and `elementsFromPoint`, ~3 ms at 4x), inside the
 * interaction it would measure.
 */
async function clickLikeAUser(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  if (!box) throw new Error(`nothing to click: ${element.toString()} has no box`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function openAndClose(page: Page, button: Locator): Promise<number> {
  await button.waitFor();
  const duration = await timed(page, async () => {
    await clickLikeAUser(page, button);
    await button.and(page.locator('[aria-expanded="true"]')).waitFor({ timeout: 10_000 });
  });
  await page.keyboard.press('Escape');
  await button.and(page.locator('[aria-expanded="false"]')).waitFor({ timeout: 10_000 });
  await page.waitForTimeout(200);
  return duration;
}

/** Opens the console on `path` signed in, waits until it is ready and idle, and times each interaction. */
export async function measureInteractions(url: string, profile: string): Promise<InteractionFigures> {
  const browser = await openBenchBrowser(profile);
  try {
    const { page } = browser;
    const ready = browser.mark(CONSOLE_READY);
    await page.goto(url, { waitUntil: 'commit' });
    await ready;
    // After ready the rest of the start-up data and the idle-time chunks load; interactions are timed after that.
    await page.waitForTimeout(4000);
    const figures: InteractionFigures = {
      'open the navigation menu': [],
      'open the region menu': [],
      'open the user menu': [],
      'type a character in search': [],
    };
    const buttons: [string, Locator][] = [
      ['open the navigation menu', page.getByRole('button', { name: 'Navigation menu' })],
      ['open the region menu', page.getByRole('button', { name: /^Region/ })],
      ['open the user menu', page.getByRole('button', { name: /^User menu/ })],
    ];
    for (let round = 0; round < REPEATS; round += 1) {
      for (const [label, button] of buttons) figures[label]?.push(await openAndClose(page, button));
      // The header's box; its first focus loads the flyout island, which takes over the box and its focus.
      const flyout = page.getByRole('combobox', { name: /^Search/ });
      if (round === 0) await page.getByRole('searchbox', { name: /^Search/ }).focus();
      else await flyout.focus();
      await flyout.and(page.locator(':focus')).waitFor({ timeout: 10_000 });
      // The third character is the one that starts the network columns (skeletons) beside the local services.
      await page.keyboard.type('vc');
      await page.waitForTimeout(200);
      figures['type a character in search']?.push(await timed(page, () => page.keyboard.type('n')));
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Escape');
      await page.waitForTimeout(600);
    }
    return figures;
  } finally {
    await browser.close();
  }
}
