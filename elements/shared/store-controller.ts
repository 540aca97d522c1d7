import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ReadableAtom } from 'nanostores';

/** Subscribes a Lit element to a nanostores atom while connected; `value` is the latest state. */
export class StoreController<T> implements ReactiveController {
  private unsubscribe: (() => void) | undefined;
  value: T;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly store: ReadableAtom<T>
  ) {
    this.value = store.get();
    host.addController(this);
  }

  hostConnected(): void {
    this.unsubscribe = this.store.subscribe(value => {
      this.value = value;
      this.host.requestUpdate();
    });
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }
}
