/** Fired when the user presses Restore in a minimised or maximised bottom dock; the state machine restores the default height. */
export class DockRestoreEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-dock-restore';

  /** Creates the event. */
  constructor() {
    super(DockRestoreEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-dock-restore': DockRestoreEvent;
  }
}
