import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Banner } from '../../src/domain/banners.ts';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { $banners, $bannersLoaded } from '../../stores/banners.ts';
import { $session } from '../../stores/session.ts';
import type { TokenClaims } from '../../src/auth/token-claims.ts';
import { $theme, INITIAL_THEME_STATE } from '../../stores/theme.ts';
import type { ConsoleBanner } from '../console-banner/console-banner.component.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { nth, shadowFocus, shadowQuery, shadowQueryAll } from '../shared/shadow-query.ts';
import type { ConsoleBanners } from './console-banners.component.ts';
import './console-banners.connected.ts';

const HEALTH: Banner = {
  key: 'health:ServiceDown:compute,dns:2025-03-10',
  kind: 'health',
  severity: 'error',
  dismissal: 'key',
  dismissible: true,
  body: { message: 'banners.health.down', params: { region: 'US West (Phoenix)', services: ['Compute', 'DNS'] } },
  link: { href: 'https://status.example.com', text: { message: 'banners.health.link' }, newTab: true },
};
const ANNOUNCEMENT: Banner = {
  key: 'announcement:a1',
  kind: 'announcement',
  severity: 'warning',
  dismissal: 'sign-in',
  dismissible: true,
  title: { message: 'banners.announcement.type.actionRequired' },
  body: { serviceText: 'Rotate <b>keys</b>', markdown: false },
  link: { href: '/announcements/a1', text: { message: 'banners.announcement.details' }, newTab: false },
};
const GENERIC: Banner = {
  key: 'generic:g1',
  kind: 'generic',
  severity: 'info',
  dismissal: 'key',
  dismissible: true,
  body: {
    serviceText: 'Console **maintenance** <img src=x onerror="window.__bannersHacked = true">',
    markdown: true,
  },
};
const PREVIEW: Banner = {
  key: 'theme-preview:rainbow',
  kind: 'theme-preview',
  severity: 'info',
  dismissal: 'none',
  dismissible: false,
  body: { message: 'banners.themePreview.message', params: { theme: { message: 'themes.name.rainbow' } } },
  action: { id: 'end-theme-preview', label: { message: 'banners.themePreview.end' } },
};
const CLASSIFICATION: Banner = {
  key: 'classification:secret',
  kind: 'classification',
  severity: 'critical',
  dismissal: 'none',
  dismissible: false,
  body: { message: 'banners.classification.secret' },
};

const rendered = (list: ConsoleBanners) => shadowQueryAll<ConsoleBanner>(list, 'console-banner');
const text = (banner: ConsoleBanner) => shadowQuery(banner, '.message').textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function renderList(banners: readonly Banner[]): Promise<{ list: ConsoleBanners; main: HTMLElement }> {
  $banners.set(banners);
  $bannersLoaded.set(true);
  const wrapper = await fixture<HTMLDivElement>(
    html`<div>
      <console-banners></console-banners>
      <main tabindex="-1"><h1>Content</h1></main>
    </div>`
  );
  const list = wrapper.querySelector('console-banners') as ConsoleBanners;
  await list.updateComplete;
  await Promise.all(rendered(list).map(banner => banner.updateComplete));
  return { list, main: wrapper.querySelector('main') as HTMLElement };
}

