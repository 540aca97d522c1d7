/** Fired by a banner list when the user presses a banner's action button; the owner runs the action. */
export class BannerRunEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-banner-run';

  /** Key of the banner whose action was pressed (`BannerItem.key`). */
  readonly key: string;

  /** Creates the event for the banner whose action was pressed. */
  constructor(key: string) {
    super(BannerRunEvent.type, { bubbles: true, composed: true });
    this.key = key;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-banner-run': BannerRunEvent;
  }
}
