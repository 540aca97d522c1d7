import { css } from 'lit';

/** The menu button on the dark header bar and its popup menu, shared by the region and user menus. */
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
