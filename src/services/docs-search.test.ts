import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../test/local-cloud.ts';
import {
  documentationSearchUrl,
  httpDocumentationPages,
  MAX_DOCUMENTATION_PAGES,
  searchDocumentation,
  type DocumentationPage,
  type DocumentationPageRequest,
} from './docs-search.ts';

let local: LocalCloud;

beforeAll(async () => {
  local = await startLocalCloud();
});

afterAll(async () => {
  await local?.close();
});

afterEach(() => vi.restoreAllMocks());

const item = (n: number) => ({
  topic: `topic-${n}`,
  display_name: `Topic ${n}`,
  highlights: { url: `https://docs.example/${n}#:~:text=x` },
  url: `https://docs.example/${n}`,
});

/** A fake service at the edge: answers the pages given, in order, and records each request. */
function pages(...answers: DocumentationPage[]) {
  const requests: DocumentationPageRequest[] = [];
  const fetchPage = vi.fn(async (request: DocumentationPageRequest) => {
    requests.push(request);
    const answer = answers.shift();
    if (!answer) throw new Error('asked for a page too many');
    return answer;
  });
  return { fetchPage, requests };
}

describe('searchDocumentation against the local cloud', () => {
  it('finds five topics in the language asked for, six per page', async () => {
    const fetchPage = httpDocumentationPages(local.endpoints);
    const requests: DocumentationPageRequest[] = [];
    const found = await searchDocumentation('compute instance', 'de', {
      fetchPage: request => {
        requests.push(request);
        return fetchPage(request);
      },
    });
    expect(found).toHaveLength(5);
    expect(found.every(topic => topic.url.includes('/de-de/'))).toBe(true);
    expect(requests[0]).toMatchObject({ text: 'compute instance', language: 'de', limit: 6 });
  });

  it('answers the local cloud’s address locally and the realm’s host otherwise', () => {
    expect(documentationSearchUrl(local.endpoints)).toBe(`${local.origins.cloudOrigin}/docs-search/_search`);
    expect(documentationSearchUrl({ cloudOrigin: '', secondLevelDomain: 'oraclecloud.com' })).toBe(
      'https://docs-search.oraclecloud.com/_search'
    );
  });
});

describe('paging and checking', () => {
  it('follows next_page_token until five topics are gathered, then stops', async () => {
    const { fetchPage, requests } = pages(
      { items: [item(1), item(2)], next_page_token: 'p2' },
      { items: [item(3), item(4), item(5), item(6)], next_page_token: 'p3' }
    );
    const found = await searchDocumentation('vcn', 'en', { fetchPage });
    expect(found.map(topic => topic.topic)).toEqual(['topic-1', 'topic-2', 'topic-3', 'topic-4', 'topic-5']);
    expect(requests.map(request => request.pageToken)).toEqual([undefined, 'p2']);
  });

  it('stops at the last page with fewer, and skips entries of another shape with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetchPage } = pages({ items: [item(1), { topic: 42 }, 'junk', item(2)], next_page_token: null });
    const found = await searchDocumentation('vcn', 'en', { fetchPage });
    expect(found.map(topic => topic.topic)).toEqual(['topic-1', 'topic-2']);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('gives up after five pages of a service that keeps answering nothing', async () => {
    const empty: DocumentationPage = { items: [], next_page_token: 'again' };
    const { fetchPage } = pages(...Array.from({ length: MAX_DOCUMENTATION_PAGES + 3 }, () => empty));
    expect(await searchDocumentation('vcn', 'en', { fetchPage })).toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(MAX_DOCUMENTATION_PAGES);
  });

  it('asks no further page once cancelled by a newer keystroke, and rejects with the reason', async () => {
    const controller = new AbortController();
    const fetchPage = vi.fn(async (): Promise<DocumentationPage> => {
      controller.abort(new DOMException('a newer search', 'AbortError'));
      return { items: [item(1)], next_page_token: 'p2' };
    });
    await expect(searchDocumentation('vcn', 'en', { fetchPage, signal: controller.signal })).rejects.toThrow(
      'a newer search'
    );
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
