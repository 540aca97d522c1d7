import { describe, expect, it } from 'vitest';
import {
  NEW_ACCOUNT_DAYS,
  exploreEntryAction,
  exploreEntryVisible,
  guidedToursAvailable,
  isNewAccount,
  visibleExploreCategories,
  type ExploreContext,
  type ExploreEntryRules,
} from './start-exploring.ts';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(NOW - days * DAY).toISOString();

function context(overrides: Partial<ExploreContext> = {}, flagsOn: readonly string[] = []): ExploreContext {
  const on = new Set(['start-exploring-guided-tours', 'always-free', ...flagsOn]);
  return {
    capabilities: { cloudShell: true, codeEditor: false },
    isFlagOn: name => on.has(name),
    realm: 'oc1',
    disconnected: false,
    accountCreated: ago(30),
    now: NOW,
    ...overrides,
  };
}

function entry(id: string, fields: Partial<ExploreEntryRules> = {}): ExploreEntryRules {
  return { id, featured: false, whitelists: [], featureFlags: [], hiddenInDisconnected: false, ...fields };
}

describe('isNewAccount (spec 2 §9: 3 days)', () => {
  it.each([
    ['created now', ago(0), true],
    ['1 day old', ago(1), true],
    ['exactly 3 days old', ago(3), true],
    ['3 days and a minute old', new Date(NOW - 3 * DAY - 60_000).toISOString(), false],
    ['12 days old', ago(12), false],
    ['in the future (clock skew)', ago(-1), true],
    ['unknown', null, false],
    ['not a date', 'yesterday', false],
  ])('%s → %s', (_label, created, expected) => {
    expect(NEW_ACCOUNT_DAYS).toBe(3);
    expect(isNewAccount(created, NOW)).toBe(expected);
  });
});

describe('guidedToursAvailable', () => {
  it.each([
    ['new account, flag on', ago(2), ['start-exploring-guided-tours'], true],
    ['new account, flag off', ago(2), [], false],
    ['old account, flag on', ago(12), ['start-exploring-guided-tours'], false],
    ['unknown age, flag on', null, ['start-exploring-guided-tours'], false],
  ])('%s → %s', (_label, created, flags, expected) => {
    const on = new Set<string>(flags);
    expect(guidedToursAvailable(context({ accountCreated: created, isFlagOn: name => on.has(name) }))).toBe(expected);
  });
});

describe('exploreEntryVisible (spec 2 §2)', () => {
  it.each([
    ['no rules', entry('a'), context(), true],
    ['capability granted', entry('a', { whitelists: ['cloudShell'] }), context(), true],
    ['capability false', entry('a', { whitelists: ['codeEditor'] }), context(), false],
    ['capability unknown', entry('a', { whitelists: ['quantum'] }), context(), false],
    ['one of two capabilities missing', entry('a', { whitelists: ['cloudShell', 'codeEditor'] }), context(), false],
    ['flag on', entry('a', { featureFlags: ['always-free'] }), context(), true],
    ['flag off', entry('a', { featureFlags: ['cloud-shell-plugin'] }), context(), false],
    ['one of two flags off', entry('a', { featureFlags: ['always-free', 'nope'] }), context(), false],
    ['realm listed', entry('a', { showInRealms: ['oc1', 'oc2'] }), context(), true],
    ['realm listed in capitals', entry('a', { showInRealms: ['OC1'] }), context(), true],
    ['realm not listed', entry('a', { showInRealms: ['oc2'] }), context(), false],
    ['empty realm list', entry('a', { showInRealms: [] }), context(), false],
    ['disconnected, not hidden there', entry('a'), context({ disconnected: true }), true],
    ['disconnected, hidden there', entry('a', { hiddenInDisconnected: true }), context({ disconnected: true }), false],
    ['connected, hidden when disconnected', entry('a', { hiddenInDisconnected: true }), context(), true],
  ])('%s → %s', (_label, value, ctx, expected) => {
    expect(exploreEntryVisible(value, ctx)).toBe(expected);
  });
});

describe('visibleExploreCategories', () => {
  const categories = [
    {
      id: 'getting-started',
      title: 'Getting started',
      entries: [entry('basics'), entry('free', { featured: true }), entry('gov', { showInRealms: ['oc2'] })],
    },
    { id: 'developer-tools', title: 'Dev', entries: [entry('editor', { whitelists: ['codeEditor'] })] },
    { id: 'managing-bills', title: 'Bills', entries: [entry('blog', { hiddenInDisconnected: true })] },
    { id: 'guided-tours', title: 'Tours', entries: [entry('console-tour')] },
  ];
  const shown = (ctx: ExploreContext) =>
    visibleExploreCategories(categories, ctx).map(category => [category.id, category.entries.map(e => e.id)]);

  it.each([
    [
      'old account: no tours; a category without visible entries is hidden; featured first',
      context(),
      [
        ['getting-started', ['free', 'basics']],
        ['managing-bills', ['blog']],
      ],
    ],
    [
      'new account: tours too',
      context({ accountCreated: ago(1) }),
      [
        ['getting-started', ['free', 'basics']],
        ['managing-bills', ['blog']],
        ['guided-tours', ['console-tour']],
      ],
    ],
    [
      'disconnected government realm, new account, tours flag off',
      context({ realm: 'oc2', disconnected: true, accountCreated: ago(1), isFlagOn: () => false }),
      [['getting-started', ['free', 'basics', 'gov']]],
    ],
  ])('%s', (_label, ctx, expected) => {
    expect(shown(ctx)).toEqual(expected);
  });

  it('keeps the categories’ other fields', () => {
    expect(visibleExploreCategories(categories, context())[0]?.title).toBe('Getting started');
  });
});

describe('exploreEntryAction', () => {
  it.each([
    ['console-tour', 'start-tour'],
    ['compute-tour', 'open-page'],
    ['console-basics', 'open-page'],
  ])('%s → %s', (id, action) => {
    expect(exploreEntryAction({ id })).toBe(action);
  });
});
