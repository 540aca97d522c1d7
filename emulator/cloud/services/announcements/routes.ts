import type { Context } from 'hono';
import type { CloudEnv } from '../../context.ts';
import { checkIfMatch, sendWithEtag } from '../../wire/etag.ts';
import { invalidParameter, notAuthorizedOrNotFound } from '../../wire/errors.ts';
import { pageQuery, readPageRequest, sendPage } from '../../wire/paging.ts';
import {
  booleanQuery,
  dateTimeQuery,
  enumQuery,
  jsonBody,
  optionalQuery,
  requiredQuery,
  requiredString,
} from '../../wire/params.ts';
import type { ServiceDeps } from '../cloud-service.ts';
import type { ServiceRouter } from '../service-router.ts';

/**
 * Every announcement type, least important first: sorting by announcementType orders by importance (the API
 * reference says so), so DESC puts what needs attention first.
 */
export const ANNOUNCEMENT_TYPES = [
  'INFORMATION',
  'PLANNED_CHANGE_COMPLETE',
  'EMERGENCY_MAINTENANCE_COMPLETE',
  'PLANNED_CHANGE_RESCHEDULED',
  'PLANNED_CHANGE_EXTENDED',
  'PLANNED_CHANGE',
  'SCHEDULED_MAINTENANCE',
  'ACTION_RECOMMENDED',
  'PRODUCTION_EVENT_NOTIFICATION',
  'EMERGENCY_CHANGE',
  'EMERGENCY_MAINTENANCE_RESCHEDULED',
  'EMERGENCY_MAINTENANCE_EXTENDED',
  'EMERGENCY_MAINTENANCE',
  'ACTION_REQUIRED',
] as const;

const SORT_COLUMNS = {
  timeOneValue: 'time_one_value',
  timeTwoValue: 'time_two_value',
  timeCreated: 'time_created',
  referenceTicketNumber: 'reference_ticket_number',
  summary: 'summary',
  // The types are constants, so inlining them is safe; a parameter would be unused under every other sort.
  announcementType: `array_position(array[${ANNOUNCEMENT_TYPES.map(type => `'${type}'`).join(', ')}], announcement_type)`,
} as const;

type SortBy = keyof typeof SORT_COLUMNS;

interface AnnouncementRow {
  id: string;
  reference_ticket_number: string;
  summary: string;
  description: string | null;
  additional_information: string | null;
  announcement_type: string;
  lifecycle_state: string;
  is_banner: boolean;
  time_one_title: string | null;
  time_one_type: string | null;
  time_one_value: Date | null;
  time_two_title: string | null;
  time_two_type: string | null;
  time_two_value: Date | null;
  services: string[];
  affected_regions: string[];
  affected_resources: unknown[];
  environment_name: string | null;
  platform_type: string | null;
  chain_id: string | null;
  time_created: Date;
  time_updated: Date | null;
}

interface StatusRow {
  announcement_id: string;
  user_id: string;
  time_acknowledged: Date | null;
}

/** The BaseAnnouncement fields; `type` is the SDK's discriminator (AnnouncementSummary or Announcement). */
function toSummary(row: AnnouncementRow, type = 'AnnouncementSummary') {
  return {
    type,
    id: row.id,
    referenceTicketNumber: row.reference_ticket_number,
    summary: row.summary,
    timeOneTitle: row.time_one_title,
    timeOneType: row.time_one_type,
    timeOneValue: row.time_one_value?.toISOString() ?? null,
    timeTwoTitle: row.time_two_title,
    timeTwoType: row.time_two_type,
    timeTwoValue: row.time_two_value?.toISOString() ?? null,
    services: row.services,
    affectedRegions: row.affected_regions,
    announcementType: row.announcement_type,
    lifecycleState: row.lifecycle_state,
    isBanner: row.is_banner,
    timeCreated: row.time_created.toISOString(),
    timeUpdated: row.time_updated?.toISOString() ?? null,
    environmentName: row.environment_name,
    platformType: row.platform_type,
    chainId: row.chain_id,
  };
}

function toAnnouncement(row: AnnouncementRow) {
  return {
    ...toSummary(row, 'Announcement'),
    description: row.description,
    additionalInformation: row.additional_information,
    affectedResources: row.affected_resources,
  };
}

function toStatus(announcementId: string, userId: string, row: StatusRow | undefined) {
  return {
    userStatusAnnouncementId: announcementId,
    userId,
    timeAcknowledged: row?.time_acknowledged?.toISOString() ?? null,
  };
}

