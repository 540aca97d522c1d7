import type { CloudService } from '../cloud-service.ts';
import { usageApiRoutes } from './routes.ts';
import { seedUsage } from './seed.ts';

/**
 * Usage API (20200107) at `/usageapi/{region}`, the real service's host name: summarized usage (the SDK's
 * RequestSummarizedUsages) and the console's usage store call. Its usage_records table is also read by usage-cost.
 */
export const usageApiService: CloudService = {
  name: 'usageapi',
  schema: new URL('./schema.sql', import.meta.url),
  revision: '1',
  seed: seedUsage,
  routes: usageApiRoutes,
};
