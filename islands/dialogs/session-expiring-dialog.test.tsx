import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { activateLocale, addCatalogPart } from '../../src/i18n/i18n.ts';
import { $dialogQueue, openDialog } from '../../stores/dialogs.ts';
import { $sessionWarning, SESSION_TEXTS, type SessionWarning } from '../../stores/session-keeper.ts';
import baseCss from '../shared/island-base.css?inline';
import dialogCss from '../shared/dialog.css?inline';
import buttonsCss from '../shared/page-buttons.css?inline';
import { SessionExpiringView, type SessionExpiringViewProps } from './session-expiring-dialog.tsx';
import './dialogs.element.ts';

const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + buttonsCss + dialogCss);

const WARNING: SessionWarning = {
  reason: 'token',
  deadline: Date.now() + 60_000,
  secondsAtOpen: 60,
  extending: false,
  canExtend: true,
};

let pressed: string[] = [];
let host: HTMLElement | null = null;
let react: Root | null = null;

function render(overrides: Partial<SessionExpiringViewProps> = {}): ShadowRoot {
  host ??= document.createElement('div');
  document.body.append(host);
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [sheet];
  react ??= createRoot(root);
  const props: SessionExpiringViewProps = {
    warning: WARNING,
    secondsLeft: 60,
    onContinue: () => pressed.push('continue'),
    onSignOut: () => pressed.push('sign-out'),
    onClose: () => pressed.push('close'),
    ...overrides,
  };
  flushSync(() => react?.render(<SessionExpiringView {...props} />));
  return root;
}

function buttons(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('button')].map(button => button.getAttribute('aria-label') ?? button.textContent);
}

function button(root: ShadowRoot, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find(each => each.textContent === name);
  if (!found) throw new Error(`No button ${name}`);
  return found;
}

const live = (root: ShadowRoot) => root.querySelector('[role="status"]');

/** Waits for the dialog's entrance (a fade), so axe judges its colours as they end up. */
async function settled(root: ShadowRoot | null | undefined): Promise<void> {
  const dialog = root?.querySelector('dialog');
  await Promise.all((dialog?.getAnimations({ subtree: true }) ?? []).map(animation => animation.finished));
}

before(async () => {
  await addCatalogPart(SESSION_TEXTS);
  await activateLocale('en');
});

beforeEach(() => {
  pressed = [];
});

afterEach(() => {
  react?.unmount();
  react = null;
  host?.remove();
  host = null;
});

describe('the session-expiring dialog', () => {
  it('warns that the token runs out, with the seconds left, and asks for Continue working only', async () => {
    const root = render();
    const dialog = root.querySelector('dialog');
    expect(dialog?.open).to.equal(true);
    expect(root.querySelector('h2')?.textContent).to.equal('Your session is about to expire');
    expect(root.querySelector('.dialog-description')?.textContent).to.equal(
      'For your security, your session ends in 60 seconds. To stay signed in, select Continue working.'
    );
    // It needs an answer: no close button, and Escape does not dismiss it.
    expect(buttons(root)).to.deep.equal(['Continue working']);
    expect(root.activeElement?.textContent).to.equal('Continue working');
    await sendKeys({ press: 'Escape' });
    expect(pressed).to.deep.equal([]);
    expect(dialog?.open).to.equal(true);
    button(root, 'Continue working').click();
    expect(pressed).to.deep.equal(['continue']);
    await settled(root);
    await expect(host).to.be.accessible();
  });

  it('counts down every second but tells screen readers only at 30 and 10 seconds', () => {
    let root = render({ secondsLeft: 45 });
    expect(root.querySelector('.dialog-description')?.textContent).to.contain('45 seconds');
    expect(live(root)?.textContent).to.equal('');
    expect(live(root)?.getAttribute('aria-live')).to.equal('polite');
    root = render({ secondsLeft: 30 });
    expect(live(root)?.textContent).to.equal('Your session ends in 30 seconds.');
    root = render({ secondsLeft: 12 });
    expect(live(root)?.textContent).to.equal('Your session ends in 30 seconds.');
    root = render({ secondsLeft: 10 });
    expect(live(root)?.textContent).to.equal('Your session ends in 10 seconds.');
    root = render({ secondsLeft: 1 });
    expect(root.querySelector('.dialog-description')?.textContent).to.contain('ends in 1 second.');
  });

  it('says Continue working is busy while the session is being extended', () => {
    const root = render({ warning: { ...WARNING, extending: true } });
    expect(button(root, 'Continue working').getAttribute('aria-disabled')).to.equal('true');
    button(root, 'Continue working').click();
    expect(pressed).to.deep.equal([]);
  });

  it('warns an idle user that they will be signed out', () => {
    const root = render({ warning: { ...WARNING, reason: 'idle' }, secondsLeft: 59 });
    expect(root.querySelector('.dialog-description')?.textContent).to.equal(
      "You haven't been active for a while. For your security, you'll be signed out in 59 seconds. To stay signed in, select Continue working."
    );
  });

  it('once the session cannot be extended: says so, offers Close and Sign out now, focus moved, Escape closes', async () => {
    let root = render();
    root = render({ warning: { ...WARNING, canExtend: false }, secondsLeft: 40 });
    expect(root.querySelector('.dialog-description')?.textContent).to.equal(
      'Your session cannot be extended. Save your work, then sign out and sign in again. Your session ends in 40 seconds.'
    );
    expect(live(root)?.textContent).to.equal('Your session cannot be extended.');
    expect(buttons(root)).to.deep.equal(['Close', 'Close', 'Sign out now']);
    await waitUntil(() => root.activeElement?.textContent === 'Close', 'focus did not move to Close');
    button(root, 'Sign out now').click();
    await sendKeys({ press: 'Escape' });
    expect(pressed).to.deep.equal(['sign-out', 'close']);
    await settled(root);
    await expect(host).to.be.accessible();
  });
});

describe('the session-expiring dialog in the console’s dialog host', () => {
  afterEach(() => {
    $dialogQueue.set([]);
    $sessionWarning.set(null);
    document.querySelector('console-dialogs')?.remove();
  });

  it('shows the keeper’s warning when the queue asks for it, with its live countdown', async () => {
    const element = document.createElement('console-dialogs');
    document.body.append(element);
    $sessionWarning.set({ ...WARNING, deadline: Date.now() + 42_000 });
    openDialog({ kind: 'session-expiring' }, { urgent: true });
    await waitUntil(() => element.shadowRoot?.querySelector('dialog')?.open, 'the dialog did not open');
    const dialog = element.shadowRoot?.querySelector('dialog');
    expect(dialog?.getAttribute('data-testid')).to.equal('session-expiring-dialog');
    expect(dialog?.textContent).to.contain('ends in 42 seconds');
    await waitUntil(() => dialog?.textContent?.includes('ends in 41 seconds'), 'the countdown did not move', {
      timeout: 2500,
    });
    await settled(element.shadowRoot);
    await expect(element).to.be.accessible();
  });
});
