import type { CloudService } from '../cloud-service.ts';
import { authRoutes } from './routes.ts';

/** Session service (v1): token refresh and sign-out; its tables (sessions) are core. */
export const authService: CloudService = {
  name: 'auth',
  routes: authRoutes,
};
