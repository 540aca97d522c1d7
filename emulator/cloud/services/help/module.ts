import { notAuthorizedOrNotFound } from '../../wire/errors.ts';
import { optionalQuery } from '../../wire/params.ts';
import type { CloudService } from '../cloud-service.ts';
import { DOC_PAGES, HELP_LINKS, matchesPath } from './content.ts';
import { routeStartExploring } from './start-exploring-routes.ts';

/**
 * The pages are fetched as text and rendered by the console (spec 2 §2 Inline help), never opened as documents, so
 * they get a CSP that lets nothing run should one be opened directly.
 */
const DOC_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'public, max-age=3600',
};

/**
 * Contextual help (paths not shown in the spec, chosen): the help links JSON and the documentation pages, and Home's
 * Start exploring feed with its content pages; all public.
 */
export const helpService: CloudService = {
  name: 'help',
  routes: ({ origins, router }) => {
    const api = router({ base: '/help' });
    const docsBase = `${origins.cloudOrigin}/help/docs/`;

    api.get(
      'GetHelpLinks',
      '/links.json',
      c => {
        const path = optionalQuery(c, 'path');
        const items = HELP_LINKS.filter(
          link => path === undefined || link.pathPatterns.some(pattern => matchesPath(pattern, path))
        ).map(link => ({ ...link, url: link.kind === 'documentation' ? `${docsBase}${link.url}` : link.url }));
        return c.json({ items }, 200, { 'Cache-Control': 'public, max-age=3600' });
      },
      { auth: 'public' }
    );

    api.get(
      'GetDocumentationPage',
      '/docs/:file',
      c => {
        const file = c.req.param('file');
        const name = file.endsWith('.html') ? file.slice(0, -'.html'.length) : '';
        // Own keys only: `constructor.html` must not reach Object.prototype.
        const html = Object.hasOwn(DOC_PAGES, name) ? DOC_PAGES[name] : undefined;
        if (html === undefined) throw notAuthorizedOrNotFound();
        return c.body(html, 200, DOC_HEADERS);
      },
      { auth: 'public' }
    );

    routeStartExploring(api, origins.cloudOrigin);
    return api;
  },
};
