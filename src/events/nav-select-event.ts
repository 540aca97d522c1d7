/** Fired when the user opens an item of the navigation menu; the owner navigates (or opens a new tab). */
export class NavSelectEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-nav-select';

  /** Where the item leads: a console path or, for an external item, an absolute URL. */
  readonly path: string;
  /** The item opens in a new tab (external links, the applications console, PaaS admin consoles). */
  readonly openInNewTab: boolean;

  /** Creates the event for the chosen item. */
  constructor(path: string, openInNewTab: boolean) {
    super(NavSelectEvent.type, { bubbles: true, composed: true });
    this.path = path;
    this.openInNewTab = openInNewTab;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-nav-select': NavSelectEvent;
  }
}
