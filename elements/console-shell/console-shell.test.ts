import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { LitElement } from 'lit';
import { ContextConsumer } from '@lit/context';
import type { ConsoleConfig } from '../../src/config.ts';
import { consoleConfigContext } from '../../src/contexts/console-config-context.ts';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { linkDesignTokens, useDesignTheme } from '../shared/design-tokens-fixture.ts';
import { shadowFocus, shadowQuery, shadowQueryAll, shadowQueryOptional } from '../shared/shadow-query.ts';
import type { ConsoleShell } from './console-shell.component.ts';
import './console-shell.ts';

const CONFIG: ConsoleConfig = {
  cloudOrigin: 'http://127.0.0.1:7070',
  pluginOrigin: 'http://127.0.0.1:7071',
  realm: 'oc1',
  secondLevelDomain: 'oraclecloud.com',
  hostRegion: 'us-ashburn-1',
  consoleVersion: '3.1.7',
};

/** A descendant that reads the configuration the shell provides. */
class ConfigProbe extends LitElement {
  readonly config = new ContextConsumer(this, { context: consoleConfigContext, subscribe: true });
}
customElements.define('test-config-probe', ConfigProbe);

async function renderShell(config: ConsoleConfig = CONFIG): Promise<ConsoleShell> {
  return fixture<ConsoleShell>(
    html`<console-shell .config=${config}>
      <div slot="header">Header</div>
      <div slot="banner">Banner</div>
      <h1>Page title</h1>
      <test-config-probe></test-config-probe>
      <a slot="footer" href="/terms">Terms</a>
    </console-shell>`
  );
}

const part = (shell: ConsoleShell, name: string) => shadowQuery(shell, `[part="${name}"]`);

function slotted(shell: ConsoleShell, name = ''): string[] {
  const slot = shadowQuery<HTMLSlotElement>(shell, name ? `slot[name="${name}"]` : 'slot:not([name])');
  return slot.assignedElements().map(element => element.textContent?.trim() ?? '');
}

/** Lets slotchange fire and the shell re-render. */
async function settle(shell: ConsoleShell): Promise<void> {
  // The footer's sanitiser is a chunk of its own: once it is loaded, the markdown renders a task later.
  await import('../../src/security/sanitize.ts');
  await new Promise(resolve => setTimeout(resolve));
  await shell.updateComplete;
}

