import { css } from 'lit';
import { hostTextStyles } from '../shared/base.styles.ts';

export const sideDockStyles = css`
  ${hostTextStyles}

  :host {
    display: block;
    inline-size: var(--width, 75%);
    block-size: 100%;
  }

  /* Closed: no width, and nothing in it reachable by pointer, keyboard or assistive technology. */
  :host(:not([open])) {
    inline-size: 0;
    visibility: hidden;
    overflow: hidden;
  }

  .base {
    display: flex;
    flex-direction: column;
    block-size: 100%;
    border-inline-start: 1px solid var(--console-color-border-strong);
    background: var(--console-color-surface);
    box-shadow: var(--console-shadow-2);
  }

  .header {
    display: flex;
    flex: none;
    align-items: center;
    justify-content: space-between;
    gap: var(--console-space-3);
    padding-block: var(--console-space-2);
    padding-inline: var(--console-space-4) var(--console-space-2);
    border-block-end: 1px solid var(--console-color-border);
  }

  h2 {
    margin: 0;
    min-inline-size: 0;
    overflow: hidden;
    font-size: var(--console-font-size-4);
    font-weight: var(--console-font-weight-semibold);
    line-height: var(--console-line-height-1);
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  h2:focus {
    outline: none;
  }

  h2:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--console-color-focus-ring);
    outline-offset: 2px;
  }

  .close:focus-visible {
    outline-offset: -2px;
  }

  .icon {
    inline-size: 16px;
    block-size: 16px;
  }

  .body {
    flex: 1;
    min-block-size: 0;
    overflow: auto;
  }

  ::slotted(*) {
    display: block;
    block-size: 100%;
  }
`;
