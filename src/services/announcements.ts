import * as v from 'valibot';
import { MissingParameterError } from '../http/errors.ts';
import { callService, callServicePage, pathParam, servicePages, type ServiceCall } from './call.ts';
import type { ServiceContext } from './service-context.ts';

/** Announcements API version (spec 3 §7). */
export const ANNOUNCEMENTS_VERSION = '20180904';

/** Page size of announcement lists (spec 2 §9). */
export const ANNOUNCEMENTS_PAGE_SIZE = 100;

/** Announcement types (spec 3 §9, Enumerations). */
export const ANNOUNCEMENT_TYPES = [
  'ACTION_RECOMMENDED',
  'ACTION_REQUIRED',
  'EMERGENCY_CHANGE',
  'EMERGENCY_MAINTENANCE',
  'EMERGENCY_MAINTENANCE_COMPLETE',
  'EMERGENCY_MAINTENANCE_EXTENDED',
  'EMERGENCY_MAINTENANCE_RESCHEDULED',
  'INFORMATION',
  'PRODUCTION_EVENT_NOTIFICATION',
  'SCHEDULED_MAINTENANCE',
  'PLANNED_CHANGE',
  'PLANNED_CHANGE_COMPLETE',
  'PLANNED_CHANGE_EXTENDED',
  'PLANNED_CHANGE_RESCHEDULED',
] as const;

/** One announcement type. */
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

const TEXT = v.nullish(v.string());

/**
 * An AnnouncementSummary. The type is kept a string rather than the enum: a type the console does not know yet must
 * not make the whole list malformed.
 */
export const ANNOUNCEMENT_SUMMARY_SCHEMA = v.object({
  id: v.string(),
  type: v.optional(v.string()),
  referenceTicketNumber: TEXT,
  summary: v.string(),
  timeOneTitle: TEXT,
  timeOneType: TEXT,
  timeOneValue: TEXT,
  timeTwoTitle: TEXT,
  timeTwoType: TEXT,
  timeTwoValue: TEXT,
  services: v.nullish(v.array(v.string())),
  affectedRegions: v.nullish(v.array(v.string())),
  announcementType: v.string(),
  lifecycleState: v.string(),
  isBanner: v.boolean(),
  timeCreated: TEXT,
  timeUpdated: TEXT,
  environmentName: TEXT,
  platformType: TEXT,
  chainId: TEXT,
});

/** One announcement of a list. */
export type AnnouncementSummary = v.InferOutput<typeof ANNOUNCEMENT_SUMMARY_SCHEMA>;

/** The calling user's status of one announcement (spec 2 §3: userStatuses with timeAcknowledged). */
export const ANNOUNCEMENT_USER_STATUS_SCHEMA = v.object({
  userStatusAnnouncementId: v.string(),
  userId: v.string(),
  /** When the user acknowledged it; null when never (or no longer) acknowledged. */
  timeAcknowledged: v.nullish(v.string()),
});

/** The calling user's status of one announcement. */
export type AnnouncementUserStatus = v.InferOutput<typeof ANNOUNCEMENT_USER_STATUS_SCHEMA>;

/** `AnnouncementsCollection`: one page of announcements and the caller's statuses of them. */
export const ANNOUNCEMENTS_COLLECTION_SCHEMA = v.object({
  items: v.array(ANNOUNCEMENT_SUMMARY_SCHEMA),
  userStatuses: v.optional(v.array(ANNOUNCEMENT_USER_STATUS_SCHEMA), () => []),
});

/** One page of announcements and the caller's statuses of them. */
export type AnnouncementsCollection = v.InferOutput<typeof ANNOUNCEMENTS_COLLECTION_SCHEMA>;

/** Query of GET /announcements (spec 3 §7: compartmentId required). */
export interface ListAnnouncementsParams {
  compartmentId: string;
  /** Page size; 100 unless given (spec 2 §9). */
  limit?: number;
  page?: string;
  announcementType?: AnnouncementType;
  lifecycleState?: 'ACTIVE' | 'INACTIVE';
  isBanner?: boolean;
  sortBy?: 'timeOneValue' | 'timeTwoValue' | 'timeCreated' | 'referenceTicketNumber' | 'summary' | 'announcementType';
  sortOrder?: 'ASC' | 'DESC';
  /** RFC 3339 lower bound of timeOneValue. */
  timeOneEarliestTime?: string;
  /** RFC 3339 upper bound of timeOneValue. */
  timeOneLatestTime?: string;
}

/** One page of announcements with the token of the next one. */
export interface AnnouncementsPage extends AnnouncementsCollection {
  /** opc-next-page, undefined on the last page. */
  nextPage: string | undefined;
}

function listCall(params: ListAnnouncementsParams): ServiceCall<AnnouncementsCollection> {
  const { compartmentId, limit = ANNOUNCEMENTS_PAGE_SIZE, ...filters } = params;
  return {
    service: 'announcements',
    version: ANNOUNCEMENTS_VERSION,
    operation: 'ListAnnouncements',
    path: '/announcements',
    query: { compartmentId, limit, ...filters },
    required: { compartmentId },
    schema: ANNOUNCEMENTS_COLLECTION_SCHEMA,
  };
}

