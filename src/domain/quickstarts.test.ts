import { describe, expect, it } from 'vitest';
import {
  isQuickStartId,
  launchedQuickStarts,
  QUICKSTART_IDS,
  QUICKSTART_SOLUTIONS,
  QUICKSTART_TAG,
  QUICKSTARTS_MANAGE_PATH,
  QUICKSTARTS_PATH,
  quickStartsPath,
  readSolutionParam,
  SHOWN_QUICKSTARTS,
  stackCreatePath,
  type TaggedStack,
} from './quickstarts.ts';

/** The ids spec 2 §2 lists, as it spells them. */
const SPEC_IDS = [
  'wordpress',
  'apex',
  'mushop',
  'jenkins',
  'netOnWindows',
  'tomcat',
  'autoscaling',
  'kibana',
  'rstudio',
  'landing-zone-sandbox',
  'nextcloud',
  'strava-adb',
  'redbull',
];

describe('the quick-start solutions', () => {
  it('are exactly the 13 the spec lists, each described', () => {
    expect([...QUICKSTART_IDS]).toEqual(SPEC_IDS);
    expect(Object.keys(QUICKSTART_SOLUTIONS).sort()).toEqual([...SPEC_IDS].sort());
    for (const id of QUICKSTART_IDS) {
      const solution = QUICKSTART_SOLUTIONS[id];
      expect(solution.id).toBe(id);
      expect(solution.deploys.length).toBeGreaterThan(0);
      expect(new Set(solution.deploys).size).toBe(solution.deploys.length);
      expect(solution.estimateMinutes.min).toBeGreaterThan(0);
      expect(solution.estimateMinutes.max).toBeGreaterThanOrEqual(solution.estimateMinutes.min);
    }
  });

  it('shows six tiles: the first six listed, in order', () => {
    expect(SHOWN_QUICKSTARTS).toEqual(['wordpress', 'apex', 'mushop', 'jenkins', 'netOnWindows', 'tomcat']);
  });
});

describe('?solution=', () => {
  it.each(SPEC_IDS)('opens %s', id => {
    expect(readSolutionParam(`?solution=${id}`)).toEqual({ kind: 'open', id });
    expect(isQuickStartId(id)).toBe(true);
  });

  it.each([
    ['?solution=WordPress', 'WordPress'],
    ['?solution=WORDPRESS', 'WORDPRESS'],
    ['?solution=wordpress2', 'wordpress2'],
    ['?solution=word', 'word'],
    ['?solution=netonwindows', 'netonwindows'],
    ['?solution=net-on-windows', 'net-on-windows'],
    ['?solution=landing_zone_sandbox', 'landing_zone_sandbox'],
    ['?solution=%20wordpress', ' wordpress'],
    ['?solution=wordpress%20', 'wordpress '],
    ['?solution=nope', 'nope'],
    ['?solution=constructor', 'constructor'],
    ['?solution=__proto__', '__proto__'],
  ])('refuses %s as an unknown id', (search, value) => {
    expect(readSolutionParam(search)).toEqual({ kind: 'refused', reason: 'unknown', values: [value] });
    expect(isQuickStartId(value)).toBe(false);
  });

  it.each(['?solution=', '?solution', '?region=us-phoenix-1&solution='])('refuses the empty value of %s', search => {
    expect(readSolutionParam(search)).toEqual({ kind: 'refused', reason: 'empty', values: [''] });
  });

  it.each([
    ['?solution=wordpress&solution=apex', ['wordpress', 'apex']],
    ['?solution=wordpress&solution=wordpress', ['wordpress', 'wordpress']],
    ['?solution=nope&solution=apex', ['nope', 'apex']],
    ['?solution=&solution=apex', ['', 'apex']],
  ])('refuses the repeated parameter of %s', (search, values) => {
    expect(readSolutionParam(search)).toEqual({ kind: 'refused', reason: 'repeated', values });
  });

  it.each(['', '?', '?region=us-phoenix-1', '?Solution=wordpress', '?solutions=wordpress'])(
    'opens nothing for %j',
    search => {
      expect(readSolutionParam(search)).toEqual({ kind: 'none' });
    }
  );

  it('reads a percent-encoded id as the id it encodes, and keeps other parameters out of it', () => {
    expect(readSolutionParam('?solution=strava%2Dadb')).toEqual({ kind: 'open', id: 'strava-adb' });
    expect(readSolutionParam('?region=us-phoenix-1&solution=apex&locale=de')).toEqual({ kind: 'open', id: 'apex' });
  });
});

