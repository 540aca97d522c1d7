// A test-only service module exercising the module recipe and every wire helper (emulator/README.md, Adding a service).
import { randomUUID } from 'node:crypto';
import { seedOcid } from '../seed-ocid.ts';
import type { CloudService } from '../services/cloud-service.ts';
import { checkIfMatch, sendWithEtag } from '../wire/etag.ts';
import { notAuthorizedOrNotFound } from '../wire/errors.ts';
import { pageQuery, readPageRequest, sendPage } from '../wire/paging.ts';
import { jsonBody, requiredQuery, requiredString } from '../wire/params.ts';
import { withRetryToken } from '../wire/retry-token.ts';

/** How many widgets each scenario tenancy gets. */
export const WIDGETS_PER_TENANCY = 5;

interface WidgetRow {
  id: string;
  tenancy_id: string;
  display_name: string;
  time_created: Date;
}

function toWidget(row: WidgetRow) {
  return {
    id: row.id,
    compartmentId: row.tenancy_id,
    displayName: row.display_name,
    timeCreated: row.time_created.toISOString(),
  };
}

/** The widgets service: `/widgets/{region}/20240101/widgets…`. */
export const widgetsService: CloudService = {
  name: 'widgets',
  schema: new URL('./widgets.sql', import.meta.url),
  seed: async ({ db, scenarios, seededAt }) => {
    for (const scenario of scenarios) {
      for (let index = 1; index <= WIDGETS_PER_TENANCY; index++) {
        await db.query('insert into widgets (id, tenancy_id, display_name, time_created) values ($1, $2, $3, $4)', [
          seedOcid('widget', `${scenario.name}/${index}`),
          scenario.id,
          `${scenario.name}-widget-${index}`,
          seededAt,
        ]);
      }
    }
  },
  routes: ({ db, now, router }) => {
    const api = router({ version: '20240101' });
    const find = async (tenancyId: string, id: string) => {
      const { rows } = await db.query<WidgetRow>('select * from widgets where id = $1 and tenancy_id = $2', [
        id,
        tenancyId,
      ]);
      if (!rows[0]) throw notAuthorizedOrNotFound();
      return rows[0];
    };

    api.get('ListWidgets', '/widgets', async c => {
      const { tenancyId } = c.get('principal');
      if (requiredQuery(c, 'compartmentId') !== tenancyId) throw notAuthorizedOrNotFound();
      const page = await pageQuery<WidgetRow>(
        db,
        'select * from widgets where tenancy_id = $1 order by display_name',
        [tenancyId],
        readPageRequest(c)
      );
      return sendPage(c, page, items => items.map(toWidget));
    });

    api.get('GetWidget', '/widgets/:widgetId', async c =>
      sendWithEtag(c, toWidget(await find(c.get('principal').tenancyId, c.req.param('widgetId'))))
    );

    api.post('CreateWidget', '/widgets', async c =>
      withRetryToken(c, { db, now }, async () => {
        const details = await jsonBody(c, 'createWidgetDetails');
        const displayName = requiredString(details, 'displayName', 'createWidgetDetails.displayName');
        const { rows } = await db.query<WidgetRow>(
          'insert into widgets (id, tenancy_id, display_name, time_created) values ($1, $2, $3, $4) returning *',
          [seedOcid('widget', randomUUID()), c.get('principal').tenancyId, displayName, now()]
        );
        const [row] = rows;
        if (!row) throw new Error('insert returned no row');
        return sendWithEtag(c, toWidget(row));
      })
    );

    api.put('UpdateWidget', '/widgets/:widgetId', async c => {
      const current = await find(c.get('principal').tenancyId, c.req.param('widgetId'));
      checkIfMatch(c, toWidget(current));
      const details = await jsonBody(c, 'updateWidgetDetails');
      const displayName = requiredString(details, 'displayName', 'updateWidgetDetails.displayName');
      const { rows } = await db.query<WidgetRow>('update widgets set display_name = $2 where id = $1 returning *', [
        current.id,
        displayName,
      ]);
      return sendWithEtag(c, toWidget(rows[0] ?? current));
    });

    api.get('GetWidgetStatus', '/status', c => c.json({ status: 'ok' }), { auth: 'public' });

    return api;
  },
};
