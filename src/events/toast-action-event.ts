/** Fired when the user chooses a toast's action (its button or link); the owner runs it and closes the toast. */
export class ToastActionEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-toast-action';

  /** Creates the event. */
  constructor() {
    super(ToastActionEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-toast-action': ToastActionEvent;
  }
}
