import { optionalQuery } from '../../wire/params.ts';
import type { CloudService } from '../cloud-service.ts';
import { feedLanguage, railFeed } from './content.ts';

/**
 * The right rail's content feed: `GET /rail-feed/v1/feed.json?lang=`, the newest features, the government blog's
 * latest posts and the mobile app's store pages, in the requested language (English or German; any other: English).
 * Public and realm-wide, like the provider's console content it stands for.
 */
export const railFeedService: CloudService = {
  name: 'rail-feed',
  routes: ({ now, router }) => {
    const startedAt = now();
    return router({ base: '/rail-feed/v1' }).get(
      'GetRailFeed',
      '/feed.json',
      c => {
        const language = feedLanguage(optionalQuery(c, 'lang'));
        return c.json(railFeed(language, startedAt), 200, {
          'Cache-Control': 'no-cache',
          'Content-Language': language,
        });
      },
      { auth: 'public' }
    );
  },
};
