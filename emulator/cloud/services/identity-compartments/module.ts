import type { CloudService } from '../cloud-service.ts';
import { compartmentRoutes } from './routes.ts';
import { seedCompartments } from './seed.ts';

/**
 * Identity compartments (20160918, and 20190111 with the same answers): get, list (paged, subtree, access level,
 * filters, sorts) and the compartment tree. Named apart from `identity` because module names are unique; its routers
 * pass `base: '/identity/:region/…'`, so the paths are identity's (README.md here).
 */
export const identityCompartmentsService: CloudService = {
  name: 'identity-compartments',
  schema: new URL('./schema.sql', import.meta.url),
  revision: '1',
  seed: seedCompartments,
  routes: compartmentRoutes,
};
