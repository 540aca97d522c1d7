/** Fired when the user chooses Console settings in the user menu; the console opens the settings side panel. */
export class SettingsOpenEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-settings-open';

  /** Creates the event. */
  constructor() {
    super(SettingsOpenEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-settings-open': SettingsOpenEvent;
  }
}
