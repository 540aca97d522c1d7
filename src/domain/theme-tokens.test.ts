import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEMES } from '../../emulator/cloud/services/themes/themes.ts';
import {
  COLOR_TOKENS,
  CONTRAST_PAIRS,
  contrastRatio,
  mixColors,
  normalizeHexColor,
  NON_TEXT_CONTRAST,
  TEXT_CONTRAST,
  THEME_COLOR_NAMES,
  themeTokenOverrides,
  type TokenValues,
} from './theme-tokens.ts';

// ---- the token CSS ---------------------------------------------------------------------------------------------

const TOKENS_CSS = readFileSync(new URL('../styles/tokens.css', import.meta.url), 'utf8');
const THEME_IDS = ['redwood', 'rainbow', 'hg'] as const;

/** The custom property declarations of each rule block of tokens.css, by selector, and how many were written. */
function blocks(source: string): Map<string, { declarations: Map<string, string>; written: number }> {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '');
  const result = new Map<string, { declarations: Map<string, string>; written: number }>();
  for (const [, selector = '', body = ''] of withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const found = [...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)];
    const declarations = new Map(found.map(([, name = '', value = '']) => [name, value.trim()]));
    result.set(selector.trim().replace(/"/g, "'"), { declarations, written: found.length });
  }
  return result;
}

const PARSED = blocks(TOKENS_CSS);
const BLOCKS = new Map([...PARSED].map(([selector, block]) => [selector, block.declarations]));
const ROOT = BLOCKS.get(':root') ?? new Map<string, string>();

/** A theme's own block: `:root` for redwood, `:root[data-console-theme='…']` for the others. */
function themeBlock(id: string): Map<string, string> | undefined {
  return id === 'redwood' ? ROOT : BLOCKS.get(`:root[data-console-theme='${id}']`);
}

/** The colour tokens in effect under a theme: `:root`, then the theme's block over it. */
function themeValues(id: string): TokenValues {
  const merged = new Map([...ROOT, ...(themeBlock(id) ?? [])]);
  const values: TokenValues = {};
  for (const token of COLOR_TOKENS) {
    const value = merged.get(token);
    if (value !== undefined) values[token] = normalizeHexColor(value) ?? value;
  }
  return values;
}

function anchors(id: string): Record<string, string> {
  const theme = THEMES.find(candidate => candidate.id === id);
  if (!theme) throw new Error(`the local cloud has no theme ${id}`);
  return Object.fromEntries(
    Object.entries(theme.styles.colors).map(([name, value]) => [name, normalizeHexColor(value) ?? value])
  );
}

describe('tokens.css', () => {
  it.each(THEME_IDS)('%s defines every colour token itself, as a hex colour', id => {
    const block = themeBlock(id);
    expect(block, `no block for ${id}`).toBeDefined();
    for (const token of COLOR_TOKENS) {
      const value = block?.get(token);
      expect(value, `${id} ${token}`).toBeDefined();
      expect(normalizeHexColor(value ?? ''), `${id} ${token}: ${value}`).not.toBeNull();
    }
  });

  it.each(THEME_IDS)('%s: every text pair is at least 4.5:1, every ring, boundary and icon 3:1', id => {
    const values = themeValues(id);
    const failures = CONTRAST_PAIRS.flatMap(pair => {
      const ratio = contrastRatio(values[pair.foreground] ?? '', values[pair.background] ?? '');
      return ratio >= pair.minimum
        ? []
        : [`${pair.foreground} on ${pair.background}: ${ratio.toFixed(2)} < ${pair.minimum}`];
    });
    expect(failures).toEqual([]);
  });

  it.each(THEME_IDS)('%s is built on the brand anchors of the realm theme config', id => {
    const values = themeValues(id);
    const colors = anchors(id);
    expect(values['--console-color-accent']).toBe(colors['brandPrimary']);
    expect(values['--console-color-header-background']).toBe(colors['headerBackground']);
    expect(values['--console-color-header-text']).toBe(colors['headerText']);
    expect(values['--console-color-page-background']).toBe(colors['pageBackground']);
    expect(values['--console-color-text']).toBe(colors['text']);
    // Link and focus ring may differ from the anchor only where the anchor itself fails a pair.
    const applied = themeTokenOverrides(colors, values).tokens;
    for (const token of ['--console-color-link', '--console-color-focus-ring'] as const) {
      if (applied[token] !== undefined) expect(values[token], token).toBe(applied[token]);
    }
  });

  it('declares each token once per block, so a theme block cannot silently override itself', () => {
    expect(PARSED.size).toBe(THEME_IDS.length);
    for (const [selector, block] of PARSED) expect(block.written, selector).toBe(block.declarations.size);
  });
});

