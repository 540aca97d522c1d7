/** The attribute that selects a theme's token set in tokens.css (`:root[data-console-theme='rainbow']`). */
export const THEME_ATTRIBUTE = 'data-console-theme';

/** What the document shows: the theme by id and, when the theme config has them, its colors (spec 3 §3). */
export interface ThemeSelection {
  themeId: string;
  colors?: Readonly<Record<string, string>> | null;
}

/** The custom properties set on each root by the last call, so the next one removes exactly those. */
const overridden = new WeakMap<HTMLElement, readonly string[]>();
/** The warnings last logged per root, so re-applying the same theme does not log them again. */
const warned = new WeakMap<HTMLElement, string>();

/** The latest call per root: an older call's overrides that arrive late are dropped. */
const latest = new WeakMap<HTMLElement, symbol>();

/**
 * Shows a theme on a root element (the document's): its token set (`data-console-theme`), the config colors that
 * pass the contrast rules (src/domain/theme-tokens.ts) as custom properties set through the CSSOM (the CSP forbids
 * style attributes in markup, not `style.setProperty`), and the text direction and language. Idempotent: the
 * overrides of the previous call are removed first, and other inline properties are left alone.
 *
 * The token set, direction and language apply at once. Config colors need the contrast rules, which load the first
 * time a theme has colors (most tenancies' themes have none, so the rules stay off the start-up path): the returned
 * promise settles once they are applied, or once a later call has taken over.
 */
export async function applyTheme(
  root: HTMLElement,
  theme: ThemeSelection,
  direction: 'ltr' | 'rtl',
  lang: string
): Promise<void> {
  const call = Symbol('applyTheme');
  latest.set(root, call);
  if (root.getAttribute(THEME_ATTRIBUTE) !== theme.themeId) root.setAttribute(THEME_ATTRIBUTE, theme.themeId);
  if (root.dir !== direction) root.dir = direction;
  if (root.lang !== lang) root.lang = lang;

  const colors = theme.colors ?? {};
  const hasColors = Object.keys(colors).length > 0;
  // The previous overrides stay until the new ones are ready, so a theme change never flashes the defaults.
  const overrides = hasColors ? (await import('./theme-overrides.ts')).colorOverrides : null;
  if (latest.get(root) !== call) return;
  for (const property of overridden.get(root) ?? []) root.style.removeProperty(property);
  overridden.delete(root);
  if (!overrides) {
    warned.delete(root);
    return;
  }
  const { tokens, warnings } = overrides(root, colors);
  const set: string[] = [];
  for (const [property, value] of Object.entries(tokens)) {
    root.style.setProperty(property, value);
    set.push(property);
  }
  overridden.set(root, set);

  const logged = `${theme.themeId}\n${warnings.join('\n')}`;
  if (warnings.length > 0 && warned.get(root) !== logged) {
    for (const warning of warnings) console.warn(`[theme] ${theme.themeId}: ${warning}`);
  }
  warned.set(root, logged);
}
