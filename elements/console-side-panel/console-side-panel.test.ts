import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { shadowFocus, shadowQuery, shadowQueryOptional } from '../shared/shadow-query.ts';
import type { ConsoleSidePanel } from './console-side-panel.component.ts';
import './console-side-panel.ts';

interface Page {
  root: HTMLDivElement;
  opener: HTMLButtonElement;
  panel: ConsoleSidePanel;
}

/** A page with a button that opens a panel holding a small settings form. */
async function renderPage(panelHtml = html`<console-side-panel heading="Console settings"></console-side-panel>`) {
  const root = await fixture<HTMLDivElement>(
    html`<div>
      <button type="button" class="opener">Settings</button>
      ${panelHtml}
    </div>`
  );
  const opener = root.querySelector<HTMLButtonElement>('.opener');
  const panel = root.querySelector('console-side-panel');
  if (!opener || !panel) throw new Error('page not rendered');
  opener.addEventListener('click', () => (panel.open = true));
  return { root, opener, panel } satisfies Page;
}

async function openFromKeyboard({ opener, panel }: Page): Promise<HTMLDialogElement> {
  opener.focus();
  await sendKeys({ press: 'Enter' });
  await panel.updateComplete;
  return shadowQuery<HTMLDialogElement>(panel, 'dialog');
}

/** The dialog once its slide-in has ended. */
async function settled(dialog: HTMLDialogElement): Promise<HTMLDialogElement> {
  await Promise.all(dialog.getAnimations().map(animation => animation.finished));
  return dialog;
}

const settingsForm = html`<label>Time zone <input name="zone" /></label>`;

/** Waits (a few frames at most) until an attribute has a value, or is gone for null: resize observers run late. */
async function waitUntilAttribute(element: Element, name: string, value: string | null): Promise<void> {
  for (let frame = 0; frame < 20 && element.getAttribute(name) !== value; frame++) {
    await new Promise(resolve => requestAnimationFrame(resolve));
  }
  expect(element.getAttribute(name)).to.equal(value);
}