describe('console-shell', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  it('lays out header, banner, content and footer from its slots', async () => {
    const shell = await renderShell();
    expect(slotted(shell, 'header')).to.deep.equal(['Header']);
    expect(slotted(shell, 'banner')).to.deep.equal(['Banner']);
    expect(slotted(shell)).to.deep.equal(['Page title', '']);
    expect(slotted(shell, 'footer')).to.deep.equal(['Terms']);
    const main = shadowQuery(shell, 'main');
    expect(main.id).to.equal('content');
    expect(main.getAttribute('tabindex')).to.equal('-1');
    expect(part(shell, 'header').getBoundingClientRect().height).to.equal(60);
    expect(part(shell, 'footer').getBoundingClientRect().height).to.equal(30);
    expect(part(shell, 'footer').textContent).to.contain(`Copyright © ${new Date().getFullYear()}`);
    expect(shell.getBoundingClientRect().height).to.be.at.least(window.innerHeight);
    await expect(shell).to.be.accessible();
  });

  it('offers a skip link as the first stop of the keyboard, which moves focus to the content', async () => {
    const shell = await renderShell();
    await sendKeys({ press: 'Tab' });
    const skipLink = shadowFocus(shell);
    expect(skipLink?.textContent?.trim()).to.equal('Skip to main content');
    expect(skipLink?.getBoundingClientRect().top, 'visible on focus').to.be.at.least(0);
    const address = window.location.href;
    await sendKeys({ press: 'Enter' });
    expect(shadowFocus(shell)?.id).to.equal('content');
    expect(window.location.href, 'the router owns the URL').to.equal(address);
  });

  it('keeps the skip link out of sight until it has focus', async () => {
    const shell = await renderShell();
    const skipLink = part(shell, 'skip-link');
    expect(skipLink.getBoundingClientRect().width).to.be.at.most(1);
    expect(getComputedStyle(skipLink).clipPath).to.equal('inset(50%)');
    skipLink.focus();
    expect(skipLink.getBoundingClientRect().width).to.be.greaterThan(100);
    expect(getComputedStyle(skipLink).clipPath).to.equal('none');
  });

  it('shows the help panel and docked containers only while something is in them', async () => {
    const shell = await renderShell();
    for (const name of ['help', 'side-dock', 'bottom-dock']) expect(part(shell, name).hidden, name).to.equal(true);

    const dock = document.createElement('div');
    dock.slot = 'side-dock';
    dock.textContent = 'Support centre';
    const help = document.createElement('div');
    help.slot = 'help';
    help.textContent = 'Help topic';
    shell.append(dock, help);
    await settle(shell);
    expect(part(shell, 'side-dock').hidden).to.equal(false);
    expect(part(shell, 'help').hidden).to.equal(false);
    expect(part(shell, 'bottom-dock').hidden).to.equal(true);
    await expect(shell).to.be.accessible();

    dock.remove();
    await settle(shell);
    expect(part(shell, 'side-dock').hidden).to.equal(true);
  });

  it('announces toasts politely', async () => {
    const shell = await renderShell();
    const toast = document.createElement('div');
    toast.slot = 'toast';
    toast.textContent = 'Saved';
    shell.append(toast);
    await settle(shell);
    const toasts = part(shell, 'toasts');
    expect(toasts.getAttribute('role')).to.equal('status');
    expect(toasts.getAttribute('aria-live')).to.equal('polite');
    expect(shadowQuery<HTMLSlotElement>(shell, 'slot[name="toast"]').assignedElements()).to.deep.equal([toast]);
    expect(toasts.contains(shadowQuery(shell, 'slot[name="toast"]'))).to.equal(true);
  });

  it('provides the console configuration to the elements inside it', async () => {
    const shell = await renderShell();
    const probe = shell.querySelector('test-config-probe') as ConfigProbe;
    expect(probe.config.value).to.equal(CONFIG);
    const next = { ...CONFIG, hostRegion: 'eu-frankfurt-1' };
    shell.config = next;
    await shell.updateComplete;
    expect(probe.config.value).to.equal(next);
  });

  it('speaks German when the locale changes', async () => {
    const shell = await renderShell();
    try {
      await activateLocale('de');
      await shell.updateComplete;
      expect(part(shell, 'skip-link').textContent?.trim()).to.equal('Zum Hauptinhalt springen');
      expect(part(shell, 'footer').textContent).to.contain('Alle Rechte vorbehalten.');
    } finally {
      await activateLocale('en');
    }
  });
});

/** A shell with the realm's footer markdown, help and side dock filled, and a classification marking. */
async function renderFullShell(footerMarkdown: { left?: string; right?: string }): Promise<ConsoleShell> {
  const shell = await fixture<ConsoleShell>(
    html`<console-shell .config=${{ ...CONFIG, realmFeatures: { footerMarkdown } }} classification="Top secret">
      <div slot="header">Header</div>
      <h1>Page title</h1>
      <p>Content</p>
      <div slot="help">Help topic</div>
    </console-shell>`
  );
  await settle(shell);
  return shell;
}

const box = (element: Element) => element.getBoundingClientRect();

