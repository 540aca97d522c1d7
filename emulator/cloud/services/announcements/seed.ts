import { DEMO_SCENARIO } from '../../scenarios.ts';
import type { Scenario } from '../../scenarios.ts';
import { seedOcid } from '../../seed-ocid.ts';
import type { SeedContext } from '../cloud-service.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A seeded time: so many hours after the seed time (negative: before), so the schedule stays current. */
type Offset = { hours: number } | { days: number };

/** A seeded announcement; `{region}` in texts becomes the scenario's home region. */
interface AnnouncementTemplate {
  /** Stable key: the OCID is derived from the tenancy name and it. */
  key: string;
  announcementType: string;
  summary: string;
  description: string;
  additionalInformation?: string;
  services: readonly string[];
  /** `home`: the home region; `subscribed`: every subscribed region. */
  regions: 'home' | 'subscribed';
  isBanner: boolean;
  lifecycleState?: 'ACTIVE' | 'INACTIVE';
  timeOne?: { title: string; type: string; at: Offset };
  timeTwo?: { title: string; type: string; at: Offset };
  created: Offset;
  updated?: Offset;
  /** Whether the scenario's users have already acknowledged it. */
  acknowledged?: boolean;
  /** Announcements of one chain (an original and its reschedules) share it. */
  chain?: string;
  platformType?: 'IAAS' | 'SAAS' | 'PAAS';
  environmentName?: string;
  /** Names of seeded instances (resource search seeds the same OCIDs) the announcement affects. */
  affectedInstances?: readonly string[];
}

/** Every scenario gets these: each announcement kind the console treats differently, three of them banners. */
const COMMON: readonly AnnouncementTemplate[] = [
  {
    key: 'rotate-api-keys',
    announcementType: 'ACTION_REQUIRED',
    summary: 'Action required: rotate API signing keys that use the retired key format',
    description:
      'API signing keys created before 2019 use a key format that will no longer be accepted. Upload a new key ' +
      'for each affected user and delete the old one before the date shown.',
    services: ['Identity and Access Management'],
    regions: 'subscribed',
    isBanner: true,
    timeOne: { title: 'Action required by', type: 'ACTION_REQUIRED_BY', at: { days: 14 } },
    created: { days: -3 },
  },
  {
    key: 'compute-emergency',
    announcementType: 'EMERGENCY_MAINTENANCE',
    summary: 'Emergency maintenance for Compute hosts in {region}',
    description:
      'A critical firmware update must be applied to a subset of Compute hosts in {region}. Affected instances ' +
      'are rebooted once during the window.',
    services: ['Compute'],
    regions: 'home',
    isBanner: true,
    timeOne: { title: 'Start time', type: 'START_TIME', at: { hours: 20 } },
    timeTwo: { title: 'End time', type: 'END_TIME', at: { hours: 24 } },
    created: { hours: -6 },
    affectedInstances: ['web-server-1'],
  },
  {
    key: 'network-event',
    announcementType: 'PRODUCTION_EVENT_NOTIFICATION',
    summary: 'Networking: elevated packet loss between availability domains in {region}',
    description:
      'We are investigating elevated packet loss for traffic between availability domains in {region}. ' +
      'Updates follow as the investigation progresses.',
    services: ['Networking'],
    regions: 'home',
    isBanner: true,
    timeOne: { title: 'Time detected', type: 'TIME_DETECTED', at: { hours: -2 } },
    timeTwo: { title: 'Estimated end time', type: 'ESTIMATED_END_TIME', at: { hours: 3 } },
    created: { hours: -2 },
  },
  {
    key: 'object-storage-gateway',
    announcementType: 'PLANNED_CHANGE',
    summary: 'Planned change: Object Storage API gateway upgrade',
    description: 'The Object Storage API gateway is upgraded to a new version. Requests may be retried during it.',
    services: ['Object Storage'],
    regions: 'subscribed',
    isBanner: false,
    timeOne: { title: 'Start time', type: 'START_TIME', at: { days: 3 } },
    timeTwo: { title: 'End time', type: 'END_TIME', at: { days: 3.25 } },
    created: { days: -10 },
    chain: 'object-storage-gateway',
  },
  {
    key: 'object-storage-gateway-rescheduled',
    announcementType: 'PLANNED_CHANGE_RESCHEDULED',
    summary: 'Rescheduled: Object Storage API gateway upgrade',
    description: 'The Object Storage API gateway upgrade moves to a later window. No action is needed.',
    services: ['Object Storage'],
    regions: 'subscribed',
    isBanner: false,
    timeOne: { title: 'New start time', type: 'NEW_START_TIME', at: { days: 10 } },
    timeTwo: { title: 'New end time', type: 'NEW_END_TIME', at: { days: 10.25 } },
    created: { days: -1 },
    chain: 'object-storage-gateway',
  },
  {
    key: 'adb-patching',
    announcementType: 'SCHEDULED_MAINTENANCE',
    summary: 'Scheduled maintenance: Autonomous Database quarterly patching',
    description: 'Autonomous Databases in {region} receive the quarterly patch set with a rolling restart.',
    services: ['Autonomous Database'],
    regions: 'home',
    isBanner: false,
    timeOne: { title: 'Start time', type: 'START_TIME', at: { days: 7 } },
    timeTwo: { title: 'End time', type: 'END_TIME', at: { days: 7.1 } },
    created: { days: -8 },
    acknowledged: true,
  },
  {
    key: 'home-widgets',
    announcementType: 'INFORMATION',
    summary: 'New widgets on the console home page',
    description: 'The home page now shows cost, recommendations and recently visited resources as widgets.',
    services: ['Console'],
    regions: 'subscribed',
    isBanner: false,
    timeOne: { title: 'Report date', type: 'REPORT_DATE', at: { days: -5 } },
    created: { days: -5 },
    acknowledged: true,
  },
  {
    key: 'deprecated-images',
    announcementType: 'ACTION_RECOMMENDED',
    summary: 'Recommended: move instances off deprecated platform images',
    description: 'Some instances run on platform images that no longer receive security updates.',
    additionalInformation: 'Create a new instance from a current image, or use the OS Management Hub to upgrade.',
    services: ['Compute'],
    regions: 'home',
    isBanner: false,
    timeOne: { title: 'Action recommended by', type: 'ACTION_REQUIRED_BY', at: { days: 30 } },
    created: { days: -12 },
    affectedInstances: ['web-server-1'],
  },
  {
    key: 'block-volume-complete',
    announcementType: 'EMERGENCY_MAINTENANCE_COMPLETE',
    summary: 'Completed: emergency maintenance for Block Volume in {region}',
    description: 'The emergency maintenance for Block Volume is complete. No further action is needed.',
    services: ['Block Volume'],
    regions: 'home',
    isBanner: false,
    lifecycleState: 'INACTIVE',
    timeOne: { title: 'Start time', type: 'START_TIME', at: { days: -20 } },
    timeTwo: { title: 'End time', type: 'END_TIME', at: { days: -19.9 } },
    created: { days: -21 },
    updated: { days: -19.9 },
  },
];

