import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';

/** What the console asks of the search flyout island (`console-search-flyout`) once it has rendered. */
interface SearchFlyoutElement extends HTMLElement {
  takeOver(text: string, focus: boolean): void;
}

/** The header's search box as the flyout's host reads it. */
interface HeaderSearch {
  readonly searchText: string;
  readonly searchFocused: boolean;
}

/**
 * Puts the search flyout island into the header (issue 13): nothing until the header's built-in box is first turned
 * to (`console-search-activate`), then the island's chunk loads, the island renders into an unassigned slot, and once
 * it has rendered (`console-search-ready`) it moves into the header's `search` slot in one go, taking over the text
 * typed so far and the focus. The built-in box serves until then, and again if the chunk cannot load.
 */
export class SearchFlyoutHost {
  private state: 'none' | 'loading' | 'pending' | 'slotted' = 'none';

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: {
      /** Loads the island's chunk (and texts); null while the console has no island loader. */
      load: () => Promise<unknown> | null;
      /** The header whose box the island replaces. */
      header: () => HeaderSearch | null;
    }
  ) {}

  /** The island, inside `console-header`; nothing before the built-in box is first used. */
  render(): TemplateResult | typeof nothing {
    if (this.state === 'none' || this.state === 'loading') return nothing;
    return html`<console-search-flyout
      slot=${this.state === 'slotted' ? 'search' : 'search-pending'}
      @console-search-ready=${this.handleReady}
    ></console-search-flyout>`;
  }

  /** The built-in box got focus: the island loads now (React and all), not at start-up. */
  readonly activate = (): void => {
    if (this.state !== 'none') return;
    const loading = this.options.load();
    if (!loading) return;
    this.set('loading');
    loading.then(
      () => this.set('pending'),
      (error: unknown) => {
        // The built-in box keeps working (Enter opens the results page); the next focus tries again.
        console.warn('[search] the search flyout could not be loaded', error);
        this.set('none');
      }
    );
  };

  private set(state: SearchFlyoutHost['state']): void {
    this.state = state;
    this.host.requestUpdate();
  }

  /** The island has rendered: it replaces the built-in box in one go, with the text typed so far and its focus. */
  private readonly handleReady = (event: Event): void => {
    const island = event.currentTarget as SearchFlyoutElement;
    const header = this.options.header();
    const text = header?.searchText ?? '';
    const focused = header?.searchFocused ?? false;
    island.slot = 'search';
    this.set('slotted');
    island.takeOver(text, focused);
  };
}