// ---- colour arithmetic -----------------------------------------------------------------------------------------

describe('contrastRatio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#c74634', '#c74634')).toBe(1);
  });

  it('puts #767676 just above and #777777 just below 4.5:1 on white', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(TEXT_CONTRAST);
  });
});

describe('normalizeHexColor', () => {
  it('accepts #rgb and #rrggbb in any case, trimmed, as lower-case #rrggbb', () => {
    expect(normalizeHexColor('#ABC')).toBe('#aabbcc');
    expect(normalizeHexColor(' #C74634 ')).toBe('#c74634');
  });

  it.each(['red', 'rgb(0 0 0)', '#12345', '#1234567', '#abcd', 'url(x)', 'var(--x)', '#ggg', '', '#fff;color:red'])(
    'refuses %j',
    value => {
      expect(normalizeHexColor(value)).toBeNull();
    }
  );
});

describe('mixColors', () => {
  it('mixes per channel by weight', () => {
    expect(mixColors('#000000', '#ffffff', 0)).toBe('#000000');
    expect(mixColors('#000000', '#ffffff', 1)).toBe('#ffffff');
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
});

// ---- config colours as overrides -------------------------------------------------------------------------------

const REDWOOD = themeValues('redwood');
const HG = themeValues('hg');

describe('themeTokenOverrides', () => {
  it('maps every config colour to its token, with derived header and accent shades', () => {
    const { tokens, warnings } = themeTokenOverrides(
      {
        brandPrimary: '#0b5394',
        headerBackground: '#102a43',
        headerText: '#ffffff',
        pageBackground: '#f8fafc',
        text: '#111827',
        link: '#1d4ed8',
        focusRing: '#2563eb',
      },
      REDWOOD
    );
    expect(warnings).toEqual([]);
    expect(tokens).toMatchObject({
      '--console-color-accent': '#0b5394',
      '--console-color-header-background': '#102a43',
      '--console-color-header-text': '#ffffff',
      '--console-color-page-background': '#f8fafc',
      '--console-color-text': '#111827',
      '--console-color-link': '#1d4ed8',
      '--console-color-focus-ring': '#2563eb',
      // The blue ring would not show on the dark blue header (2.8:1): the header's ring is its text colour.
      '--console-color-header-focus-ring': '#ffffff',
    });
    const strong = tokens['--console-color-accent-strong'] ?? '';
    expect(contrastRatio(strong, '#ffffff')).toBeGreaterThan(contrastRatio('#0b5394', '#ffffff'));
    const hover = tokens['--console-color-header-hover'] ?? '';
    expect(hover).not.toBe('#102a43');
    expect(contrastRatio('#ffffff', hover)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(tokens['--console-color-header-text-muted'] ?? '', '#102a43')).toBeGreaterThanOrEqual(
      TEXT_CONTRAST
    );
  });

  it('ignores values that are not #rgb or #rrggbb, with a warning, and names no colour it was not given', () => {
    const { tokens, warnings } = themeTokenOverrides(
      { text: 'black', link: 'url(javascript:alert(1))', headerText: '#FFF', unknownColor: '#000000' },
      REDWOOD
    );
    expect(Object.keys(tokens).sort()).toEqual([
      '--console-color-header-focus-ring',
      '--console-color-header-hover',
      '--console-color-header-skeleton',
      '--console-color-header-text',
      '--console-color-header-text-muted',
    ]);
    expect(tokens['--console-color-header-text']).toBe('#ffffff');
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('text');
    expect(warnings[1]).toContain('link');
  });

  it('drops header text and background together when the text would fall under 4.5:1 on the background', () => {
    const { tokens, warnings } = themeTokenOverrides(
      { headerBackground: '#666666', headerText: '#888888', link: '#004f6b' },
      REDWOOD
    );
    expect(tokens).toEqual({ '--console-color-link': '#004f6b' });
    expect(warnings).toHaveLength(2);
    expect(warnings.join('\n')).toMatch(/headerBackground dropped: .*header-text #888888 on .*#666666 is 1\.\d+:1/);
  });

  it('checks a lone colour against the theme’s own partner: pale text on the light page is dropped', () => {
    const { tokens, warnings } = themeTokenOverrides({ text: '#aaaaaa', brandPrimary: '#7a1f12' }, REDWOOD);
    expect(tokens['--console-color-text']).toBeUndefined();
    expect(tokens['--console-color-accent']).toBe('#7a1f12');
    expect(warnings).toEqual([expect.stringContaining('theme colour text dropped')]);
  });

  it('drops a page background that would leave the theme’s muted text unreadable', () => {
    const { tokens, warnings } = themeTokenOverrides({ pageBackground: '#9a9a9a' }, REDWOOD);
    expect(tokens).toEqual({});
    expect(warnings[0]).toContain('pageBackground dropped');
  });

  it('drops a brand colour that white button text cannot stand on', () => {
    const { tokens, warnings } = themeTokenOverrides({ brandPrimary: '#f5c518' }, REDWOOD);
    expect(tokens).toEqual({});
    expect(warnings[0]).toContain('brandPrimary dropped');
  });

  it('puts a focus ring only where it shows: hg’s gold rings the dark header, not the light page, silently', () => {
    const { tokens, warnings } = themeTokenOverrides(anchors('hg'), HG);
    expect(tokens['--console-color-header-focus-ring']).toBe('#c9a227');
    expect(tokens['--console-color-focus-ring']).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('warns about a focus ring that shows nowhere', () => {
    const { tokens, warnings } = themeTokenOverrides(
      { headerBackground: '#f0f0f0', headerText: '#111111', focusRing: '#e8e8e8' },
      REDWOOD
    );
    expect(tokens['--console-color-focus-ring']).toBeUndefined();
    // The light header keeps a ring that shows: its text colour, not the theme's white one.
    expect(tokens['--console-color-header-background']).toBe('#f0f0f0');
    expect(tokens['--console-color-header-focus-ring']).toBe('#111111');
    expect(warnings).toEqual([expect.stringContaining(`focusRing #e8e8e8 dropped: under ${NON_TEXT_CONTRAST}:1`)]);
  });

  it('accepts each theme’s own config colours on its tokens (what the console applies at start-up)', () => {
    for (const id of THEME_IDS) {
      const { warnings } = themeTokenOverrides(anchors(id), themeValues(id));
      // Rainbow's config link is 3.96:1 on the hover surface: the tokens keep a darker one (see tokens.css).
      expect(
        warnings.filter(warning => !warning.includes('link dropped')),
        id
      ).toEqual([]);
    }
  });

  it('never leaves a pair unreadable, whatever the colours (300 generated configs)', () => {
    let seed = 20_240_601;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const color = () =>
      `#${Math.floor(random() * 0x1000000)
        .toString(16)
        .padStart(6, '0')}`;
    let applied = 0;
    for (let round = 0; round < 300; round++) {
      const colors: Record<string, string> = {};
      for (const name of THEME_COLOR_NAMES) if (random() < 0.7) colors[name] = color();
      const base = themeValues(THEME_IDS[round % THEME_IDS.length] ?? 'redwood');
      const { tokens } = themeTokenOverrides(colors, base);
      applied += Object.keys(tokens).length;
      const values: TokenValues = { ...base, ...tokens };
      for (const pair of CONTRAST_PAIRS) {
        const ratio = contrastRatio(values[pair.foreground] ?? '', values[pair.background] ?? '');
        expect(ratio, `${JSON.stringify(colors)}: ${pair.foreground} on ${pair.background}`).toBeGreaterThanOrEqual(
          pair.minimum
        );
      }
    }
    // Not a test that passes by dropping everything: many generated colours are applied.
    expect(applied).toBeGreaterThan(300);
  });
});
