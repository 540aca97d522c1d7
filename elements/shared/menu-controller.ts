import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { MenuOpenEvent } from '../../src/events/menu-open-event.ts';

/** What a menu host tells its controller about its own DOM and what choosing an item means. */
export interface MenuControllerOptions {
  /** The button that opens the menu. */
  button: () => HTMLElement | null | undefined;
  /** The items arrow keys move between, in visual order. */
  items: () => HTMLElement[];
  /**
   * Index of the item focused when the menu opens from the button with a click, Enter, Space or ArrowDown: the checked
   * one of a radio menu, say; the first by default.
   */
  initialIndex?: () => number;
  /**
   * Called when the user activates an item; afterwards the menu closes and focus returns to the button. Link items
   * (`<a role="menuitem" href>`) need nothing here: activating one follows it.
   */
  select?: (item: HTMLElement) => void;
}

/**
 * How a header menu renders: `menu`, a menu button with its popup; `inline`, no button and no popup, the items as a
 * labelled group of plain links and buttons (for the header's overflow drawer).
 */
export type MenuVariant = 'menu' | 'inline';

/** Where focus lands when the menu opens. */
type OpenFocus = 'initial' | 'first' | 'last';

/** The least distance, in pixels, between an open popup and the viewport's sides. */
const POPUP_VIEWPORT_MARGIN = 8;

/** The connected menu controllers: ArrowLeft and ArrowRight move from an open menu to its neighbour on the bar. */
const CONNECTED = new Set<MenuController>();

/** Typed characters within this long of each other search together ("de" finds "Deutsch" past "Dansk"). */
export const TYPEAHEAD_RESET_MS = 500;

/**
 * Open state, keyboard and outside-click behaviour of a menu button (WAI-ARIA APG menu button pattern), shared by the
 * header's menus. The host renders `aria-expanded`/`hidden` from `open` and wires the `handle*` members to its button
 * and menu; items carry `tabindex="-1"` and receive focus one at a time.
 *
 * - Button: click, Enter and Space toggle (opening on the initial item); ArrowDown opens on the initial item, ArrowUp
 *   on the last one. For a radio menu the initial item is the checked one, as a select does; otherwise the first.
 * - Menu: ArrowDown/ArrowUp move and wrap, Home/End jump, printable characters search item labels (type-ahead),
 *   ArrowLeft/ArrowRight close it and open the header menu beside it on that side (wrapping), as the menus of a
 *   menubar do (APG); the side is the screen's, so in right-to-left ArrowLeft goes to the next menu in reading order.
 *   Enter and Space choose, Escape closes and returns focus to the button, Tab closes and moves on to the control
 *   after the button (Shift+Tab: to the button).
 * - A pointer press outside the host, focus leaving the window (into a plugin's iframe, say), or another header
 *   menu opening (`console-menu-open`) closes the menu without moving focus.
 * - The open popup is kept inside the viewport (see `keepPopupInView`).
 */
export class MenuController implements ReactiveController {
  /** Whether the menu is showing. */
  open = false;

  /**
   * Whether the menu has ever been open. Its items are rendered from the first opening on (`menuPopup`): a header
   * with half a dozen closed menus then costs no item DOM while the console starts.
   */
  opened = false;

  private readonly host: ReactiveControllerHost & Element;
  private readonly options: MenuControllerOptions;
  private typeahead = '';
  private typeaheadAt = 0;

  /** Attaches the controller to its host. */
  constructor(host: ReactiveControllerHost & Element, options: MenuControllerOptions) {
    this.host = host;
    this.options = options;
    host.addController(this);
  }

  /** Starts listening for other menus opening. */
  hostConnected(): void {
    CONNECTED.add(this);
    document.addEventListener(MenuOpenEvent.type, this.handleOtherMenuOpen);
  }

  /** A disconnected menu is closed and stops watching the document. */
  hostDisconnected(): void {
    CONNECTED.delete(this);
    document.removeEventListener(MenuOpenEvent.type, this.handleOtherMenuOpen);
    this.stopWatchingOutside();
    if (this.open) {
      this.open = false;
      this.host.requestUpdate();
    }
  }

