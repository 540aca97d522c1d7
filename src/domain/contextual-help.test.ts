import { describe, expect, it } from 'vitest';
import {
  contextualHelpTopics,
  patternSpecificity,
  viewAllSplit,
  VIEW_ALL_LINKS,
  VIEW_ALL_TOPICS,
  type ContextualHelpLink,
} from './contextual-help.ts';

const link = (displayText: string, kind: string | undefined, ...pathPatterns: string[]): ContextualHelpLink => ({
  displayText,
  url: `https://docs.test/${displayText}`,
  kind,
  pathPatterns,
});

const ITEMS: ContextualHelpLink[] = [
  link('getting-started', 'documentation', '*'),
  link('community', 'community', '*'),
  link('compute', 'documentation', '/compute', '/compute/*'),
  link('shapes', 'documentation', '/compute/instances', '/compute/instances/*'),
  link('compute-community', 'community', '/compute/*'),
  link('runbook', 'private', '/compute/*'),
  link('billing', 'documentation', '/billing/*'),
  link('future', 'video', '/compute/*'),
  link('no-kind', undefined, '/compute/instances'),
];

const names = (list: readonly ContextualHelpLink[]) => list.map(item => item.displayText);

describe('patternSpecificity', () => {
  it.each([
    ['*', '/anything', 0],
    ['/compute/*', '/compute/instances', '/compute/*'.length],
    ['/compute/*', '/compute', -1],
    ['/compute/*', '/computer', -1],
    ['/compute', '/compute', Number.MAX_SAFE_INTEGER],
    ['/compute', '/compute/', Number.MAX_SAFE_INTEGER],
    ['/compute', '/compute/instances', -1],
    ['/', '/', Number.MAX_SAFE_INTEGER],
  ])('%s for %s is %d', (pattern, path, expected) => {
    expect(patternSpecificity(pattern, path)).toBe(expected);
  });
});

describe('contextualHelpTopics', () => {
  it.each([
    [
      '/compute/instances',
      false,
      ['shapes', 'no-kind', 'compute'],
      'getting-started',
      ['compute-community', 'community'],
    ],
    [
      '/compute/instances',
      true,
      ['shapes', 'no-kind', 'compute'],
      'getting-started',
      ['compute-community', 'runbook', 'community'],
    ],
    ['/compute', false, ['compute'], 'getting-started', ['community']],
    ['/billing/invoices', false, ['billing'], 'getting-started', ['community']],
    ['/', false, [], 'getting-started', ['community']],
    ['/identity/users', true, [], 'getting-started', ['community']],
  ])('%s (internal %s)', (path, internal, pathSpecific, generic, links) => {
    const topics = contextualHelpTopics(ITEMS, path, { internal });
    expect(names(topics.pathSpecific)).toEqual(pathSpecific);
    expect(topics.genericLink?.displayText).toBe(generic);
    expect(names(topics.links)).toEqual(links);
  });

  it('has no generic link when the document has none, and never repeats a URL', () => {
    const twice = [link('a', 'documentation', '/x/*'), { ...link('a', 'documentation', '/x/y'), displayText: 'again' }];
    const topics = contextualHelpTopics(twice, '/x/y', { internal: false });
    expect(topics.genericLink).toBeNull();
    expect(names(topics.pathSpecific)).toEqual(['again']);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:x'],
    ['x\r\nSet-Cookie: a=b'],
    ['relative/page.html'],
    ['//evil.example/page'],
    [''],
  ])('leaves out a link to %j (not an absolute http(s) address)', url => {
    const items = [
      { ...link('bad', 'documentation', '/x/*'), url },
      { ...link('bad-community', 'community', '*'), url },
    ];
    const topics = contextualHelpTopics([...items, link('good', 'community', '*')], '/x/y', { internal: true });
    expect(topics.pathSpecific).toEqual([]);
    expect(names(topics.links)).toEqual(['good']);
  });
});

describe('viewAllSplit', () => {
  const six = [1, 2, 3, 4, 5, 6];
  it.each([
    [six, VIEW_ALL_TOPICS, false, [1, 2, 3, 4], 2],
    [six, VIEW_ALL_LINKS, false, [1, 2], 4],
    [six, VIEW_ALL_TOPICS, true, six, 0],
    [[1, 2, 3, 4], VIEW_ALL_TOPICS, false, [1, 2, 3, 4], 0],
    [[], VIEW_ALL_LINKS, false, [], 0],
  ])('%j, %d shown, expanded %s', (items, shown, expanded, visible, hidden) => {
    expect(viewAllSplit(items, shown, expanded)).toEqual({ visible, hidden });
  });
});
