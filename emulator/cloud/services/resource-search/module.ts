import type { CloudService } from '../cloud-service.ts';
import { resourceSearchRoutes } from './routes.ts';
import { seedResourceSearch } from './seed.ts';

/**
 * Search (20180409), the SDK's ResourceSearchClient: free-text and structured search over each tenancy's compute,
 * network, storage, database, user and compartment resources. Named `query` after the provider's host
 * (`query.{region}.oci.{domain}`), so its endpoint is `{cloudOrigin}/query/{region}`.
 */
export const resourceSearchService: CloudService = {
  name: 'query',
  schema: new URL('./schema.sql', import.meta.url),
  revision: '1',
  seed: seedResourceSearch,
  routes: resourceSearchRoutes,
};
