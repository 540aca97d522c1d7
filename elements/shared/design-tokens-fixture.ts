/**
 * Links the global stylesheet (with the design tokens) into a test page, so element tests and their accessibility
 * checks see the real colours, sizes and fonts. Test-only: the app links `src/styles/global.css` from index.html.
 */
export async function linkDesignTokens(): Promise<void> {
  if (document.querySelector('link[data-design-tokens]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('/src/styles/global.css', document.baseURI).href;
  link.dataset['designTokens'] = '';
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error('src/styles/global.css did not load')), { once: true });
  });
  document.head.append(link);
  await loaded;
}

/** Shows a theme's token set on the test page (`data-console-theme` on the root), or the default with null. */
export function useDesignTheme(themeId: string | null): void {
  if (themeId === null) document.documentElement.removeAttribute('data-console-theme');
  else document.documentElement.setAttribute('data-console-theme', themeId);
}
