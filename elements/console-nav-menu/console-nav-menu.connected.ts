// The console's navigation menu: the same `console-nav-menu` element, its menu and notice read from the navigation
// store (stores/navigation.ts, which comes with this chunk, after the console is ready), its pin and close events
// turned into store actions. The console sets `open` and follows `console-nav-select` itself. Standalone pages use
// console-nav-menu.ts instead.
import type { PropertyValues } from 'lit';
import { $navigationView, pinItem, unpinItem } from '../../stores/navigation.ts';
import { $navigationNotice, closeMenu } from '../../stores/navigation-state.ts';
import { StoreController } from '../shared/store-controller.ts';
import { ConsoleNavMenu } from './console-nav-menu.component.ts';

/** `console-nav-menu` fed by `$navigationView` and `$navigationNotice`; loading until the menu's registry is there. */
export class ConnectedNavMenu extends ConsoleNavMenu {
  private readonly view = new StoreController(this, $navigationView);
  private readonly storeNotice = new StoreController(this, $navigationNotice);

  constructor() {
    super();
    this.addEventListener('console-nav-pin', event => (event.pinned ? pinItem(event.key) : unpinItem(event.key)));
    this.addEventListener('console-request-close', () => closeMenu());
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.menu = this.view.value;
    this.notice = this.storeNotice.value;
    super.willUpdate(changed);
  }
}

customElements.define('console-nav-menu', ConnectedNavMenu);

declare global {
  interface HTMLElementTagNameMap {
    'console-nav-menu': ConsoleNavMenu;
  }
}
