// Theme colours as design tokens (spec 1 §3 Context activeTheme and themeConfig; spec 3 §3 Theme styles.colors).
// The three themes (redwood, rainbow, hg) are token sets in src/styles/tokens.css; a theme config's colours override
// a few of those tokens at run time. A tenancy's colours are checked here first: an unreadable combination is dropped
// and the theme's own (tested) tokens stay, so bad colours can never make the console unreadable.

/** Minimum contrast of text against its background (WCAG 2.2 SC 1.4.3, AA). */
export const TEXT_CONTRAST = 4.5;

/** Minimum contrast of focus rings, component boundaries and meaningful icons (WCAG 2.2 SC 1.4.11). */
export const NON_TEXT_CONTRAST = 3;

/** The colour tokens every theme defines (`--console-color-…` in src/styles/tokens.css). */
export const COLOR_TOKENS = [
  '--console-color-text',
  '--console-color-text-muted',
  '--console-color-text-inverse',
  '--console-color-page-background',
  '--console-color-surface',
  '--console-color-surface-subtle',
  '--console-color-surface-hover',
  '--console-color-border',
  '--console-color-border-strong',
  '--console-color-header-background',
  '--console-color-header-text',
  '--console-color-header-text-muted',
  '--console-color-header-hover',
  '--console-color-header-skeleton',
  '--console-color-header-focus-ring',
  '--console-color-accent',
  '--console-color-accent-strong',
  '--console-color-link',
  '--console-color-focus-ring',
  '--console-color-danger',
  '--console-color-danger-subtle',
  '--console-color-success',
  '--console-color-success-subtle',
  '--console-color-warning',
  '--console-color-skeleton',
  '--console-color-skeleton-highlight',
] as const;

/** A colour token name. */
export type ColorToken = (typeof COLOR_TOKENS)[number];

/** Token values by name, as `#rrggbb`. */
export type TokenValues = Partial<Record<ColorToken, string>>;

/** A foreground and the background it stands on, with the contrast it needs. */
export interface ContrastPair {
  foreground: ColorToken;
  background: ColorToken;
  /** TEXT_CONTRAST for text, NON_TEXT_CONTRAST for focus rings, boundaries and icons. */
  minimum: number;
}

const text = (foreground: ColorToken, background: ColorToken): ContrastPair => ({
  foreground,
  background,
  minimum: TEXT_CONTRAST,
});
const nonText = (foreground: ColorToken, background: ColorToken): ContrastPair => ({
  foreground,
  background,
  minimum: NON_TEXT_CONTRAST,
});

/**
 * Every combination the chrome draws. `--console-color-border` only separates regions of the same surface (a
 * decorative rule, WCAG 1.4.11 asks nothing of it); controls take `--console-color-border-strong`. Skeletons are
 * decorative too.
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  text('--console-color-text', '--console-color-page-background'),
  text('--console-color-text', '--console-color-surface'),
  text('--console-color-text', '--console-color-surface-subtle'),
  text('--console-color-text', '--console-color-surface-hover'),
  text('--console-color-text', '--console-color-danger-subtle'),
  text('--console-color-text', '--console-color-success-subtle'),
  text('--console-color-text-muted', '--console-color-page-background'),
  text('--console-color-text-muted', '--console-color-surface'),
  text('--console-color-text-muted', '--console-color-surface-subtle'),
  text('--console-color-link', '--console-color-page-background'),
  text('--console-color-link', '--console-color-surface'),
  text('--console-color-link', '--console-color-surface-subtle'),
  text('--console-color-link', '--console-color-surface-hover'),
  text('--console-color-text-inverse', '--console-color-accent'),
  text('--console-color-text-inverse', '--console-color-accent-strong'),
  text('--console-color-header-text', '--console-color-header-background'),
  text('--console-color-header-text', '--console-color-header-hover'),
  text('--console-color-header-text-muted', '--console-color-header-background'),
  text('--console-color-danger', '--console-color-surface'),
  text('--console-color-danger', '--console-color-danger-subtle'),
  text('--console-color-success', '--console-color-surface'),
  text('--console-color-success', '--console-color-success-subtle'),
  text('--console-color-warning', '--console-color-surface'),
  text('--console-color-warning', '--console-color-surface-subtle'),
  nonText('--console-color-focus-ring', '--console-color-page-background'),
  nonText('--console-color-focus-ring', '--console-color-surface'),
  nonText('--console-color-focus-ring', '--console-color-surface-subtle'),
  nonText('--console-color-focus-ring', '--console-color-danger-subtle'),
  nonText('--console-color-header-focus-ring', '--console-color-header-background'),
  nonText('--console-color-border-strong', '--console-color-page-background'),
  nonText('--console-color-border-strong', '--console-color-surface'),
  nonText('--console-color-accent', '--console-color-page-background'),
  nonText('--console-color-accent', '--console-color-surface'),
  nonText('--console-color-accent', '--console-color-surface-subtle'),
];

/** The colours a theme config may set (spec 3 §3 Theme styles.colors, as the realm's theme config names them). */
export const THEME_COLOR_NAMES = [
  'brandPrimary',
  'headerBackground',
  'headerText',
  'pageBackground',
  'text',
  'link',
  'focusRing',
] as const;

