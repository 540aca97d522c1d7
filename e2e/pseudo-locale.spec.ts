import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInTo } from './pages/console-page.ts';

// Issue 19 point 6: the console in the pseudo-locale en-XA (every message accented, about 40 % longer, bracketed;
// docs/i18n.md). A text a user can see that has English letters but no bracket and no accent did not come from a
// catalog; a label, button, link, tab or menu item whose text is wider than its box is cut off or spills over, and
// would be in German or Finnish too. Home, a plugin page and every header menu are walked, shadow roots included.

interface TextAudit {
  /** Visible texts that read as plain English: neither bracketed nor accented. */
  untranslated: string[];
  /** Controls whose text is wider or taller than their box. */
  overflowing: string[];
}

/** Walks the document's composed tree (open shadow roots, not frames) and audits what is visible. */
function auditText(): TextAudit {
  const PSEUDO = /[\u0100-\u024f\u1e00-\u1eff[\]]/;
  const CONTROLS =
    'button, a, label, h1, h2, h3, [role="tab"], [role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"], [role="option"]';
  const untranslated = new Set<string>();
  const overflowing = new Set<string>();
  /** The node and its ancestors across shadow roots. */
  const ancestors = function* (node: Node): Generator<Node> {
    for (let at: Node | null = node; at; at = at.parentNode ?? (at instanceof ShadowRoot ? at.host : null)) yield at;
  };
  const langOf = (node: Node): string | null => {
    for (const at of ancestors(node))
      if (at instanceof Element && at.hasAttribute('lang')) return at.getAttribute('lang');
    return null;
  };

  // Service and realm texts are marked dir="auto" by the console; a <time> is a date formatted by Intl.
  const SERVICE_CONTENT = '[dir="auto"], time';
  const within = (node: Node, selector: string): boolean =>
    [...ancestors(node)].some(at => at instanceof Element && at.matches(selector));

  const visible = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    element.getBoundingClientRect().width > 0;
  // Text for screen readers only (a 1 px box clipped to nothing, the skip link until focused) is meant to be cut off.
  const onScreen = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 1 && box.height > 1 && style.clipPath === 'none' && style.clip === 'auto' && box.bottom > 0;
  };
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 60)}"`;
  const walk = (root: Document | ShadowRoot) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        if (node.shadowRoot) walk(node.shadowRoot);
        if (node.matches(CONTROLS) && visible(node) && onScreen(node)) {
          const style = getComputedStyle(node);
          // Text clipped by its own box (or spilling out of it), beyond a pixel of rounding.
          const wide = node.scrollWidth > node.clientWidth + 1 && style.overflowX !== 'visible';
          const tall = node.scrollHeight > node.clientHeight + 1 && style.overflowY !== 'visible';
          // Only the console's own (bracketed) texts count: a service's long name clamped in a narrow column is design.
          if ((wide || tall) && node.clientWidth > 0 && PSEUDO.test(node.textContent ?? '')) {
            overflowing.add(describe(node));
          }
        }
        continue;
      }
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!/[A-Za-z]{3}/.test(text) || !parent || !visible(parent)) continue;
      if (['SCRIPT', 'STYLE', 'TEMPLATE', 'CODE'].includes(parent.tagName)) continue;
      // Names of other languages (the language menu) speak for themselves.
      const lang = langOf(node);
      if (lang !== null && lang !== 'en-XA') continue;
      // Service content comes in the language the service answers in (the local cloud's feeds: English).
      if (within(node, SERVICE_CONTENT)) continue;
      if (!PSEUDO.test(text)) untranslated.add(text.slice(0, 80));
    }
  };
  walk(document);
  return { untranslated: [...untranslated].sort(), overflowing: [...overflowing].sort() };
}

/**
 * Data, not messages: what the local cloud's demo tenancy calls its user (`Default/Demo User`: domain and name),
 * tenancy, regions and resources, and the realm's footer (realm configuration, `footerMarkdown`, in the realm's one
 * language). Anything else in plain English is a text that skipped the catalog.
 */
const DATA = [
  /@example\.com$/,
  /^(demo|Default\/Demo User|acme-corp|ACME Corp)/i,
  /^(Terms of Use and Privacy|Copyright © \d{4}, Oracle and\/or its affiliates\. All rights reserved\.)$/,
  /^[a-z]{2}-[a-z]+-\d$/,
  /^(US East|US West|Germany Central|UK South|Japan East)/,
  /ocid1\./,
];

/** Every string the services sent (JSON from the cloud and plugin origins): what the page shows of them is data. */
function recordServedTexts(page: Page): Set<string> {
  const served = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string' && /[A-Za-z]{3}/.test(value)) served.add(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', response => {
    const origin = new URL(response.url()).origin;
    if (origin === new URL(page.url() || 'http://localhost').origin) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then(collect, () => undefined);
  });
  return served;
}

async function expectAllTranslated(page: Page, where: string, served: Set<string>): Promise<void> {
  const audit = await page.evaluate(auditText);
  const isServed = (text: string) => [...served].some(value => value.includes(text));
  expect(
    audit.untranslated.filter(text => !DATA.some(pattern => pattern.test(text)) && !isServed(text)),
    `${where}: texts not from a catalog`
  ).toEqual([]);
  expect(audit.overflowing, `${where}: text cut off or spilling out`).toEqual([]);
}

test.describe('the pseudo-locale en-XA', () => {
  test('Home, every header menu and a plugin page show only catalog texts, none cut off', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1440, height: 900 });
    const served = recordServedTexts(page);
    const console = await signInTo(page, '/?locale=en-XA');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\[Ħǿḿḗ.*\]$/);
    // Home's widgets arrive at idle time: wait for the tabs and for the network to settle before looking.
    await expect(page.getByRole('tab').first()).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    await expectAllTranslated(page, 'Home', served);

    const buttons = await console.visibleMenuButtons();
    expect(buttons.length).toBeGreaterThanOrEqual(5);
    for (const button of buttons) {
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expectAllTranslated(page, `header menu ${await button.getAttribute('aria-label')}`, served);
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }

    await page.goto('/compute/instances?locale=en-XA');
    await console.waitForReady();
    await expect(page.locator('console-plugin-frame.plugin-frame iframe')).toBeVisible();
    await expectAllTranslated(page, 'a plugin page', served);
  });
});
