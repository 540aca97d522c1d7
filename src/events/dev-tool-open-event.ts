/** A developer tool the header launches in the bottom dock. */
export type DevTool = 'cloud-shell' | 'code-editor';

/** Fired when the user asks for Cloud Shell or Code Editor from the header. */
export class DevToolOpenEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-dev-tool-open';

  /** Which tool to open. */
  readonly tool: DevTool;

  /** Creates the event for a tool. */
  constructor(tool: DevTool) {
    super(DevToolOpenEvent.type, { bubbles: true, composed: true });
    this.tool = tool;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-dev-tool-open': DevToolOpenEvent;
  }
}
