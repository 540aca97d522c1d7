import type { CloudService } from '../cloud-service.ts';
import { identityRoutes } from './routes.ts';
import { seedIdentity } from './seed.ts';

/** Identity (20160918): users, tenancies, region subscriptions, capabilities, compartments. */
export const identityService: CloudService = {
  name: 'identity',
  schema: new URL('./schema.sql', import.meta.url),
  seed: seedIdentity,
  routes: identityRoutes,
};
