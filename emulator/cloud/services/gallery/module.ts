import { notAuthorizedOrNotFound } from '../../wire/errors.ts';
import { optionalQuery } from '../../wire/params.ts';
import type { CloudService } from '../cloud-service.ts';
import { ASSETS, EMBED_SCRIPT, mediaSvg, PAGE_CSS, pageHeaders, renderTopicPage } from './pages.ts';
import {
  GALLERY_CATEGORIES,
  GALLERY_LANGUAGES,
  topicWithPage,
  type GalleryLanguage,
  type TopicSource,
} from './topics.ts';

/** The language a `lang` parameter asks for: its primary subtag when the gallery is written in it, else English. */
export function galleryLanguage(lang: string | undefined): GalleryLanguage {
  const primary = (lang ?? '').split(/[-_]/)[0]?.toLowerCase();
  return GALLERY_LANGUAGES.find(language => language === primary) ?? 'en';
}

/** One feed entry (spec 2 §3 Gallery topic); URLs are relative to the feed. */
function feedTopic(topic: TopicSource, language: GalleryLanguage) {
  const text = topic.text[language];
  return {
    preview: {
      id: topic.id,
      title: text.title,
      abstract: text.abstract,
      media: { src: `media/${topic.media}.svg` },
      contentType: topic.contentType,
      ...(topic.hideContentType ? { hideContentType: true } : {}),
      ...(topic.featured ? { featured: true } : {}),
      ...(topic.alwaysFreeEligible ? { alwaysFreeEligible: true } : {}),
      ...(topic.showInRealms ? { showInRealms: topic.showInRealms } : {}),
    },
    content: topic.navigate
      ? { title: text.title, onClick: { navigate: topic.navigate } }
      : { title: text.pageTitle ?? text.title, src: `pages/${topic.id}.html?lang=${language}` },
    ...(topic.whitelists ? { whitelists: topic.whitelists } : {}),
    ...(topic.featureFlags ? { featureFlags: topic.featureFlags } : {}),
  };
}

const ASSET_FILES: Record<string, { body: string; type: string }> = {
  'embed.js': { body: EMBED_SCRIPT, type: 'text/javascript; charset=utf-8' },
  'page.css': { body: PAGE_CSS, type: 'text/css; charset=utf-8' },
};

/**
 * The Home gallery (spec 2 §2, §3): its feed of categories and topics, the content pages the console embeds, their
 * script and stylesheet, and the tiles' illustrations. Public and unsigned, as the realm's other content (paths not
 * shown in the spec: chosen).
 */
export const galleryService: CloudService = {
  name: 'gallery',
  routes: ({ origins, router }) => {
    const api = router({ base: '/gallery/v1' });

    api.get(
      'GetGalleryTopics',
      '/topics.json',
      c => {
        const language = galleryLanguage(optionalQuery(c, 'lang'));
        const categories = GALLERY_CATEGORIES.map(category => ({
          id: category.id,
          title: category.title[language],
          items: category.topics.map(topic => feedTopic(topic, language)),
        }));
        return c.json({ categories }, 200, { 'Content-Language': language, 'Cache-Control': 'no-cache' });
      },
      { auth: 'public' }
    );

    api.get(
      'GetGalleryPage',
      '/pages/:file',
      async c => {
        const file = c.req.param('file');
        const topic = file.endsWith('.html') ? topicWithPage(file.slice(0, -'.html'.length)) : undefined;
        if (!topic) throw notAuthorizedOrNotFound();
        const language = galleryLanguage(optionalQuery(c, 'lang'));
        return c.body(await renderTopicPage(topic, language), 200, {
          ...pageHeaders(origins.consoleOrigin),
          'Content-Language': language,
        });
      },
      { auth: 'public' }
    );

    api.get(
      'GetGalleryAsset',
      `/${ASSETS}/:file`,
      c => {
        const file = c.req.param('file');
        const asset = Object.hasOwn(ASSET_FILES, file) ? ASSET_FILES[file] : undefined;
        if (!asset) throw notAuthorizedOrNotFound();
        return c.body(asset.body, 200, {
          'Content-Type': asset.type,
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'no-cache',
        });
      },
      { auth: 'public' }
    );

    api.get(
      'GetGalleryMedia',
      '/media/:file',
      c => {
        const file = c.req.param('file');
        const svg = file.endsWith('.svg') ? mediaSvg(file.slice(0, -'.svg'.length)) : undefined;
        if (svg === undefined) throw notAuthorizedOrNotFound();
        return c.body(svg, 200, {
          'Content-Type': 'image/svg+xml',
          'Content-Security-Policy': "default-src 'none'",
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'public, max-age=3600',
        });
      },
      { auth: 'public' }
    );

    return api;
  },
};
