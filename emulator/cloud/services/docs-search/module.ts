import { invalidParameter } from '../../wire/errors.ts';
import { decodePageToken, encodePageToken } from '../../wire/paging.ts';
import { integerQuery, optionalQuery, searchTextQuery } from '../../wire/params.ts';
import type { CloudService } from '../cloud-service.ts';
import { DOCUMENTATION } from './corpus.ts';
import { firstMatch, highlightTitle, queryTerms, rank } from '../text-ranking.ts';

/** The longest search term (spec 1 §9). */
export const MAX_TEXT_LENGTH = 128;
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 50;
const DOCS_ORIGIN = 'https://docs.oracle.com';

/** The languages the documentation search serves (spec 1 §9) and their documentation path segment. */
export const DOC_LANGUAGES: Readonly<Record<string, string>> = {
  en: 'en-us',
  de: 'de-de',
  es: 'es-ww',
  fr: 'fr-fr',
  'fr-CA': 'fr-ca',
  ja: 'ja-jp',
  pt: 'pt-br',
};

/** The documentation language of a `language` value: one of DOC_LANGUAGES, or a locale tag of one (de-DE, pt-BR). */
function docLanguage(value: string | undefined): string {
  if (value === undefined) return 'en';
  const exact = Object.keys(DOC_LANGUAGES).find(language => language.toLowerCase() === value.toLowerCase());
  if (exact) return exact;
  const [primary = ''] = value.toLowerCase().split(/[-_]/);
  // Only Canadian French has its own documentation; every other regional tag falls back to its language.
  if (primary in DOC_LANGUAGES) return primary;
  throw invalidParameter(`language must be one of ${Object.keys(DOC_LANGUAGES).join(', ')}, not '${value}'.`);
}

/**
 * Documentation search: `GET /docs-search/_search?text=&limit=&language=&next_page_token=`, ranked over a seeded
 * corpus, paged with `next_page_token`. Public, like the provider's documentation search.
 */
export const docsSearchService: CloudService = {
  name: 'docs-search',
  routes: ({ router }) =>
    router({ base: '/docs-search' }).get(
      'SearchDocumentation',
      '/_search',
      c => {
        const text = searchTextQuery(c, 'text', MAX_TEXT_LENGTH);
        const limit = integerQuery(c, 'limit', { min: 1, max: MAX_LIMIT }) ?? DEFAULT_LIMIT;
        const language = docLanguage(optionalQuery(c, 'language'));
        const token = optionalQuery(c, 'next_page_token');
        let offset = 0;
        if (token !== undefined) {
          try {
            offset = decodePageToken(token);
          } catch {
            throw invalidParameter(`next_page_token '${token}' is not a token this search issued.`);
          }
        }
        const terms = queryTerms(text);
        const ranked = rank(DOCUMENTATION, text, topic => ({
          title: topic.title,
          area: topic.topic,
          body: topic.body,
        }));
        const end = offset + limit;
        const items = ranked.slice(offset, end).map(topic => {
          const url = `${DOCS_ORIGIN}/${DOC_LANGUAGES[language] ?? 'en-us'}/iaas/${topic.path}`;
          const match = firstMatch([topic.title, topic.body], terms);
          return {
            topic: topic.topic,
            display_name: topic.title,
            // The page opened scrolled to and marking the first match (a text fragment), plus the marked title.
            highlights: {
              url: match === undefined ? url : `${url}#:~:text=${encodeURIComponent(match)}`,
              display_name: highlightTitle(topic.title, terms),
            },
            url,
          };
        });
        return c.json({ items, next_page_token: end < ranked.length ? encodePageToken(end) : null });
      },
      { auth: 'public' }
    ),
};
