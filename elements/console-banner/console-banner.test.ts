import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { renderInlineMarkdown } from '../../src/security/sanitize.ts';
import { linkDesignTokens, useDesignTheme } from '../shared/design-tokens-fixture.ts';
import { shadowFocus, shadowQuery, shadowQueryOptional } from '../shared/shadow-query.ts';
import type { ConsoleBanner } from './console-banner.component.ts';
import type { BannerSeverity } from './interfaces.ts';
import './console-banner.ts';

const message = (banner: ConsoleBanner) => shadowQuery(banner, '.message').textContent?.replace(/\s+/g, ' ').trim();

describe('console-banner', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  afterEach(() => useDesignTheme(null));

  it('keeps an English announcement left to right inside a right-to-left page, its full stop at its end', async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div dir="rtl" lang="ar">
        <console-banner
          severity="info"
          heading="صيانة"
          .body=${'Console maintenance this weekend.'}
          href="https://status.example.com"
          link-text="Maintenance schedule"
          new-tab
        ></console-banner>
      </div>`
    );
    const banner = page.querySelector('console-banner') as ConsoleBanner;
    await banner.updateComplete;
    const direction = (selector: string) => getComputedStyle(shadowQuery(banner, selector)).direction;
    expect(direction('.message')).to.equal('rtl');
    expect(direction('.heading')).to.equal('rtl');
    expect(direction('.body')).to.equal('ltr');
    expect(direction('.link span[dir]')).to.equal('ltr');
    await expect(banner).to.be.accessible();
  });

  for (const severity of ['info', 'warning', 'error', 'critical', 'success'] as BannerSeverity[]) {
    it(`shows a ${severity} banner as a labelled region that says its severity in words`, async () => {
      const banner = await fixture<ConsoleBanner>(
        html`<console-banner
          severity=${severity}
          heading="Action required"
          .body=${'Rotate your API keys.'}
          href="/identity/users"
          link-text="View users"
          dismissible
        ></console-banner>`
      );
      const region = shadowQuery(banner, '[role="region"]');
      expect(region.getAttribute('aria-labelledby')).to.equal('message');
      const words = {
        info: 'Information',
        warning: 'Warning',
        error: 'Error',
        critical: 'Critical',
        success: 'Success',
      };
      expect(message(banner)).to.equal(`${words[severity]}: Action required Rotate your API keys.`);
      expect(shadowQuery(banner, '.icon svg').getAttribute('aria-hidden')).to.equal('true');
      await expect(banner).to.be.accessible();
    });
  }

  it('looks different per severity: critical is the state colour with inverse text', async () => {
    const info = await fixture<ConsoleBanner>(html`<console-banner .body=${'Info'}></console-banner>`);
    const critical = await fixture<ConsoleBanner>(
      html`<console-banner severity="critical" .body=${'SECRET'}></console-banner>`
    );
    const infoStyle = getComputedStyle(shadowQuery(info, '.base'));
    const criticalStyle = getComputedStyle(shadowQuery(critical, '.base'));
    expect(criticalStyle.backgroundColor).to.not.equal(infoStyle.backgroundColor);
    expect(criticalStyle.color).to.equal('rgb(255, 255, 255)');
    // Logical properties: the accent border sits at the inline start, whichever the direction.
    expect(criticalStyle.borderInlineStartWidth).to.equal('4px');
  });

  it('asks its owner to close it from the close button, by keyboard too, and stays', async () => {
    const banner = await fixture<ConsoleBanner>(
      html`<console-banner .body=${'Shared realm'} dismissible></console-banner>`
    );
    const close = shadowQuery<HTMLButtonElement>(banner, 'button.close');
    expect(close.getAttribute('aria-label')).to.equal('Dismiss');
    close.focus();
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    const event = await oneEvent(banner, 'console-request-close');
    expect(event.bubbles && event.composed).to.equal(true);
    expect(banner.isConnected).to.equal(true);
  });

  it('has no close button unless dismissible', async () => {
    const banner = await fixture<ConsoleBanner>(
      html`<console-banner severity="critical" .body=${'TOP SECRET'}></console-banner>`
    );
    expect(shadowQueryOptional(banner, 'button')).to.equal(null);
    await expect(banner).to.be.accessible();
  });

  it('fires its action from the action button', async () => {
    const banner = await fixture<ConsoleBanner>(
      html`<console-banner .body=${'Previewing Rainbow.'} action-label="End preview"></console-banner>`
    );
    const action = shadowQuery<HTMLButtonElement>(banner, 'button.action');
    expect(action.textContent?.trim()).to.equal('End preview');
    setTimeout(() => action.click());
    const event = await oneEvent(banner, 'console-banner-action');
    expect(event.bubbles && event.composed).to.equal(true);
    await expect(banner).to.be.accessible();
  });

  it('opens a link in a new tab when asked, without the opener, and says so', async () => {
    const banner = await fixture<ConsoleBanner>(
      html`<console-banner
        .body=${'Take part.'}
        href="https://survey.example.com/q1"
        link-text="Take the survey"
        new-tab
      ></console-banner>`
    );
    const link = shadowQuery<HTMLAnchorElement>(banner, 'a.link');
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.equal('noopener noreferrer');
    expect(link.textContent?.replace(/\s+/g, ' ').trim()).to.equal('Take the survey (opens in a new tab)');
    await expect(banner).to.be.accessible();
  });

  it('keeps a console link in the same tab, and shows no link for an unsafe address', async () => {
    const same = await fixture<ConsoleBanner>(
      html`<console-banner .body=${'x'} href="/regions" link-text="Regions"></console-banner>`
    );
    const link = shadowQuery<HTMLAnchorElement>(same, 'a.link');
    expect(link.hasAttribute('target')).to.equal(false);
    expect(link.getAttribute('href')).to.equal('/regions');

    const unsafe = await fixture<ConsoleBanner>(
      html`<console-banner .body=${'x'} href="javascript:alert(1)" link-text="Click"></console-banner>`
    );
    expect(shadowQueryOptional(unsafe, 'a')).to.equal(null);
  });

  it('renders plain service text as text, never as markup', async () => {
    const banner = await fixture<ConsoleBanner>(
      html`<console-banner .body=${'<img src=x onerror="window.__bannerHacked = true">'}></console-banner>`
    );
    expect(shadowQueryOptional(banner, '.body img')).to.equal(null);
    expect(shadowQuery(banner, '.body').textContent).to.contain('<img src=x');
  });

  it('shows a sanitised body: a script or an onerror in service text never reaches the DOM', async () => {
    const service =
      'Read the **notes** <script>window.__bannerHacked = true</script><img src="x" onerror="window.__bannerHacked = true"> [here](https://docs.example.com/notes) or [there](javascript:alert(1))';
    const banner = await fixture<ConsoleBanner>(
      html`<console-banner .body=${renderInlineMarkdown(service)}></console-banner>`
    );
    await aTimeout(50);
    const body = shadowQuery(banner, '.body');
    expect(body.querySelector('strong')?.textContent).to.equal('notes');
    expect(body.querySelector('script')).to.equal(null);
    expect(body.querySelector('img')).to.equal(null);
    expect(body.innerHTML).to.not.contain('onerror');
    expect((window as unknown as { __bannerHacked?: boolean }).__bannerHacked).to.equal(undefined);
    const links = [...body.querySelectorAll('a')];
    expect(links.map(link => link.getAttribute('href'))).to.deep.equal(['https://docs.example.com/notes', null]);
    expect(links[0]?.rel).to.equal('noopener noreferrer');
    await expect(banner).to.be.accessible();
  });

  it('keeps the same body nodes across re-renders, and can be given the same fragment twice', async () => {
    const fragment = renderInlineMarkdown('**Bold** text');
    const first = await fixture<ConsoleBanner>(html`<console-banner .body=${fragment}></console-banner>`);
    const second = await fixture<ConsoleBanner>(html`<console-banner .body=${fragment}></console-banner>`);
    const strong = shadowQuery(first, '.body strong');
    first.heading = 'Now with a heading';
    await first.updateComplete;
    expect(shadowQuery(first, '.body strong')).to.equal(strong);
    expect(shadowQuery(second, '.body strong').textContent).to.equal('Bold');
  });

  it('moves focus to its close button when focused, else to its link', async () => {
    const banner = await fixture<ConsoleBanner>(
      html`<console-banner .body=${'x'} href="/regions" link-text="Regions" dismissible></console-banner>`
    );
    banner.focus();
    expect(shadowFocus(banner)?.classList.contains('close')).to.equal(true);
    banner.dismissible = false;
    await banner.updateComplete;
    banner.focus();
    expect(shadowFocus(banner)?.classList.contains('link')).to.equal(true);
  });

  it('wraps on a narrow screen instead of overflowing', async () => {
    await setViewport({ width: 320, height: 640 });
    try {
      const banner = await fixture<ConsoleBanner>(
        html`<console-banner
          severity="warning"
          heading="Emergency maintenance"
          .body=${'Emergency maintenance for Compute hosts in us-ashburn-1 with a long explanation that needs room'}
          href="/announcements/1"
          link-text="View announcement"
          dismissible
        ></console-banner>`
      );
      const base = shadowQuery(banner, '.base');
      expect(base.scrollWidth).to.be.at.most(base.clientWidth + 1);
      expect(banner.getBoundingClientRect().width).to.be.at.most(320);
      await expect(banner).to.be.accessible();
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  for (const theme of ['rainbow', 'hg']) {
    it(`is accessible in the ${theme} theme at every severity`, async () => {
      useDesignTheme(theme);
      for (const severity of ['info', 'warning', 'error', 'critical', 'success']) {
        const banner = await fixture<ConsoleBanner>(
          html`<console-banner
            severity=${severity}
            .body=${'Body'}
            href="/x"
            link-text="Link"
            action-label="Act"
            dismissible
          ></console-banner>`
        );
        await expect(banner).to.be.accessible();
      }
    });
  }
});
