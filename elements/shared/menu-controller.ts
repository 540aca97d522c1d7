import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What a menu host tells its controller about its own DOM and what choosing an item means. */
export interface MenuControllerOptions {
  /** The button that opens the menu. */
  button: () => HTMLElement | null | undefined;
  /** The items arrow keys move between, in visual order. */
  items: () => HTMLElement[];
  /** Index of the item focused when the menu opens from the button (the checked one, say); the first by default. */
  initialIndex?: () => number;
  /** Called when the user activates an item; afterwards the menu closes and focus returns to the button. */
  select: (item: HTMLElement) => void;
}

/** Where focus lands when the menu opens. */
type OpenFocus = 'initial' | 'first' | 'last';

/**
 * Open state, keyboard and outside-click behaviour of a menu button (WAI-ARIA APG menu button pattern), shared by
 * the region and user menus. The host renders `aria-expanded`/`hidden` from `open` and wires the `handle*` members to
 * its button and menu; items carry `tabindex="-1"` and receive focus one at a time.
 */
export class MenuController implements ReactiveController {
  /** Whether the menu is showing. */
  open = false;

  private readonly host: ReactiveControllerHost & Element;
  private readonly options: MenuControllerOptions;

  /** Attaches the controller to its host. */
  constructor(host: ReactiveControllerHost & Element, options: MenuControllerOptions) {
    this.host = host;
    this.options = options;
    host.addController(this);
  }

  /** A disconnected menu is closed and stops watching the document. */
  hostDisconnected(): void {
    this.stopWatchingOutside();
    this.open = false;
  }

  /** Opens the menu and focuses an item once it has rendered. */
  async show(focus: OpenFocus = 'initial'): Promise<void> {
    if (!this.open) {
      this.open = true;
      document.addEventListener('pointerdown', this.handleDocumentPointerDown, true);
      this.host.requestUpdate();
      await this.host.updateComplete;
      if (!this.open) return;
    }
    const items = this.options.items();
    const index = focus === 'first' ? 0 : focus === 'last' ? items.length - 1 : (this.options.initialIndex?.() ?? 0);
    (items[index] ?? items[0])?.focus();
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

  /** Arrow keys (wrapping), Home, End and typeahead move; Enter and Space choose; Escape and Tab close. */
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
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (current) this.activate(current);
    } else if (event.key === 'Escape') {
      // A menu inside a dialog closes alone; the dialog stays.
      event.stopPropagation();
      event.preventDefault();
      this.hide(true);
    } else if (event.key === 'Tab') {
      // Focus moves on to the next element by itself; the menu just gets out of the way.
      this.hide(false);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const match = this.typeaheadMatch(items, index, event.key);
      if (match >= 0) focusAt(match);
    }
  };

  /** A click on an item chooses it. */
  readonly handleMenuClick = (event: MouseEvent): void => {
    const current = this.itemOf(event, this.options.items());
    if (current) this.activate(current);
  };

  private readonly handleDocumentPointerDown = (event: PointerEvent): void => {
    if (!event.composedPath().includes(this.host)) this.hide(false);
  };

  private activate(item: HTMLElement): void {
    if (item.getAttribute('aria-disabled') === 'true') return;
    this.options.select(item);
    this.hide(true);
  }

  private itemOf(event: Event, items: HTMLElement[]): HTMLElement | undefined {
    const path = event.composedPath();
    return items.find(item => path.includes(item));
  }

  private typeaheadMatch(items: HTMLElement[], index: number, key: string): number {
    const letter = key.toLocaleLowerCase();
    for (let step = 1; step <= items.length; step += 1) {
      const candidate = (index + step) % items.length;
      const text = items[candidate]?.textContent?.trim().toLocaleLowerCase() ?? '';
      if (text.startsWith(letter)) return candidate;
    }
    return -1;
  }

  private stopWatchingOutside(): void {
    document.removeEventListener('pointerdown', this.handleDocumentPointerDown, true);
  }
}
