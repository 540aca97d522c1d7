/** Fired by a toast list when the user closes one of its toasts; the owner removes it from the list. */
export class ToastDismissEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-toast-dismiss';

  /** Id of the closed toast (`ToastItem.id`). */
  readonly toastId: number;

  /** Creates the event for the closed toast. */
  constructor(toastId: number) {
    super(ToastDismissEvent.type, { bubbles: true, composed: true });
    this.toastId = toastId;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-toast-dismiss': ToastDismissEvent;
  }
}
