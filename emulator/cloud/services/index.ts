import { authService } from './auth/module.ts';
import type { CloudService } from './cloud-service.ts';
import { idcsService } from './idcs/module.ts';
import { identityCompartmentsService } from './identity-compartments/module.ts';
import { identityTagsService } from './identity-tags/module.ts';
import { identityDomainsService } from './identity-domains/module.ts';
import { identityService } from './identity/module.ts';
import { pluginsService } from './plugins/module.ts';
import { announcementsService } from './announcements/module.ts';
import { docsSearchService } from './docs-search/module.ts';
import { marketplaceService } from './marketplace/module.ts';
import { regionStatusService } from './regionstatus/module.ts';
import { resourceSearchService } from './resource-search/module.ts';
import { statusPageService } from './status-page/module.ts';
import { themesService } from './themes/module.ts';
import { applistingService } from './applisting/module.ts';
import { commercialService } from './commercial/module.ts';
import { feedbackService } from './feedback/module.ts';
import { heatwaveService } from './heatwave/module.ts';
import { optimizerService } from './optimizer/module.ts';
import { organizationsService } from './organizations/module.ts';
import { personalizationService } from './personalization/module.ts';
import { serviceManagerService } from './service-manager/module.ts';
import { usageApiService } from './usage-api/module.ts';
import { usageCostService } from './usage-cost/module.ts';
import { experimentsService } from './experiments/module.ts';
import { helpService } from './help/module.ts';
import { consoleAssetsService } from './console-assets/module.ts';
import { iaasService } from './iaas/module.ts';
import { objectStorageService } from './objectstorage/module.ts';
import { supportChatService } from './support-chat/module.ts';
import { railFeedService } from './rail-feed/module.ts';
import { galleryService } from './gallery/module.ts';

/** Every service module of the local cloud, one line each; identity comes first (its compartments table is shared). */
export const CLOUD_SERVICES: readonly CloudService[] = [
  identityService,
  authService,
  pluginsService,
  identityCompartmentsService,
  identityTagsService,
  identityDomainsService,
  idcsService,
  announcementsService,
  docsSearchService,
  marketplaceService,
  regionStatusService,
  resourceSearchService,
  statusPageService,
  themesService,
  commercialService,
  organizationsService,
  usageApiService,
  usageCostService,
  serviceManagerService,
  applistingService,
  optimizerService,
  feedbackService,
  heatwaveService,
  personalizationService,
  experimentsService,
  helpService,
  consoleAssetsService,
  iaasService,
  objectStorageService,
  supportChatService,
  railFeedService,
  galleryService,
];
