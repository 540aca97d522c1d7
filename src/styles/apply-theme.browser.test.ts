import { expect } from '@open-wc/testing';
import { linkDesignTokens } from '../../elements/shared/design-tokens-fixture.ts';
import { applyTheme, THEME_ATTRIBUTE } from './apply-theme.ts';

const root = document.documentElement;

/** A colour token as the page computes it now. */
function token(name: string): string {
  return getComputedStyle(root).getPropertyValue(name).trim().toLowerCase();
}

const RAINBOW_CONFIG = {
  brandPrimary: '#6F3BD8',
  headerBackground: '#1E1B3A',
  headerText: '#FFFFFF',
  pageBackground: '#FAF9FF',
  text: '#1A1830',
  link: '#2F6FD6',
  focusRing: '#E04F8C',
};

describe('applyTheme', () => {
  let warnings: string[] = [];
  let originalWarn: typeof console.warn;

  before(async () => {
    await linkDesignTokens();
  });

  beforeEach(() => {
    warnings = [];
    originalWarn = console.warn;
    console.warn = (...parts: unknown[]) => warnings.push(parts.join(' '));
  });

  afterEach(async () => {
    console.warn = originalWarn;
    await applyTheme(root, { themeId: 'redwood' }, 'ltr', 'en');
    root.removeAttribute(THEME_ATTRIBUTE);
    root.style.removeProperty('--test-owned-elsewhere');
  });

  it('switches the token set by theme id, with direction and language', async () => {
    expect(token('--console-color-header-background')).to.equal('#312d2a');

    await applyTheme(root, { themeId: 'hg' }, 'rtl', 'ar');

    expect(root.getAttribute(THEME_ATTRIBUTE)).to.equal('hg');
    expect(root.dir).to.equal('rtl');
    expect(root.lang).to.equal('ar');
    expect(token('--console-color-header-background')).to.equal('#1c2b27');
    expect(token('--console-color-accent')).to.equal('#2f5d50');
    expect(getComputedStyle(document.body).direction).to.equal('rtl');
  });

  it('overrides tokens with the config colors through the CSSOM, keeping what fails a contrast rule out', async () => {
    await applyTheme(root, { themeId: 'rainbow', colors: { ...RAINBOW_CONFIG, brandPrimary: '#5b2fb5' } }, 'ltr', 'en');

    expect(root.style.getPropertyValue('--console-color-accent')).to.equal('#5b2fb5');
    expect(token('--console-color-accent')).to.equal('#5b2fb5');
    // The config's link is 3.96:1 on rainbow's hover surface: the theme's own link stays, and the log says why.
    expect(root.style.getPropertyValue('--console-color-link')).to.equal('');
    expect(token('--console-color-link')).to.equal('#2a62c8');
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('link dropped');
  });

  it('removes the overrides it set before, and only those', async () => {
    root.style.setProperty('--test-owned-elsewhere', '1px');
    await applyTheme(root, { themeId: 'redwood', colors: { brandPrimary: '#7a1f12', text: '#000000' } }, 'ltr', 'en');
    expect(token('--console-color-text')).to.equal('#000000');

    await applyTheme(root, { themeId: 'redwood', colors: { brandPrimary: '#7a1f12' } }, 'ltr', 'en');
    expect(token('--console-color-text')).to.equal('#161513');
    expect(token('--console-color-accent')).to.equal('#7a1f12');

    await applyTheme(root, { themeId: 'hg', colors: null }, 'ltr', 'en');
    expect(token('--console-color-accent')).to.equal('#2f5d50');
    expect(root.style.getPropertyValue('--test-owned-elsewhere')).to.equal('1px');
  });

  it('applies the token set at once and drops colors whose call a later one overtook', async () => {
    const first = applyTheme(root, { themeId: 'rainbow', colors: { brandPrimary: '#5b2fb5' } }, 'ltr', 'en');
    expect(root.getAttribute(THEME_ATTRIBUTE)).to.equal('rainbow');
    const second = applyTheme(root, { themeId: 'hg' }, 'ltr', 'en');
    await Promise.all([first, second]);

    expect(root.getAttribute(THEME_ATTRIBUTE)).to.equal('hg');
    expect(root.style.getPropertyValue('--console-color-accent')).to.equal('');
    expect(token('--console-color-accent')).to.equal('#2f5d50');
  });

  it('is idempotent: the same theme twice leaves the same styles and logs its warnings once', async () => {
    const theme = { themeId: 'rainbow', colors: RAINBOW_CONFIG };
    await applyTheme(root, theme, 'ltr', 'en');
    const first = root.style.cssText;
    await applyTheme(root, theme, 'ltr', 'en');

    expect(root.style.cssText).to.equal(first);
    expect(warnings).to.have.length(1);
  });

  it('keeps a tenancy’s unreadable header colours off the header', async () => {
    await applyTheme(
      root,
      { themeId: 'redwood', colors: { headerBackground: '#777777', headerText: '#8a8a8a', text: 'red' } },
      'ltr',
      'en'
    );

    expect(token('--console-color-header-background')).to.equal('#312d2a');
    expect(token('--console-color-header-text')).to.equal('#ffffff');
    expect(token('--console-color-text')).to.equal('#161513');
    expect(warnings).to.have.length(3);
  });
});
