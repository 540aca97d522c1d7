// The console's feeder of the toast area: the same `console-toasts` element, its list read from the toast store
// (stores/toasts.ts) and its events turned into store actions. Standalone pages use console-toasts.ts instead.
import '../console-toast/console-toast.ts';
import { t } from '../../src/i18n/i18n.ts';
import type { ToastText } from '../../src/domain/toasts.ts';
import { $toasts, dismissToast, holdToast, releaseToast, runToastAction, type Toast } from '../../stores/toasts.ts';
import { StoreController } from '../shared/store-controller.ts';
import { ConsoleToasts } from './console-toasts.component.ts';
import type { ToastItem } from './interfaces.ts';

/** A toast's text in the active locale: literal text as it is, a catalog message translated. */
function translate(text: ToastText): string {
  return typeof text === 'string' ? text : t(text.id, text.values);
}

/** A store toast as the list shows it, translated now (the locale controller re-renders on a locale change). */
function toItem(toast: Toast): ToastItem {
  return {
    id: toast.id,
    severity: toast.severity,
    message: translate(toast.message),
    actionLabel: toast.action ? translate(toast.action.label) : '',
    actionHref: toast.action?.href ?? '',
  };
}

/** `console-toasts` fed by `$toasts`: the clock and the list stay in the store. */
export class ConnectedToasts extends ConsoleToasts {
  private readonly store = new StoreController(this, $toasts);

  constructor() {
    super();
    this.addEventListener('console-toast-dismiss', event => dismissToast(event.toastId));
    this.addEventListener('console-toast-run', event => runToastAction(event.toastId));
    this.addEventListener('console-toast-hold', event =>
      event.held ? holdToast(event.toastId, event.reason) : releaseToast(event.toastId, event.reason)
    );
  }

  protected override willUpdate(): void {
    this.toasts = this.store.value.map(toItem);
  }
}

customElements.define('console-toasts', ConnectedToasts);

declare global {
  interface HTMLElementTagNameMap {
    'console-toasts': ConsoleToasts;
  }
}
