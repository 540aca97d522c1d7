import { authService } from './auth/module.ts';
import type { CloudService } from './cloud-service.ts';
import { identityService } from './identity/module.ts';
import { pluginsService } from './plugins/module.ts';

/** Every service module of the local cloud, one line each; identity comes first (its compartments table is shared). */
export const CLOUD_SERVICES: readonly CloudService[] = [identityService, authService, pluginsService];
