import type { CloudService } from '../cloud-service.ts';
import { personalizationRoutes } from './routes.ts';
import { seedPreferences } from './seed.ts';

/** Personalization (20180827): user and tenancy preferences (language, time zone, persona, SE-trial terms…). */
export const personalizationService: CloudService = {
  name: 'personalization',
  schema: new URL('./schema.sql', import.meta.url),
  revision: '3',
  seed: seedPreferences,
  routes: personalizationRoutes,
};
