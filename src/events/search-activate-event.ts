/**
 * Fired when the user first turns to the header's built-in search box (focus): the owner may load its search flyout
 * and put it in the header's `search` slot, taking over the text typed so far (`ConsoleHeader.searchText`).
 */
export class SearchActivateEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-search-activate';

  /** Creates the event. */
  constructor() {
    super(SearchActivateEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-search-activate': SearchActivateEvent;
  }
}
