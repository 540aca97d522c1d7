import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { safeReturnPath } from '../auth/sign-in.ts';
import { isSafeBannerHref } from '../domain/banners.ts';
import { openableUrl } from '../domain/popup.ts';
import { resolveInternalNavigation } from '../plugins/internal-navigation.ts';
import { FLAGGED_REDIRECT_RULES, LEGACY_PATH_MAPPINGS } from './legacy-paths.ts';
import { matchRoute, type RouteMatch } from './route-table.ts';

// Issue 20 point 3: generated URLs through the route table and its legacy map, a plugin's navigate request, the
// sign-in return path and the link gates. Nothing throws, and nothing that sends the browser somewhere can leave the
// console: redirects, moved pages, plugin navigation and the return path after sign-in are same-origin console paths.
// Each property counts its runs; the total is printed.

const ORIGIN = 'http://localhost:5173';
const HOST = 'localhost:5173';
const PREFIXES = ['/compute', '/networking', '/identity', '/object-storage', '/db', '/search-plugin', '/'];
const REGISTRY = { prefixes: PREFIXES };
const ALL_FLAGS = FLAGGED_REDIRECT_RULES.map(rule => rule.flag);
const runs: Record<string, number> = {};

afterAll(() => {
  const total = Object.entries(runs)
    .filter(([name]) => !name.startsWith('…'))
    .reduce((sum, [, value]) => sum + value, 0);
  console.info(`[hostile-urls] ${total} generated URLs: ${JSON.stringify(runs)}`);
  expect(total).toBeGreaterThanOrEqual(1000);
});

function count(name: string): void {
  runs[name] = (runs[name] ?? 0) + 1;
}

/** The property's predicate, counting its runs under `name`. */
function counted<A extends unknown[]>(name: string, predicate: (...args: A) => void): (...args: A) => void {
  return (...args) => {
    count(name);
    predicate(...args);
  };
}

/** Checks where a match sends the browser, counting the redirects and moved pages seen. */
function expectDestinationInside(match: RouteMatch, what: string): void {
  const to = destination(match);
  if (to === null) return;
  count('… of which redirect or moved');
  expectConsolePath(to, `${what} → ${to}`);
}

/** A console path: starts with one '/', not read by a browser as another host (`//x`, `/\x`), and same-origin. */
function expectConsolePath(path: string, what: string): void {
  expect(path, what).toMatch(/^\/(?![/\\])/);
  expect(new URL(path, ORIGIN).origin, what).toBe(ORIGIN);
}

const EVIL = ['evil.example', 'evil.example:443', '127.0.0.1', '[::1]', 'ℯvil.example', 'xn--vil-8ma.example'];

/** Pieces an attacker puts at the start of a path or URL. */
const prefix = fc.constantFrom(
  '',
  '/',
  '//',
  '///',
  '\\\\',
  '/\\',
  '\\/',
  '/./',
  '/.//',
  '/..//',
  '/%2f',
  '/%2F%2F',
  '/%5c',
  '/%5C%5C',
  '/%252f%252f',
  '#/',
  '#//',
  ' /',
  '\t//',
  '\n/',
  '/\u3000/',
  '/\uFF0F',
  'javascript:',
  'JaVaScRiPt:',
  ' javascript:',
  'java\tscript:',
  'data:text/html,',
  'vbscript:',
  'blob:',
  'file:',
  'http:',
  'https:',
  'http:/',
  'http://',
  'https://',
  `${ORIGIN}`,
  `${ORIGIN}/`,
  `${ORIGIN}//`,
  `${ORIGIN}@`,
  'http://localhost:5173.evil.example',
  'http://localhost:5174',
  'https://localhost:5173'
);

/** Path segments: console words, dot segments in every spelling, encoded separators, unicode, hosts. */
const segment = fc.oneof(
  fc.constantFrom(
    'compute',
    'instances',
    'a',
    'sfo',
    'search',
    'dashboard',
    'group',
    'dashboards',
    'applications',
    'infrastructure',
    'tenancy-override',
    'resourcemanager',
    'quickstarts',
    'identity',
    'policies',
    'create',
    'query',
    '..',
    '.',
    '%2e%2e',
    '%2E.',
    '.%2e',
    '%2e',
    '..%2f',
    '..%5c',
    '%2f',
    '%5c',
    '%00',
    '%',
    '%zz',
    '%c0%ae%c0%ae',
    '\u2025',
    '\uFE30',
    '\uFF0E\uFF0E',
    '\u202Eevil',
    '\u0000',
    ...EVIL
  ),
  fc.webSegment(),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 })
);

/** Redirect-style query parameters with values that point away. */
const query = fc.oneof(
  fc.constant(''),
  fc
    .tuple(
      fc.constantFrom(
        'redirect',
        'returnUrl',
        'return_to',
        'returnTo',
        'next',
        'url',
        'continue',
        'goto',
        'target',
        'dest',
        'callback',
        'region',
        'q'
      ),
      fc.oneof(
        fc.constantFrom(
          ...EVIL.map(host => `//${host}`),
          'https://evil.example',
          'javascript:alert(1)',
          '/\\evil.example',
          '%2F%2Fevil.example'
        ),
        fc.webUrl(),
        fc.string({ maxLength: 20 })
      )
    )
    .map(([name, value]) => `?${name}=${encodeURIComponent(value)}&${name}=${value}`)
);

const hash = fc.oneof(
  fc.constant(''),
  fc.constantFrom('#//evil.example', '#javascript:alert(1)', '#/compute'),
  fc.string({ maxLength: 10 }).map(text => `#${text}`)
);