/** GET /announcements: one page (the `page` parameter picks which). */
export async function listAnnouncements(
  context: ServiceContext,
  params: ListAnnouncementsParams
): Promise<AnnouncementsPage> {
  return callServicePage(context, listCall(params));
}

/** What the banner collection gathered (spec 2 §8: on a failure, what was collected before it). */
export interface BannerAnnouncements extends AnnouncementsCollection {
  /** False when a page failed and the lists hold only the pages before it. */
  complete: boolean;
  /** The failure that ended the collection early, if any. */
  error?: unknown;
}

/** Options of the announcement walks. */
export interface AnnouncementWalkOptions {
  /** Page size; 100 unless given (spec 2 §9). */
  limit?: number;
  /** Stop after this many pages even if more are announced. */
  maxPages?: number;
}

/**
 * Collects the banner announcements (isBanner=true) over every page. Spec 2 §8, "Announcements failure: banners
 * return what was collected": a failing page ends the walk and the pages before it are returned with
 * `complete: false`. A null compartment id is a caller's bug and still throws.
 */
export async function collectBannerAnnouncements(
  context: ServiceContext,
  compartmentId: string,
  options: AnnouncementWalkOptions & Pick<ListAnnouncementsParams, 'lifecycleState'> = {}
): Promise<BannerAnnouncements> {
  const collected: BannerAnnouncements = { items: [], userStatuses: [], complete: true };
  const call = listCall({
    compartmentId,
    isBanner: true,
    limit: options.limit,
    lifecycleState: options.lifecycleState,
  });
  try {
    for await (const page of servicePages(context, call, options)) {
      collected.items.push(...page.data.items);
      collected.userStatuses.push(...page.data.userStatuses);
    }
  } catch (error) {
    if (error instanceof MissingParameterError) throw error;
    console.warn('[announcements] banners: keeping the pages collected before a failure', error);
    return { ...collected, complete: false, error };
  }
  return collected;
}

/**
 * Whether a page of announcements holds an unread one: spec 2 §5, "Announcements with mismatched user status count
 * are treated as unread"; otherwise one whose status was never (or is no longer) acknowledged is unread.
 */
export function hasUnreadAnnouncement(page: AnnouncementsCollection): boolean {
  if (page.userStatuses.length !== page.items.length) return true;
  return page.userStatuses.some(status => !status.timeAcknowledged);
}

/**
 * Whether the user has an unread active announcement, walking pages until one is found. Spec 2 §8, "unread check
 * assumes all read": any failure answers false.
 */
export async function hasUnreadAnnouncements(
  context: ServiceContext,
  compartmentId: string,
  options: AnnouncementWalkOptions = {}
): Promise<boolean> {
  try {
    const call = listCall({ compartmentId, lifecycleState: 'ACTIVE', limit: options.limit });
    for await (const page of servicePages(context, call, options)) {
      if (hasUnreadAnnouncement(page.data)) return true;
    }
    return false;
  } catch (error) {
    if (error instanceof MissingParameterError) throw error;
    console.warn('[announcements] unread check failed; assuming everything is read', error);
    return false;
  }
}

/** A user status with the etag to send back in if-match when updating it. */
export interface AnnouncementUserStatusResult {
  status: AnnouncementUserStatus;
  etag: string | undefined;
}

/** GET /announcements/{announcementId}/userStatus. */
export async function getAnnouncementUserStatus(
  context: ServiceContext,
  announcementId: string
): Promise<AnnouncementUserStatusResult> {
  const { data, headers } = await callService(context, {
    service: 'announcements',
    version: ANNOUNCEMENTS_VERSION,
    operation: 'GetAnnouncementUserStatus',
    path: `/announcements/${pathParam(announcementId)}/userStatus`,
    required: { announcementId },
    schema: ANNOUNCEMENT_USER_STATUS_SCHEMA,
  });
  return { status: data, etag: headers.etag };
}

/** PUT /announcements/{announcementId}/userStatus: acknowledges (a time) or un-acknowledges (null) for the caller. */
export async function updateAnnouncementUserStatus(
  context: ServiceContext,
  announcementId: string,
  statusDetails: AnnouncementUserStatus,
  options: { ifMatch?: string } = {}
): Promise<AnnouncementUserStatusResult> {
  const { data, headers } = await callService(context, {
    service: 'announcements',
    version: ANNOUNCEMENTS_VERSION,
    operation: 'UpdateAnnouncementUserStatus',
    method: 'PUT',
    path: `/announcements/${pathParam(announcementId)}/userStatus`,
    body: statusDetails,
    ...(options.ifMatch === undefined ? {} : { ifMatch: options.ifMatch }),
    required: { announcementId, statusDetails },
    schema: ANNOUNCEMENT_USER_STATUS_SCHEMA,
  });
  return { status: data, etag: headers.etag };
}
