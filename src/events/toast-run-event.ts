/** Fired by a toast list when the user chooses a toast's action; the owner runs it and removes the toast. */
export class ToastRunEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-toast-run';

  /** Id of the toast whose action was chosen (`ToastItem.id`). */
  readonly toastId: number;

  /** Creates the event for the toast whose action was chosen. */
  constructor(toastId: number) {
    super(ToastRunEvent.type, { bubbles: true, composed: true });
    this.toastId = toastId;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-toast-run': ToastRunEvent;
  }
}
