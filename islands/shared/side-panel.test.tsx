import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { activateLocale } from '../../src/i18n/i18n.ts';
import baseCss from './island-base.css?inline';
import sidePanelCss from './side-panel.css?inline';
import { SidePanel, type SidePanelCloseReason, type SidePanelProps } from './side-panel.tsx';

const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + sidePanelCss);

/** What the panel asked for. */
let requests: SidePanelCloseReason[] = [];
/** Whether the owner agrees to close when asked. */
let agree = true;
let setOpen: (open: boolean) => void = () => undefined;

/** An island as it uses the panel: an opener, the panel it controls, something else on the page. */
function Owner(props: Partial<SidePanelProps> & { content?: ReactNode }): ReactNode {
  const [open, set] = useState(false);
  setOpen = set;
  const { content, ...panel } = props;
  return (
    <main>
      <button type="button" id="opener" onClick={() => set(true)}>
        Open details
      </button>
      <button type="button" id="elsewhere">
        Something else
      </button>
      <SidePanel
        open={open}
        heading="Instance details"
        onClose={reason => {
          requests.push(reason);
          if (agree) set(false);
        }}
        {...panel}
      >
        {content ?? (
          <p>
            Shape VM.Standard.E4 <button type="button">Copy</button>
          </p>
        )}
      </SidePanel>
    </main>
  );
}

interface Rendered {
  host: HTMLElement;
  root: ShadowRoot;
  react: Root;
}

let rendered: Rendered | null = null;

function render(props: Partial<SidePanelProps> & { content?: ReactNode } = {}, dir = 'ltr'): Rendered {
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

async function openWithOpener(): Promise<void> {
  query('#opener').focus();
  query('#opener').click();
  await waitUntil(() => dialog().open, 'the panel did not open');
  // Where it lands, not where its slide-in is.
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
  agree = true;
});

afterEach(async () => {
  rendered?.react.unmount();
  rendered?.host.remove();
  rendered = null;
  await emulateMedia({ reducedMotion: 'no-preference' });
});

describe('SidePanel', () => {
  it('is a closed dialog until opened', async () => {
    render();
    expect(dialog().open).to.equal(false);
    await expect(rendered?.host).to.be.accessible();
  });

  it('opens as a modal dialog named by its heading, moving focus to the first control of its content', async () => {
    render();
    await openWithOpener();
    expect(dialog().matches(':modal')).to.equal(true);
    const heading = query('h2');
    expect(heading.textContent).to.equal('Instance details');
    expect(dialog().getAttribute('aria-labelledby')).to.equal(heading.id);
    expect(focused()?.textContent).to.equal('Copy');
    expect(query('.side-panel-close').getAttribute('aria-label')).to.equal('Close panel');
    await expect(rendered?.host).to.be.accessible();
  });

  it('moves focus to the heading when told, or when the content has nothing to focus', async () => {
    render({ initialFocus: 'heading' });
    await openWithOpener();
    expect(focused()).to.equal(query('h2'));
    rendered?.react.unmount();
    rendered?.host.remove();

    render({ content: <p>Nothing to press</p> });
    await openWithOpener();
    expect(focused()).to.equal(query('h2'));
  });

  it('keeps focus inside while open: the rest of the page is inert', async () => {
    render();
    await openWithOpener();
    query('#elsewhere').focus();
    expect(focused()?.id).not.to.equal('elsewhere');
    // Tab goes round the panel (and the browser's own controls), never to the page behind it.
    for (let step = 0; step < 6; step += 1) {
      await sendKeys({ press: 'Tab' });
      const now = focused();
      expect(now === null || dialog().contains(now), `focus went to ${now?.outerHTML}`).to.equal(true);
    }
  });

  it('asks to close from its close button; closing returns focus to the opener', async () => {
    render();
    await openWithOpener();
    query('.side-panel-close').click();
    expect(requests).to.deep.equal(['close-button']);
    await waitUntil(() => !dialog().open, 'the panel did not close');
    await waitUntil(() => focused()?.id === 'opener', 'focus did not go back to the opener');
  });

  it('asks to close on Escape, and stays open when the owner does not agree', async () => {
    render();
    await openWithOpener();
    agree = false;
    await sendKeys({ press: 'Escape' });
    expect(requests).to.deep.equal(['escape']);
    expect(dialog().open).to.equal(true);
    agree = true;
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog().open, 'the panel did not close');
    await waitUntil(() => focused()?.id === 'opener');
  });

  it('leaves an Escape its content handled alone', async () => {
    render({
      content: (
        <input
          aria-label="Filter"
          onKeyDown={event => {
            if (event.key === 'Escape') event.preventDefault();
          }}
        />
      ),
    });
    await openWithOpener();
    expect(focused()?.getAttribute('aria-label')).to.equal('Filter');
    await sendKeys({ press: 'Escape' });
    expect(requests).to.deep.equal([]);
    expect(dialog().open).to.equal(true);
  });

  it('gives focus to returnFocus when it names an element', async () => {
    render({ returnFocus: () => rendered?.root.querySelector<HTMLElement>('#elsewhere') });
    await openWithOpener();
    setOpen(false);
    await waitUntil(() => focused()?.id === 'elsewhere', 'focus did not go where returnFocus said');
  });

  it('closes when its owner closes it, and never leaves the page inert behind it', async () => {
    render();
    await openWithOpener();
    rendered?.react.unmount();
    expect(document.querySelector(':modal')).to.equal(null);
    expect(rendered?.root.querySelector('dialog')).to.equal(null);
  });

  it('has three widths along the inline end, and slides from the left in right-to-left', async () => {
    for (const [size, rem] of [
      ['small', 30],
      ['medium', 45],
    ] as const) {
      render({ size });
      await openWithOpener();
      const box = dialog().getBoundingClientRect();
      expect(box.width).to.equal(Math.min(window.innerWidth, rem * 16));
      expect(Math.round(box.right)).to.equal(window.innerWidth);
      rendered?.react.unmount();
      rendered?.host.remove();
    }
    render({ size: 'large' }, 'rtl');
    await openWithOpener();
    expect(dialog().classList.contains('side-panel-large')).to.equal(true);
    expect(Math.round(dialog().getBoundingClientRect().left)).to.equal(0);
  });

  it('slides in only for users who do not ask for reduced motion', async () => {
    render();
    await openWithOpener();
    expect(getComputedStyle(dialog()).animationName).to.equal('side-panel-in');
    setOpen(false);
    await waitUntil(() => !dialog().open);
    await emulateMedia({ reducedMotion: 'reduce' });
    await openWithOpener();
    expect(getComputedStyle(dialog()).animationName).to.equal('none');
  });

  it('offers the help topic in a new tab and a footer when given', async () => {
    render({ helpHref: 'https://docs.example.com/compute', footer: <button type="button">Save</button> });
    await openWithOpener();
    const help = query<HTMLAnchorElement>('.side-panel-help');
    expect(help.target).to.equal('_blank');
    expect(help.rel).to.equal('noopener noreferrer');
    expect(help.textContent).to.equal('Help (opens in a new tab)');
    expect(query('.side-panel-footer').textContent).to.equal('Save');
    await expect(rendered?.host).to.be.accessible();
  });
});
