import type { CloudService } from '../cloud-service.ts';
import { organizationsRoutes } from './routes.ts';
import { seedOrganizations } from './seed.ts';

/**
 * Organizations (20200801): links, subscriptions, assigned subscriptions; and OneSubscription's organization
 * subscription list (20210501, under `/onesubs/{region}/oalapp/service/onesubs/proxy/20210501`, the SDK's path).
 */
export const organizationsService: CloudService = {
  name: 'organizations',
  schema: new URL('./schema.sql', import.meta.url),
  revision: '1',
  seed: seedOrganizations,
  routes: organizationsRoutes,
};
