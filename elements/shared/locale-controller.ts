import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { onLocaleChange } from '../../src/i18n/i18n.ts';

/** Re-renders its host whenever the active locale changes, so every `t()` call in `render()` picks up the new text. */
export class LocaleController implements ReactiveController {
  private readonly host: ReactiveControllerHost;
  private unsubscribe: (() => void) | undefined;

  /** Counts the locale changes seen: a dependency for `guard` around parts of a template that hold translated text. */
  generation = 0;

  /** Attaches the controller to its host. */
  constructor(host: ReactiveControllerHost) {
    this.host = host;
    host.addController(this);
  }

  /** Starts listening for locale changes. */
  hostConnected(): void {
    this.unsubscribe = onLocaleChange(() => {
      this.generation += 1;
      this.host.requestUpdate();
    });
  }

  /** Stops listening, so a removed element is not kept alive by the i18n instance. */
  hostDisconnected(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }
}
