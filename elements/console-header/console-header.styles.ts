import { css, unsafeCSS } from 'lit';

/** The narrow header's search box expands over this long (spec 1 §2: "a 500 ms animation"). */
export const SEARCH_EXPAND_MS = 500;

export const headerStyles = css`
  :host {
    display: block;
    block-size: var(--console-header-height);
    color: var(--console-color-header-text);
    background: var(--console-color-header-background);
    font-family: var(--console-font-family);
    font-size: var(--console-font-size-2);
  }

  .base {
    position: relative;
    display: flex;
    align-items: center;
    gap: var(--console-space-3);
    block-size: 100%;
    padding-inline: var(--console-space-4);
  }

  /* The square buttons and links of the bar: navigation, search, developer tools, bell, More. */
  .icon-button {
    position: relative;
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    inline-size: 40px;
    block-size: 40px;
    margin: 0;
    padding: 0;
    border: 0;
    border-radius: var(--console-radius-2);
    background: transparent;
    color: var(--console-color-header-text);
    font: inherit;
    text-decoration: none;
    cursor: pointer;
  }

  .icon-button:hover,
  .icon-button[aria-expanded='true'] {
    background: var(--console-color-header-hover);
  }

  .icon-button:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--console-color-header-focus-ring);
    outline-offset: -2px;
  }

  .icon {
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }

  .logo {
    display: inline-flex;
    flex: none;
    align-items: center;
    gap: var(--console-space-2);
    block-size: 40px;
    padding-inline: var(--console-space-2);
    border-radius: var(--console-radius-2);
    color: var(--console-color-header-text);
    font-size: var(--console-font-size-3);
    font-weight: var(--console-font-weight-semibold);
    text-decoration: none;
    white-space: nowrap;
  }

  .logo:hover {
    background: var(--console-color-header-hover);
  }

  .logo:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--console-color-header-focus-ring);
    outline-offset: -2px;
  }

  /* Room for the product name before the catalog arrives (it is not translated, so its width is the same in every
     locale): the search box beside it never moves when the name appears (CLS 0). */
  .product-name {
    min-inline-size: 8em;
  }

  .logo-mark {
    inline-size: 2rem;
    block-size: 1.25rem;
    color: var(--console-color-accent);
  }

  /* The search area takes the room the other controls leave; its size never depends on its content, so collapsing
     the box never changes what is measured (no ResizeObserver loop). Its start never moves when the menus arrive
     (CLS 0). */
  .search {
    display: flex;
    flex: 1 1 0;
    align-items: center;
    min-inline-size: 40px;
    block-size: 40px;
  }

  /* The frame of the search box, built-in or slotted (the flyout island draws only its input and flyout). */
  .search-box {
    display: flex;
    align-items: center;
    inline-size: 100%;
    max-inline-size: 36rem;
    block-size: 36px;
    border: 1px solid var(--console-color-header-text-muted);
    border-radius: var(--console-radius-2);
    background: var(--console-color-header-hover);
    color: var(--console-color-header-text-muted);
  }

  .search-box[hidden] {
    display: none;
  }

  .search-form,
  ::slotted([slot='search']) {
    display: flex;
    flex: 1 1 auto;
    align-items: center;
    gap: var(--console-space-2);
    min-inline-size: 0;
    block-size: 100%;
    margin: 0;
    padding-inline: var(--console-space-3);
  }

  .search-box:focus-within {
    outline: var(--console-focus-ring-width) solid var(--console-color-header-focus-ring);
    outline-offset: 1px;
  }

  .search-input {
    flex: 1 1 auto;
    min-inline-size: 0;
    block-size: 100%;
    margin: 0;
    padding: 0;
    border: 0;
    background: transparent;
    color: var(--console-color-header-text);
    font: inherit;
    outline: none;
  }

  .search-input::placeholder {
    color: var(--console-color-header-text-muted);
    opacity: 1;
  }

  /* Narrow header: the box opens over the bar from the search button to the bar's end. */
  .search-box.expanded {
    position: absolute;
    inset-block: 10px;
    inset-inline-start: var(--search-offset, var(--console-space-4));
    inset-inline-end: var(--console-space-4);
    z-index: 1;
    inline-size: auto;
    max-inline-size: none;
    block-size: auto;
    background: var(--console-color-header-background);
    box-shadow: var(--console-shadow-2);
    animation: search-expand ${unsafeCSS(SEARCH_EXPAND_MS)}ms ease-out;
  }

  @keyframes search-expand {
    from {
      max-inline-size: 40px;
    }

    to {
      max-inline-size: 100%;
    }
  }

  .menus,
  .skeletons {
    display: flex;
    flex: none;
    align-items: center;
    gap: var(--console-space-1);
  }

  .badge {
    position: absolute;
    inset-block-start: 3px;
    inset-inline-end: 1px;
    min-inline-size: 1.125rem;
    block-size: 1.125rem;
    padding-inline: 0.25rem;
    border-radius: var(--console-radius-round);
    background: var(--console-color-accent);
    color: var(--console-color-text-inverse);
    font-size: 0.6875rem;
    font-weight: var(--console-font-weight-semibold);
    line-height: 1.125rem;
    text-align: center;
    pointer-events: none;
  }

  /* The overflow drawer: a panel under the bar's end, on the page's surface colours. */
  .drawer {
    position: absolute;
    inset-block-start: calc(100% + var(--console-space-1));
    inset-inline-end: var(--console-space-2);
    z-index: var(--console-z-index-menu);
    display: flex;
    flex-direction: column;
    min-inline-size: 16rem;
    max-inline-size: calc(100vw - 2 * var(--console-space-2));
    max-block-size: calc(100vh - var(--console-header-height) - var(--console-space-4));
    overflow-y: auto;
    padding-block: var(--console-space-1);
    border: 1px solid var(--console-color-border);
    border-radius: var(--console-radius-2);
    background: var(--console-color-surface);
    color: var(--console-color-text);
    box-shadow: var(--console-shadow-2);
  }

  .drawer > * + * {
    margin-block-start: var(--console-space-1);
    padding-block-start: var(--console-space-1);
    border-block-start: 1px solid var(--console-color-border);
  }

  .skeleton {
    display: block;
    block-size: 40px;
    border-radius: var(--console-radius-2);
    background: var(--console-color-header-skeleton);
    animation: pulse var(--console-duration-2) ease-in-out infinite;
  }

  .skeleton-region {
    inline-size: 10rem;
  }

  .skeleton-user {
    inline-size: 8rem;
  }

  @keyframes pulse {
    50% {
      opacity: 0.55;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .skeleton,
    .search-box.expanded {
      animation: none;
    }
  }

  /* The mark alone; the product name stays the link's accessible name. */
  :host([one-column]) .product-name,
  :host([compact-logo]) .product-name {
    position: absolute;
    min-inline-size: 0;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  @media (max-width: 40rem) {
    .product-name {
      position: absolute;
      min-inline-size: 0;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }

    .skeleton-region {
      inline-size: 9rem;
    }

    .skeleton-user {
      inline-size: 4.5rem;
    }
  }

  /* One column (below 495 px): tighter spacing, and the region button shows its icon alone (its accessible name keeps
     the region; the text collapses to nothing, the rem-sized icons stay), so the bar fits 400 px. The compact-*
     attributes do the same when the bar would overflow otherwise. */
  :host([one-column]) .base,
  :host([compact-region]) .base {
    gap: var(--console-space-1);
    padding-inline: var(--console-space-2);
  }

  :host([one-column]) .logo,
  :host([compact-region]) .logo {
    padding-inline: var(--console-space-1);
  }

  :host([one-column]) console-region-menu {
    --trigger-min-width: 0;
  }

  :host([one-column]) console-region-menu::part(button),
  :host([compact-region]) console-region-menu::part(button),
  :host([compact-user]) console-user-menu::part(button) {
    font-size: 0;
  }

  :host([compact-region]) console-region-menu {
    --trigger-min-width: 0;
  }

  :host([one-column]) .skeleton-region {
    inline-size: 4.625rem;
  }

  :host([one-column]) .search-box.expanded {
    inset-inline-end: var(--console-space-2);
  }

  @media (forced-colors: active) {
    .badge {
      border: 1px solid CanvasText;
    }
  }
`;
