import type { CloudService } from '../cloud-service.ts';

// Polled by every open console (spec 3 §7), so no cache may hold a region down after it came back.
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * Region status: `GET /regionstatus/v2/regionstatus` answers `{downRegions: [{region}]}` from the runtime conditions
 * (`home-region-down`). Public and realm-wide like the provider's status host, so it has no region segment.
 */
export const regionStatusService: CloudService = {
  name: 'regionstatus',
  routes: ({ conditions, router }) =>
    router({ base: '/regionstatus' }).get(
      'GetRegionStatus',
      '/v2/regionstatus',
      c => c.json({ downRegions: conditions.downRegions().map(region => ({ region })) }, 200, NO_STORE),
      { auth: 'public' }
    ),
};
