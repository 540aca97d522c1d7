import type { Context } from 'hono';
import { CONSOLE_VERSION } from '../../../plugins/registry-data.ts';
import type { CloudEnv } from '../../context.ts';
import { REGIONS } from '../../scenarios.ts';
import { invalidParameter, notAuthorizedOrNotFound } from '../../wire/errors.ts';
import { jsonBody, optionalQuery, optionalString, requiredQuery, requiredString } from '../../wire/params.ts';
import type { CloudService, ServiceDeps } from '../cloud-service.ts';
import type { ServiceRouter } from '../service-router.ts';
import { bannerFeed } from './banner-feed.ts';
import { analyticsScript, consentScript } from './consent-script.ts';
import { localeStrings } from './locales.ts';
import { agreementEntity, seTrialCountries } from './se-trial-countries.ts';

const SCRIPT_HEADERS = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };
/** How many analytics events the collector keeps (the oldest go first). */
const EVENTS_KEPT = 1000;

/** One event the analytics tag posted. */
interface AnalyticsEvent {
  name: string;
  data: Record<string, unknown>;
  page: string;
  receivedAt: string;
}

const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

function html(title: string, message: string): string {
  return `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${title}</title></head>\n<body><h1>${title}</h1><p>${message}</p></body>\n</html>\n`;
}

/** The session token a logout names: `id_token_hint` (as OpenID Connect logout) or a bearer Authorization header. */
function tokenHint(c: Context<CloudEnv>): string | undefined {
  const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return optionalQuery(c, 'id_token_hint') ?? bearer;
}

/** Identity logout: ends the sign-in, then sends the browser back to the console (or shows a signed-out page). */
function logoutRoutes({ origins, store, tokens, now, router }: ServiceDeps): ServiceRouter {
  const idcs = router({ base: '/idcs/:region' });
  idcs.get(
    'IdentityLogout',
    '/sso/v1/user/logout',
    async c => {
      if (!REGIONS.some(region => region.name === c.get('region'))) throw notAuthorizedOrNotFound();
      const redirect = optionalQuery(c, 'post_logout_redirect_uri');
      // Only the console may be the target: anything else would make this an open redirect.
      if (
        redirect !== undefined &&
        redirect !== origins.consoleOrigin &&
        !redirect.startsWith(`${origins.consoleOrigin}/`)
      ) {
        throw invalidParameter('post_logout_redirect_uri must be a console URL.');
      }
      const token = tokenHint(c);
      if (token !== undefined) {
        try {
          const claims = await tokens.verify(token);
          const record = await store.findSession(claims.jti);
          if (record) await store.revokeSignIn(record.signInId, now());
        } catch {
          // An expired, revoked or foreign token has nothing left to end; logout still succeeds.
        }
      }
      if (redirect !== undefined) return c.redirect(redirect, 302);
      return c.html(html('Signed out', 'You have signed out.'), 200, { 'Cache-Control': 'no-store' });
    },
    { auth: 'public' }
  );
  return idcs;
}

/**
 * Console assets: identity logout, plugin locales, the unsupported-browser page, the consent and analytics scripts and
 * the realm's banner feed.
 */
