import { parse, type Token } from '@messageformat/parser';

// The development pseudo-locale en-XA (issue 19 point 6), generated from English at compile time
// (src/i18n/compile-catalogs.ts), never written by hand: every letter accented, about 40 % longer, bracketed, with
// placeholders, plural and select syntax and apostrophe escapes left exactly as they were. A text that shows without
// its brackets under ?locale=en-XA did not come from the catalog; one cut off or overflowing will be in a real
// language too. Build-time only: nothing of the console imports this module.

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ'][index] ?? letter,
  ])
);

/** Words appended to reach the extra length: accented too, and with spaces, so the longer text can wrap as prose does. */
const FILLER = ' ǿƞḗ ŧẇǿ ŧħřḗḗ ƒǿŭř ƒīṽḗ şīẋ şḗṽḗƞ ḗīɠħŧ ƞīƞḗ ŧḗƞ';

/** How much longer a pseudo-localized text is than its English source (translations run 30–40 % longer). */
export const PSEUDO_EXPANSION = 0.4;

function accent(text: string): string {
  return text.replace(/[a-zA-Z]/g, letter => ACCENTED[letter] ?? letter);
}

interface Span {
  offset: number;
  raw: string;
  visible: string;
}

/** The literal text spans of a message, as written (raw, escapes included) and as shown. */
function textSpans(tokens: readonly Token[], spans: Span[] = []): Span[] {
  for (const token of tokens) {
    if (token.type === 'content' && token.ctx) {
      spans.push({ offset: token.ctx.offset, raw: token.ctx.text, visible: token.value });
    }
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      for (const branch of token.cases) textSpans(branch.tokens, spans);
    }
  }
  return spans;
}

/**
 * The en-XA text of an English message: its literal text accented, followed by filler words for about 40 % more
 * length (counted over all its literal text, every plural branch included), all in brackets. ICU syntax (`{name}`, `{count, plural, …}`, `#`,
 * `'{'`) is left as it is, so the message formats with the same values.
 */
export function pseudoLocalize(message: string): string {
  const spans = textSpans(parse(message, { strict: false }));
  let result = '';
  let at = 0;
  for (const span of [...spans].sort((a, b) => a.offset - b.offset)) {
    result += message.slice(at, span.offset) + accent(span.raw);
    at = span.offset + span.raw.length;
  }
  result += message.slice(at);
  const length = spans.reduce((total, span) => total + span.visible.length, 0);
  const extra = Math.ceil(length * PSEUDO_EXPANSION);
  const filler = FILLER.repeat(Math.ceil(extra / FILLER.length)).slice(0, extra);
  // Never a space before the closing bracket: it would not show, and the text would fall short of its length.
  return `[${result}${filler.endsWith(' ') ? `${filler.slice(0, -1)}·` : filler}]`;
}
