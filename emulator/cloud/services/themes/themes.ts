// The realm's console themes (spec 3 §3 Theme, §9: default redwood, others rainbow and hg).

/** A theme as the theme config lists it; asset paths are relative to the config's baseUrl. */
export interface Theme {
  id: string;
  name: string;
  assets: { logo: string; favicon: string };
  styles: { colors: Record<string, string> };
}

/** The theme every tenancy without its own gets. */
export const REALM_DEFAULT_THEME = 'redwood';

/** Every theme of the realm. */
export const THEMES: readonly Theme[] = [
  {
    id: 'redwood',
    name: 'Redwood',
    assets: { logo: 'redwood/logo.svg', favicon: 'common/favicon.svg' },
    styles: {
      colors: {
        brandPrimary: '#C74634',
        headerBackground: '#312D2A',
        headerText: '#FFFFFF',
        pageBackground: '#FCFBFA',
        text: '#161513',
        link: '#00688C',
        focusRing: '#227E9E',
      },
    },
  },
  {
    id: 'rainbow',
    name: 'Rainbow',
    assets: { logo: 'rainbow/logo.svg', favicon: 'common/favicon.svg' },
    styles: {
      colors: {
        brandPrimary: '#6F3BD8',
        headerBackground: '#1E1B3A',
        headerText: '#FFFFFF',
        pageBackground: '#FAF9FF',
        text: '#1A1830',
        link: '#2F6FD6',
        focusRing: '#E04F8C',
      },
    },
  },
  {
    id: 'hg',
    name: 'HG',
    assets: { logo: 'hg/logo.svg', favicon: 'common/favicon.svg' },
    styles: {
      colors: {
        brandPrimary: '#2F5D50',
        headerBackground: '#1C2B27',
        headerText: '#F2F5F4',
        pageBackground: '#F7F9F8',
        text: '#14201D',
        link: '#1F6F8B',
        focusRing: '#C9A227',
      },
    },
  },
];

/** Assets shared by every theme, relative to baseUrl. */
export const COMMON_ASSETS = { favicon: 'common/favicon.svg' } as const;

function logo(background: string, text: string, label: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="32" viewBox="0 0 160 32" role="img" ' +
    `aria-label="${label}"><rect width="160" height="32" rx="4" fill="${background}"/>` +
    `<text x="12" y="21" font-family="sans-serif" font-size="14" fill="${text}">${label}</text></svg>`
  );
}

/** The SVG files under baseUrl, by relative path. */
export function themeAsset(path: string): string | undefined {
  if (path === COMMON_ASSETS.favicon) {
    return (
      '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">' +
      '<rect width="32" height="32" rx="6" fill="#C74634"/></svg>'
    );
  }
  const theme = THEMES.find(candidate => candidate.assets.logo === path);
  const colors = theme?.styles.colors;
  if (!theme || !colors) return undefined;
  return logo(colors['headerBackground'] ?? '#000000', colors['headerText'] ?? '#FFFFFF', `Cloud · ${theme.name}`);
}
