import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { catalogAreas, readCatalog } from '../../test/translations.ts';
import { pseudoCatalog } from './compile-catalogs.ts';
import { PSEUDO_EXPANSION, pseudoLocalize } from './pseudo-locale.ts';

/** The ICU skeleton of a message: placeholders and plural/select branches, without the literal text. */
function skeleton(tokens: readonly Token[]): string {
  return tokens
    .map(token => {
      if (token.type === 'content') return '';
      if (token.type === 'octothorpe') return '#';
      if (token.type === 'argument') return `{${token.arg}}`;
      if (token.type === 'function') return `{${token.arg},${token.key}}`;
      return `{${token.arg},${token.type},${token.cases.map(branch => `${branch.key}{${skeleton(branch.tokens)}}`).join('')}}`;
    })
    .join('');
}

/** The literal text a message can show, every branch included. */
const visibleText = (tokens: readonly Token[]): string =>
  tokens
    .map(token =>
      token.type === 'content'
        ? token.value
        : token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal'
          ? token.cases.map(branch => visibleText(branch.tokens)).join('')
          : ''
    )
    .join('');

const visibleLength = (tokens: readonly Token[]): number => visibleText(tokens).length;

describe('the pseudo-locale en-XA', () => {
  it('brackets and accents a text and makes it about 40 % longer', () => {
    expect(pseudoLocalize('Sign out')).toBe('[Şīɠƞ ǿŭŧ ǿƞḗ]');
    expect(pseudoLocalize('Regions')).toBe('[Řḗɠīǿƞş ǿƞ]');
  });

  it('keeps placeholders, plurals, # and apostrophe escapes as they are', () => {
    expect(pseudoLocalize('{name} plugin')).toBe('[{name} ƥŀŭɠīƞ ǿƞ]');
    expect(pseudoLocalize('In {seconds, plural, one {# second} other {# seconds}}')).toBe(
      '[Īƞ {seconds, plural, one {# şḗƈǿƞḓ} other {# şḗƈǿƞḓş}} ǿƞḗ ŧẇǿ]'
    );
    expect(pseudoLocalize("Type '{' here")).toBe("[Ŧẏƥḗ '{' ħḗřḗ ǿƞḗ·]");
    expect(pseudoLocalize('{count}')).toBe('[{count}]');
  });

  it('turns every English message into one with the same ICU skeleton, bracketed and 40 % longer', () => {
    let checked = 0;
    for (const area of catalogAreas('en')) {
      for (const [id, english] of readCatalog('en', area)) {
        const pseudo = pseudoLocalize(english);
        const source = parse(english, { strict: false });
        const result = parse(pseudo, { strict: false });
        expect(skeleton(result), id).toBe(skeleton(source));
        expect(pseudo, id).toMatch(/^\[[\s\S]*\]$/);
        expect(visibleText(result), `${id} shows no unaccented letter`).not.toMatch(/[a-zA-Z]/);
        expect(visibleLength(result) - 2, id).toBeGreaterThanOrEqual(
          Math.floor(visibleLength(source) * (1 + PSEUDO_EXPANSION))
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(800);
  });

  it('writes a PO catalog with the same entries, its language en-XA and its texts escaped', () => {
    const english = [
      'msgid ""',
      'msgstr ""',
      '"Language: en\\n"',
      '',
      'msgid "a.quote"',
      'msgstr "Say \\"hi\\""',
      '',
    ].join('\n');
    expect(pseudoCatalog(english)).toBe(
      ['msgid ""', 'msgstr ""', '"Language: en-XA\\n"', '', 'msgid "a.quote"', 'msgstr "[Şȧẏ \\"ħī\\" ǿƞḗ]"', ''].join(
        '\n'
      )
    );
  });
});