/** A colour a theme config may set. */
export type ThemeColorName = (typeof THEME_COLOR_NAMES)[number];

/** What `themeTokenOverrides` decided. */
export interface ThemeTokenOverrides {
  /** Custom properties to set on the document root, `#rrggbb` each. */
  tokens: TokenValues;
  /** One line per colour refused, for the console log. */
  warnings: string[];
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A `#rgb` or `#rrggbb` colour as lower-case `#rrggbb`, or null for anything else (names, rgb(), var(), url()…). */
export function normalizeHexColor(value: string): string | null {
  const trimmed = value.trim();
  if (!HEX.test(trimmed)) return null;
  const digits = trimmed.slice(1).toLowerCase();
  return digits.length === 3 ? `#${[...digits].map(digit => digit + digit).join('')}` : `#${digits}`;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function linear(channel: number): number {
  const srgb = channel / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` colour (WCAG 2.2 definition). */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = channels(hex).map(linear) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `weight` of `other` mixed into `hex` (0 keeps hex), per sRGB channel, as `#rrggbb`. */
export function mixColors(hex: string, other: string, weight: number): string {
  const [a, b] = [channels(hex), channels(other)];
  const mixed = a.map((channel, index) => Math.round(channel * (1 - weight) + (b[index] ?? 0) * weight));
  return `#${mixed.map(channel => channel.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Where a config colour goes: one token, and the tokens derived from it (a hover shade, a muted text) computed
 * against the partner in effect. A colour's placements are tried separately: the focus ring colour of a dark header
 * (hg's gold) is no ring on a light page, so it may land on the header only.
 */
interface Placement {
  color: ThemeColorName;
  token: ColorToken;
  derived?: (value: string, current: (token: ColorToken) => string | undefined) => TokenValues;
}

const HEADER_HOVER_MIX = 0.14;
const HEADER_MUTED_MIX = 0.18;
const ACCENT_STRONG_MIX = 0.2;
const BLACK = '#000000';

/** The header's hover shade: the header text mixed in, unless that would leave the text unreadable on it. */
function headerHover(background: string, foreground: string): string {
  const hover = mixColors(background, foreground, HEADER_HOVER_MIX);
  return contrastRatio(foreground, hover) >= TEXT_CONTRAST ? hover : background;
}

/** Secondary header text: the header text toned towards the background while it stays readable. */
function headerMuted(foreground: string, background: string): string {
  const muted = mixColors(foreground, background, HEADER_MUTED_MIX);
  return contrastRatio(muted, background) >= TEXT_CONTRAST ? muted : foreground;
}

/**
 * The header's derived tokens for the header text and background in effect. Its focus ring becomes the header text
 * (readable on the background, so a visible ring); a config focus ring that shows on the header replaces it.
 */
function headerTokens(background: string | undefined, foreground: string | undefined): TokenValues {
  if (!background || !foreground) return {};
  const hover = headerHover(background, foreground);
  return {
    '--console-color-header-hover': hover,
    '--console-color-header-skeleton': hover,
    '--console-color-header-text-muted': headerMuted(foreground, background),
    '--console-color-header-focus-ring': foreground,
  };
}

const PLACEMENTS: readonly Placement[] = [
  {
    color: 'brandPrimary',
    token: '--console-color-accent',
    derived: value => ({ '--console-color-accent-strong': mixColors(value, BLACK, ACCENT_STRONG_MIX) }),
  },
  {
    color: 'headerBackground',
    token: '--console-color-header-background',
    derived: (value, current) => headerTokens(value, current('--console-color-header-text')),
  },
  {
    color: 'headerText',
    token: '--console-color-header-text',
    derived: (value, current) => headerTokens(current('--console-color-header-background'), value),
  },
  { color: 'pageBackground', token: '--console-color-page-background' },
  { color: 'text', token: '--console-color-text' },
  { color: 'link', token: '--console-color-link' },
  { color: 'focusRing', token: '--console-color-focus-ring' },
  { color: 'focusRing', token: '--console-color-header-focus-ring' },
];

/** The tokens of the placements: their own first, then the derived ones, computed against what will be in effect. */
function buildTokens(
  placements: readonly Placement[],
  accepted: ReadonlyMap<ThemeColorName, string>,
  base: Readonly<TokenValues>
): Map<Placement, TokenValues> {
  const primary: TokenValues = {};
  for (const placement of placements) primary[placement.token] = accepted.get(placement.color);
  const current = (token: ColorToken): string | undefined => primary[token] ?? base[token];
  return new Map(
    placements.map(placement => {
      const value = accepted.get(placement.color) ?? '';
      return [placement, { [placement.token]: value, ...placement.derived?.(value, current) }];
    })
  );
}

function describePair(pair: ContrastPair, values: TokenValues): string {
  const foreground = values[pair.foreground] ?? '?';
  const background = values[pair.background] ?? '?';
  const ratio = foreground !== '?' && background !== '?' ? contrastRatio(foreground, background).toFixed(2) : '?';
  return `${pair.foreground} ${foreground} on ${pair.background} ${background} is ${ratio}:1, needs ${pair.minimum}:1`;
}

/**
 * Maps a theme config's `styles.colors` to the custom properties that override the theme's tokens. Only `#rgb` and
 * `#rrggbb` values count. `base` holds the theme's own token values (what the page has without overrides): every
 * contrast pair touched by a config colour is checked against the colour in effect on the other side, and a failing
 * pair drops the config colours behind it, so the theme's own tested tokens show instead.
 */
export function themeTokenOverrides(
  colors: Readonly<Record<string, string>>,
  base: Readonly<TokenValues>
): ThemeTokenOverrides {
  const warnings: string[] = [];
  const accepted = new Map<ThemeColorName, string>();
  for (const name of THEME_COLOR_NAMES) {
    const raw = colors[name];
    if (raw === undefined) continue;
    const value = normalizeHexColor(raw);
    if (value) accepted.set(name, value);
    else warnings.push(`theme colour ${name} ignored: ${JSON.stringify(raw)} is not a #rgb or #rrggbb colour`);
  }
  let placements = PLACEMENTS.filter(placement => accepted.has(placement.color));
  for (;;) {
    const byPlacement = buildTokens(placements, accepted, base);
    const tokens: TokenValues = Object.assign({}, ...byPlacement.values()) as TokenValues;
    const values: TokenValues = { ...base, ...tokens };
    const failing = CONTRAST_PAIRS.find(pair => {
      if (!(pair.foreground in tokens) && !(pair.background in tokens)) return false;
      const foreground = values[pair.foreground];
      const background = values[pair.background];
      return (
        foreground !== undefined && background !== undefined && contrastRatio(foreground, background) < pair.minimum
      );
    });
    if (!failing) {
      const focusRing = accepted.get('focusRing');
      if (focusRing && !placements.some(placement => placement.color === 'focusRing')) {
        warnings.push(`theme colour focusRing ${focusRing} dropped: under ${NON_TEXT_CONTRAST}:1 on every background`);
      }
      return { tokens, warnings };
    }
    const involved = placements.filter(placement => {
      const own = byPlacement.get(placement) ?? {};
      return failing.foreground in own || failing.background in own;
    });
    // A ring that does not show is the ring's fault, not the background's: only that placement of the ring goes.
    // Any other colour is dropped with everything it derives.
    const rings = involved.filter(placement => placement.color === 'focusRing');
    const culprits = rings.length > 0 ? rings : involved;
    const dropped = new Set(culprits.map(placement => placement.color));
    placements = placements.filter(placement =>
      placement.color === 'focusRing' ? !culprits.includes(placement) : !dropped.has(placement.color)
    );
    for (const name of dropped) {
      if (name !== 'focusRing') warnings.push(`theme colour ${name} dropped: ${describePair(failing, values)}`);
    }
  }
}
