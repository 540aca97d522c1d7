import type { HelpMenuAction } from '../domain/header-menus.ts';

/**
 * Fired when the user chooses a help menu entry that opens a console panel rather than a link: the contextual help
 * panel (toggled) or the feedback panel. The console wires it to the panels' stores.
 */
export class HelpActionEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-help-action';

  /** Which panel: `contextual-help` (toggled) or `feedback`. */
  readonly action: HelpMenuAction;

  /** Creates the event for an action. */
  constructor(action: HelpMenuAction) {
    super(HelpActionEvent.type, { bubbles: true, composed: true });
    this.action = action;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-help-action': HelpActionEvent;
  }
}
