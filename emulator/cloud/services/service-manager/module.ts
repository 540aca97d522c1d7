import type { CloudService } from '../cloud-service.ts';
import { serviceManagerRoutes } from './routes.ts';
import { seedServiceEnvironments } from './seed.ts';

/** Service manager proxy (20210914): the service environments of the tenancy's SaaS subscriptions. */
export const serviceManagerService: CloudService = {
  name: 'service-manager',
  schema: new URL('./schema.sql', import.meta.url),
  revision: '1',
  seed: seedServiceEnvironments,
  routes: serviceManagerRoutes,
};
