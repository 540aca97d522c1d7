/** Fired when the user submits the header's search box; the owner shows the results (`/search?q=`). */
export class SearchSubmitEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-search-submit';

  /** What the user searched for: trimmed, never empty. */
  readonly query: string;

  /** Creates the event for a query. */
  constructor(query: string) {
    super(SearchSubmitEvent.type, { bubbles: true, composed: true });
    this.query = query;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-search-submit': SearchSubmitEvent;
  }
}
