import { html, LitElement, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { t } from '../../src/i18n/i18n.ts';
import { RequestCloseEvent } from '../../src/events/request-close-event.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { closeButtonStyles } from '../shared/close-button.styles.ts';
import { closeIcon, infoIcon, warningSmallIcon } from '../shared/icons.ts';
import { messageBarStyles } from './console-message-bar.styles.ts';
import type { MessageBarSeverity } from './interfaces.ts';

/**
 * The element never removes itself: its close button fires `console-request-close` and the owner of the message
 * removes it (or times it out). An error is announced assertively (`role="alert"`), information politely.
 *
 * @summary A full-width message under the header: an error or a piece of information, with a close button.
 *
 * @tag console-message-bar
 *
 * @fires {RequestCloseEvent} console-request-close - The user pressed the close button.
 *
 * @csspart base - The bar.
 * @csspart icon - The severity icon.
 * @csspart message - The message text.
 * @csspart close - The close button.
 */
export class ConsoleMessageBar extends LitElement {
  static override styles = [baseStyles, closeButtonStyles, messageBarStyles];

  /** How serious the message is; it picks the colours, the icon and how it is announced. */
  @property({ reflect: true }) severity: MessageBarSeverity = 'info';

  /** The message, already translated. */
  @property() message = '';

  protected readonly locale = new LocaleController(this);

  protected override render(): TemplateResult {
    const role = this.severity === 'error' ? 'alert' : 'status';
    return html`<div class="base" part="base">
      <span class="icon" part="icon">${this.severity === 'error' ? warningSmallIcon : infoIcon}</span>
      <p class="message" part="message" role=${role}>${this.message}</p>
      <button type="button" class="close" part="close" aria-label=${t('messageBar.close')} @click=${this.handleClose}>
        ${closeIcon}
      </button>
    </div>`;
  }

  private handleClose(): void {
    this.dispatchEvent(new RequestCloseEvent());
  }
}
