import { REGIONS } from '../../scenarios.ts';
import { sendWithEtag } from '../../wire/etag.ts';
import { notAuthorizedOrNotFound } from '../../wire/errors.ts';
import type { CloudService, SeedContext } from '../cloud-service.ts';
import { COMMON_ASSETS, REALM_DEFAULT_THEME, themeAsset, THEMES } from './themes.ts';

/** How long the console may keep the theme config before fetching it again (its `timeOfExpiration`). */
const THEME_CONFIG_TTL_MS = 24 * 60 * 60 * 1000;

/** The tenancy-level configurations seeded by scenario key: the internal tenancy runs its own theme and footer. */
export const SEEDED_UX_CONFIGS: Readonly<Record<string, { activeTheme: string; footer: { markdown: string } }>> = {
  internal: {
    activeTheme: 'hg',
    footer: {
      markdown:
        '**Internal development tenancy.** Report problems in the [internal runbook](https://example.com/runbook) ' +
        'and never store customer data here.',
    },
  },
};

async function seedUxConfigs({ db, scenarios }: SeedContext): Promise<void> {
  for (const scenario of scenarios) {
    const config = SEEDED_UX_CONFIGS[scenario.key];
    if (config) {
      await db.query('insert into ux_configs (tenancy_id, config) values ($1, $2)', [
        scenario.id,
        JSON.stringify(config),
      ]);
    }
  }
}

/**
 * Console themes (paths not shown in the spec, chosen): the realm's theme config and its assets, public, under
 * `/ux/{region}/themes/`, and a tenancy's own `ux-config.json` (signed, own tenancy only; 404 when it has none, so
 * the console falls back to the realm's theme).
 */
export const themesService: CloudService = {
  name: 'ux',
  schema: new URL('./schema.sql', import.meta.url),
  revision: '1',
  seed: seedUxConfigs,
  routes: ({ db, now, origins, router }) => {
    const api = router({ base: '/ux/:region' });

    api.get(
      'GetThemeConfig',
      '/themes/theme-config.json',
      c => {
        const region = c.get('region') ?? '';
        // Public, so no subscription check; a region the realm does not have is still not there.
        if (!REGIONS.some(candidate => candidate.name === region)) throw notAuthorizedOrNotFound();
        return c.json({
          themes: THEMES,
          baseUrl: `${origins.cloudOrigin}/ux/${region}/themes/`,
          commonAssets: COMMON_ASSETS,
          timeOfExpiration: new Date(now().getTime() + THEME_CONFIG_TTL_MS).toISOString(),
          activeTheme: REALM_DEFAULT_THEME,
          realmDefaultTheme: REALM_DEFAULT_THEME,
        });
      },
      { auth: 'public' }
    );

    api.get(
      'GetThemeAsset',
      '/themes/:folder/:asset',
      c => {
        const svg = themeAsset(`${c.req.param('folder')}/${c.req.param('asset')}`);
        if (svg === undefined) throw notAuthorizedOrNotFound();
        return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
      },
      { auth: 'public' }
    );

    api.get('GetUxConfig', '/tenancies/:tenancyId/ux-config.json', async c => {
      const { tenancyId } = c.get('principal');
      if (c.req.param('tenancyId') !== tenancyId) throw notAuthorizedOrNotFound();
      const { rows } = await db.query<{ config: Record<string, unknown> }>(
        'select config from ux_configs where tenancy_id = $1',
        [tenancyId]
      );
      if (!rows[0]) throw notAuthorizedOrNotFound(`Tenancy ${tenancyId} has no ux-config.json.`);
      return sendWithEtag(c, rows[0].config);
    });

    return api;
  },
};