  /** Opens the menu (closing any other header menu) and focuses an item once it has rendered. */
  async show(focus: OpenFocus = 'initial'): Promise<void> {
    if (!this.open) {
      this.open = true;
      this.opened = true;
      this.typeahead = '';
      document.addEventListener('pointerdown', this.handleDocumentPointerDown, true);
      window.addEventListener('blur', this.handleWindowBlur);
      this.host.dispatchEvent(new MenuOpenEvent(this.host));
      this.host.requestUpdate();
      await this.host.updateComplete;
      if (!this.open) return;
      this.keepPopupInView();
    }
    const items = this.options.items();
    const index = focus === 'first' ? 0 : focus === 'last' ? items.length - 1 : (this.options.initialIndex?.() ?? 0);
    (items[index] ?? items[0])?.focus();
  }

  /** Renders the items while the menu is closed, as its first opening would (see `prepareMenus`). */
  prepare(): void {
    if (this.opened || !this.host.isConnected) return;
    this.opened = true;
    this.host.requestUpdate();
  }

  /** Closes the menu; with `returnFocus`, focus goes back to the button. */
  hide(returnFocus: boolean): void {
    if (this.open) {
      this.open = false;
      this.stopWatchingOutside();
      this.host.requestUpdate();
    }
    if (returnFocus) this.options.button()?.focus();
  }

  /** Click (and Enter/Space, which buttons turn into clicks) on the button toggles the menu. */
  readonly handleButtonClick = (): void => {
    if (this.open) this.hide(true);
    else void this.show('initial');
  };

