/** Fired when the user pins or unpins an item of the navigation menu; the owner updates the pinned list. */
export class NavPinEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-nav-pin';

  /** The item's registry key. */
  readonly key: string;
  /** True to pin the item, false to unpin it. */
  readonly pinned: boolean;

  /** Creates the event for one item. */
  constructor(key: string, pinned: boolean) {
    super(NavPinEvent.type, { bubbles: true, composed: true });
    this.key = key;
    this.pinned = pinned;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-nav-pin': NavPinEvent;
  }
}
