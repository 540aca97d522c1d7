/** Fired by a banner list when the user closes one of its banners; the owner removes it (and remembers that). */
export class BannerDismissEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-banner-dismiss';

  /** Key of the closed banner (`BannerItem.key`). */
  readonly key: string;

  /** Creates the event for the closed banner. */
  constructor(key: string) {
    super(BannerDismissEvent.type, { bubbles: true, composed: true });
    this.key = key;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-banner-dismiss': BannerDismissEvent;
  }
}
