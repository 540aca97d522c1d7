/** Fired when the user chooses Sign out in the user menu; the owner of the session signs out. */
export class SignOutEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-sign-out';

  /** Creates the event. */
  constructor() {
    super(SignOutEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-sign-out': SignOutEvent;
  }
}
