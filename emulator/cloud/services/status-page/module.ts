import type { CloudService } from '../cloud-service.ts';
import { componentId, currentHealth, REGION_DISPLAY_NAMES, serviceStatusOf, worstStatus } from './health.ts';
import { STATUS_PAGE_CSP, statusPageHtml } from './page.ts';

// The realm's status page exists since long before any tenancy; a fixed date keeps the document stable.
const CREATED_AT = '2019-01-01T00:00:00.000Z';
// Polled every 60 s (spec 1 §9); a cached outage would outlive its end.
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The status page: `GET /status/api/v2/components.json`, a Statuspage document (one group per region, one component
 * per service in it) that also carries the provider's `regionHealthReports` (spec 1 §3, Service health report); and
 * `GET /status`, the page itself (the document's `page.url`, which the console links to).
 */
export const statusPageService: CloudService = {
  name: 'status',
  routes: ({ conditions, now, origins, router }) =>
    router({ base: '/status' })
      .get(
        'GetStatusComponents',
        '/api/v2/components.json',
        c => {
          const health = currentHealth(conditions);
          const time = now();
          const pageId = componentId('oci-status-page');
          // Anything not operational changed recently; everything else has been quiet for a day.
          const changedAt = new Date(time.getTime() - 45 * 60 * 1000).toISOString();
          const quietSince = new Date(time.getTime() - 24 * 60 * 60 * 1000).toISOString();
          const regions = [...new Set(health.map(entry => entry.region))];
          const components = regions.flatMap((region, regionIndex) => {
            const services = health.filter(entry => entry.region === region);
            const groupId = componentId(`group/${region}`);
            const groupStatus = worstStatus(services.map(entry => entry.status));
            const base = {
              created_at: CREATED_AT,
              description: null,
              showcase: false,
              start_date: null,
              page_id: pageId,
              only_show_if_degraded: false,
              region,
            };
            return [
              {
                ...base,
                id: groupId,
                name: REGION_DISPLAY_NAMES[region] ?? region,
                status: groupStatus,
                updated_at: groupStatus === 'operational' ? quietSince : changedAt,
                position: regionIndex + 1,
                group_id: null,
                group: true,
                components: services.map(entry => componentId(`${region}/${entry.canonicalName}`)),
              },
              ...services.map((entry, serviceIndex) => ({
                ...base,
                id: componentId(`${region}/${entry.canonicalName}`),
                name: entry.name,
                status: entry.status,
                updated_at: entry.status === 'operational' ? quietSince : changedAt,
                position: serviceIndex + 1,
                group_id: groupId,
                group: false,
              })),
            ];
          });
          const regionHealthReports = regions.map(region => ({
            regionCanonicalName: region,
            serviceHealthReports: health
              .filter(entry => entry.region === region)
              .map(entry => ({
                serviceStatus: serviceStatusOf(entry.status),
                serviceName: entry.name,
                serviceCanonicalName: entry.canonicalName,
              })),
          }));
          return c.json(
            {
              page: {
                id: pageId,
                name: 'Oracle Cloud Infrastructure',
                url: `${origins.cloudOrigin}/status`,
                time_zone: 'Etc/UTC',
                updated_at: health.some(entry => entry.status !== 'operational') ? changedAt : quietSince,
              },
              components,
              regionHealthReports,
            },
            200,
            NO_STORE
          );
        },
        { auth: 'public' }
      )
      .get(
        'GetStatusPage',
        '',
        c =>
          c.html(statusPageHtml(currentHealth(conditions), now()), 200, {
            ...NO_STORE,
            'Content-Security-Policy': STATUS_PAGE_CSP,
          }),
        { auth: 'public' }
      ),
};
