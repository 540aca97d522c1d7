import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { workerStackOrigins } from './stacks.ts';

interface CspViolation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  line: number;
}

declare global {
  interface Window {
    __cspViolations?: CspViolation[];
  }
}

/** The local origins this worker's journeys run against: its own stack (e2e/stacks.ts). */
export const ORIGINS = workerStackOrigins();

/** Demo credentials seeded by the local cloud. */
export const DEMO_USER = { name: 'demo@example.com', password: 'Demo-Console-1' };

/**
 * Every journey records Content-Security-Policy violations on every page it opens (the console, the sign-in page,
 * plugin frames) and fails if there was any: strict CSP is a feature, not a setting.
 */
export const test = base.extend<{ cspViolations: CspViolation[]; pageLog: undefined }>({
  // Playwright's fixture functions take their dependencies by destructuring; this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(ORIGINS.consoleOrigin),
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
        // Scripts the harness evaluates through DevTools (axe-core adds a <style> to each frame it checks) have no
        // source file; everything the console, the sign-in page or a plugin does has one.
        if (violation.sourceFile === '') return;
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', event => {
          const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation;
          report({
            directive: event.effectiveDirective,
            blockedURI: event.blockedURI,
            sourceFile: event.sourceFile,
            line: event.lineNumber,
          });
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // The warnings and errors every page of the journey logged (a feed that failed, a breaker that opened), attached to
  // a failure: CI keeps only the failure summary, and a failure that does not reproduce here needs them. The list
  // reporter cuts an attachment at 300 characters, so each line is one: the last 20, a repeated line counted once.
  pageLog: [
    async ({ context }, use, testInfo) => {
      const lines: { text: string; at: string; times: number }[] = [];
      const record = (page: Page) => {
        const add = (kind: string, message: string) => {
          const url = page.url();
          const text = `${kind} ${URL.canParse(url) ? new URL(url).pathname : url}: ${message}`;
          const last = lines.at(-1);
          if (last?.text === text) last.times += 1;
          else lines.push({ text, at: new Date().toISOString().slice(11, 23), times: 1 });
        };
        page.on('console', message => {
          if (message.type() === 'warning' || message.type() === 'error') add(message.type(), message.text());
        });
        page.on('pageerror', error => add('uncaught', error.message));
      };
      context.pages().forEach(record);
      context.on('page', record);
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const [index, line] of lines.slice(-20).entries()) {
        const times = line.times > 1 ? ` (${line.times}×)` : '';
        await testInfo.attach(`page log ${index + 1}`, {
          body: `${line.at}${times} ${line.text}`,
          contentType: 'text/plain',
        });
      }
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Gives every page of the console a feature manifest, as a deployment sets flags (src/feature-flags.ts reads the
 * element with that id when it first answers a flag). Not a script block: the page's Trusted Types policy refuses
 * script text written from outside, and a routed document would lose its loopback address space (so the console's
 * calls to the local cloud would be refused); the reader takes the element's text either way.
 */
export async function withFeatureManifest(page: Page, manifest: Record<string, unknown>): Promise<void> {
  await page.addInitScript(text => {
    new MutationObserver((_records, observer) => {
      if (!document.head) return;
      observer.disconnect();
      const block = document.createElement('div');
      block.hidden = true;
      block.id = 'console-feature-manifest';
      block.append(document.createTextNode(text));
      document.head.append(block);
    }).observe(document, { childList: true, subtree: true });
  }, JSON.stringify(manifest));
}

/** Whether every frame of the page is of the page's own origin (or an inheriting about:blank/srcdoc frame). */
function onlySameOriginFrames(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().every(frame => {
    const url = frame.url();
    return url === '' || url.startsWith('about:') || new URL(url).origin === origin;
  });
}

/** What an axe pass covers: the whole page, or the subtree of one element (shadow roots crossed with `fromShadowDom`). */
export type AxeScope = Parameters<AxeBuilder['include']>[0];

/**
 * Runs axe on the page as it is, or on `scope` only (its whole subtree: for a part of the page that changed after a
 * full pass, such as an open menu), and expects no violations.
 */
export async function expectNoAxeViolations(page: Page, label: string, scope?: AxeScope): Promise<void> {
  // axe's default mode checks each frame and combines the results in a blank page of its own; its legacy mode runs
  // once in the page and reaches same-origin frames itself, with the same results and without opening that page:
  // half the time here, measured on Home. Legacy mode skips a cross-origin frame (a plugin's), so a page with one
  // keeps the default.
  const builder = new AxeBuilder({ page }).setLegacyMode(onlySameOriginFrames(page));
  if (scope) builder.include(scope);
  const results = await builder.analyze();
  const summary = results.violations.filter(isReal).map(violation => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map(node => node.target.join(' ')),
  }));
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * axe resolves a skip link's target with document.getElementById, which cannot see into shadow roots, so whether it
 * flags the shell's skip link (target `main#content` beside it in the same shadow root) depends on which links it sees
 * first. The skip link's behaviour is asserted in elements/console-shell/console-shell.test.ts; every other node and
 * rule counts.
 */
function isReal(violation: { id: string; nodes: { target: unknown[] }[] }): boolean {
  if (violation.id !== 'skip-link') return true;
  return violation.nodes.some(node => !String(node.target.join(' ')).endsWith('console-shell,.skip-link'));
}