export const consoleAssetsService: CloudService = {
  name: 'console-assets',
  routes: deps => {
    const { router } = deps;
    const plugins = router({ base: `/plugins/console/${CONSOLE_VERSION}` }).get(
      'GetPluginLocale',
      '/locales/:plugin/:file',
      c => {
        const file = c.req.param('file');
        const strings = file.endsWith('.json') ? localeStrings(c.req.param('plugin'), file.slice(0, -5)) : undefined;
        if (strings === undefined) throw notAuthorizedOrNotFound();
        return c.json(strings, 200, { 'Cache-Control': 'public, max-age=3600' });
      },
      { auth: 'public' }
    );

    // The reachability check fetches this page, so it must never come from a cache.
    const pages = router({ base: '' }).get(
      'GetUnsupportedBrowserPage',
      '/unsupported-browser.html',
      c =>
        c.html(html('Unsupported browser', 'Use a current version of a supported browser.'), 200, {
          'Cache-Control': 'no-store',
        }),
      { auth: 'public' }
    );

    // The consent banner asks only under the `consent-required` condition (a real service decides by the visitor's
    // jurisdiction), so it never stands in front of journeys that are not about it; the answer depends on the
    // condition, so the script is never cached.
    const consent = router({ base: '/consent' }).get(
      'GetConsentScript',
      '/consent.js',
      c => {
        const language = requiredQuery(c, 'lang');
        if (!LANGUAGE_TAG.test(language)) throw invalidParameter(`lang must be a language tag, not '${language}'.`);
        const script = consentScript(language, deps.conditions.consentRequired);
        return c.body(script, 200, { ...SCRIPT_HEADERS, 'Cache-Control': 'no-store' });
      },
      { auth: 'public' }
    );

    // The analytics tag posts each event to the collector, which keeps the last EVENTS_KEPT for tests to read.
    const received: AnalyticsEvent[] = [];
    const analytics = router({ base: '/analytics' })
      .get(
        'GetAnalyticsScript',
        '/analytics.js',
        c => c.body(analyticsScript(`${deps.origins.cloudOrigin}/analytics/events`), 200, SCRIPT_HEADERS),
        { auth: 'public' }
      )
      .post(
        'RecordAnalyticsEvent',
        '/events',
        async c => {
          const body = await jsonBody(c, 'event');
          const name = requiredString(body, 'name');
          const data = body['data'];
          const page = optionalString(body, 'page') ?? '';
          if (name.length > 200) throw invalidParameter('name must be at most 200 characters.');
          if (typeof data !== 'object' || data === null || Array.isArray(data)) {
            throw invalidParameter('data must be an object.');
          }
          received.push({ name, data: data as Record<string, unknown>, page, receivedAt: deps.now().toISOString() });
          if (received.length > EVENTS_KEPT) received.splice(0, received.length - EVENTS_KEPT);
          return c.body(null, 204);
        },
        { auth: 'public' }
      )
      .get('ListAnalyticsEvents', '/events', c => c.json({ items: received }, 200, { 'Cache-Control': 'no-store' }), {
        auth: 'public',
      })
      .delete(
        'ClearAnalyticsEvents',
        '/events',
        c => {
          received.length = 0;
          return c.body(null, 204);
        },
        { auth: 'public' }
      );

    // The feed's current windows are relative to when the cloud started (banner-feed.ts).
    const startedAt = deps.now();
    const banners = router({ base: '/console-banners' }).get(
      'GetBannerFeed',
      '/v1/banners.json',
      c => c.json(bannerFeed(startedAt), 200, { 'Cache-Control': 'no-cache' }),
      { auth: 'public' }
    );

    // The SE trial's country-to-legal-entity table and the agreements it links to (spec 2 §2, §3): public content of
    // the realm, the same for every tenancy (paths chosen).
    const terms = router({ base: '/console-terms/v1' })
      .get(
        'GetSeTrialCountries',
        '/se-trial-countries.json',
        c =>
          c.json({ items: seTrialCountries(`${deps.origins.cloudOrigin}/console-terms/v1/agreements`) }, 200, {
            'Cache-Control': 'public, max-age=3600',
          }),
        { auth: 'public' }
      )
      .get(
        'GetSeTrialAgreement',
        '/agreements/:file',
        c => {
          const file = c.req.param('file');
          const entity = file.endsWith('.html') ? agreementEntity(file.slice(0, -5)) : undefined;
          if (!entity) throw notAuthorizedOrNotFound();
          return c.html(
            html(
              `Cloud Services Agreement: ${entity.orgName}`,
              `The trial terms under which ${entity.orgName} provides the Solutions-Engineer trial's cloud credit.`
            ),
            200,
            { 'Cache-Control': 'public, max-age=3600' }
          );
        },
        { auth: 'public' }
      );

    return [logoutRoutes(deps), plugins, pages, consent, analytics, banners, terms];
  },
};
