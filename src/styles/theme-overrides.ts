import { COLOR_TOKENS, normalizeHexColor, themeTokenOverrides, type TokenValues } from '../domain/theme-tokens.ts';

/** The theme's own colour tokens as the root has them now (no overrides set). */
function themeTokens(root: HTMLElement): TokenValues {
  const computed = getComputedStyle(root);
  const values: TokenValues = {};
  for (const token of COLOR_TOKENS) {
    const value = normalizeHexColor(computed.getPropertyValue(token));
    if (value) values[token] = value;
  }
  return values;
}

/**
 * The config colors of a theme that pass the contrast rules (src/domain/theme-tokens.ts) against the root's own
 * tokens, as custom properties, and why the others were dropped. Loaded only when a theme has colors of its own
 * (src/styles/apply-theme.ts): the rules are not on the start-up path of the default themes.
 */
export function colorOverrides(
  root: HTMLElement,
  colors: Readonly<Record<string, string>>
): { tokens: TokenValues; warnings: readonly string[] } {
  return themeTokenOverrides(colors, themeTokens(root));
}
