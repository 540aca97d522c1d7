import { atom } from 'nanostores';
import type { AnnouncementsBadge } from '../src/domain/header-menus.ts';

// The announcements bell's state alone, which the header reads from start-up on; its loader (stores/announcements.ts,
// with the commercial service) comes with the page data after ready.

/**
 * The announcements bell's count (spec 1 §3 Message center summary): the first message center's ongoing notifications
 * overview, `partial` when the count is a lower bound. Null until known and when it cannot be read: the header then
 * shows a plain bell.
 */
export const $announcementsBadge = atom<AnnouncementsBadge | null>(null);
