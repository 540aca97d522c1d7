import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLONE_PARAMS,
  DOCK_PARAMS,
  DOCK_URL_STATES,
  LAUNCH_PARAMS,
  hasLaunchParams,
  readLaunchIntent,
  repositoryUrl,
  urlStateOf,
  usernameHint,
  withDockParams,
  withoutLaunchParams,
  type DockUrlFacts,
  type LaunchPermissions,
} from './cloud-shell-launch.ts';
import type { BottomDockTab, ContainerState } from './plugin-containers.ts';

const ALL: LaunchPermissions = { cloudShell: true, codeEditor: true, externalLinks: true };
const NO_LINKS: LaunchPermissions = { ...ALL, externalLinks: false };
const REPO = 'https://github.com/oracle/oci-quickstart';

describe('readLaunchIntent: the dock', () => {
  it.each([
    ['', null],
    ['cloudshell=true', { tabs: ['cloud-shell'], activeTab: 'cloud-shell', state: 'default', source: null }],
    [
      'cloudshell=TRUE&bdcstate=maximized',
      { tabs: ['cloud-shell'], activeTab: 'cloud-shell', state: 'maximized', source: null },
    ],
    [
      'cloudshell=true&bdcstate=Minimized',
      { tabs: ['cloud-shell'], activeTab: 'cloud-shell', state: 'minimized', source: null },
    ],
    [
      'codeeditor=true&bdcstate=default',
      { tabs: ['code-editor'], activeTab: 'code-editor', state: 'default', source: null },
    ],
    [
      'codeeditor=true&cloudshell=true&cssource=quickstart',
      { tabs: ['cloud-shell', 'code-editor'], activeTab: 'cloud-shell', state: 'default', source: 'quickstart' },
    ],
    // Unknown or hostile values fall back or are dropped; they never throw.
    [
      'cloudshell=true&bdcstate=huge',
      { tabs: ['cloud-shell'], activeTab: 'cloud-shell', state: 'default', source: null },
    ],
    [
      'cloudshell=true&cssource=%3Cscript%3E',
      { tabs: ['cloud-shell'], activeTab: 'cloud-shell', state: 'default', source: null },
    ],
    ['cloudshell=1', null],
    ['cloudshell=false&bdcstate=maximized', null],
    ['bdcstate=maximized&cssource=docs', null],
    // A repeated parameter is ambiguous: absent.
    ['cloudshell=true&cloudshell=true', null],
    [
      'cloudshell=true&bdcstate=maximized&bdcstate=minimized',
      { tabs: ['cloud-shell'], activeTab: 'cloud-shell', state: 'default', source: null },
    ],
  ])('%s → %j', (query, dock) => {
    expect(readLaunchIntent(query, ALL).dock).toEqual(dock);
  });

  it.each([
    [{ cloudShell: false, codeEditor: true }, 'cloudshell=true&codeeditor=true', ['code-editor']],
    [{ cloudShell: true, codeEditor: false }, 'cloudshell=true&codeeditor=true', ['cloud-shell']],
    [{ cloudShell: false, codeEditor: false }, 'cloudshell=true&codeeditor=true', null],
  ])('opens only the tabs the user may launch (%j)', (allowed, query, tabs) => {
    expect(readLaunchIntent(query, { ...allowed, externalLinks: true }).dock?.tabs ?? null).toEqual(tabs);
  });
});

