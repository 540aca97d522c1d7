import { notAuthorizedOrNotFound } from '../../wire/errors.ts';
import { optionalQuery } from '../../wire/params.ts';
import type { ServiceRouter } from '../service-router.ts';
import {
  EXPLORE_STYLESHEET,
  exploreEntry,
  exploreFeed,
  exploreLanguage,
  renderExplorePage,
} from './start-exploring.ts';

/** Content pages are opened as documents in a new window: their own styles, nothing that runs, no framing. */
const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'public, max-age=3600',
};

/**
 * Home's Start exploring feed and its content pages on the help router (spec 2 §2; paths chosen, not shown):
 * `GET /help/start-exploring.json?lang=`, `GET /help/explore/{id}.html?lang=` and their stylesheet.
 */
export function routeStartExploring(api: ServiceRouter, cloudOrigin: string): void {
  const pagesBase = `${cloudOrigin}/help/explore/`;

  api.get(
    'GetStartExploringFeed',
    '/start-exploring.json',
    c => {
      const feed = exploreFeed(exploreLanguage(optionalQuery(c, 'lang')), pagesBase);
      return c.json(feed, 200, { 'Cache-Control': 'no-cache', 'Content-Language': feed.language });
    },
    { auth: 'public' }
  );

  api.get(
    'GetExploreStylesheet',
    '/explore.css',
    c => c.body(EXPLORE_STYLESHEET, 200, { 'Content-Type': 'text/css; charset=utf-8' }),
    { auth: 'public' }
  );

  api.get(
    'GetExploreContentPage',
    '/explore/:file',
    async c => {
      const file = c.req.param('file');
      const entry = file.endsWith('.html') ? exploreEntry(file.slice(0, -'.html'.length)) : undefined;
      if (!entry) throw notAuthorizedOrNotFound();
      const language = exploreLanguage(optionalQuery(c, 'lang'));
      const html = await renderExplorePage(entry, language, `${cloudOrigin}/help/explore.css`);
      return c.body(html, 200, { ...PAGE_HEADERS, 'Content-Language': language });
    },
    { auth: 'public' }
  );
}
