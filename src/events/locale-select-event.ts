/** Fired when the user picks a language in the locale menu. */
export class LocaleSelectEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-locale-select';

  /** The chosen locale tag, e.g. `de`. */
  readonly localeTag: string;

  /** Creates the event for the chosen locale. */
  constructor(localeTag: string) {
    super(LocaleSelectEvent.type, { bubbles: true, composed: true });
    this.localeTag = localeTag;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-locale-select': LocaleSelectEvent;
  }
}
