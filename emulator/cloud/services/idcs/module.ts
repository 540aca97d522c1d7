import type { CloudService } from '../cloud-service.ts';
import { idcsRoutes } from './routes.ts';
import { seedIdcsProfiles } from './seed.ts';

/**
 * Identity cloud service: instance info at `/identity/{region}/20181127/idcs/instanceinfo`, and the signed-in user's
 * SCIM profile and the SAML metadata under `/idcs/{region}` (README.md here).
 */
export const idcsService: CloudService = {
  name: 'idcs',
  schema: new URL('./schema.sql', import.meta.url),
  revision: '1',
  seed: seedIdcsProfiles,
  routes: idcsRoutes,
};
