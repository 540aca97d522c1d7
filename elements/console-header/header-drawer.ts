import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { t } from '../../src/i18n/i18n.ts';
import { OutsidePress } from '../shared/outside-press.ts';
import { moreIcon } from './header-icons.ts';

/** What the drawer needs of the header. */
export interface HeaderDrawerHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly shadowRoot: ShadowRoot | null;
}

/**
 * The header's "More" disclosure (WAI-ARIA APG disclosure pattern): a button and the panel it shows below the bar,
 * holding what the layout moved off the bar. Escape, a press outside, focus leaving both, and following an item close
 * it.
 */
export class HeaderDrawerController implements ReactiveController {
  /** Whether the drawer is open. */
  open = false;
  private readonly outside = new OutsidePress(
    () => [this.query('#drawer'), this.query('#more-button')],
    () => this.close(false)
  );

  constructor(private readonly host: HeaderDrawerHost) {
    host.addController(this);
  }

  hostUpdated(): void {
    this.outside.watch(this.open);
  }

  hostDisconnected(): void {
    this.outside.watch(false);
    this.open = false;
  }

  /** The button and the panel with `items`; nothing when there are none. */
  render(items: readonly TemplateResult[]): TemplateResult | typeof nothing {
    if (items.length === 0) return nothing;
    return html`<button
        id="more-button"
        class="icon-button more-button"
        part="more-button"
        type="button"
        aria-label=${t('header.more.label')}
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-controls="drawer"
        @click=${this.handleMoreClick}
        @keydown=${this.handleKeydown}
        @focusout=${this.handleFocusOut}
      >
        ${moreIcon}
      </button>
      <div
        id="drawer"
        class="drawer"
        part="drawer"
        role="group"
        aria-label=${t('header.more.drawerLabel')}
        ?hidden=${!this.open}
        @keydown=${this.handleKeydown}
        @click=${this.handleClick}
        @focusout=${this.handleFocusOut}
      >
        ${items}
      </div>`;
  }

  /** Closes the drawer; with `returnFocus` focus goes back to its button. */
  close(returnFocus: boolean): void {
    if (!this.open) return;
    this.open = false;
    this.host.requestUpdate();
    if (returnFocus) this.query('#more-button')?.focus();
  }

  private query(selector: string): HTMLElement | null {
    return this.host.renderRoot.querySelector<HTMLElement>(selector);
  }

  private readonly handleMoreClick = (): void => {
    if (this.open) {
      this.close(true);
      return;
    }
    this.open = true;
    this.host.requestUpdate();
  };

  private readonly handleKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !this.open) return;
    event.preventDefault();
    event.stopPropagation();
    this.close(true);
  };

  /** Following a link or pressing a button in the drawer closes it, after the press has done its work. */
  private readonly handleClick = (event: MouseEvent): void => {
    const activated = event.composedPath().some(node => node instanceof HTMLElement && node.matches('a[href], button'));
    if (activated) setTimeout(() => this.close(this.hasFocus()), 0);
  };

  /** Focus is on the drawer, its button or nowhere (the pressed item hid with the drawer): it may go back. */
  private hasFocus(): boolean {
    const focused = this.host.shadowRoot?.activeElement;
    if (focused) return focused === this.query('#more-button') || this.inDrawer(focused);
    return document.activeElement === null || document.activeElement === document.body;
  }

  private inDrawer(node: Node): boolean {
    return this.query('#drawer')?.contains(node) ?? false;
  }

  /** Focus leaving the button and the drawer together (Tab past its end, Shift+Tab before the button) closes it. */
  private readonly handleFocusOut = (event: FocusEvent): void => {
    const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    if (!next || this.inDrawer(next) || next === this.query('#more-button')) return;
    this.close(false);
  };
}
