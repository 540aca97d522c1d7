import type { CloudService } from '../cloud-service.ts';
import { heatwaveRoutes } from './routes.ts';
import { seedRegistrations } from './seed.ts';

/** HeatWave (20210301): registrations of the tenancy with MySQL HeatWave on AWS (the console's program flag). */
export const heatwaveService: CloudService = {
  name: 'heatwave',
  schema: new URL('./schema.sql', import.meta.url),
  revision: '1',
  seed: seedRegistrations,
  routes: heatwaveRoutes,
};
