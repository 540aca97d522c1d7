import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { t } from '../../src/i18n/i18n.ts';
import { RequestCloseEvent } from '../../src/events/request-close-event.ts';
import { ToastActionEvent } from '../../src/events/toast-action-event.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { closeButtonStyles } from '../shared/close-button.styles.ts';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.ts';
import { closeIcon, infoIcon, warningSmallIcon } from '../shared/icons.ts';
import { criticalIcon, successIcon } from './toast-icons.ts';
import { toastStyles } from './console-toast.styles.ts';
import type { ToastSeverity } from './interfaces.ts';

const ICONS: Record<ToastSeverity, TemplateResult> = {
  info: infoIcon,
  success: successIcon,
  warning: warningSmallIcon,
  critical: criticalIcon,
};

/** Catalog ids of the word that says the severity to assistive technology (the icon and colour show it). */
const SEVERITY_LABELS: Record<ToastSeverity, string> = {
  info: 'panels.toast.severity.info',
  success: 'panels.toast.severity.success',
  warning: 'panels.toast.severity.warning',
  critical: 'panels.toast.severity.critical',
};

/**
 * Pure presentation: the element never removes itself or keeps time. Its owner (`console-toasts`) decides when it
 * goes. A Critical toast's message is an alert (announced at once); the others rely on the polite live region of
 * the shell's toast area. The message is text, never markup.
 *
 * @summary A toast: a severity icon, a message, an optional action and a close button (spec 1 §9 message types).
 *
 * @tag console-toast
 *
 * @fires {ToastActionEvent} console-toast-action - The user chose the action (a link also navigates by itself).
 * @fires {RequestCloseEvent} console-request-close - The user pressed the close button.
 *
 * @csspart base - The toast.
 * @csspart icon - The severity icon.
 * @csspart message - The message text.
 * @csspart action - The action link or button.
 * @csspart close - The close button.
 *
 * @cssproperty [--width=24rem] - The toast's width (never wider than its container).
 */
export class ConsoleToast extends LitElement {
  static override styles = [baseStyles, closeButtonStyles, visuallyHiddenStyles, toastStyles];

  /** Info, Success, Warning or Critical: the icon, the colours and how it is announced. */
  @property({ reflect: true }) severity: ToastSeverity = 'info';

  /** The message, already translated; shown as text. */
  @property() message = '';

  /** The action's label, already translated; no action without it. */
  @property({ attribute: 'action-label' }) actionLabel = '';

  /** Where the action goes; without it the action is a button and only fires `console-toast-action`. */
  @property({ attribute: 'action-href' }) actionHref = '';

  protected readonly locale = new LocaleController(this);

  /** Moves focus into the toast: its action, else its close button. */
  override focus(options?: FocusOptions): void {
    this.renderRoot.querySelector<HTMLElement>('.action, .close')?.focus(options);
  }

  protected override render(): TemplateResult {
    const severity = this.severity in ICONS ? this.severity : 'info';
    return html`<div class="base" part="base">
      <span class="icon-box" part="icon">${ICONS[severity]}</span>
      <div class="content">
        <p class="message" part="message" role=${severity === 'critical' ? 'alert' : nothing}>
          <span class="visually-hidden">${t(SEVERITY_LABELS[severity])}</span>
          ${this.message}
        </p>
        ${this.renderAction()}
      </div>
      <button
        type="button"
        class="close"
        part="close"
        aria-label=${t('panels.toast.close')}
        title=${t('panels.toast.close')}
        @click=${this.handleClose}
      >
        ${closeIcon}
      </button>
    </div>`;
  }

  protected renderAction(): TemplateResult | typeof nothing {
    if (!this.actionLabel) return nothing;
    if (this.actionHref) {
      return html`<a class="action" part="action" href=${this.actionHref} @click=${this.handleAction}>
        ${this.actionLabel}
      </a>`;
    }
    return html`<button type="button" class="action" part="action" @click=${this.handleAction}>
      ${this.actionLabel}
    </button>`;
  }

  private handleAction(): void {
    this.dispatchEvent(new ToastActionEvent());
  }

  private handleClose(): void {
    this.dispatchEvent(new RequestCloseEvent());
  }
}
