import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { activateLocale } from '../../src/i18n/i18n.ts';
import baseCss from './island-base.css?inline';
import dialogCss from './dialog.css?inline';
import buttonsCss from './page-buttons.css?inline';
import { Dialog, type DialogCloseReason, type DialogProps } from './dialog.tsx';

const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + buttonsCss + dialogCss);

/** What the dialog asked for, and the actions pressed. */
let requests: DialogCloseReason[] = [];
let pressed: string[] = [];
/** Whether the owner agrees to close when asked. */
let agree = true;
let setOpen: (open: boolean) => void = () => undefined;
let setShown: (shown: boolean) => void = () => undefined;

interface OwnerProps extends Partial<Omit<DialogProps, 'initialFocus'>> {
  focusInput?: boolean;
}

/** An island as it uses the dialog: an opener, the dialog it controls, something else on the page. */
function Owner({ focusInput = false, ...props }: OwnerProps): ReactNode {
  const [open, set] = useState(false);
  const [shown, show] = useState(true);
  setOpen = set;
  setShown = show;
  const input = useRef<HTMLInputElement>(null);
  return (
    <main>
      <button type="button" id="opener" onClick={() => set(true)}>
        Open
      </button>
      <button type="button" id="elsewhere">
        Something else
      </button>
      {shown ? (
        <Dialog
          open={open}
          title="Switch region?"
          description={<p>Your home region is unavailable.</p>}
          onClose={reason => {
            requests.push(reason);
            if (agree) set(false);
          }}
          actions={[
            { label: 'Stay', onClick: () => pressed.push('stay') },
            { label: 'Switch', variant: 'primary', onClick: () => pressed.push('switch') },
          ]}
          {...(focusInput ? { initialFocus: input } : {})}
          {...props}
        >
          <label>
            Note <input ref={input} />
          </label>
        </Dialog>
      ) : null}
    </main>
  );
}

interface Rendered {
  host: HTMLElement;
  root: ShadowRoot;
  react: Root;
}

let rendered: Rendered | null = null;

function render(props: OwnerProps = {}, dir = 'ltr'): Rendered {
  const host = document.createElement('div');
  host.dir = dir;
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [sheet];
  const react = createRoot(root);
  flushSync(() => react.render(<Owner {...props} />));
  rendered = { host, root, react };
  return rendered;
}

function query<T extends Element = HTMLElement>(selector: string): T {
  const found = rendered?.root.querySelector<T>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
}

function dialog(): HTMLDialogElement {
  return query<HTMLDialogElement>('dialog');
}

function focused(): Element | null {
  return rendered?.root.activeElement ?? null;
}

function button(name: string): HTMLButtonElement {
  const found = [...(rendered?.root.querySelectorAll('button') ?? [])].find(each => each.textContent === name);
  if (!found) throw new Error(`No button ${name}`);
  return found;
}

async function openWithOpener(): Promise<void> {
  query('#opener').focus();
  query('#opener').click();
  await waitUntil(() => dialog().open, 'the dialog did not open');
  await Promise.all(
    dialog()
      .getAnimations()
      .map(animation => animation.finished)
  );
}

before(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  requests = [];
  pressed = [];
  agree = true;
});

afterEach(async () => {
  rendered?.react.unmount();
  rendered?.host.remove();
  rendered = null;
  await emulateMedia({ reducedMotion: 'no-preference' });
});

