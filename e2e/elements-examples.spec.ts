import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// The chrome elements as a package (docs/elements.md), proven by its consumers: each example app under examples/ is
// built with its framework's own tooling (npm run build:examples) against dist-elements/ and served here, as a
// static site of its own, under a strict Content-Security-Policy with Trusted Types and no exception for the
// elements (the fixtures fail on any violation). No console, no local cloud: the elements get everything through properties.

const ROOT = join(import.meta.dirname, '..');
const EXAMPLES = [
  { name: 'html', heading: 'Plain HTML', policies: [] },
  { name: 'react', heading: 'React 19', policies: [] },
  // The frameworks' own Trusted Types policies: the elements need none but Lit's.
  { name: 'vue', heading: 'Vue 3', policies: ['vue'] },
  { name: 'svelte', heading: 'Svelte 5', policies: ['svelte-trusted-html'] },
  { name: 'angular', heading: 'Angular', policies: [] },
] as const;

/** The console's own strictness: scripts and styles from the page's origin only, Trusted Types enforced. */
function csp(policies: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types lit-html ${policies.join(' ')}`.trim(),
  ].join('; ');
}
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves examples/<name>/dist under /<name>/. */
function serveExamples(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const [, name, ...rest] = path.split('/');
    let file = join(ROOT, 'examples', name ?? '', 'dist', ...rest);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    const example = EXAMPLES.find(candidate => candidate.name === name);
    if (!example || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-security-policy': csp(example.policies),
    });
    createReadStream(file).pipe(response);
  });
  return new Promise(resolve => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let server: Server;
let origin: string;

test.beforeAll(async () => {
  server = await serveExamples();
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>(resolve => server.close(() => resolve())));

test('the package packs with every file its exports and manifest name', () => {
  const folder = join(ROOT, 'dist-elements');
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: folder, encoding: 'utf8' }));
  const files = new Set((packed.files as { path: string }[]).map(file => file.path));
  const pkg = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  const targets = Object.values(pkg.exports as Record<string, string | Record<string, string>>).flatMap(target =>
    typeof target === 'string' ? [target] : Object.values(target)
  );
  for (const target of [...targets, pkg.types, pkg.customElements])
    expect(files, target).toContain(target.replace(/^\.\//, ''));
  expect([...files].some(file => file.startsWith('node_modules/'))).toBe(false);
  expect(pkg.peerDependencies.lit).toBeTruthy();
});

for (const example of EXAMPLES) {
  test(`${example.heading}: header and toasts from properties, events back, language, direction and theme`, async ({
    page,
  }) => {
    await page.goto(`${origin}/${example.name}/`);
    await expect(page.getByRole('heading', { level: 1, name: example.heading })).toBeVisible();
    const header = page.locator('console-header');
    const log = page.getByRole('list', { name: 'Events received' });
    await expect(header.getByRole('button', { name: 'Region: US East (Ashburn)' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'User menu: Ada Lovelace' })).toBeVisible();
    await expectNoAxeViolations(page, `${example.name}: first view`);

    // Region: the element reports the choice; the app sets it back and shows a toast in the toast area.
    await header.getByRole('button', { name: 'Region: US East (Ashburn)' }).click();
    await header.getByRole('menuitemradio', { name: /Germany Central \(Frankfurt\)/ }).click();
    await expect(log.getByText('console-region-select region=eu-frankfurt-1')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Region: Germany Central (Frankfurt)' })).toBeVisible();
    const toast = page.locator('console-toasts console-toast');
    await expect(toast).toContainText('Region switched to Germany Central (Frankfurt).');
    await toast.getByRole('button', { name: 'Close notification' }).click();
    await expect(log.getByText(/^console-toast-dismiss toastId=\d+$/)).toBeVisible();
    await expect(toast).toHaveCount(0);

    // Search and sign-out are intents the element hands to the page.
    const search = header.getByRole('searchbox');
    await search.fill('object storage');
    await search.press('Enter');
    await expect(log.getByText('console-search-submit query=object storage')).toBeVisible();
    await header.getByRole('button', { name: 'User menu: Ada Lovelace' }).click();
    await header.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(log.getByText('console-sign-out')).toBeVisible();

    // Language: the element reports it, the app loads the catalog (setLocale) and the header follows.
    await header.getByRole('button', { name: 'Language: English' }).click();
    await header.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect(log.getByText('console-locale-select localeTag=de')).toBeVisible();
    await expect(header.getByRole('searchbox', { name: /durchsuchen/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    // Direction: logical properties put the navigation button on the right, with no change to the element.
    const navButton = header.locator('[part="nav-button"]');
    const leftBefore = (await navButton.boundingBox())?.x ?? 0;
    await page.getByRole('button', { name: 'Right to left' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect.poll(async () => (await navButton.boundingBox())?.x ?? 0).toBeGreaterThan(leftBefore + 400);

    // Themes: theme.css's token sets, chosen on the page's root. axe checks the first view and the last one (German,
    // right to left, HG); src/domain/theme-tokens.test.ts holds every theme's contrast pairs.
    const background = () => header.evaluate(element => getComputedStyle(element).backgroundColor);
    const redwood = await background();
    await page.getByLabel('Theme').selectOption({ label: 'Rainbow' });
    await expect.poll(background).not.toBe(redwood);
    const rainbow = await background();
    await page.getByLabel('Theme').selectOption({ label: 'HG' });
    await expect.poll(background).not.toBe(rainbow);
    await expectNoAxeViolations(page, `${example.name}: German, right to left, HG`);
  });
}
