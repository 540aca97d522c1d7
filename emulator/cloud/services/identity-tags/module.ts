import type { CloudService } from '../cloud-service.ts';
import { tagRoutes } from './routes.ts';
import { seedTags } from './seed.ts';

/**
 * Identity tag namespaces and tag definitions (20160918) under identity's paths (`base: '/identity/:region/20160918'`);
 * named apart from `identity` because module names are unique (../identity-compartments/README.md).
 */
export const identityTagsService: CloudService = {
  name: 'identity-tags',
  schema: new URL('./schema.sql', import.meta.url),
  revision: '1',
  seed: seedTags,
  routes: tagRoutes,
};
