import { navigationMenu } from '../../../plugins/navigation-data.ts';
import { CONSOLE_VERSION, routeManifest, routeRegistry } from '../../../plugins/registry-data.ts';
import type { CloudService } from '../cloud-service.ts';

// Revalidated on every load so a changed registry reaches the console at once.
const NO_CACHE = { 'Cache-Control': 'no-cache' };

/** The public plugin manifests and the navigation menu under `/plugins/console/{version}/`, built from pure data. */
export const pluginsService: CloudService = {
  name: 'plugins',
  routes: ({ origins, router }) =>
    router({ base: `/plugins/console/${CONSOLE_VERSION}` })
      .get('GetRouteManifest', '/route-manifest.json', c => c.json(routeManifest(), 200, NO_CACHE), { auth: 'public' })
      .get(
        'GetRouteRegistry',
        '/route-registry.json',
        c => c.json(routeRegistry(origins.pluginOrigin), 200, NO_CACHE),
        {
          auth: 'public',
        }
      )
      // The menu's texts in the language asked for (`?locale=de`), English for any other (spec 3 §2, §7).
      .get(
        'GetNavigationMenu',
        '/navigation-menu.json',
        c => c.json(navigationMenu(c.req.query('locale') ?? 'en'), 200, NO_CACHE),
        { auth: 'public' }
      ),
};
