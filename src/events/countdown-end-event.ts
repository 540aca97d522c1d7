/** Fired when a status page's redirect countdown reaches zero; the listener redirects, the element never navigates. */
export class CountdownEndEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-countdown-end';

  /** Creates the event. */
  constructor() {
    super(CountdownEndEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-countdown-end': CountdownEndEvent;
  }
}
