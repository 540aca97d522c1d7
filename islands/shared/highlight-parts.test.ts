import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight-parts.ts';

describe('marking the matches of a search in a label', () => {
  it('marks every occurrence of each word, case-insensitively, keeping the label’s own case', () => {
    expect(highlightParts('Web Server web-server-1', 'web')).toEqual([
      { text: 'Web', match: true },
      { text: ' Server ', match: false },
      { text: 'web', match: true },
      { text: '-server-1', match: false },
    ]);
    expect(highlightParts('Virtual cloud networks', 'cloud net')).toEqual([
      { text: 'Virtual ', match: false },
      { text: 'cloud', match: true },
      { text: ' ', match: false },
      { text: 'net', match: true },
      { text: 'works', match: false },
    ]);
  });

  it('joins adjacent matches and prefers the longest word', () => {
    expect(highlightParts('instances', 'in instance')).toEqual([
      { text: 'instance', match: true },
      { text: 's', match: false },
    ]);
  });

  it('marks nothing for blank queries, one-letter words beside others, and text that is markup', () => {
    expect(highlightParts('Buckets', '   ')).toEqual([{ text: 'Buckets', match: false }]);
    expect(highlightParts('a bucket', 'a zz')).toEqual([{ text: 'a bucket', match: false }]);
    expect(highlightParts('<img src=x onerror=alert(1)>', 'img')).toEqual([
      { text: '<', match: false },
      { text: 'img', match: true },
      { text: ' src=x onerror=alert(1)>', match: false },
    ]);
    expect(highlightParts('', 'x')).toEqual([]);
  });
});