describe('Dialog', () => {
  it('is a closed dialog until opened', async () => {
    render();
    expect(dialog().open).to.equal(false);
    await expect(rendered?.host).to.be.accessible();
  });

  it('opens as a modal dialog named by its title and described by its description, focus on the first action', async () => {
    render();
    await openWithOpener();
    expect(dialog().matches(':modal')).to.equal(true);
    const title = query('h2');
    expect(title.textContent).to.equal('Switch region?');
    expect(dialog().getAttribute('aria-labelledby')).to.equal(title.id);
    const description = rendered?.root.getElementById(dialog().getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).to.equal('Your home region is unavailable.');
    expect(focused()?.textContent).to.equal('Stay');
    expect(query('.dialog-close').getAttribute('aria-label')).to.equal('Close');
    expect(button('Switch').classList.contains('button-primary')).to.equal(true);
    await expect(rendered?.host).to.be.accessible();
  });

  it('moves focus to the element it is told to', async () => {
    render({ focusInput: true });
    await openWithOpener();
    expect(focused()).to.equal(query('input'));
  });

  it('has no description reference without a description', async () => {
    render({ description: undefined });
    await openWithOpener();
    expect(dialog().hasAttribute('aria-describedby')).to.equal(false);
  });

  it('keeps focus inside while open: the rest of the page is inert', async () => {
    render();
    await openWithOpener();
    query('#elsewhere').focus();
    expect(focused()?.id).not.to.equal('elsewhere');
    for (let step = 0; step < 6; step += 1) {
      await sendKeys({ press: 'Tab' });
      const now = focused();
      expect(now === null || dialog().contains(now), `focus went to ${now?.outerHTML}`).to.equal(true);
    }
  });

  it('runs an action without closing by itself; the owner closes it and focus returns to the opener', async () => {
    render();
    await openWithOpener();
    button('Switch').click();
    expect(pressed).to.deep.equal(['switch']);
    expect(dialog().open).to.equal(true);
    setOpen(false);
    await waitUntil(() => !dialog().open, 'the dialog did not close');
    await waitUntil(() => focused()?.id === 'opener', 'focus did not go back to the opener');
  });

  it('asks to close on Escape and from its close button, and stays open when the owner does not agree', async () => {
    render();
    await openWithOpener();
    agree = false;
    await sendKeys({ press: 'Escape' });
    query('.dialog-close').click();
    expect(requests).to.deep.equal(['escape', 'close-button']);
    expect(dialog().open).to.equal(true);
    agree = true;
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog().open, 'the dialog did not close');
    await waitUntil(() => focused()?.id === 'opener');
  });

  it('cannot be dismissed when it needs an answer: no close button, Escape does nothing', async () => {
    render({ dismissible: false });
    await openWithOpener();
    expect(rendered?.root.querySelector('.dialog-close')).to.equal(null);
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Escape' });
    expect(requests).to.deep.equal([]);
    expect(dialog().open).to.equal(true);
    expect(dialog().matches(':modal')).to.equal(true);
    await expect(rendered?.host).to.be.accessible();
  });

  it('ignores a busy action and says it is busy', async () => {
    render({ actions: [{ label: 'Saving', busy: true, onClick: () => pressed.push('saving') }] });
    await openWithOpener();
    expect(button('Saving').getAttribute('aria-disabled')).to.equal('true');
    button('Saving').click();
    expect(pressed).to.deep.equal([]);
  });

  it('gives focus back and never leaves the page inert when its owner drops it while open', async () => {
    render();
    await openWithOpener();
    setShown(false);
    await waitUntil(() => rendered?.root.querySelector('dialog') === null);
    expect(document.querySelector(':modal')).to.equal(null);
    await waitUntil(() => focused()?.id === 'opener', 'focus did not go back to the opener');
  });

  it('gives focus to returnFocus when it names an element', async () => {
    render({ returnFocus: () => rendered?.root.querySelector<HTMLElement>('#elsewhere') });
    await openWithOpener();
    setOpen(false);
    await waitUntil(() => focused()?.id === 'elsewhere', 'focus did not go where returnFocus said');
  });

  it('mirrors in right-to-left: the close button at the inline end, the buttons at the inline end', async () => {
    render({}, 'rtl');
    await openWithOpener();
    const close = query('.dialog-close').getBoundingClientRect();
    const title = query('h2').getBoundingClientRect();
    expect(close.right).to.be.at.most(title.left + 1);
    const primary = button('Switch').getBoundingClientRect();
    const box = dialog().getBoundingClientRect();
    expect(primary.left - box.left).to.be.below(box.right - primary.right);
  });

  it('rises in only for users who do not ask for reduced motion', async () => {
    render();
    await openWithOpener();
    expect(getComputedStyle(dialog()).animationName).to.equal('dialog-in');
    setOpen(false);
    await waitUntil(() => !dialog().open);
    await emulateMedia({ reducedMotion: 'reduce' });
    await openWithOpener();
    expect(getComputedStyle(dialog()).animationName).to.equal('none');
  });
});
