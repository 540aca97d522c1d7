/** Why a toast's clock stops: the pointer is over it, or focus is in it. */
export type ToastHoldReason = 'hover' | 'focus';

/**
 * Fired by a toast list when a toast's auto-dismiss clock should stop (`held` true: pointer over it, focus in it) or
 * may run again (`held` false). The list keeps no time itself: its owner does.
 */
export class ToastHoldEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-toast-hold';

  /** Id of the toast (`ToastItem.id`). */
  readonly toastId: number;

  /** What holds or released it. */
  readonly reason: ToastHoldReason;

  /** True when the hold starts, false when it ends. */
  readonly held: boolean;

  /** Creates the event for a toast's hold starting or ending. */
  constructor(toastId: number, reason: ToastHoldReason, held: boolean) {
    super(ToastHoldEvent.type, { bubbles: true, composed: true });
    this.toastId = toastId;
    this.reason = reason;
    this.held = held;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-toast-hold': ToastHoldEvent;
  }
}
