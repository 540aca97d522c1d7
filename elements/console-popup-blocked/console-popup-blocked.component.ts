import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { t } from '../../src/i18n/i18n.ts';
import { RequestCloseEvent } from '../../src/events/request-close-event.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { closeButtonStyles } from '../shared/close-button.styles.ts';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.ts';
import { closeIcon, warningSmallIcon } from '../shared/icons.ts';
import { popupBlockedStyles } from './console-popup-blocked.styles.ts';

/**
 * Pure presentation: the owner counts down (stores/popups.ts `$blockedPopup`) and removes the message. The message is
 * an alert, announced once when it appears, together with how long it stays; the visible "Closing in N s" is a timer,
 * which assistive technology does not announce every second. Nothing shows while `url` is empty.
 *
 * @summary The popup-blocked message (spec 1 §8) with its countdown and a close button.
 *
 * @tag console-popup-blocked
 *
 * @fires {RequestCloseEvent} console-request-close - The user pressed the close button.
 *
 * @csspart base - The message box.
 * @csspart icon - The warning icon.
 * @csspart title - The title line ('Pop-up blocked').
 * @csspart message - The message naming the address.
 * @csspart countdown - The visible countdown.
 * @csspart close - The close button.
 */
export class ConsolePopupBlocked extends LitElement {
  static override styles = [baseStyles, closeButtonStyles, visuallyHiddenStyles, popupBlockedStyles];

  /** The address the browser did not open; the message shows while it is set. */
  @property() url = '';

  /** Seconds until the message closes. */
  @property({ type: Number }) seconds = 0;

  protected readonly locale = new LocaleController(this);

  /** The seconds said once, when the message appeared (announcing every tick would drown the page). */
  private announcedSeconds = 0;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('url')) this.announcedSeconds = this.seconds;
  }

  protected override render(): TemplateResult | typeof nothing {
    if (!this.url) return nothing;
    return html`<div class="base" part="base">
      <span class="icon-box" part="icon">${warningSmallIcon}</span>
      <div class="content">
        <div role="alert">
          <p class="title" part="title">${t('panels.popupBlocked.title')}</p>
          <p class="message" part="message">${t('error.popupBlocked.message', { url: this.url })}</p>
          ${
            this.announcedSeconds > 0
              ? html`<p class="visually-hidden">
                  ${t('panels.popupBlocked.closesIn', { seconds: this.announcedSeconds })}
                </p>`
              : nothing
          }
        </div>
        <div class="countdown" part="countdown" role="timer">
          ${t('panels.popupBlocked.countdown', { seconds: Math.max(0, this.seconds) })}
        </div>
      </div>
      <button
        type="button"
        class="close"
        part="close"
        aria-label=${t('panels.popupBlocked.close')}
        title=${t('panels.popupBlocked.close')}
        @click=${this.handleClose}
      >
        ${closeIcon}
      </button>
    </div>`;
  }

  private handleClose(): void {
    this.dispatchEvent(new RequestCloseEvent());
  }
}
