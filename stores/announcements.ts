import type { AnnouncementsBadge } from '../src/domain/header-menus.ts';
import { listMessageCenters } from '../src/services/commercial.ts';
import { $announcementsBadge } from './announcements-state.ts';
import { serviceContext } from './service-context.ts';
import { $session } from './session.ts';

export { $announcementsBadge } from './announcements-state.ts';

// Answers of an older load (a second call, a sign-out) are dropped.
let loadGeneration = 0;

/**
 * Lists the tenancy's message centers (the tenancy as compartment, spec 1 §7) and reads the first one's
 * `ongoingNotificationsOverview`. A failure, no message center or no overview leaves the badge null.
 */
export async function loadAnnouncementsBadge(): Promise<void> {
  const claims = $session.get().claims;
  loadGeneration += 1;
  const generation = loadGeneration;
  if (!claims) {
    $announcementsBadge.set(null);
    return;
  }
  let badge: AnnouncementsBadge | null = null;
  try {
    const [first] = await listMessageCenters(serviceContext(), claims.tenant);
    const overview = first?.ongoingNotificationsOverview;
    if (overview && typeof overview.count === 'number' && overview.count >= 0) {
      badge = { count: overview.count, partial: overview.isCountPartial === true };
    }
  } catch (error) {
    console.warn('[announcements] the message center count could not be read; the bell shows no count', error);
  }
  if (generation === loadGeneration) $announcementsBadge.set(badge);
}

/** Forgets the count (sign-out). */
export function clearAnnouncementsBadge(): void {
  loadGeneration += 1;
  $announcementsBadge.set(null);
}
