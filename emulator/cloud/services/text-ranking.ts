// Full-text ranking for the local cloud's search services (documentation, Marketplace listings): title matches weigh
// most, then the area, then the body. Case- and accent-insensitive, crudely stemmed, prefixes from three letters.

/** The text of one searchable entry, by weight: the title most, then its area (a topic, a publisher), then the body. */
export interface RankedText {
  title: string;
  area?: string;
  body?: string;
}

// Words that say nothing about a page; dropped unless the query has nothing else.
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'do',
  'for',
  'how',
  'i',
  'in',
  'is',
  'my',
  'of',
  'on',
  'or',
  'the',
  'to',
]);

const WEIGHTS = { titleExact: 10, titlePrefix: 6, topic: 4, bodyExact: 2, bodyPrefix: 1, phrase: 15 } as const;
// A word repeated in a summary counts a few times at most, so long summaries do not outrank titles.
const MAX_BODY_HITS = 3;
// Prefix matching starts at this length, so 'c' does not match every word starting with c.
const MIN_PREFIX_LENGTH = 3;

/** Lower-cases and strips accents, so 'Réseau' and 'reseau' match. */
function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A crude stem: enough that 'instances' finds 'Instance', 'policies' 'Policy' and 'create' 'Creating'. */
function stem(word: string): string {
  let stemmed = word;
  if (stemmed.length > 4 && stemmed.endsWith('ies')) return `${stemmed.slice(0, -3)}y`;
  if (stemmed.length > 3 && stemmed.endsWith('s') && !stemmed.endsWith('ss')) stemmed = stemmed.slice(0, -1);
  if (stemmed.length > 5 && stemmed.endsWith('ing')) stemmed = stemmed.slice(0, -3);
  else if (stemmed.length > 4 && stemmed.endsWith('ed')) stemmed = stemmed.slice(0, -2);
  if (stemmed.length > 4 && stemmed.endsWith('e')) stemmed = stemmed.slice(0, -1);
  return stemmed;
}

/** The stemmed words of a text. */
export function words(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(word => word !== '')
    .map(stem);
}

/** The words of a query that carry meaning. */
export function queryTerms(text: string): string[] {
  const all = [...new Set(words(text))];
  const meaningful = all.filter(word => !STOP_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : all;
}

function matches(word: string, term: string): 'exact' | 'prefix' | undefined {
  if (word === term) return 'exact';
  if (term.length >= MIN_PREFIX_LENGTH && word.startsWith(term)) return 'prefix';
  return undefined;
}

/** How well an entry matches the query terms; 0 when no term matches. */
export function score(entry: RankedText, terms: readonly string[], phrase: string): number {
  const title = words(entry.title);
  const area = words(entry.area ?? '');
  const body = words(entry.body ?? '');
  let total = 0;
  let matched = 0;
  for (const term of terms) {
    let termScore = 0;
    const inTitle = title.map(word => matches(word, term));
    if (inTitle.includes('exact')) termScore += WEIGHTS.titleExact;
    else if (inTitle.includes('prefix')) termScore += WEIGHTS.titlePrefix;
    if (area.some(word => matches(word, term))) termScore += WEIGHTS.topic;
    let bodyHits = 0;
    for (const word of body) {
      const hit = matches(word, term);
      if (!hit || bodyHits >= MAX_BODY_HITS) continue;
      bodyHits++;
      termScore += hit === 'exact' ? WEIGHTS.bodyExact : WEIGHTS.bodyPrefix;
    }
    if (termScore > 0) matched++;
    total += termScore;
  }
  if (matched === 0) return 0;
  if (phrase !== '' && title.join(' ').includes(phrase)) total += WEIGHTS.phrase;
  // Entries matching every term come before entries matching some, whatever their single-term scores.
  return total * (matched / terms.length) ** 2;
}

/** The entries of `corpus` matching the query, best first (ties by title); `text` says what each entry reads. */
export function rank<T>(corpus: readonly T[], query: string, text: (entry: T) => RankedText): T[] {
  const terms = queryTerms(query);
  const phrase = words(query).join(' ');
  return corpus
    .map(entry => ({ entry, text: text(entry) }))
    .map(candidate => ({ ...candidate, score: score(candidate.text, terms, phrase) }))
    .filter(candidate => candidate.score > 0)
    .sort((a, b) => b.score - a.score || a.text.title.localeCompare(b.text.title))
    .map(candidate => candidate.entry);
}

/** The title with every word matching a query term wrapped in `<em>`. */
export function highlightTitle(title: string, terms: readonly string[]): string {
  return title.replace(/[\p{L}\p{N}]+/gu, word => {
    const [stemmed = ''] = words(word);
    return terms.some(term => matches(stemmed, term)) ? `<em>${word}</em>` : word;
  });
}

/** The first word of the texts, in order, that matches a term (for a text-fragment link); undefined when none. */
export function firstMatch(texts: readonly string[], terms: readonly string[]): string | undefined {
  for (const text of texts) {
    for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) {
      const [stemmed = ''] = words(word);
      if (terms.some(term => matches(stemmed, term))) return word;
    }
  }
  return undefined;
}