describe('console-shell footer', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  it('renders the realm’s footer markdown, sanitised, at the start and the end', async () => {
    const shell = await renderShell({
      ...CONFIG,
      realmFeatures: {
        footerMarkdown: {
          left:
            '**Government** realm · [Terms](https://example.com/terms) <img src=x onerror="alert(1)">' +
            '<script>alert(1)</script> [bad](javascript:alert(1))',
          right: '_Support_: [help](/support "Help")',
        },
      },
    });
    await settle(shell);
    const start = part(shell, 'footer-start');
    expect(start.querySelector('strong')?.textContent).to.equal('Government');
    const terms = start.querySelector('a');
    expect(terms?.getAttribute('href')).to.equal('https://example.com/terms');
    expect(terms?.getAttribute('rel')).to.equal('noopener noreferrer');
    const footer = part(shell, 'footer');
    expect(footer.querySelectorAll('script, img, [onerror]')).to.have.length(0);
    expect(footer.querySelectorAll('a[href^="javascript"]')).to.have.length(0);
    expect(footer.textContent).not.to.contain('alert(1)');
    const end = part(shell, 'footer-end');
    expect(end.querySelector('em')?.textContent).to.equal('Support');
    expect(end.querySelector('a')?.getAttribute('href')).to.equal('/support');
    expect(footer.textContent, 'the end markdown takes the copyright’s place').not.to.contain('Copyright');
    await expect(shell).to.be.accessible();
  });

  it('keeps the copyright line at the end without end markdown, and reaches footer links by keyboard', async () => {
    const shell = await renderShell({ ...CONFIG, realmFeatures: { footerMarkdown: { left: '[Terms](/terms)' } } });
    expect(part(shell, 'footer-end').textContent).to.contain(`Copyright © ${new Date().getFullYear()}`);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(shadowFocus(shell)?.textContent).to.equal('Terms');
    expect(shadowFocus(shell)?.closest('[part="footer-start"]') ?? null).not.to.equal(null);
  });

  it('shows no start part without markdown', async () => {
    const shell = await renderShell();
    expect(shadowQueryOptional(shell, '[part="footer-start"]')).to.equal(null);
  });

  it('grows from 30 px to 54 px with the classification marking line, and back', async () => {
    const shell = await renderShell();
    expect(box(part(shell, 'footer')).height).to.equal(30);
    expect(shadowQueryOptional(shell, '[part="classification"]')).to.equal(null);

    shell.classification = 'Secret';
    await shell.updateComplete;
    expect(box(part(shell, 'footer')).height).to.equal(54);
    expect(box(part(shell, 'classification')).height).to.equal(24);
    expect(part(shell, 'classification').textContent?.trim()).to.equal('Secret');
    await expect(shell).to.be.accessible();

    shell.classification = undefined;
    await shell.updateComplete;
    expect(box(part(shell, 'footer')).height).to.equal(30);
  });
});

