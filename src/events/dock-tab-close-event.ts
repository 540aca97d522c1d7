/** Fired when the user closes a tab of the bottom dock (its close mark or Delete); the owner closes the tab's plugin. */
export class DockTabCloseEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-dock-tab-close';

  /** The tab's id, e.g. `cloud-shell` or `code-editor`. */
  readonly tab: string;

  /** Creates the event for the tab. */
  constructor(tab: string) {
    super(DockTabCloseEvent.type, { bubbles: true, composed: true });
    this.tab = tab;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-dock-tab-close': DockTabCloseEvent;
  }
}
