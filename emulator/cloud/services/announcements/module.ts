import type { CloudService } from '../cloud-service.ts';
import { announcementsRoutes } from './routes.ts';
import { seedAnnouncements } from './seed.ts';

/** Announcements (20180904): the tenancy's announcements, banners among them, and per-user acknowledgements. */
export const announcementsService: CloudService = {
  name: 'announcements',
  schema: new URL('./schema.sql', import.meta.url),
  revision: '1',
  seed: seedAnnouncements,
  routes: announcementsRoutes,
};
