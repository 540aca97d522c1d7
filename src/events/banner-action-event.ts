/** Fired when the user presses a banner's action button (e.g. End preview); the banner's owner runs the action. */
export class BannerActionEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-banner-action';

  /** Creates the event. */
  constructor() {
    super(BannerActionEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-banner-action': BannerActionEvent;
  }
}
