import type { CloudService } from '../cloud-service.ts';
import { experimentsRoutes } from './routes.ts';

/** Experiments (v1): campaign experiences assigned per tenancy, and the actions visitors report. */
export const experimentsService: CloudService = {
  name: 'experiments',
  schema: new URL('./schema.sql', import.meta.url),
  revision: '1',
  routes: experimentsRoutes,
};