describe('console-side-panel', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 1280, height: 800 });
  });

  it('opens as a modal dialog named by its title, with focus on the first field of its content', async () => {
    await setViewport({ width: 1280, height: 800 });
    const page = await renderPage(
      html`<console-side-panel heading="Console settings" primary-label="Save">${settingsForm}</console-side-panel>`
    );
    const dialog = await openFromKeyboard(page);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getAttribute('aria-labelledby')).to.equal('heading');
    expect(shadowQuery(page.panel, 'h2').textContent).to.equal('Console settings');
    expect(document.activeElement).to.equal(page.panel.querySelector('input'));
    // The page behind is inert.
    page.opener.focus();
    expect(document.activeElement).not.to.equal(page.opener);
    await expect(page.panel).to.be.accessible();
  });

  it('puts focus on the heading when its content has nothing to focus', async () => {
    const page = await renderPage(
      html`<console-side-panel heading="About"
        ><p>Version 3.1.7</p>
        <button disabled>x</button></console-side-panel
      >`
    );
    await openFromKeyboard(page);
    expect(shadowFocus(page.panel)).to.equal(shadowQuery(page.panel, 'h2'));
  });

  it('lets the keyboard reach a body that scrolls with nothing to focus inside, and only then', async () => {
    await setViewport({ width: 1280, height: 400 });
    const facts = Array.from({ length: 30 }, (_, index) => html`<p>Fact ${index}</p>`);
    const page = await renderPage(html`<console-side-panel heading="About">${facts}</console-side-panel>`);
    const dialog = await settled(await openFromKeyboard(page));
    const body = shadowQuery<HTMLElement>(page.panel, '.body');
    await waitUntilAttribute(body, 'tabindex', '0');
    await expect(page.panel).to.be.accessible();
    // Closed and opened on a tall window, the same content fits: no extra tab stop.
    page.panel.open = false;
    await page.panel.updateComplete;
    await setViewport({ width: 1280, height: 2400 });
    page.panel.open = true;
    await settled(dialog);
    await waitUntilAttribute(body, 'tabindex', null);

    // Content with a field: the field is the way in, the body stays out of the tab order even when it scrolls.
    await setViewport({ width: 1280, height: 400 });
    const form = await renderPage(
      html`<console-side-panel heading="Settings">${settingsForm}${facts}</console-side-panel>`
    );
    await settled(await openFromKeyboard(form));
    await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(shadowQuery(form.panel, '.body').hasAttribute('tabindex')).to.equal(false);
  });

  it('closes with Escape, fires a cancelable console-request-close and returns focus to the opener', async () => {
    const page = await renderPage();
    const dialog = await openFromKeyboard(page);
    setTimeout(() => void sendKeys({ press: 'Escape' }));
    const event = await oneEvent(page.panel, 'console-request-close');
    expect(event.bubbles && event.composed && event.cancelable).to.equal(true);
    await page.panel.updateComplete;
    expect(page.panel.open).to.equal(false);
    expect(dialog.open).to.equal(false);
    expect(document.activeElement).to.equal(page.opener);
  });

  it('stays open when a listener cancels the close request, however often Escape is pressed', async () => {
    const page = await renderPage(html`<console-side-panel heading="Edit">${settingsForm}</console-side-panel>`);
    let requests = 0;
    page.panel.addEventListener('console-request-close', event => {
      requests++;
      event.preventDefault();
    });
    const dialog = await openFromKeyboard(page);
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Escape' });
    await page.panel.updateComplete;
    expect(requests).to.equal(3);
    expect(page.panel.open).to.equal(true);
    expect(dialog.open).to.equal(true);
  });

  it('has Cancel and the primary action: the action asks the owner, Cancel closes', async () => {
    const page = await renderPage(
      html`<console-side-panel heading="Console settings" primary-label="Save">${settingsForm}</console-side-panel>`
    );
    await openFromKeyboard(page);
    const primary = shadowQuery<HTMLButtonElement>(page.panel, '.primary');
    const cancel = shadowQuery<HTMLButtonElement>(page.panel, '.cancel');
    expect(primary.textContent?.trim()).to.equal('Save');
    expect(cancel.textContent?.trim()).to.equal('Cancel');
    setTimeout(() => primary.click());
    const submit = await oneEvent(page.panel, 'console-panel-submit');
    expect(submit.bubbles && submit.composed).to.equal(true);
    // Submitting does not close: the owner closes once the work succeeded.
    expect(page.panel.open).to.equal(true);

    page.panel.error = 'The session timeout could not be saved.';
    await page.panel.updateComplete;
    expect(shadowQuery(page.panel, '[role="alert"]').textContent?.trim()).to.equal(
      'The session timeout could not be saved.'
    );
    await expect(page.panel).to.be.accessible();

    cancel.focus();
    await sendKeys({ press: 'Enter' });
    await page.panel.updateComplete;
    expect(page.panel.open).to.equal(false);
    expect(document.activeElement).to.equal(page.opener);
  });

  it('has a single Close without a primary action, and the header close button', async () => {
    const page = await renderPage();
    await openFromKeyboard(page);
    expect(shadowQueryOptional(page.panel, '.primary')).to.equal(null);
    expect(shadowQuery(page.panel, '.cancel').textContent?.trim()).to.equal('Close');
    const close = shadowQuery<HTMLButtonElement>(page.panel, '.close');
    expect(close.getAttribute('aria-label')).to.equal('Close panel');
    close.click();
    await page.panel.updateComplete;
    expect(page.panel.open).to.equal(false);
  });

  it('disables the primary action when told, and while loading shows a loading state instead of the content', async () => {
    const page = await renderPage(
      html`<console-side-panel heading="Console settings" primary-label="Save" primary-disabled loading
        >${settingsForm}</console-side-panel
      >`
    );
    await openFromKeyboard(page);
    expect(shadowQuery<HTMLButtonElement>(page.panel, '.primary').disabled).to.equal(true);
    expect(shadowQuery(page.panel, '[role="status"]').textContent?.trim()).to.equal('Loading…');
    expect(shadowQuery(page.panel, '.body').getAttribute('aria-busy')).to.equal('true');
    expect(page.panel.querySelector('input')?.checkVisibility()).to.equal(false);
    await expect(page.panel).to.be.accessible();
    page.panel.loading = false;
    page.panel.primaryDisabled = false;
    await page.panel.updateComplete;
    expect(shadowQuery<HTMLButtonElement>(page.panel, '.primary').disabled).to.equal(false);
    expect(page.panel.querySelector('input')?.checkVisibility()).to.equal(true);
  });

  it('links to help in a new tab, saying so', async () => {
    const page = await renderPage(
      html`<console-side-panel
        heading="Console settings"
        help-href="https://docs.example.com/settings"
      ></console-side-panel>`
    );
    await openFromKeyboard(page);
    const help = shadowQuery<HTMLAnchorElement>(page.panel, 'a.help');
    expect(help.href).to.equal('https://docs.example.com/settings');
    expect(help.target).to.equal('_blank');
    expect(help.rel).to.contain('noopener');
    expect(help.textContent?.replace(/\s+/g, ' ').trim()).to.equal('Help (opens in a new tab)');
    await expect(page.panel).to.be.accessible();
  });

  it('is small, medium or large; large takes 75% of a wide window, and every size fits a narrow one', async () => {
    await setViewport({ width: 1600, height: 900 });
    const page = await renderPage();
    const dialog = await openFromKeyboard(page);
    const width = async (size: 'small' | 'medium' | 'large') => {
      page.panel.size = size;
      await page.panel.updateComplete;
      return Math.round(dialog.getBoundingClientRect().width);
    };
    expect(await width('small')).to.equal(480);
    expect(await width('medium')).to.equal(720);
    expect(await width('large')).to.equal(1200);
    await setViewport({ width: 400, height: 800 });
    expect(await width('small')).to.equal(400);
    expect(await width('large')).to.equal(400);
  });

  it('stands at the inline end: the right in left-to-right, the left in right-to-left', async () => {
    await setViewport({ width: 1280, height: 800 });
    const ltr = await renderPage(html`<console-side-panel heading="Settings" size="small"></console-side-panel>`);
    const ltrBox = (await settled(await openFromKeyboard(ltr))).getBoundingClientRect();
    expect(Math.round(ltrBox.right)).to.equal(1280);
    expect(Math.round(ltrBox.top)).to.equal(0);
    ltr.panel.open = false;
    await ltr.panel.updateComplete;

    const rtl = await renderPage(
      html`<console-side-panel
        heading="Settings"
        size="small"
        help-href="https://docs.example.com/settings"
      ></console-side-panel>`
    );
    rtl.root.dir = 'rtl';
    const rtlDialog = await settled(await openFromKeyboard(rtl));
    expect(Math.round(rtlDialog.getBoundingClientRect().left)).to.equal(0);
    expect(getComputedStyle(rtlDialog).direction).to.equal('rtl');
    // It slides in from the left edge in right-to-left.
    expect(getComputedStyle(rtlDialog).getPropertyValue('--_slide-from').trim()).to.equal('-100%');
    expect(
      getComputedStyle(ltr.panel.shadowRoot?.querySelector('dialog') as Element)
        .getPropertyValue('--_slide-from')
        .trim()
    ).to.equal('100%');
    // The help link's new-tab arrow points along the line, so it turns round; the close cross does not.
    const iconScale = (selector: string) =>
      getComputedStyle(rtl.panel.shadowRoot?.querySelector(selector) as Element).scale;
    expect(iconScale('.help .icon')).to.equal('-1 1');
    expect(iconScale('.close .icon')).to.equal('none');
    await expect(rtl.panel).to.be.accessible();
  });

  it('slides in, but not when the user asks for reduced motion', async () => {
    const moving = await renderPage();
    const dialog = await openFromKeyboard(moving);
    expect(dialog.getAnimations().map(animation => (animation as CSSAnimation).animationName)).to.include('slide-in');
    moving.panel.open = false;
    await moving.panel.updateComplete;

    await emulateMedia({ reducedMotion: 'reduce' });
    const still = await renderPage();
    const stillDialog = await openFromKeyboard(still);
    expect(stillDialog.getAnimations()).to.deep.equal([]);
  });

  it('speaks German when the locale changes', async () => {
    const page = await renderPage(
      html`<console-side-panel heading="Einstellungen" primary-label="Speichern"></console-side-panel>`
    );
    try {
      await activateLocale('de');
      await openFromKeyboard(page);
      expect(shadowQuery(page.panel, '.cancel').textContent?.trim()).to.equal('Abbrechen');
      expect(shadowQuery(page.panel, '.close').getAttribute('aria-label')).to.equal('Bereich schließen');
    } finally {
      page.panel.open = false;
      await activateLocale('en');
    }
  });
});
