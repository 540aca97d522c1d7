import { authService } from './auth/module.ts';
import type { CloudService } from './cloud-service.ts';
import { idcsService } from './idcs/module.ts';
import { identityCompartmentsService } from './identity-compartments/module.ts';
import { identityTagsService } from './identity-tags/module.ts';
import { identityDomainsService } from './identity-domains/module.ts';
import { identityService } from './identity/module.ts';
import { pluginsService } from './plugins/module.ts';

/** Every service module of the local cloud, one line each; identity comes first (its compartments table is shared). */
export const CLOUD_SERVICES: readonly CloudService[] = [
  identityService,
  authService,
  pluginsService,
  identityCompartmentsService,
  identityTagsService,
  identityDomainsService,
  idcsService,
];
