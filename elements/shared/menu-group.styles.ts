import { css } from 'lit';

/**
 * The `variant="inline"` rendering of a header menu: no button and no popup, the items as a labelled group of plain
 * links and buttons on a light surface (the header's overflow drawer). Keyboard use is plain Tab order.
 */
export const menuGroupStyles = css`
  :host([variant='inline']) {
    display: block;
  }

  .group {
    display: flex;
    flex-direction: column;
    padding-block: var(--console-space-2);
    color: var(--console-color-text);
  }

  .group-heading {
    margin: 0;
    padding-block: var(--console-space-1);
    padding-inline: var(--console-space-3);
    color: var(--console-color-text-muted);
    font-size: var(--console-font-size-1);
    font-weight: var(--console-font-weight-semibold);
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  .group-list {
    display: flex;
    flex-direction: column;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .group-detail {
    display: flex;
    flex-direction: column;
    padding-block: var(--console-space-1);
    padding-inline: var(--console-space-3);
    overflow-wrap: anywhere;
  }

  .group-detail .muted {
    color: var(--console-color-text-muted);
    font-size: var(--console-font-size-1);
  }

  .group-item {
    display: flex;
    align-items: center;
    gap: var(--console-space-2);
    inline-size: 100%;
    min-block-size: 2.5rem;
    margin: 0;
    padding-block: var(--console-space-2);
    padding-inline: var(--console-space-3);
    border: 0;
    border-radius: var(--console-radius-1);
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }

  .group-item:hover {
    background: var(--console-color-surface-hover);
  }

  .group-item:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--console-color-focus-ring);
    outline-offset: -2px;
  }

  .group-item[aria-current='true'] {
    font-weight: var(--console-font-weight-semibold);
  }

  .group-item .icon {
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }

  .group-item .check {
    flex: none;
    inline-size: 1rem;
    block-size: 1rem;
    visibility: hidden;
    color: var(--console-color-accent);
  }

  .group-item[aria-current='true'] .check {
    visibility: visible;
  }

  .group-status {
    padding-block: var(--console-space-2);
    padding-inline: var(--console-space-3);
    color: var(--console-color-text-muted);
  }

  @media (forced-colors: active) {
    .group-item:focus-visible {
      outline-color: Highlight;
    }
  }
`;
