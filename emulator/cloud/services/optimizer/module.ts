import type { CloudService } from '../cloud-service.ts';
import { optimizerRoutes } from './routes.ts';
import { seedCategories } from './seed.ts';

/** Optimizer (20200606): Cloud Advisor categories with estimated savings and PENDING/IMPLEMENTED counts. */
export const optimizerService: CloudService = {
  name: 'optimizer',
  schema: new URL('./schema.sql', import.meta.url),
  revision: '1',
  seed: seedCategories,
  routes: optimizerRoutes,
};
