/** Fired when the user picks a region other than the active one in the region menu. */
export class RegionSelectEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-region-select';

  /** Name of the chosen region, e.g. `eu-frankfurt-1`. */
  readonly region: string;

  /** Creates the event for the chosen region. */
  constructor(region: string) {
    super(RegionSelectEvent.type, { bubbles: true, composed: true });
    this.region = region;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-region-select': RegionSelectEvent;
  }
}
