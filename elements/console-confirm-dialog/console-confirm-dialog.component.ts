import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query } from 'lit/decorators.js';
import { t } from '../../src/i18n/i18n.ts';
import { CancelEvent } from '../../src/events/cancel-event.ts';
import { ConfirmEvent } from '../../src/events/confirm-event.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { confirmDialogStyles } from './console-confirm-dialog.styles.ts';
import type { ConfirmDialogKind } from './interfaces.ts';

type Choice = 'confirm' | 'cancel';

/** Catalog ids of the default title and message of each kind. */
const KIND_TEXTS: Record<ConfirmDialogKind, { title: string; message: string }> = {
  navigation: { title: 'plugins.confirm.navigation.title', message: 'plugins.confirm.navigation.message' },
  force: { title: 'plugins.confirm.force.title', message: 'plugins.confirm.force.message' },
};

/** The element that has focus, looking into shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * A modal `<dialog>` (`showModal()`): the platform traps focus and makes the page behind inert. Focus starts on the
 * safe choice (Stay). The user's answer closes the dialog (`open` becomes false) and fires `console-confirm` or
 * `console-cancel`; Escape counts as cancel. Focus then returns to where it was before the dialog opened. Setting
 * `open` to false from outside closes it without an event.
 *
 * @summary The navigation-blocked confirmation (spec 3 §2, §4): a message, the destination, Leave or Stay.
 *
 * @tag console-confirm-dialog
 *
 * @fires {ConfirmEvent} console-confirm - The user chose to leave (confirm).
 * @fires {CancelEvent} console-cancel - The user chose to stay, or pressed Escape.
 *
 * @csspart dialog - The dialog.
 * @csspart heading - The title (a level-2 heading).
 * @csspart message - The message.
 * @csspart destination - The destination line.
 * @csspart confirm - The confirm (Leave) button.
 * @csspart cancel - The cancel (Stay) button.
 */
export class ConsoleConfirmDialog extends LitElement {
  static override styles = [baseStyles, confirmDialogStyles];

  /** Whether the dialog shows. */
  @property({ type: Boolean, reflect: true }) open = false;

  /** Which confirmation it asks; it picks the default title and message. */
  @property() kind: ConfirmDialogKind = 'navigation';

  /** Title, already translated; by default the catalog title of the kind. */
  @property() heading?: string;

  /** Message, already translated (e.g. the plugin's own dirty message); by default the catalog message of the kind. */
  @property() message?: string;

  /** Where the user was going, e.g. `/networking/vcns`; shown when set. */
  @property() destination?: string;

  /** Label of the confirm button, already translated; 'Leave' by default. */
  @property({ attribute: 'confirm-label' }) confirmLabel?: string;

  /** Label of the cancel button, already translated; 'Stay' by default. */
  @property({ attribute: 'cancel-label' }) cancelLabel?: string;

  @query('dialog') private dialog!: HTMLDialogElement;

  protected readonly locale = new LocaleController(this);

  /** The user's answer while the dialog closes; undefined for Escape or a close from outside. */
  private choice: Choice | undefined;
  /** True while the owner closes the dialog through `open`: no event then. */
  private closingFromOutside = false;
  /** Where focus was when the dialog opened. */
  private opener: HTMLElement | null = null;

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('open')) return;
    if (this.open && !this.dialog.open) {
      this.opener = deepActiveElement();
      this.choice = undefined;
      this.dialog.showModal();
      // The safe choice first (it is also the first button, which the platform would pick).
      this.renderRoot.querySelector<HTMLElement>('.cancel')?.focus();
    } else if (!this.open && this.dialog.open) {
      this.closingFromOutside = true;
      this.dialog.close();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.opener = null;
  }

  protected override render(): TemplateResult {
    return html`<dialog part="dialog" aria-labelledby="heading" aria-describedby="message" @close=${this.handleClose}>
      <h2 id="heading" part="heading">${this.heading ?? t(this.kindTexts().title)}</h2>
      <p id="message" class="message" part="message">${this.message ?? t(this.kindTexts().message)}</p>
      ${this.renderDestination()}
      <div class="buttons">
        <button type="button" class="cancel" part="cancel" @click=${this.handleCancelClick}>
          ${this.cancelLabel ?? t('plugins.confirm.stay')}
        </button>
        <button type="button" class="confirm" part="confirm" @click=${this.handleConfirmClick}>
          ${this.confirmLabel ?? t('plugins.confirm.leave')}
        </button>
      </div>
    </dialog>`;
  }

  protected renderDestination(): TemplateResult | typeof nothing {
    if (!this.destination) return nothing;
    return html`<p class="destination" part="destination">
      ${t('plugins.confirm.destination', { destination: this.destination })}
    </p>`;
  }

  /** The default texts of the kind; an unknown kind (a typo in the attribute) asks the navigation question. */
  private kindTexts(): { title: string; message: string } {
    return this.kind === 'force' ? KIND_TEXTS.force : KIND_TEXTS.navigation;
  }

  private handleConfirmClick(): void {
    this.choice = 'confirm';
    this.dialog.close();
  }

  private handleCancelClick(): void {
    this.choice = 'cancel';
    this.dialog.close();
  }

  private handleClose(): void {
    const fromOutside = this.closingFromOutside;
    const choice = this.choice ?? 'cancel';
    this.closingFromOutside = false;
    this.choice = undefined;
    this.open = false;
    this.returnFocus();
    if (fromOutside) return;
    this.dispatchEvent(choice === 'confirm' ? new ConfirmEvent() : new CancelEvent());
  }

  /** Browsers that restore focus on close already did; this covers those that do not. */
  private returnFocus(): void {
    const opener = this.opener;
    this.opener = null;
    const active = deepActiveElement();
    const lost = !active || active === document.body || this.shadowRoot?.contains(active);
    if (lost && opener?.isConnected) opener.focus();
  }
}
