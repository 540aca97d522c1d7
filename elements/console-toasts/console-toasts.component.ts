import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { t } from '../../src/i18n/i18n.ts';
import { ToastDismissEvent } from '../../src/events/toast-dismiss-event.ts';
import { ToastHoldEvent, type ToastHoldReason } from '../../src/events/toast-hold-event.ts';
import { ToastRunEvent } from '../../src/events/toast-run-event.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { baseStyles } from '../shared/base.styles.ts';
import type { ConsoleToast } from '../console-toast/console-toast.component.ts';
import type { ToastItem } from './interfaces.ts';
import { toastsStyles } from './console-toasts.styles.ts';

/**
 * Pure presentation: renders `toasts` oldest first and newest last, and reports what the user does with them; the
 * owner keeps the list and the time (inside the console: the toast store through `console-toasts.connected.ts`).
 * Closing a toast that has focus moves focus to the next toast (or the one before) once the owner has removed it, so
 * keyboard users are not dropped at the top of the page while more toasts remain. Put it in a polite live region
 * (the shell's `toast` slot is one); a Critical toast announces itself.
 *
 * @summary The toast area: a list of `console-toast`.
 *
 * @tag console-toasts
 *
 * @fires {ToastDismissEvent} console-toast-dismiss - The user closed a toast; `toastId` names it.
 * @fires {ToastRunEvent} console-toast-run - The user chose a toast's action; `toastId` names it.
 * @fires {ToastHoldEvent} console-toast-hold - A toast's clock should stop (`held` true: pointer over it or focus in it)
 * or may run again (`held` false); `toastId` and `reason` say which and why.
 *
 * @csspart list - The list of toasts.
 */
export class ConsoleToasts extends LitElement {
  static override styles = [baseStyles, toastsStyles];

  protected readonly locale = new LocaleController(this);

  /** The toasts, oldest first; texts already translated. Empty: the element takes no room. */
  @property({ attribute: false }) toasts: readonly ToastItem[] = [];

  protected override render(): TemplateResult | typeof nothing {
    // Empty: nothing at all, so the slot takes no room and no empty list is announced.
    if (this.toasts.length === 0) return nothing;
    return html`<ol class="list" part="list" aria-label=${t('panels.toasts.label')}>
      ${repeat(
        this.toasts,
        toast => toast.id,
        toast => html`<li>${this.renderToast(toast)}</li>`
      )}
    </ol>`;
  }

  protected renderToast(toast: ToastItem): TemplateResult {
    return html`<console-toast
      data-toast-id=${toast.id}
      severity=${toast.severity}
      .message=${toast.message}
      .actionLabel=${toast.actionLabel ?? ''}
      .actionHref=${toast.actionHref ?? ''}
      @pointerenter=${() => this.hold(toast.id, 'hover', true)}
      @pointerleave=${() => this.hold(toast.id, 'hover', false)}
      @focusin=${() => this.hold(toast.id, 'focus', true)}
      @focusout=${(event: FocusEvent) => this.handleFocusOut(event, toast.id)}
      @console-toast-action=${(event: Event) => this.handleAction(event, toast.id)}
      @console-request-close=${(event: Event) => this.handleClose(event, toast.id)}
    ></console-toast>`;
  }

  private hold(id: number, reason: ToastHoldReason, held: boolean): void {
    this.dispatchEvent(new ToastHoldEvent(id, reason, held));
  }

  private handleFocusOut(event: FocusEvent, id: number): void {
    const element = event.currentTarget as ConsoleToast;
    const next = event.relatedTarget;
    // Focus moving between the action and the close button (retargeted to the toast itself) still holds it.
    if (next instanceof Node && (next === element || element.contains(next))) return;
    this.hold(id, 'focus', false);
  }

  private handleAction(event: Event, id: number): void {
    // The list's own event names the toast; the item's would reach the page without saying which.
    event.stopPropagation();
    this.dispatchEvent(new ToastRunEvent(id));
  }

  private async handleClose(event: Event, id: number): Promise<void> {
    event.stopPropagation();
    const element = event.currentTarget as ConsoleToast;
    const hadFocus = element.matches(':focus-within');
    const elements = [...this.renderRoot.querySelectorAll<ConsoleToast>('console-toast')];
    const index = elements.indexOf(element);
    const neighbour = elements[index + 1] ?? elements[index - 1];
    this.dispatchEvent(new ToastDismissEvent(id));
    if (!hadFocus || !neighbour) return;
    await this.updateComplete;
    if (neighbour.isConnected) neighbour.focus();
  }
}
