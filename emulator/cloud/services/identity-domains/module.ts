import type { CloudService } from '../cloud-service.ts';
import { domainRoutes } from './routes.ts';
import { seedDomains } from './seed.ts';

/**
 * Identity domains and identity providers (20160918), and GetUser under 20190111, on identity's paths; named apart
 * from `identity` because module names are unique (../identity-compartments/README.md).
 */
export const identityDomainsService: CloudService = {
  name: 'identity-domains',
  schema: new URL('./schema.sql', import.meta.url),
  revision: '1',
  seed: seedDomains,
  routes: domainRoutes,
};
