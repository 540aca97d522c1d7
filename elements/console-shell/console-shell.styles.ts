import { css } from 'lit';

export const shellStyles = css`
  :host {
    display: grid;
    grid-template-rows: auto minmax(0, 1fr) auto auto;
    grid-template-columns: minmax(0, 1fr);
    min-block-size: 100vh;
    min-block-size: 100dvh;
    color: var(--console-color-text);
    background: var(--console-color-surface);
    font-family: var(--console-font-family);
    font-size: var(--console-font-size-2);
    line-height: var(--console-line-height-2);
  }

  /* Out of the grid flow: the landmark only holds the skip link, which shows itself on focus. */
  .skip-links {
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
  }

  .skip-link {
    position: absolute;
    inset-block-start: var(--console-space-2);
    inset-inline-start: var(--console-space-2);
    z-index: calc(var(--console-z-index-toast) + 1);
    padding-block: var(--console-space-2);
    padding-inline: var(--console-space-4);
    border-radius: var(--console-radius-2);
    background: var(--console-color-surface);
    color: var(--console-color-link);
    font-weight: var(--console-font-weight-semibold);
    box-shadow: var(--console-shadow-2);
    translate: 0 calc(-100% - var(--console-space-4));
  }

  .skip-link:focus {
    translate: none;
    outline: var(--console-focus-ring-width) solid var(--console-color-focus-ring);
    outline-offset: 2px;
  }

  .top {
    position: sticky;
    inset-block-start: 0;
    z-index: var(--console-z-index-header);
  }

  .header {
    display: block;
    min-block-size: var(--console-header-height);
    color: var(--console-color-header-text);
    background: var(--console-color-header-background);
  }

  .body {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    min-block-size: 0;
  }

  .body.has-side-dock {
    grid-template-columns: minmax(0, 1fr) auto var(--side-dock-width, 75%);
  }

  main {
    min-inline-size: 0;
  }

  main:focus {
    /* Focus lands here only from the skip link; the landmark itself is not a control. */
    outline: none;
  }

  .help {
    inline-size: var(--help-width, 20rem);
    border-inline-start: 1px solid var(--console-color-border);
    overflow-y: auto;
  }

  .side-dock {
    border-inline-start: 1px solid var(--console-color-border);
    min-inline-size: 0;
  }

  .bottom-dock {
    block-size: var(--bottom-dock-height, auto);
    border-block-start: 1px solid var(--console-color-border);
  }

  footer {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--console-space-4);
    min-block-size: var(--console-footer-height);
    padding-inline: var(--console-space-4);
    border-block-start: 1px solid var(--console-color-border);
    background: var(--console-color-surface-subtle);
    color: var(--console-color-text-muted);
    font-size: var(--console-font-size-1);
  }

  .toasts {
    position: fixed;
    inset-block-end: calc(var(--console-footer-height) + var(--console-space-4));
    inset-inline-end: var(--console-space-4);
    z-index: var(--console-z-index-toast);
    display: flex;
    flex-direction: column;
    gap: var(--console-space-2);
    max-inline-size: min(28rem, calc(100vw - 2 * var(--console-space-4)));
    pointer-events: none;
  }

  .toasts ::slotted(*) {
    pointer-events: auto;
  }

  @media (max-width: 40rem) {
    .help {
      display: none;
    }
  }
`;