describe('the paths of the page', () => {
  it.each(SPEC_IDS.map(id => id as (typeof QUICKSTART_IDS)[number]))(
    'opens %s at a URL that reads back to it, and launches it on the stack create page',
    id => {
      const path = quickStartsPath(id);
      const url = new URL(path, 'https://console.example');
      expect(url.pathname).toBe(QUICKSTARTS_PATH);
      expect(readSolutionParam(url.search)).toEqual({ kind: 'open', id });
      expect(stackCreatePath(id)).toBe(`/resourcemanager/stacks/create?preSelectedSolutionId=${id}`);
    }
  );

  it('has a list path without a solution and a manage sub-route', () => {
    expect(quickStartsPath()).toBe('/resourcemanager/quickstarts');
    expect(QUICKSTARTS_MANAGE_PATH).toBe('/resourcemanager/quickstarts/manage');
  });
});

describe('launched quick starts', () => {
  const stack = (name: string, timeCreated: string | null, tags: Record<string, string> | null): TaggedStack => ({
    identifier: `ocid1.ormstack.oc1.iad.${name}`,
    timeCreated,
    freeformTags: tags,
  });

  it.each<[string, TaggedStack, boolean]>([
    ['a listed solution', stack('a', '2026-01-01T00:00:00Z', { [QUICKSTART_TAG]: 'wordpress' }), true],
    ['an id with other tags beside it', stack('b', null, { team: 'web', [QUICKSTART_TAG]: 'strava-adb' }), true],
    ['no tags at all', stack('c', null, null), false],
    ['other tags only', stack('d', null, { environment: 'sandbox' }), false],
    ['a retired or misspelt solution', stack('e', null, { [QUICKSTART_TAG]: 'WordPress' }), false],
    ['an empty tag', stack('f', null, { [QUICKSTART_TAG]: '' }), false],
    ['the id as the key, not the value', stack('g', null, { wordpress: QUICKSTART_TAG }), false],
  ])('keeps a stack with %s: %s', (_, given, kept) => {
    expect(launchedQuickStarts([given]).map(item => item.stack)).toEqual(kept ? [given] : []);
  });

  it('names the solution and lists the newest first, undated last, equal times in the order given', () => {
    const old = stack('old', '2026-01-01T00:00:00Z', { [QUICKSTART_TAG]: 'apex' });
    const recent = stack('recent', '2026-03-01T00:00:00Z', { [QUICKSTART_TAG]: 'mushop' });
    const twinA = stack('twin-a', '2026-02-01T00:00:00Z', { [QUICKSTART_TAG]: 'jenkins' });
    const twinB = stack('twin-b', '2026-02-01T00:00:00Z', { [QUICKSTART_TAG]: 'tomcat' });
    const undated = stack('undated', 'not a time', { [QUICKSTART_TAG]: 'redbull' });
    const result = launchedQuickStarts([undated, old, twinA, recent, twinB]);
    expect(result.map(item => [item.stack.identifier.split('.').at(-1), item.solution])).toEqual([
      ['recent', 'mushop'],
      ['twin-a', 'jenkins'],
      ['twin-b', 'tomcat'],
      ['old', 'apex'],
      ['undated', 'redbull'],
    ]);
  });
});
