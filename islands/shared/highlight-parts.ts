/** A run of a label: matched by the search text or not. */
export interface HighlightPart {
  text: string;
  match: boolean;
}

/**
 * Splits `label` into runs that match a word of `query` (case-insensitive, longest words first) and runs that do
 * not, so matches can be marked up as elements, never through HTML strings. Words shorter than two characters mark
 * nothing unless they are the whole query.
 */
export function highlightParts(label: string, query: string, locale?: string): HighlightPart[] {
  const words = query
    .trim()
    .split(/\s+/)
    .filter((word, _, all) => word.length >= 2 || (all.length === 1 && word.length > 0))
    .map(word => word.toLocaleLowerCase(locale))
    .sort((a, b) => b.length - a.length);
  if (words.length === 0 || label === '') return label === '' ? [] : [{ text: label, match: false }];
  const lower = label.toLocaleLowerCase(locale);
  // Case folding may change lengths (e.g. 'İ'); then indexes would not line up, so mark nothing.
  if (lower.length !== label.length) return [{ text: label, match: false }];
  const parts: HighlightPart[] = [];
  let plain = '';
  let index = 0;
  while (index < label.length) {
    const word = words.find(candidate => lower.startsWith(candidate, index));
    if (word === undefined) {
      plain += label[index];
      index += 1;
      continue;
    }
    if (plain) parts.push({ text: plain, match: false });
    plain = '';
    const previous = parts[parts.length - 1];
    if (previous?.match) previous.text += label.slice(index, index + word.length);
    else parts.push({ text: label.slice(index, index + word.length), match: true });
    index += word.length;
  }
  if (plain) parts.push({ text: plain, match: false });
  return parts;
}
