import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { SearchActivateEvent } from '../../src/events/search-activate-event.ts';
import { SearchSubmitEvent } from '../../src/events/search-submit-event.ts';
import { t } from '../../src/i18n/i18n.ts';
import { OutsidePress } from '../shared/outside-press.ts';
import { searchIcon } from './header-icons.ts';

/** What the search area needs of the header. */
export interface HeaderSearchHost extends ReactiveControllerHost, HTMLElement {
  /** The search area is narrower than 290 px: the box collapses to a button. */
  readonly narrow: boolean;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** A search box in the `search` slot: the header reads its text and focuses it as it does its own. */
interface SlottedSearchBox extends HTMLElement {
  value?: unknown;
}

/**
 * The header's search area: the box (the built-in form, or the element in the `search` slot, e.g. the flyout island)
 * inside a frame, and in narrow mode the button that expands the frame over the bar (spec 1 §2: 500 ms).
 */
export class HeaderSearchController implements ReactiveController {
  /** Narrow mode only: the box is expanded over the bar. */
  expanded = false;
  private readonly outside = new OutsidePress(
    () => ['#search-box', '#search-button'].map(selector => this.host.renderRoot.querySelector(selector)),
    () => this.collapse(false)
  );

  constructor(private readonly host: HeaderSearchHost) {
    host.addController(this);
  }

  hostUpdate(): void {
    if (!this.host.narrow) this.expanded = false;
    this.host.toggleAttribute('search-expanded', this.expanded);
  }

  hostUpdated(): void {
    this.outside.watch(this.expanded);
  }

  hostDisconnected(): void {
    this.outside.watch(false);
    this.expanded = false;
  }

  /** The text in the built-in box ('' once a slotted box has taken over). */
  get builtInText(): string {
    return this.builtInInput?.value ?? '';
  }

  /** Whether the built-in box has focus. */
  get builtInFocused(): boolean {
    const input = this.builtInInput;
    return input !== null && (this.host.renderRoot as ShadowRoot).activeElement === input;
  }

  render(): TemplateResult {
    const { narrow } = this.host;
    const expanded = narrow && this.expanded;
    return html`${
        narrow
          ? html`<button
              id="search-button"
              class="icon-button search-button"
              type="button"
              aria-label=${t('header.search.open')}
              aria-expanded=${expanded ? 'true' : 'false'}
              aria-controls="search-box"
              @click=${this.handleButtonClick}
            >
              ${searchIcon}
            </button>`
          : nothing
      }
      <div
        id="search-box"
        class="search-box ${expanded ? 'expanded' : ''}"
        part="search-box"
        ?hidden=${narrow && !expanded}
        @keydown=${this.handleKeydown}
        @focusout=${this.handleFocusOut}
      >
        <slot name="search">${this.renderBuiltIn()}</slot>
      </div>`;
  }

  /** The built-in box (the slot's fallback): a search landmark whose form reports the query. */
  private renderBuiltIn(): TemplateResult {
    return html`<form
      id="search-form"
      class="search-form"
      part="search-form"
      role="search"
      aria-label=${t('header.search.landmark')}
      @submit=${this.handleSubmit}
      @mousedown=${this.handleMouseDown}
    >
      ${searchIcon}
      <label class="visually-hidden" for="search-input">${t('header.search.label')}</label>
      <input
        id="search-input"
        class="search-input"
        type="search"
        name="q"
        autocomplete="off"
        enterkeyhint="search"
        placeholder=${t('header.search.label')}
        @focus=${this.handleBuiltInFocus}
      />
    </form>`;
  }

  private get builtInInput(): HTMLInputElement | null {
    return this.host.renderRoot.querySelector<HTMLInputElement>('#search-input');
  }

  /** The box in the slot, if one took over. */
  private get slotted(): SlottedSearchBox | undefined {
    const slot = this.host.renderRoot.querySelector<HTMLSlotElement>('slot[name="search"]');
    return slot?.assignedElements()[0] as SlottedSearchBox | undefined;
  }

  /** The text of whichever box shows. */
  private get text(): string {
    const slotted = this.slotted;
    if (slotted) return typeof slotted.value === 'string' ? slotted.value : '';
    return this.builtInText;
  }

  private inBox(node: Node): boolean {
    const box = this.host.renderRoot.querySelector('#search-box');
    const slotted = this.slotted;
    return (box?.contains(node) ?? false) || (slotted !== undefined && (slotted === node || slotted.contains(node)));
  }

  private readonly handleBuiltInFocus = (): void => {
    this.host.dispatchEvent(new SearchActivateEvent());
  };

  private readonly handleSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    const query = this.builtInText.trim();
    if (query === '') return;
    this.host.dispatchEvent(new SearchSubmitEvent(query));
  };

  private readonly handleButtonClick = async (): Promise<void> => {
    if (this.expanded) {
      this.collapse(true);
      return;
    }
    this.placeExpanded();
    this.expanded = true;
    this.host.requestUpdate();
    await this.host.updateComplete;
    (this.slotted ?? this.builtInInput)?.focus();
  };

  /** The expanded box starts where the search area starts and runs to the bar's end, in either direction. */
  private placeExpanded(): void {
    const root = this.host.renderRoot;
    const bar = root.querySelector('.base')?.getBoundingClientRect();
    const area = root.querySelector('.search')?.getBoundingClientRect();
    if (!bar || !area) return;
    const rtl = getComputedStyle(this.host).direction === 'rtl';
    const offset = rtl ? bar.right - area.right : area.left - bar.left;
    // CSSOM, not a style attribute: the console's CSP allows no inline styles.
    this.host.style.setProperty('--search-offset', `${Math.max(0, offset)}px`);
  }

  /** Collapses the expanded box; with `returnFocus` focus goes back to the search button. */
  collapse(returnFocus: boolean): void {
    if (!this.expanded) return;
    this.expanded = false;
    this.host.requestUpdate();
    if (returnFocus) this.host.renderRoot.querySelector<HTMLElement>('#search-button')?.focus();
  }

  /** Escape collapses the expanded box; a slotted box that used Escape itself (its flyout) stops it first. */
  private readonly handleKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !this.expanded || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    this.collapse(true);
  };

  /**
   * Blur with an empty box collapses it and leaves focus where the user put it. With text it stays open (its flyout
   * may be where focus went), unless focus moved to another header control, which the open box would cover.
   */
  private readonly handleFocusOut = (event: FocusEvent): void => {
    if (!this.expanded) return;
    const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    if (next && this.inBox(next)) return;
    const empty = this.text.trim() === '';
    if (empty || (next && this.host.renderRoot.contains(next))) this.collapse(false);
  };

  /** A press on the box's icon or padding keeps focus in the input instead of blurring it. */
  private readonly handleMouseDown = (event: MouseEvent): void => {
    if (event.target !== this.builtInInput) event.preventDefault();
  };
}