describe('console-shell layout', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  afterEach(async () => {
    document.documentElement.dir = 'ltr';
    useDesignTheme(null);
    await setViewport({ width: 1280, height: 800 });
  });

  it('docks the bottom container at the window’s end above the footer while a long page scrolls behind it', async () => {
    await setViewport({ width: 1280, height: 800 });
    const shell = await fixture<ConsoleShell>(
      html`<console-shell .config=${CONFIG}>
        <div slot="header">Header</div>
        <div slot="banner">Banner</div>
        <div style="block-size: 3000px">Long page</div>
        <section slot="bottom-dock" aria-label="Tools" style="block-size: 200px">Terminal</section>
      </console-shell>`
    );
    await settle(shell);
    const footer = box(part(shell, 'footer'));
    const dock = box(part(shell, 'bottom-dock'));
    expect(footer.bottom).to.equal(800);
    expect(dock.bottom).to.equal(footer.top);
    expect(dock.height).to.be.at.least(200);
    // The banners give their room when a page says so (console-app does while the dock is maximised).
    expect(part(shell, 'banners').getBoundingClientRect().height).to.be.greaterThan(0);
    shell.style.setProperty('--shell-banners-display', 'none');
    expect(part(shell, 'banners').getBoundingClientRect().height).to.equal(0);
    await expect(shell).to.be.accessible();
  });

  it('puts the help panel and the side dock beside the content at the inline end', async () => {
    await setViewport({ width: 1280, height: 800 });
    const shell = await renderFullShell({});
    const main = box(shadowQuery(shell, 'main'));
    const help = box(part(shell, 'help'));
    expect(help.left).to.be.at.least(main.right - 1);
    expect(help.top).to.equal(main.top);
  });

  it('mirrors right to left: help panel to the left of the content, skip link and footer start at the right', async () => {
    await setViewport({ width: 1280, height: 800 });
    document.documentElement.dir = 'rtl';
    const shell = await renderFullShell({ left: '[Terms](/terms)' });
    const main = box(shadowQuery(shell, 'main'));
    const help = box(part(shell, 'help'));
    expect(help.right).to.be.at.most(main.left + 1);
    expect(help.left).to.be.at.most(1);
    const footer = box(part(shell, 'footer'));
    expect(box(part(shell, 'footer-start')).right).to.be.closeTo(footer.right - 16, 1);
    expect(box(part(shell, 'footer-end')).left).to.be.closeTo(footer.left + 16, 1);
    await sendKeys({ press: 'Tab' });
    const skipLink = shadowFocus(shell);
    expect(skipLink?.textContent?.trim()).to.equal('Skip to main content');
    expect(box(skipLink as Element).right).to.be.greaterThan(window.innerWidth / 2);
    await expect(shell).to.be.accessible();
  });

  it('stacks into one column below 495 px without sideways scrolling; the skip link still reaches the content', async () => {
    await setViewport({ width: 494, height: 800 });
    const shell = await renderFullShell({
      left: 'A long realm notice that wraps on a narrow screen',
      right: '© Realm',
    });
    const main = box(shadowQuery(shell, 'main'));
    const help = box(part(shell, 'help'));
    expect(main.width).to.be.closeTo(494, 1);
    expect(help.width).to.be.closeTo(494, 1);
    expect(help.top, 'the help panel follows the content').to.be.at.least(main.bottom - 1);
    expect(document.documentElement.scrollWidth).to.be.at.most(window.innerWidth);

    const dock = document.createElement('div');
    dock.slot = 'side-dock';
    dock.textContent = 'Support centre';
    shell.append(dock);
    await settle(shell);
    const sideDock = box(part(shell, 'side-dock'));
    expect(sideDock.width, 'the side dock covers the content').to.be.closeTo(494, 1);
    expect(sideDock.top).to.equal(main.top);
    expect(box(dock).width).to.be.closeTo(494, 1);
    expect(document.documentElement.scrollWidth).to.be.at.most(window.innerWidth);

    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    expect(shadowFocus(shell)?.id).to.equal('content');
    await expect(shell).to.be.accessible();
  });

  it('keeps two columns at 495 px', async () => {
    await setViewport({ width: 495, height: 800 });
    const shell = await renderFullShell({});
    expect(box(part(shell, 'help')).top).to.equal(box(shadowQuery(shell, 'main')).top);
  });

  const HEADER_BACKGROUNDS = { redwood: 'rgb(49, 45, 42)', rainbow: 'rgb(30, 27, 58)', hg: 'rgb(28, 43, 39)' };
  for (const [theme, headerBackground] of Object.entries(HEADER_BACKGROUNDS)) {
    it(`is accessible in the ${theme} theme, footer markdown and classification included`, async () => {
      useDesignTheme(theme);
      const shell = await renderFullShell({ left: '**Realm** [Terms](/terms)', right: '[Privacy](/privacy)' });
      const links = shadowQueryAll(shell, 'footer a');
      expect(links).to.have.length(2);
      expect(getComputedStyle(part(shell, 'header')).backgroundColor).to.equal(headerBackground);
      await expect(shell).to.be.accessible();
    });
  }
});
