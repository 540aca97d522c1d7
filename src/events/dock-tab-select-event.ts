/** Fired when the user picks a tab of the bottom dock (click, arrows, Home, End); the owner makes it the active tab. */
export class DockTabSelectEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-dock-tab-select';

  /** The tab's id, e.g. `cloud-shell` or `code-editor`. */
  readonly tab: string;

  /** Creates the event for the tab. */
  constructor(tab: string) {
    super(DockTabSelectEvent.type, { bubbles: true, composed: true });
    this.tab = tab;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-dock-tab-select': DockTabSelectEvent;
  }
}