/** The demo tenancy gets more: a fourth banner (the console shows at most three) and enough to page through. */
const DEMO_EXTRA: readonly AnnouncementTemplate[] = [
  {
    key: 'vault-key-rotation',
    announcementType: 'ACTION_REQUIRED',
    summary: 'Action required: update Vault key references before the master key rotation',
    description: 'Applications that pin a Vault key version must move to the current version.',
    services: ['Vault'],
    regions: 'home',
    isBanner: true,
    timeOne: { title: 'Action required by', type: 'ACTION_REQUIRED_BY', at: { days: 21 } },
    created: { days: -4 },
  },
  {
    key: 'dns-emergency-change',
    announcementType: 'EMERGENCY_CHANGE',
    summary: 'Emergency change: DNS resolver configuration in {region}',
    description: 'A resolver configuration change is applied to mitigate a reported issue.',
    services: ['DNS'],
    regions: 'home',
    isBanner: false,
    timeOne: { title: 'Start time', type: 'START_TIME', at: { hours: 2 } },
    timeTwo: { title: 'End time', type: 'END_TIME', at: { hours: 4 } },
    created: { hours: -1 },
  },
  {
    key: 'load-balancer-complete',
    announcementType: 'PLANNED_CHANGE_COMPLETE',
    summary: 'Completed: Load Balancer certificate bundle update',
    description: 'The certificate bundle update for Load Balancer is complete.',
    services: ['Load Balancer'],
    regions: 'subscribed',
    isBanner: false,
    lifecycleState: 'INACTIVE',
    timeOne: { title: 'Start time', type: 'START_TIME', at: { days: -30 } },
    timeTwo: { title: 'End time', type: 'END_TIME', at: { days: -29.9 } },
    created: { days: -31 },
    acknowledged: true,
  },
  {
    key: 'cost-analysis',
    announcementType: 'INFORMATION',
    summary: 'Cost Analysis adds daily forecasts',
    description: 'Cost Analysis now forecasts the next 30 days from daily usage.',
    services: ['Billing and Cost Management'],
    regions: 'subscribed',
    isBanner: false,
    timeOne: { title: 'Report date', type: 'REPORT_DATE', at: { days: -2 } },
    created: { days: -2 },
  },
  {
    key: 'maintenance-extended',
    announcementType: 'EMERGENCY_MAINTENANCE_EXTENDED',
    summary: 'Extended: emergency maintenance for File Storage in {region}',
    description: 'The emergency maintenance window for File Storage is extended by two hours.',
    services: ['File Storage'],
    regions: 'home',
    isBanner: false,
    timeOne: { title: 'Original end time', type: 'ORIGINAL_END_TIME', at: { hours: 5 } },
    timeTwo: { title: 'New end time', type: 'NEW_END_TIME', at: { hours: 7 } },
    created: { hours: -3 },
  },
];

