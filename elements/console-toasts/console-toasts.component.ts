import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { t } from '../../src/i18n/i18n.ts';
import type { ToastText } from '../../src/domain/toasts.ts';
import { $toasts, dismissToast, holdToast, releaseToast, runToastAction, type Toast } from '../../stores/toasts.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { StoreController } from '../shared/store-controller.ts';
import { baseStyles } from '../shared/base.styles.ts';
import type { ConsoleToast } from '../console-toast/console-toast.component.ts';
import { toastsStyles } from './console-toasts.styles.ts';

/** A toast's text in the active locale: literal text as it is, a catalog message translated. */
function translate(text: ToastText): string {
  return typeof text === 'string' ? text : t(text.id, text.values);
}

/**
 * Connected: renders `$toasts` (stores/toasts.ts), oldest first and newest last. An Info or Success toast's clock
 * stops while the pointer is over it or focus is in it. Closing a toast that has focus moves focus to the next toast
 * (or the one before), so keyboard users are not dropped at the top of the page while more toasts remain.
 * Meant for the shell's `toast` slot, which is already a polite live region.
 *
 * @summary The console's toasts: a list of `console-toast` fed by the toast store.
 *
 * @tag console-toasts
 *
 * @csspart list - The list of toasts.
 */
export class ConsoleToasts extends LitElement {
  static override styles = [baseStyles, toastsStyles];

  protected readonly locale = new LocaleController(this);
  private readonly toasts = new StoreController(this, $toasts);

  protected override render(): TemplateResult | typeof nothing {
    const toasts = this.toasts.value;
    // Empty: nothing at all, so the slot takes no room and no empty list is announced.
    if (toasts.length === 0) return nothing;
    return html`<ol class="list" part="list" aria-label=${t('panels.toasts.label')}>
      ${repeat(
        toasts,
        toast => toast.id,
        toast => html`<li>${this.renderToast(toast)}</li>`
      )}
    </ol>`;
  }

  protected renderToast(toast: Toast): TemplateResult {
    return html`<console-toast
      data-toast-id=${toast.id}
      severity=${toast.severity}
      .message=${translate(toast.message)}
      .actionLabel=${toast.action ? translate(toast.action.label) : ''}
      .actionHref=${toast.action?.href ?? ''}
      @pointerenter=${() => holdToast(toast.id, 'hover')}
      @pointerleave=${() => releaseToast(toast.id, 'hover')}
      @focusin=${() => holdToast(toast.id, 'focus')}
      @focusout=${(event: FocusEvent) => this.handleFocusOut(event, toast.id)}
      @console-toast-action=${() => runToastAction(toast.id)}
      @console-request-close=${(event: Event) => this.handleClose(event, toast.id)}
    ></console-toast>`;
  }

  private handleFocusOut(event: FocusEvent, id: number): void {
    const element = event.currentTarget as ConsoleToast;
    const next = event.relatedTarget;
    // Focus moving between the action and the close button (retargeted to the toast itself) still holds it.
    if (next instanceof Node && (next === element || element.contains(next))) return;
    releaseToast(id, 'focus');
  }

  private async handleClose(event: Event, id: number): Promise<void> {
    const element = event.currentTarget as ConsoleToast;
    const hadFocus = element.matches(':focus-within');
    const elements = [...this.renderRoot.querySelectorAll<ConsoleToast>('console-toast')];
    const index = elements.indexOf(element);
    const neighbour = elements[index + 1] ?? elements[index - 1];
    dismissToast(id);
    if (!hadFocus || !neighbour) return;
    await this.updateComplete;
    if (neighbour.isConnected) neighbour.focus();
  }
}
