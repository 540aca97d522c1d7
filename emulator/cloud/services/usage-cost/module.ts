import type { CloudService } from '../cloud-service.ts';
import { usageCostRoutes } from './routes.ts';
import { seedBillingSubscriptions } from './seed.ts';

/**
 * Usage cost (20190111): subscription info, multiple subscription info, usage cost, aggregated computed usages and
 * OneSubscription subscriptions (the last two also under the OneSubscription SDK path). Reads usageapi's usage rows.
 */
export const usageCostService: CloudService = {
  name: 'usage-cost',
  schema: new URL('./schema.sql', import.meta.url),
  revision: '2',
  seed: seedBillingSubscriptions,
  routes: usageCostRoutes,
};
