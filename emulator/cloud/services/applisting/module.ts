import type { CloudService } from '../cloud-service.ts';
import { applistingRoutes } from './routes.ts';
import { seedAppEnvironments } from './seed.ts';

/** Applisting (20210921): SaaS application environments for the Applications home. */
export const applistingService: CloudService = {
  name: 'applisting',
  schema: new URL('./schema.sql', import.meta.url),
  revision: '1',
  seed: seedAppEnvironments,
  routes: applistingRoutes,
};
