/** Fired when the user opens or closes a collapsible homepage widget (the element already remembered the state). */
export class WidgetToggleEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-widget-toggle';

  /** The widget's id (its `widget-id`), or '' for a widget whose state is not kept. */
  readonly widgetId: string;

  /** Whether the widget is open now. */
  readonly open: boolean;

  /** Creates the event for a widget and its new state. */
  constructor(widgetId: string, open: boolean) {
    super(WidgetToggleEvent.type, { bubbles: true, composed: true });
    this.widgetId = widgetId;
    this.open = open;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-widget-toggle': WidgetToggleEvent;
  }
}
