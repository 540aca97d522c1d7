import type { CloudService } from '../cloud-service.ts';
import { objectStorageRoutes } from './routes.ts';
import { seedObjectStorage } from './seed.ts';

/** Object Storage (no version segment): the tenancy's namespace and its buckets. */
export const objectStorageService: CloudService = {
  name: 'objectstorage',
  schema: new URL('./schema.sql', import.meta.url),
  revision: '1',
  seed: seedObjectStorage,
  routes: objectStorageRoutes,
};