/** A list parameter: repeated, comma-separated, or both (the SDKs repeat it, the console joins with commas). */
function typeList(c: Context<CloudEnv>, name: string): string[] | undefined {
  const values = (c.req.queries(name) ?? []).flatMap(value => value.split(',')).filter(value => value !== '');
  for (const value of values) {
    if (!(ANNOUNCEMENT_TYPES as readonly string[]).includes(value)) {
      throw invalidParameter(`${name} must be one of ${ANNOUNCEMENT_TYPES.join(', ')}, not '${value}'.`);
    }
  }
  return values.length === 0 ? undefined : values;
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Announcements (20180904): the tenancy's announcements and the caller's acknowledgements. */
export function announcementsRoutes({ db, store, router }: ServiceDeps): ServiceRouter {
  const api = router({ version: '20180904' });

  const findAnnouncement = async (tenancyId: string, id: string) => {
    const { rows } = await db.query<AnnouncementRow>('select * from announcements where id = $1 and tenancy_id = $2', [
      id,
      tenancyId,
    ]);
    if (!rows[0]) throw notAuthorizedOrNotFound();
    return rows[0];
  };

  const findStatus = async (announcementId: string, userId: string) => {
    const { rows } = await db.query<StatusRow>(
      'select * from announcement_user_statuses where announcement_id = $1 and user_id = $2',
      [announcementId, userId]
    );
    return rows[0];
  };

  api.get('ListAnnouncements', '/announcements', async c => {
    const { tenancyId, userId } = c.get('principal');
    const compartmentId = requiredQuery(c, 'compartmentId');
    // Announcements belong to the tenancy; any compartment of it lists them, any other id is not there.
    if (!(await store.isCompartmentOf(tenancyId, compartmentId))) throw notAuthorizedOrNotFound();
    const paging = readPageRequest(c, 100);
    const sortBy: SortBy = enumQuery(c, 'sortBy', Object.keys(SORT_COLUMNS) as SortBy[]) ?? 'timeCreated';
    const sortOrder = enumQuery(c, 'sortOrder', ['ASC', 'DESC'] as const) ?? 'DESC';

    const params: unknown[] = [tenancyId];
    const where = ['tenancy_id = $1'];
    const add = (clause: (placeholder: string) => string, value: unknown) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    const types = typeList(c, 'announcementType');
    if (types) add(p => `announcement_type = any(${p}::text[])`, types);
    const excluded = typeList(c, 'excludeAnnouncementTypes');
    if (excluded) add(p => `announcement_type <> all(${p}::text[])`, excluded);
    const lifecycleState = enumQuery(c, 'lifecycleState', ['ACTIVE', 'INACTIVE'] as const);
    if (lifecycleState) add(p => `lifecycle_state = ${p}`, lifecycleState);
    const isBanner = booleanQuery(c, 'isBanner');
    if (isBanner !== undefined) add(p => `is_banner = ${p}`, isBanner);
    const earliest = dateTimeQuery(c, 'timeOneEarliestTime');
    if (earliest) add(p => `time_one_value >= ${p}`, earliest);
    const latest = dateTimeQuery(c, 'timeOneLatestTime');
    if (latest) add(p => `time_one_value <= ${p}`, latest);
    const environmentName = optionalQuery(c, 'environmentName');
    if (environmentName) add(p => `environment_name = ${p}`, environmentName);
    const service = optionalQuery(c, 'service');
    if (service) add(p => `services ? ${p}`, service);
    const platformType = enumQuery(c, 'platformType', ['IAAS', 'SAAS', 'PAAS'] as const);
    if (platformType) add(p => `platform_type = ${p}`, platformType);
    const chainId = optionalQuery(c, 'chainId');
    if (chainId) add(p => `chain_id = ${p}`, chainId);
    if (booleanQuery(c, 'shouldShowOnlyLatestInChain')) {
      where.push(`(chain_id is null or not exists (select 1 from announcements later
        where later.chain_id = announcements.chain_id and later.time_created > announcements.time_created))`);
    }

    const page = await pageQuery<AnnouncementRow>(
      db,
      `select * from announcements where ${where.join(' and ')}
       order by ${SORT_COLUMNS[sortBy]} ${sortOrder} nulls last, id ${sortOrder}`,
      params,
      paging
    );
    const ids = page.items.map(row => row.id);
    const { rows: statuses } = await db.query<StatusRow>(
      'select * from announcement_user_statuses where user_id = $1 and announcement_id = any($2::text[])',
      [userId, ids]
    );
    return sendPage(c, page, items => ({
      items: items.map(row => toSummary(row)),
      userStatuses: statuses.map(row => toStatus(row.announcement_id, userId, row)),
    }));
  });

  api.get('GetAnnouncement', '/announcements/:announcementId', async c => {
    const row = await findAnnouncement(c.get('principal').tenancyId, c.req.param('announcementId'));
    return sendWithEtag(c, toAnnouncement(row));
  });

  api.get('GetAnnouncementUserStatus', '/announcements/:announcementId/userStatus', async c => {
    const { tenancyId, userId } = c.get('principal');
    const { id } = await findAnnouncement(tenancyId, c.req.param('announcementId'));
    return sendWithEtag(c, toStatus(id, userId, await findStatus(id, userId)));
  });

  api.put('UpdateAnnouncementUserStatus', '/announcements/:announcementId/userStatus', async c => {
    const { tenancyId, userId } = c.get('principal');
    const { id } = await findAnnouncement(tenancyId, c.req.param('announcementId'));
    checkIfMatch(c, toStatus(id, userId, await findStatus(id, userId)));
    const details = await jsonBody(c, 'statusDetails');
    const announcementId = requiredString(
      details,
      'userStatusAnnouncementId',
      'statusDetails.userStatusAnnouncementId'
    );
    if (announcementId !== id) {
      throw invalidParameter('statusDetails.userStatusAnnouncementId must be the announcement in the path.');
    }
    // A user records only its own status; another user's id is as invisible as a missing one.
    if (requiredString(details, 'userId', 'statusDetails.userId') !== userId) throw notAuthorizedOrNotFound();
    const acknowledged = details['timeAcknowledged'];
    let timeAcknowledged: Date | null = null;
    if (acknowledged !== undefined && acknowledged !== null) {
      if (typeof acknowledged !== 'string' || !RFC3339.test(acknowledged) || Number.isNaN(Date.parse(acknowledged))) {
        throw invalidParameter('statusDetails.timeAcknowledged must be an RFC 3339 date-time.');
      }
      timeAcknowledged = new Date(acknowledged);
    }
    const { rows } = await db.query<StatusRow>(
      `insert into announcement_user_statuses (announcement_id, user_id, time_acknowledged) values ($1, $2, $3)
       on conflict (announcement_id, user_id) do update set time_acknowledged = excluded.time_acknowledged
       returning *`,
      [id, userId, timeAcknowledged]
    );
    return sendWithEtag(c, toStatus(id, userId, rows[0]));
  });

  return api;
}
