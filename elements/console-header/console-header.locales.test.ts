import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { UserMenuModel } from '../../src/domain/header-menus.ts';
import { localeDirection } from '../../src/domain/locale.ts';
import { activateLocale, catalogIntlTag, type CatalogLocale } from '../../src/i18n/i18n.ts';
import type { ConsoleBanner } from '../console-banner/console-banner.component.ts';
import type { ConsoleSidePanel } from '../console-side-panel/console-side-panel.component.ts';
import type { ConsoleUserMenu } from '../console-user-menu/console-user-menu.component.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { shadowQuery } from '../shared/shadow-query.ts';
import type { ConsoleHeader } from './console-header.component.ts';
import './console-header.ts';
import '../console-banner/console-banner.ts';
import '../console-side-panel/console-side-panel.ts';

// Issue 19 point 7: chrome elements in Arabic, Japanese and German. Each text below is copied from that locale's
// catalog (locales/<tag>/chrome.po, panels.po, banners.po), so a catalog that lost its translation (English shown)
// or a chunk that never loaded fails here. The page's `lang` and `dir` are set as the console sets them
// (stores/locale.ts); Arabic also checks the mirrored layout.

interface LocaleCase {
  locale: CatalogLocale;
  /** header.userMenu.label with {name} = Demo User (chrome.po). */
  userMenuLabel: string;
  /** header.signOut (chrome.po). */
  signOut: string;
  /** panels.sidePanel.closePanel (panels.po). */
  closePanel: string;
  /** banners.dismiss and banners.newTab (banners.po). */
  dismiss: string;
  newTab: string;
}

const CASES: LocaleCase[] = [
  {
    locale: 'ar',
    userMenuLabel: 'قائمة المستخدم: Demo User',
    signOut: 'تسجيل الخروج',
    closePanel: 'إغلاق اللوحة',
    dismiss: 'تجاهل',
    newTab: '(يُفتح في علامة تبويب جديدة)',
  },
  {
    locale: 'ja',
    userMenuLabel: 'ユーザー・メニュー: Demo User',
    signOut: 'サインアウト',
    closePanel: 'パネルを閉じる',
    dismiss: '閉じる',
    newTab: '(新しいタブで開きます)',
  },
  {
    locale: 'de',
    userMenuLabel: 'Benutzermenü: Demo User',
    signOut: 'Abmelden',
    closePanel: 'Bereich schließen',
    dismiss: 'Schließen',
    newTab: '(öffnet in einem neuen Tab)',
  },
];

const USER: UserMenuModel = { name: 'Demo User', email: 'demo@example.com', tenancyName: 'acme-corp', items: [] };

/** Makes a locale active and gives the document its `lang` and `dir`, as the console does on a switch. */
async function useLocale(locale: CatalogLocale): Promise<void> {
  await activateLocale(locale);
  document.documentElement.lang = catalogIntlTag(locale);
  document.documentElement.dir = localeDirection({ localeTag: locale });
}

const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim();

describe('chrome elements in Arabic, Japanese and German', () => {
  before(async () => {
    // A desktop window: the header shows the user menu on its bar, not in the overflow drawer.
    await setViewport({ width: 1400, height: 900 });
    await linkDesignTokens();
  });

  after(async () => {
    await useLocale('en');
    document.documentElement.removeAttribute('dir');
    await setViewport({ width: 800, height: 600 });
  });

  for (const expected of CASES) {
    const rtl = expected.locale === 'ar';

    describe(expected.locale, () => {
      before(() => useLocale(expected.locale));

      it(`the header's user menu names and lists its items from the ${expected.locale} catalog`, async () => {
        const header = await fixture<ConsoleHeader>(
          html`<console-header .regions=${[]} .user=${USER}></console-header>`
        );
        expect(document.documentElement.lang).to.equal(expected.locale);
        expect(document.documentElement.dir).to.equal(rtl ? 'rtl' : 'ltr');
        const menu = shadowQuery<ConsoleUserMenu>(header, 'console-user-menu');
        await menu.updateComplete;
        const trigger = shadowQuery<HTMLButtonElement>(menu, 'button');
        expect(trigger.getAttribute('aria-label')).to.equal(expected.userMenuLabel);

        trigger.focus();
        await sendKeys({ press: 'Enter' });
        await menu.updateComplete;
        const signOut = shadowQuery(menu, '[data-action="sign-out"]');
        expect(text(signOut)).to.equal(expected.signOut);
        // Mirrored: the navigation button at the bar's inline start (right in Arabic), the way-out arrow turned round.
        const nav = shadowQuery(header, '[part="nav-button"]').getBoundingClientRect();
        const middle = header.getBoundingClientRect().width / 2;
        if (rtl) expect(nav.left).to.be.above(middle);
        else expect(nav.right).to.be.below(middle);
        const arrow = signOut.querySelector('.icon') ?? signOut.querySelector('svg');
        expect(arrow && getComputedStyle(arrow).scale).to.equal(rtl ? '-1 1' : 'none');
        await expect(header).to.be.accessible();
        await sendKeys({ press: 'Escape' });
      });

      it(`the side panel's close button and side follow the ${expected.locale} catalog and direction`, async () => {
        const panel = await fixture<ConsoleSidePanel>(
          html`<console-side-panel heading="Console settings"><p>Content</p></console-side-panel>`
        );
        panel.open = true;
        await panel.updateComplete;
        const dialog = shadowQuery<HTMLDialogElement>(panel, 'dialog');
        await Promise.all(dialog.getAnimations().map(animation => animation.finished));
        expect(shadowQuery(panel, '[part="close"]').getAttribute('aria-label')).to.equal(expected.closePanel);
        // The panel sits at the inline end: the right edge left to right, the left edge in Arabic.
        const box = dialog.getBoundingClientRect();
        if (rtl) expect(box.left).to.equal(0);
        else expect(Math.round(box.right)).to.equal(window.innerWidth);
        await expect(panel).to.be.accessible();
        panel.open = false;
        await panel.updateComplete;
      });

      it(`a banner's dismiss and new-tab texts come from the ${expected.locale} catalog`, async () => {
        const banner = await fixture<ConsoleBanner>(
          html`<console-banner
            severity="info"
            .body=${'Maintenance this weekend.'}
            href="https://status.example.com"
            link-text="Schedule"
            new-tab
            dismissible
          ></console-banner>`
        );
        expect(shadowQuery(banner, '[part="close"]').getAttribute('aria-label')).to.equal(expected.dismiss);
        expect(text(shadowQuery(banner, '.link .visually-hidden'))).to.equal(expected.newTab);
        expect(getComputedStyle(shadowQuery(banner, '.message')).direction).to.equal(rtl ? 'rtl' : 'ltr');
        await expect(banner).to.be.accessible();
      });
    });
  }
});
