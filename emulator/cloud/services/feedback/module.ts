import type { CloudService } from '../cloud-service.ts';
import { feedbackRoutes } from './routes.ts';

/** Feedback (20210801): the feedback panel's ratings and comments, kept in the database. */
export const feedbackService: CloudService = {
  name: 'feedback',
  schema: new URL('./schema.sql', import.meta.url),
  revision: '1',
  routes: feedbackRoutes,
};
