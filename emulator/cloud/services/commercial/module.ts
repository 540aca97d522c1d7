import type { CloudService } from '../cloud-service.ts';
import { commercialRoutes } from './routes.ts';
import { seedCommercial } from './seed.ts';

/**
 * Commercial services (20180827): purchase entitlements, profiles and profile properties (the SE-trial agreement),
 * message centers, payment method registrations with their billing address, service entitlement registrations.
 */
export const commercialService: CloudService = {
  name: 'commercial',
  schema: new URL('./schema.sql', import.meta.url),
  revision: '1',
  seed: seedCommercial,
  routes: commercialRoutes,
};