/** SaaS customers also get announcements about their application environments. */
const SAAS_EXTRA: readonly AnnouncementTemplate[] = [
  {
    key: 'hcm-update',
    announcementType: 'SCHEDULED_MAINTENANCE',
    summary: 'Fusion HCM quarterly update for environment hcm-prod',
    description: 'The quarterly update is applied to the production HCM environment.',
    services: ['Fusion Applications'],
    regions: 'home',
    isBanner: true,
    timeOne: { title: 'Start time', type: 'START_TIME', at: { days: 5 } },
    timeTwo: { title: 'End time', type: 'END_TIME', at: { days: 5.5 } },
    created: { days: -6 },
    platformType: 'SAAS',
    environmentName: 'hcm-prod',
  },
];

function templatesFor(scenario: Scenario): readonly AnnouncementTemplate[] {
  if (scenario.key === DEMO_SCENARIO.key) return [...COMMON, ...DEMO_EXTRA];
  if (scenario.saasApplications?.length) return [...COMMON, ...SAAS_EXTRA];
  return COMMON;
}

function at(offset: Offset, seededAt: Date): Date {
  const ms = 'hours' in offset ? offset.hours * HOUR_MS : offset.days * DAY_MS;
  return new Date(seededAt.getTime() + ms);
}

/** The OCID of a seeded announcement. */
export function announcementOcid(tenancyName: string, key: string): string {
  return seedOcid('announcement', `${tenancyName}/${key}`);
}

/** Seeds each scenario's announcements and its users' acknowledgements. */
export async function seedAnnouncements({ db, scenarios, seededAt }: SeedContext): Promise<void> {
  for (const scenario of scenarios) {
    let ticket = 100_000;
    for (const template of templatesFor(scenario)) {
      ticket += 7;
      const id = announcementOcid(scenario.name, template.key);
      const text = (value: string) => value.replaceAll('{region}', scenario.homeRegion);
      const regions = template.regions === 'home' ? [scenario.homeRegion] : [...scenario.subscribedRegions];
      const affected = (template.affectedInstances ?? []).map(name => ({
        resourceId: seedOcid('instance', `${scenario.name}/${name}`),
        resourceName: name,
        region: scenario.homeRegion,
        additionalProperties: [{ name: 'imageName', value: 'Oracle-Linux-7.9-2023.01.31-0' }],
      }));
      await db.query(
        `insert into announcements (id, tenancy_id, reference_ticket_number, summary, description,
           additional_information, announcement_type, lifecycle_state, is_banner, time_one_title, time_one_type,
           time_one_value, time_two_title, time_two_type, time_two_value, services, affected_regions,
           affected_resources, environment_name, platform_type, chain_id, time_created, time_updated)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
           $23)`,
        [
          id,
          scenario.id,
          `${template.announcementType.slice(0, 3)}-${ticket}`,
          text(template.summary),
          text(template.description),
          template.additionalInformation ?? null,
          template.announcementType,
          template.lifecycleState ?? 'ACTIVE',
          template.isBanner,
          template.timeOne?.title ?? null,
          template.timeOne?.type ?? null,
          template.timeOne ? at(template.timeOne.at, seededAt) : null,
          template.timeTwo?.title ?? null,
          template.timeTwo?.type ?? null,
          template.timeTwo ? at(template.timeTwo.at, seededAt) : null,
          JSON.stringify(template.services),
          JSON.stringify(regions),
          JSON.stringify(affected),
          template.environmentName ?? null,
          template.platformType ?? 'IAAS',
          template.chain === undefined ? null : seedOcid('announcementchain', `${scenario.name}/${template.chain}`),
          at(template.created, seededAt),
          at(template.updated ?? template.created, seededAt),
        ]
      );
      if (!template.acknowledged) continue;
      for (const user of scenario.users) {
        await db.query(
          'insert into announcement_user_statuses (announcement_id, user_id, time_acknowledged) values ($1, $2, $3)',
          [id, user.id, at({ days: -1 }, seededAt)]
        );
      }
    }
  }
}
