import r2wc from '@r2wc/react-to-web-component';
import baseCss from '../shared/island-base.css?inline';
import css from './search-flyout.css?inline';
import { setSearchText } from '../../stores/search.ts';
import { SearchFlyoutIsland } from './search-flyout-island.tsx';

// Its texts (catalog area `search`) load beside it: search-flyout-loader.ts.

const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + css);

/** Fired once the search box has rendered, so an owner can hand it the text and focus of the box it replaces. */
export const SEARCH_READY_EVENT = 'console-search-ready';

/**
 * @summary The header's search box with its flyout (issue 13): recent searches, resources, services, documentation
 * and marketplace as you type, the `SearchFlyoutIsland` React component in an open shadow root.
 *
 * It reads and writes the console's search stores (`stores/search.ts`, `stores/recent-searches.ts`), so it shows the
 * same search however late it loads. Meant for `console-header`'s `search` slot: the header frames it, expands it in
 * narrow mode and reads `value`; `focus()` focuses its text box.
 *
 * @fires console-search-ready - The box has rendered (once).
 *
 * @cssproperty [--console-color-surface=#ffffff]
 * @cssproperty [--console-color-accent=#0b5fa5]
 * @cssproperty [--console-color-focus=#0b5fa5]
 */
export class ConsoleSearchFlyout extends r2wc(SearchFlyoutIsland, { shadow: 'open' }) {
  constructor() {
    super();
    const root = this.shadowRoot;
    if (!root) return;
    root.adoptedStyleSheets = [sheet];
    const rendered = new MutationObserver(() => {
      if (!this.input) return;
      rendered.disconnect();
      this.dispatchEvent(new Event(SEARCH_READY_EVENT, { bubbles: true, composed: true }));
    });
    rendered.observe(root, { childList: true, subtree: true });
  }

  /** The text in the box. */
  get value(): string {
    return this.input?.value ?? '';
  }

  /** Focuses the text box, with the caret at the end of its text. */
  override focus(options?: FocusOptions): void {
    const input = this.input;
    if (!input) {
      super.focus(options);
      return;
    }
    input.focus(options);
    input.setSelectionRange(input.value.length, input.value.length);
  }

  /**
   * Takes over from the search box it replaces: `text` typed there becomes the search, and focus moves here when that
   * box had it.
   */
  takeOver(text: string, focus: boolean): void {
    if (text !== '') setSearchText(text);
    if (focus) this.focus();
  }

  private get input(): HTMLInputElement | null {
    return this.shadowRoot?.querySelector('input') ?? null;
  }
}

if (!customElements.get('console-search-flyout')) customElements.define('console-search-flyout', ConsoleSearchFlyout);

declare global {
  interface HTMLElementTagNameMap {
    'console-search-flyout': ConsoleSearchFlyout;
  }
}