describe('readLaunchIntent: clone and launch', () => {
  const full = `cs_repo_url=${encodeURIComponent(REPO)}&cs_branch=main&cs_open_ce=true&cs_readme_path=docs/README.md&cs_initscript_path=scripts/init.sh`;

  it('with the external-links flag: Cloud Shell maximized with the clone, whatever bdcstate says', () => {
    const intent = readLaunchIntent(`${full}&bdcstate=minimized`, ALL);
    expect(intent.dock).toEqual({ tabs: ['cloud-shell'], activeTab: 'cloud-shell', state: 'maximized', source: null });
    expect(intent.clone).toEqual({
      repoUrl: REPO,
      branch: 'main',
      openInEditor: true,
      readmePath: 'docs/README.md',
      initScriptPath: 'scripts/init.sh',
    });
  });

  it('without the flag: the clone is dropped and Cloud Shell opens default', () => {
    const intent = readLaunchIntent(`${full}&bdcstate=maximized`, NO_LINKS);
    expect(intent.clone).toBeNull();
    expect(intent.dock).toEqual({ tabs: ['cloud-shell'], activeTab: 'cloud-shell', state: 'default', source: null });
  });

  it('without Cloud Shell allowed nothing opens and nothing is cloned', () => {
    expect(readLaunchIntent(full, { ...ALL, cloudShell: false })).toMatchObject({ dock: null, clone: null });
  });

  it.each([
    ['http://github.com/a/b'],
    ['https://user:secret@github.com/a/b'],
    ['javascript:alert(1)'],
    ['https://github.com/'],
    ['not a url'],
    [`https://github.com/${'a'.repeat(2100)}`],
  ])('refuses the repository %s: dropped, Cloud Shell opens default', repo => {
    const intent = readLaunchIntent(`cs_repo_url=${encodeURIComponent(repo)}`, ALL);
    expect(intent.clone).toBeNull();
    expect(intent.dock?.state).toBe('default');
  });

  it.each([
    ['cs_branch', '-delete', 'branch'],
    ['cs_branch', 'a..b', 'branch'],
    ['cs_readme_path', '../etc/passwd', 'readmePath'],
    ['cs_readme_path', '/etc/passwd', 'readmePath'],
    ['cs_initscript_path', 'a/../../b', 'initScriptPath'],
    ['cs_initscript_path', 'run.sh;rm -rf', 'initScriptPath'],
  ])('drops an invalid optional part %s=%s, keeping the clone', (name, value, field) => {
    const intent = readLaunchIntent(
      `cs_repo_url=${encodeURIComponent(REPO)}&${name}=${encodeURIComponent(value)}`,
      ALL
    );
    expect(intent.clone).toMatchObject({ repoUrl: REPO, [field]: null });
  });
});

describe('readLaunchIntent: username and canary', () => {
  it.each([
    ['username=demo%40example.com', 'demo@example.com'],
    ['username=%20%20ops%20', 'ops'],
    ['username=', null],
    ['username=a%0Ab', null],
    [`username=${'x'.repeat(256)}`, null],
    ['username=a&username=b', null],
  ])('%s → username %j', (query, username) => {
    expect(readLaunchIntent(query, ALL).username).toBe(username);
  });

  it.each([
    ['canary=true', true],
    ['canary=True', true],
    ['canary=false', false],
    ['canary=1', false],
    ['', false],
  ])('%s → canary %s', (query, canary) => {
    expect(readLaunchIntent(query, ALL).canary).toBe(canary);
  });

  it('usernameHint and repositoryUrl answer null for null', () => {
    expect(usernameHint(null)).toBeNull();
    expect(repositoryUrl(null)).toBeNull();
  });
});

describe('the dock in the URL', () => {
  it.each<[ContainerState, string | null]>([
    ['DEFAULT', 'default'],
    ['INITIALIZING', 'default'],
    ['MINIMIZED', 'minimized'],
    ['MAXIMIZED', 'maximized'],
    ['CLOSED', null],
  ])('%s is bdcstate %s', (state, url) => {
    expect(urlStateOf(state)).toBe(url);
  });

  it.each<[string, DockUrlFacts | null, string]>([
    [
      'region=eu-frankfurt-1',
      { state: 'MAXIMIZED', tabs: ['cloud-shell'], source: null },
      'region=eu-frankfurt-1&cloudshell=true&bdcstate=maximized',
    ],
    [
      'q=x&cloudshell=true&bdcstate=maximized&cssource=docs',
      { state: 'MINIMIZED', tabs: ['cloud-shell'], source: 'docs' },
      'q=x&cloudshell=true&bdcstate=minimized&cssource=docs',
    ],
    [
      '',
      { state: 'INITIALIZING', tabs: ['cloud-shell', 'code-editor'], source: null },
      'cloudshell=true&codeeditor=true&bdcstate=default',
    ],
    // Closing removes every dock parameter and keeps the rest.
    [
      'region=x&cloudshell=true&codeeditor=true&bdcstate=default&cssource=docs',
      { state: 'CLOSED', tabs: [], source: 'docs' },
      'region=x',
    ],
    ['region=x&cloudshell=true&bdcstate=maximized', null, 'region=x'],
    // An invalid source never reaches the URL.
    ['', { state: 'DEFAULT', tabs: ['cloud-shell'], source: '<b>' }, 'cloudshell=true&bdcstate=default'],
  ])('%s with %j → %s', (query, dock, expected) => {
    expect(withDockParams(query, dock)).toBe(expected);
  });

  it('start-up removes username, the clone parameters and the dock parameters, and keeps the rest', () => {
    const query = `region=r&username=u&canary=true&cloudshell=true&bdcstate=maximized&cssource=s&${Object.values(
      CLONE_PARAMS
    )
      .map(name => `${name}=v`)
      .join('&')}`;
    expect(withoutLaunchParams(query)).toBe('region=r&canary=true');
  });
});

