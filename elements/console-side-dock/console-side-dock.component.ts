import { html, LitElement, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { t } from '../../src/i18n/i18n.ts';
import { RequestCloseEvent } from '../../src/events/request-close-event.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { closeButtonStyles } from '../shared/close-button.styles.ts';
import { closeIcon } from '../shared/icons.ts';
import { sideDockStyles } from './console-side-dock.styles.ts';

/** The element that has focus, looking into shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * Pure presentation: the owner opens and closes it with `open` (spec 3 §4: close sets the width to 0, hides it and
 * unloads the plugin, which the owner does by removing the frame). The close button and Escape fire
 * `console-request-close`. When it opens, focus moves to its heading, so keyboard and screen reader users land in the
 * panel; when it closes while focus is inside (or nowhere), focus returns to the element that had it before opening.
 *
 * @summary The side-docked plugin container (support centre, contextual and quick-start plugins): title, close, slot.
 *
 * @tag console-side-dock
 *
 * @slot - The plugin frame.
 *
 * @fires {RequestCloseEvent} console-request-close - The user pressed the close button or Escape.
 *
 * @csspart base - The panel (a labelled region).
 * @csspart header - The title bar.
 * @csspart heading - The title (a level-2 heading).
 * @csspart close - The close button.
 * @csspart body - The container of the slot.
 *
 * @cssproperty [--width=75%] - Width while open (spec 1 §9: side panel width 75%); 0 while closed.
 */
export class ConsoleSideDock extends LitElement {
  static override styles = [baseStyles, closeButtonStyles, sideDockStyles];

  /** Whether the panel shows. */
  @property({ type: Boolean, reflect: true }) open = false;

  /** The panel's title, already translated, e.g. the plugin's name. */
  @property() heading = '';

  protected readonly locale = new LocaleController(this);

  /** Where focus was when the panel opened; it goes back there when the panel closes. */
  private opener: HTMLElement | null = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Only a change counts: the first render of a closed panel is not a close.
    if (!changed.has('open') || (changed.get('open') === undefined && !this.open)) return;
    if (this.open) this.opener = deepActiveElement();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('open') || (changed.get('open') === undefined && !this.open)) return;
    if (this.open) {
      this.renderRoot.querySelector<HTMLElement>('h2')?.focus();
    } else {
      this.returnFocus();
    }
  }

  protected override render(): TemplateResult {
    return html`<section
      class="base"
      part="base"
      aria-labelledby="heading"
      ?inert=${!this.open}
      @keydown=${this.handleKeydown}
    >
      <div class="header" part="header">
        <h2 id="heading" part="heading" tabindex="-1">${this.heading}</h2>
        <button
          type="button"
          class="close"
          part="close"
          aria-label=${t('plugins.sideDock.close')}
          title=${t('plugins.sideDock.close')}
          @click=${this.handleClose}
        >
          ${closeIcon}
        </button>
      </div>
      <div class="body" part="body"><slot></slot></div>
    </section>`;
  }

  private returnFocus(): void {
    const opener = this.opener;
    this.opener = null;
    const active = deepActiveElement();
    // Only when focus was in the panel (now hidden) or is lost: never pull it away from where the user moved it.
    const lost = !active || active === document.body || this.contains(active) || this.shadowRoot?.contains(active);
    if (lost && opener?.isConnected) opener.focus();
  }

  private handleKeydown(event: KeyboardEvent): void {
    if (event.key !== 'Escape' || !this.open) return;
    // An Escape that something inside already handled (a menu closing) is not for the panel.
    if (event.defaultPrevented) return;
    event.stopPropagation();
    this.requestClose();
  }

  private handleClose(): void {
    this.requestClose();
  }

  private requestClose(): void {
    const request = new RequestCloseEvent();
    this.dispatchEvent(request);
  }
}