/** A hostile URL or path, sometimes huge. */
const hostileUrl = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .tuple(prefix, fc.array(segment, { maxLength: 8 }), query, hash)
      .map(([start, parts, search, fragment]) => `${start}${parts.join('/')}${search}${fragment}`),
  },
  { weight: 1, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(segment, fc.integer({ min: 1_000, max: 20_000 }))
      .map(([part, times]) => `/${`${part}/`.repeat(times)}`),
  }
);

/** A path the route table redirects or shows as moved (legacy, /sfo, flagged rules), with a hostile rest. */
const redirectingUrl = fc
  .tuple(
    fc.constantFrom(
      '/sfo',
      '/sfo/sfo',
      '/a',
      ...LEGACY_PATH_MAPPINGS.map(mapping => mapping.from),
      '/sfo/a/db/adb',
      '/create/compute/instance',
      '/applications',
      ...FLAGGED_REDIRECT_RULES.map(rule => rule.from)
    ),
    fc.constantFrom('', '/', '//', '///', '/\\', '/%2f%2f', '/./', '/../'),
    fc.array(segment, { maxLength: 5 }),
    query,
    hash
  )
  .map(([source, separator, parts, search, fragment]) => `${source}${separator}${parts.join('/')}${search}${fragment}`);

/** A route match that sends the browser somewhere: its destination; otherwise null. */
function destination(match: RouteMatch): string | null {
  if (match.kind === 'redirect') return match.to;
  if (match.kind === 'moved') return match.to ?? null;
  return null;
}

describe('generated URLs: no crash and no open redirect', () => {
  it('the route table and legacy map answer every URL of the console origin, and redirect only to console paths', () => {
    fc.assert(
      fc.property(
        fc.oneof(hostileUrl, redirectingUrl),
        fc.boolean(),
        fc.subarray(ALL_FLAGS),
        (text, saasScope, redirectFlags) => {
          let url: URL;
          try {
            url = new URL(text, ORIGIN);
          } catch {
            return;
          }
          // The router only ever sees the page's own URL.
          fc.pre(url.origin === ORIGIN);
          count('route table (browser URL)');
          expectDestinationInside(
            matchRoute(url, REGISTRY, { saasScope, redirectFlags, contextualHelpTool: true }),
            text
          );
        }
      ),
      { numRuns: 500 }
    );
  });

  it('the route table keeps raw, unnormalised paths inside the console too', () => {
    fc.assert(
      fc.property(
        fc.oneof(hostileUrl, redirectingUrl),
        query,
        hash,
        counted<[string, string, string]>('route table (raw path)', (path, search, fragment) => {
          const match = matchRoute({ pathname: path, search, hash: fragment }, REGISTRY, {
            saasScope: false,
            redirectFlags: ALL_FLAGS,
          });
          expectDestinationInside(match, path);
        })
      ),
      { numRuns: 300 }
    );
  });

  it('a plugin’s navigate request reaches console paths only: refused with a reason otherwise, never thrown', () => {
    fc.assert(
      fc.property(
        hostileUrl,
        counted<[string]>('plugin navigate', href => {
          const decision = resolveInternalNavigation(href, { host: HOST, prefixes: PREFIXES });
          if (!decision.ok) {
            expect(decision.message).toContain('was refused');
            return;
          }
          expectConsolePath(decision.path, `${href} → ${decision.path}`);
          // Where it lands the route table knows: a page, a redirect to one, or the 404 page; never a redirect away.
          expectDestinationInside(matchRoute(new URL(decision.path, ORIGIN), REGISTRY, { saasScope: false }), href);
        })
      ),
      { numRuns: 500 }
    );
  });

  it('the return path after sign-in is a console path, whatever the page or a stored value said', () => {
    fc.assert(
      fc.property(
        hostileUrl,
        counted<[string]>('sign-in return path', returnTo => {
          const path = safeReturnPath(returnTo, ORIGIN);
          expectConsolePath(path, `${returnTo} → ${path}`);
          // Stored and read back at the callback, it stays the same path.
          expect(safeReturnPath(path, ORIGIN)).toBe(path);
        })
      ),
      { numRuns: 400 }
    );
  });

  it('link gates: a feed banner link is a console path or http(s); a window opens only http(s)', () => {
    fc.assert(
      fc.property(
        hostileUrl,
        counted<[string]>('link gates', href => {
          if (isSafeBannerHref(href)) {
            const url = new URL(href, ORIGIN);
            expect(['http:', 'https:'], href).toContain(url.protocol);
            if (href.startsWith('/')) expectConsolePath(href, href);
          }
          const opened = openableUrl(href, `${ORIGIN}/search`);
          if (opened !== null) expect(['http:', 'https:'], href).toContain(new URL(opened).protocol);
        })
      ),
      { numRuns: 300 }
    );
  });

  it('known escapes are refused (examples kept from fuzzing)', () => {
    expect(safeReturnPath('/.//evil.example/x', ORIGIN)).toBe('/');
    expect(safeReturnPath(`${ORIGIN}//evil.example`, ORIGIN)).toBe('/');
    expect(safeReturnPath('/compute/instances?redirect=//evil.example', ORIGIN)).toBe(
      '/compute/instances?redirect=//evil.example'
    );
    expect(isSafeBannerHref('/\\evil.example')).toBe(false);
    expect(isSafeBannerHref('/announcements/x')).toBe(true);
    expect(resolveInternalNavigation(`${ORIGIN}//evil.example/compute`, { host: HOST, prefixes: PREFIXES }).ok).toBe(
      false
    );
  });
});
