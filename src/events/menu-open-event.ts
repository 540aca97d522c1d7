/**
 * Fired by a header menu as it opens. Every other menu closes on it, so only one is open at a time; anything else
 * that pops up over the header (a flyout, a drawer) may listen for it too.
 */
export class MenuOpenEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-menu-open';

  /** The element whose menu opened. */
  readonly menu: Element;

  /** Creates the event for the element whose menu opened. */
  constructor(menu: Element) {
    super(MenuOpenEvent.type, { bubbles: true, composed: true });
    this.menu = menu;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-menu-open': MenuOpenEvent;
  }
}
