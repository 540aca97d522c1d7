import * as v from 'valibot';
import { CONSOLE_CONFIG } from '../config.ts';
import { DOCUMENTS_PAGE_LIMIT, DOCUMENTS_SHOWN, type DocumentationLanguage } from '../domain/search.ts';
import type { EndpointConfig } from '../http/endpoints.ts';
import { fetchJson } from '../http/api-client.ts';

// Documentation search (spec 1 §3, §9): GET {docs search}/_search?text=&limit=6&language=&next_page_token=, public and
// unsigned. The flyout pages until DOCUMENTS_SHOWN items are gathered.

/** One documentation topic found (spec 1 §3: topic, display_name, highlights.url, url). */
export const DOCUMENTATION_ITEM_SCHEMA = v.object({
  topic: v.string(),
  display_name: v.string(),
  highlights: v.nullish(v.object({ url: v.nullish(v.string()), display_name: v.nullish(v.string()) })),
  url: v.string(),
});

/** One documentation topic found. */
export type DocumentationItem = v.InferOutput<typeof DOCUMENTATION_ITEM_SCHEMA>;

/** One page of the search: its items (checked one by one) and the token of the next page, if any. */
export const DOCUMENTATION_PAGE_SCHEMA = v.object({
  items: v.array(v.unknown()),
  next_page_token: v.nullish(v.string()),
});

/** One page of the search. */
export type DocumentationPage = v.InferOutput<typeof DOCUMENTATION_PAGE_SCHEMA>;

/** What one page is asked with. */
export interface DocumentationPageRequest {
  text: string;
  language: DocumentationLanguage;
  limit: number;
  pageToken?: string;
  signal?: AbortSignal;
}

/** Fetches one page; the HTTP call by default, replaceable at this edge in tests. */
export type DocumentationPageFetcher = (request: DocumentationPageRequest) => Promise<DocumentationPage>;

/** Pages asked at most for one search: a service that keeps answering empty pages cannot keep the flyout busy. */
export const MAX_DOCUMENTATION_PAGES = 5;

/**
 * The search's address: `{cloudOrigin}/docs-search/_search` locally; in a real realm
 * `https://docs-search.{secondLevelDomain}/_search` (not shown in the spec: chosen).
 */
export function documentationSearchUrl(config: EndpointConfig = CONSOLE_CONFIG): string {
  const base = config.cloudOrigin
    ? `${config.cloudOrigin.replace(/\/+$/, '')}/docs-search`
    : `https://docs-search.${config.secondLevelDomain}`;
  return `${base}/_search`;
}

/** The HTTP page fetcher for a realm. */
export function httpDocumentationPages(config: EndpointConfig = CONSOLE_CONFIG): DocumentationPageFetcher {
  return async ({ text, language, limit, pageToken, signal }) => {
    const query = new URLSearchParams({ text, limit: String(limit), language });
    if (pageToken !== undefined) query.set('next_page_token', pageToken);
    const page = await fetchJson(`${documentationSearchUrl(config)}?${query.toString()}`, {
      operation: 'SearchDocumentation',
      schema: DOCUMENTATION_PAGE_SCHEMA,
      ...(signal === undefined ? {} : { signal }),
    });
    return page as DocumentationPage;
  };
}

/** Options of `searchDocumentation`. */
export interface DocumentationSearchOptions {
  /** Cancels the search (a newer keystroke): no further page is asked, and the call rejects with the reason. */
  signal?: AbortSignal;
  fetchPage?: DocumentationPageFetcher;
}

/**
 * Searches the documentation for `text` in `language`: pages of DOCUMENTS_PAGE_LIMIT, following `next_page_token`
 * until DOCUMENTS_SHOWN well-formed items are gathered or the service has no more (entries of another shape are
 * skipped with a warning). At most MAX_DOCUMENTATION_PAGES pages are asked.
 */
export async function searchDocumentation(
  text: string,
  language: DocumentationLanguage,
  options: DocumentationSearchOptions = {}
): Promise<DocumentationItem[]> {
  const fetchPage = options.fetchPage ?? httpDocumentationPages();
  const gathered: DocumentationItem[] = [];
  let pageToken: string | undefined;
  for (let pages = 0; pages < MAX_DOCUMENTATION_PAGES && gathered.length < DOCUMENTS_SHOWN; pages += 1) {
    options.signal?.throwIfAborted();
    const page = await fetchPage({
      text,
      language,
      limit: DOCUMENTS_PAGE_LIMIT,
      ...(pageToken === undefined ? {} : { pageToken }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
    options.signal?.throwIfAborted();
    for (const entry of page.items) {
      const parsed = v.safeParse(DOCUMENTATION_ITEM_SCHEMA, entry);
      if (parsed.success) gathered.push(parsed.output);
      else console.warn(`[docs-search] an item was dropped: ${v.summarize(parsed.issues)}`);
    }
    if (!page.next_page_token) break;
    pageToken = page.next_page_token;
  }
  return gathered.slice(0, DOCUMENTS_SHOWN);
}