  /** ArrowDown opens on the initial item, ArrowUp on the last one; Escape closes. */
  readonly handleButtonKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      void this.show(event.key === 'ArrowDown' ? 'initial' : 'last');
    } else if (event.key === 'Escape' && this.open) {
      event.stopPropagation();
      this.hide(true);
    }
  };

  /** Arrow keys (wrapping), Home, End and type-ahead move; Enter and Space choose; Escape and Tab close. */
  readonly handleMenuKeydown = (event: KeyboardEvent): void => {
    const items = this.options.items();
    const current = this.itemOf(event, items);
    const index = current ? items.indexOf(current) : -1;
    const focusAt = (next: number): void => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index < 0 ? -1 : index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(items.length - 1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      this.openNeighbour(event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (current) this.choose(current);
    } else if (event.key === 'Escape') {
      // A menu inside a dialog closes alone; the dialog stays.
      event.stopPropagation();
      event.preventDefault();
      this.hide(true);
    } else if (event.key === 'Tab') {
      // The menu closes and focus moves on in the tab order as if it had been on the button: Tab goes on to the
      // control after it (the browser does that, from the button), Shift+Tab lands on the button, the control before
      // the items. Moving focus first matters: the hidden popup would otherwise lose focus before the browser moves it.
      this.options.button()?.focus();
      if (event.shiftKey) event.preventDefault();
      this.hide(false);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const match = this.typeaheadMatch(items, index, event.key, event.timeStamp);
      if (match >= 0) focusAt(match);
    }
  };

  /** A click on an item chooses it (for a link, the browser or the router then follows it). */
  readonly handleMenuClick = (event: MouseEvent): void => {
    const current = this.itemOf(event, this.options.items());
    if (!current) return;
    if (current.getAttribute('aria-disabled') === 'true') {
      event.preventDefault();
      return;
    }
    this.options.select?.(current);
    this.hide(true);
  };

  private readonly handleDocumentPointerDown = (event: PointerEvent): void => {
    if (!event.composedPath().includes(this.host)) this.hide(false);
  };

  /** Focus went into an iframe or another window: no pointerdown reaches this document then. */
  private readonly handleWindowBlur = (): void => this.hide(false);

  private readonly handleOtherMenuOpen = (event: MenuOpenEvent): void => {
    if (event.menu !== this.host && this.open) this.hide(false);
  };

  /**
   * Chooses an item from the keyboard. A link is clicked, so that the browser (a new tab) or the console's router (a
   * console path) follows it exactly as for a pointer; the click then reaches `handleMenuClick`.
   */
  private choose(item: HTMLElement): void {
    if (item.getAttribute('aria-disabled') === 'true') return;
    if (item instanceof HTMLAnchorElement) {
      item.click();
      return;
    }
    this.options.select?.(item);
    this.hide(true);
  }

  /**
   * The popup hangs from the button's inline end; near the other edge of a narrow window (the region menu at 400 px)
   * it would stick out of the viewport, so it is moved sideways just enough to stay inside, with a small margin. The
   * offset is a measured screen distance, hence a physical `translate`, set through the CSSOM (which the CSP allows).
   */
  private keepPopupInView(): void {
    const popup = this.options.items()[0]?.closest<HTMLElement>('[role="menu"]');
    if (!popup) return;
    popup.style.removeProperty('translate');
    const box = popup.getBoundingClientRect();
    const viewport = document.documentElement.clientWidth;
    let shift = 0;
    if (box.left < POPUP_VIEWPORT_MARGIN) shift = POPUP_VIEWPORT_MARGIN - box.left;
    else if (box.right > viewport - POPUP_VIEWPORT_MARGIN) shift = viewport - POPUP_VIEWPORT_MARGIN - box.right;
    if (shift !== 0) popup.style.setProperty('translate', `${Math.round(shift)}px 0`);
  }

  /**
   * Opens the menu whose button is next on the screen to the right (`side` 1) or left (-1) of this one's, among the
   * menus shown beside it (same shadow root, a visible button), wrapping at the ends. Positions, not the DOM order,
   * decide: the header's flex row mirrors in right-to-left, so the keys follow what the user sees.
   */
  private openNeighbour(side: 1 | -1): void {
    const root = this.host.getRootNode();
    const shown = [...CONNECTED]
      .map(menu => ({ menu, box: menu.options.button()?.getBoundingClientRect() }))
      .filter(
        (entry): entry is { menu: MenuController; box: DOMRect } =>
          entry.box !== undefined && entry.box.width > 0 && entry.menu.host.getRootNode() === root
      )
      .sort((first, second) => first.box.left - second.box.left);
    const index = shown.findIndex(entry => entry.menu === this);
    if (index < 0 || shown.length < 2) return;
    const neighbour = shown[(index + side + shown.length) % shown.length]?.menu;
    void neighbour?.show('initial');
  }

  private itemOf(event: Event, items: HTMLElement[]): HTMLElement | undefined {
    const path = event.composedPath();
    return items.find(item => path.includes(item));
  }

  /**
   * Type-ahead (APG): characters typed within `TYPEAHEAD_RESET_MS` of each other form one search, and focus goes to
   * the first item from the focused one on whose label starts with it. Repeating one character cycles through the
   * items starting with it; a search that matches nothing starts again from the last character.
   */
  private typeaheadMatch(items: HTMLElement[], index: number, key: string, time: number): number {
    const character = key.toLocaleLowerCase();
    if (time - this.typeaheadAt > TYPEAHEAD_RESET_MS) this.typeahead = '';
    this.typeaheadAt = time;
    this.typeahead += character;
    const repeated = [...this.typeahead].every(typed => typed === character);
    if (!repeated) {
      // A growing search may stay on the focused item ("d" found Deutsch, "de" still does).
      const match = findFrom(items, Math.max(index, 0), this.typeahead);
      if (match >= 0) return match;
      this.typeahead = character;
    }
    return findFrom(items, index + 1, character);
  }

  private stopWatchingOutside(): void {
    document.removeEventListener('pointerdown', this.handleDocumentPointerDown, true);
    window.removeEventListener('blur', this.handleWindowBlur);
  }
}

/**
 * Renders the items of every connected menu that has not been open yet, one menu per `schedule` call, so that a
 * menu's first opening costs no more than its later ones (its items are otherwise built on the first click). A page
 * calls it once it has settled: the console does, in idle time after it is ready; standalone, a menu still renders its
 * items when it first opens.
 */
export function prepareMenus(schedule: (task: () => void) => void): void {
  const pending = [...CONNECTED];
  const next = (): void => {
    pending.shift()?.prepare();
    if (pending.length > 0) schedule(next);
  };
  schedule(next);
}

/** The first item, from `start` on and wrapping, whose label starts with `search`; -1 when none does. */
function findFrom(items: HTMLElement[], start: number, search: string): number {
  for (let step = 0; step < items.length; step += 1) {
    const candidate = (start + step) % items.length;
    if (labelOf(items[candidate]).startsWith(search)) return candidate;
  }
  return -1;
}

/** What type-ahead compares: the item's `data-label`, else its visible text, trimmed and lower-cased. */
function labelOf(item: HTMLElement | undefined): string {
  if (!item) return '';
  return (item.dataset['label'] ?? item.textContent ?? '').trim().toLocaleLowerCase();
}