describe('hasLaunchParams', () => {
  it.each([
    ['?username=x', true],
    ['cs_branch=main', true],
    ['x=1&bdcstate', true],
    ['%75sername=x', true],
    ['canary=true', false],
    ['region=us-ashburn-1&q=cloudshell', false],
    ['CloudShell=true', false],
    ['', false],
  ])('%s → %s', (query, expected) => {
    expect(hasLaunchParams(query)).toBe(expected);
  });
});

describe('properties', () => {
  const tabsArbitrary = fc.subarray<BottomDockTab>(['cloud-shell', 'code-editor'], { minLength: 1 });
  const sourceArbitrary = fc.option(fc.stringMatching(/^[A-Za-z0-9_.-]{1,64}$/), { nil: null });
  const openState = fc.constantFrom<ContainerState>('DEFAULT', 'INITIALIZING', 'MINIMIZED', 'MAXIMIZED');

  it('round trip: an open dock written to the URL reads back as the same dock', () => {
    fc.assert(
      fc.property(tabsArbitrary, openState, sourceArbitrary, fc.string(), (tabs, state, source, other) => {
        const query = withDockParams(new URLSearchParams({ other }).toString(), { state, tabs, source });
        const dock = readLaunchIntent(query, NO_LINKS).dock;
        expect(dock).toEqual({ tabs, activeTab: tabs[0], state: urlStateOf(state), source });
        expect(new URLSearchParams(query).get('other')).toBe(other);
      })
    );
  });

  // Any launch parameter name, any value (control characters, markup, huge, repeated), mixed with other parameters.
  const hostileQuery = fc
    .array(
      fc.tuple(
        fc.constantFrom(...Object.values(LAUNCH_PARAMS), ...Object.values(CLONE_PARAMS), 'region', 'x'),
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'grapheme' }),
          fc.constantFrom('true', 'TRUE', 'maximized', 'minimized', 'default', REPO, '<script>', '../../x', '\u0000')
        )
      ),
      { maxLength: 12 }
    )
    .map(entries => new URLSearchParams(entries).toString());
  const permissions = fc.record({ cloudShell: fc.boolean(), codeEditor: fc.boolean(), externalLinks: fc.boolean() });

  it('unknown or hostile values never crash and never survive into the URL', () => {
    fc.assert(
      fc.property(hostileQuery, permissions, openState, (query, allowed, state) => {
        const intent = readLaunchIntent(query, allowed);
        const cleaned = new URLSearchParams(withoutLaunchParams(query));
        for (const name of [LAUNCH_PARAMS.username, ...DOCK_PARAMS, ...Object.values(CLONE_PARAMS)]) {
          expect(cleaned.has(name)).toBe(false);
        }
        const written = new URLSearchParams(
          withDockParams(
            cleaned.toString(),
            intent.dock && { state, tabs: intent.dock.tabs, source: intent.dock.source }
          )
        );
        for (const name of [LAUNCH_PARAMS.cloudShell, LAUNCH_PARAMS.codeEditor]) {
          expect(written.getAll(name).every(value => value === 'true')).toBe(true);
        }
        expect(written.getAll(LAUNCH_PARAMS.dockState).every(value => DOCK_URL_STATES.includes(value as never))).toBe(
          true
        );
        expect(written.getAll(LAUNCH_PARAMS.source).every(value => /^[A-Za-z0-9_.-]{1,64}$/.test(value))).toBe(true);
        if (intent.dock) expect(intent.dock.tabs.length).toBeGreaterThan(0);
        if (intent.clone) expect(intent.clone.repoUrl.startsWith('https://')).toBe(true);
        if (!allowed.externalLinks) expect(intent.clone).toBeNull();
      })
    );
  });
});
