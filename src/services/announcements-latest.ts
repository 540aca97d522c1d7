import * as v from 'valibot';
import { callService } from './call.ts';
import type { ServiceContext } from './service-context.ts';

// The newest active announcements (the right rail's what's new panel, spec 2 §2): one page of ListAnnouncements, read
// for what the panel shows. A module of its own, beside announcements.ts (the banners' and the bell's), so that Home's
// rail and the banners share no chunk: a shared one lengthens the start-up path's preload lists
// (e2e/size-budget.spec.ts).

/** Announcements API version (spec 3 §7). */
const VERSION = '20180904';

const TEXT = v.nullish(v.string());

/** The newest announcements and the caller's statuses of them: what the panel reads of `AnnouncementsCollection`. */
export const LATEST_ANNOUNCEMENTS_SCHEMA = v.object({
  items: v.array(v.object({ id: v.string(), summary: v.string(), announcementType: v.string(), timeCreated: TEXT })),
  userStatuses: v.optional(
    v.array(v.object({ userStatusAnnouncementId: v.string(), timeAcknowledged: TEXT })),
    () => []
  ),
});

/** The newest announcements and the caller's statuses of them. */
export type LatestAnnouncements = v.InferOutput<typeof LATEST_ANNOUNCEMENTS_SCHEMA>;

/**
 * GET /announcements: the tenancy's `limit` newest active announcements (sorted by timeCreated, newest first) with the
 * caller's statuses of them.
 */
export async function listLatestAnnouncements(
  context: ServiceContext,
  compartmentId: string,
  limit: number
): Promise<LatestAnnouncements> {
  const { data } = await callService(context, {
    service: 'announcements',
    version: VERSION,
    operation: 'ListAnnouncements',
    path: '/announcements',
    query: { compartmentId, lifecycleState: 'ACTIVE', sortBy: 'timeCreated', sortOrder: 'DESC', limit },
    required: { compartmentId },
    schema: LATEST_ANNOUNCEMENTS_SCHEMA,
  });
  return data;
}
