import type { CloudService } from '../cloud-service.ts';
import { iaasRoutes } from './routes.ts';
import { seedIaas } from './seed.ts';

/** Core services (iaas 20160918): compute instances and shapes, VCNs and subnets, block volumes. */
export const iaasService: CloudService = {
  name: 'iaas',
  schema: new URL('./schema.sql', import.meta.url),
  revision: '1',
  seed: seedIaas,
  routes: iaasRoutes,
};