describe('console-banners', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  afterEach(() => {
    $banners.set([]);
    $bannersLoaded.set(false);
    $theme.set(INITIAL_THEME_STATE);
  });

  it('renders one banner per entry, in order, with translated texts and the services as a list', async () => {
    const { list } = await renderList([CLASSIFICATION, HEALTH, ANNOUNCEMENT]);
    const banners = rendered(list);
    expect(banners.map(banner => banner.severity)).to.deep.equal(['critical', 'error', 'warning']);
    expect(text(nth(banners, 0))).to.equal('Critical: SECRET');
    expect(text(nth(banners, 1))).to.equal(
      'Error: Service outage in US West (Phoenix): Compute and DNS. Resources of these services may be unavailable.'
    );
    const link = shadowQuery<HTMLAnchorElement>(nth(banners, 1), 'a.link');
    expect(link.target).to.equal('_blank');
    expect(link.textContent?.replace(/\s+/g, ' ').trim()).to.equal('View service status (opens in a new tab)');
    expect(nth(banners, 0).dismissible).to.equal(false);
    await expect(list).to.be.accessible();
  });

  it('shows an announcement’s summary as text and a feed’s markdown only through the sanitiser', async () => {
    const { list } = await renderList([ANNOUNCEMENT, GENERIC]);
    const [announcement, generic] = rendered(list);
    if (!announcement || !generic) throw new Error('two banners expected');
    expect(text(announcement)).to.equal('Warning: Action required Rotate <b>keys</b>');
    expect(shadowQuery(announcement, '.body').querySelector('b')).to.equal(null);
    const body = shadowQuery(generic, '.body');
    expect(body.querySelector('strong')?.textContent).to.equal('maintenance');
    expect(body.querySelector('img')).to.equal(null);
    expect(body.innerHTML).to.not.contain('onerror');
    expect((window as unknown as { __bannersHacked?: boolean }).__bannersHacked).to.equal(undefined);
  });

  it('dismisses a closed banner and moves focus to the next one, then the one before, then the content', async () => {
    const { list, main } = await renderList([HEALTH, ANNOUNCEMENT, GENERIC]);

    nth(rendered(list), 1).focus();
    await sendKeys({ press: 'Enter' });
    await list.updateComplete;
    expect($banners.get().map(entry => entry.key)).to.deep.equal([HEALTH.key, GENERIC.key]);
    expect(rendered(list).map(banner => banner.dataset['key'])).to.deep.equal([HEALTH.key, GENERIC.key]);
    // The next banner (the generic one) took the focus, on its close button.
    expect(shadowFocus(list)).to.equal(nth(rendered(list), 1));
    expect(shadowFocus(nth(rendered(list), 1))?.classList.contains('close')).to.equal(true);

    await sendKeys({ press: 'Enter' });
    await list.updateComplete;
    expect(shadowFocus(list)).to.equal(nth(rendered(list), 0));

    await sendKeys({ press: 'Enter' });
    await list.updateComplete;
    expect(rendered(list)).to.have.length(0);
    expect(document.activeElement).to.equal(main);
  });

  it('ends the theme preview from the preview banner’s action', async () => {
    $theme.set({ ...INITIAL_THEME_STATE, preview: 'rainbow' });
    const { list } = await renderList([PREVIEW]);
    const banner = nth(rendered(list), 0);
    expect(text(banner)).to.equal(
      "Information: You're previewing the Rainbow theme. Only you see it, and only in this tab."
    );
    shadowQuery<HTMLButtonElement>(banner, 'button.action').click();
    expect($theme.get().preview).to.equal(null);
    await expect(list).to.be.accessible();
  });

  it('shows the first banners together, only once every source has answered', async () => {
    $banners.set([HEALTH]);
    const list = await fixture<ConsoleBanners>(html`<console-banners></console-banners>`);
    expect(rendered(list)).to.have.length(0);
    $banners.set([CLASSIFICATION, HEALTH]);
    $bannersLoaded.set(true);
    await list.updateComplete;
    expect(rendered(list).map(banner => banner.severity)).to.deep.equal(['critical', 'error']);
  });

  it('remembers the room its loaded banners take for the signed-in user, for the next visit', async () => {
    localStorage.removeItem('console.banner-reserve');
    $session.set({ status: 'signed-in', claims: { sub: 'ocid1.user.oc1..ada' } as TokenClaims });
    try {
      const { list } = await renderList([CLASSIFICATION, HEALTH]);
      // Sizes are reported after layout, before the next paint.
      await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const height = Math.round(list.getBoundingClientRect().height);
      expect(height).to.be.greaterThan(0);
      expect(JSON.parse(localStorage.getItem('console.banner-reserve') ?? 'null')).to.deep.equal({
        user: 'ocid1.user.oc1..ada',
        blockSize: height,
      });
    } finally {
      $session.set({ status: 'signed-out', claims: null });
      localStorage.removeItem('console.banner-reserve');
    }
  });

  it('follows the store and the locale', async () => {
    const { list } = await renderList([HEALTH]);
    $banners.set([]);
    await list.updateComplete;
    expect(rendered(list)).to.have.length(0);

    $banners.set([HEALTH]);
    await activateLocale('de');
    try {
      await list.updateComplete;
      await nth(rendered(list), 0).updateComplete;
      expect(text(nth(rendered(list), 0))).to.contain('Dienstausfall in US West (Phoenix): Compute und DNS.');
      // A catalog with a bundle tag (pt_BR) joins the list the Brazilian way, not with a comma.
      await activateLocale('pt_BR');
      await list.updateComplete;
      await nth(rendered(list), 0).updateComplete;
      expect(text(nth(rendered(list), 0))).to.contain('Compute e DNS');
    } finally {
      await activateLocale('en');
    }
  });
});
