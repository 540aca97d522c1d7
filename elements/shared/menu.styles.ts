import { css } from 'lit';

/**
 * The menu button on the dark header bar and its popup menu, shared by the header's menus. The popup hangs from the
 * button's inline end (its right edge, or its left one right to left), so it opens towards the middle of the page from
 * the header's end.
 */
export const menuStyles = css`
  :host {
    position: relative;
    display: inline-block;
  }

  .trigger {
    display: inline-flex;
    align-items: center;
    gap: var(--console-space-2);
    block-size: 40px;
    min-inline-size: var(--trigger-min-width, auto);
    max-inline-size: var(--trigger-max-width, 18rem);
    margin: 0;
    padding-block: 0;
    padding-inline: var(--console-space-3);
    border: 1px solid transparent;
    border-radius: var(--console-radius-2);
    background: transparent;
    color: var(--console-color-header-text);
    font: inherit;
    font-size: var(--console-font-size-2);
    cursor: pointer;
  }

  .trigger:hover,
  .trigger[aria-expanded='true'] {
    background: var(--console-color-header-hover);
  }

  .trigger:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--console-color-header-focus-ring);
    outline-offset: -2px;
  }

  /* An icon-only button (help, developer tools, applications): a square target, named by aria-label. */
  .trigger.icon-only {
    justify-content: center;
    min-inline-size: 40px;
    padding-inline: var(--console-space-2);
  }

  .trigger-label {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .icon {
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }

  .chevron {
    flex: none;
    inline-size: 0.75rem;
    block-size: 0.75rem;
    margin-inline-start: auto;
    transition: rotate var(--console-duration-1) ease-out;
  }

  .trigger[aria-expanded='true'] .chevron {
    rotate: 180deg;
  }

  .menu {
    position: absolute;
    inset-block-start: calc(100% + var(--console-space-1));
    inset-inline-end: 0;
    z-index: var(--console-z-index-menu);
    min-inline-size: var(--menu-min-width, 16rem);
    max-inline-size: min(24rem, calc(100vw - 2 * var(--console-space-4)));
    max-block-size: min(70vh, 28rem);
    overflow-y: auto;
    padding-block: var(--console-space-1);
    border: 1px solid var(--console-color-border);
    border-radius: var(--console-radius-2);
    background: var(--console-color-surface);
    color: var(--console-color-text);
    box-shadow: var(--console-shadow-2);
  }

  .item {
    display: flex;
    align-items: center;
    gap: var(--console-space-2);
    min-block-size: 2.5rem;
    padding-block: var(--console-space-2);
    padding-inline: var(--console-space-3);
    cursor: pointer;
    user-select: none;
  }

  /* Link items look like the other items; the router or the browser follows them. */
  a.item {
    color: inherit;
    text-decoration: none;
  }

  .item-label {
    flex: 1 1 auto;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }

  .external-icon {
    flex: none;
    inline-size: 0.875rem;
    block-size: 0.875rem;
    color: var(--console-color-text-muted);
  }

  /* Icons that point along the line of text turn round right to left. */
  :host(:dir(rtl)) .external-icon {
    scale: -1 1;
  }

  .item:hover,
  .item:focus {
    background: var(--console-color-surface-hover);
    outline: none;
  }

  .item:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--console-color-focus-ring);
    outline-offset: -2px;
  }

  .item[aria-disabled='true'] {
    cursor: default;
    color: var(--console-color-text-muted);
  }

  .status {
    padding-block: var(--console-space-2);
    padding-inline: var(--console-space-3);
    color: var(--console-color-text-muted);
  }

  .separator {
    block-size: 1px;
    margin-block: var(--console-space-1);
    background: var(--console-color-border);
  }

  @media (prefers-reduced-motion: reduce) {
    .chevron {
      transition: none;
    }
  }

  @media (forced-colors: active) {
    .item:focus {
      outline: 2px solid Highlight;
    }
  }
`;
