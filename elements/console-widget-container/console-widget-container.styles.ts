import { css } from 'lit';

export const widgetContainerStyles = css`
  :host {
    display: block;
    color: var(--console-color-text);
    font-family: var(--console-font-family);
    font-size: var(--console-font-size-2);
    line-height: var(--console-line-height-2);
  }

  .base {
    border: 1px solid var(--console-color-border);
    border-radius: var(--console-radius-3);
    background: var(--console-color-surface);
  }

  .header {
    display: flex;
    align-items: center;
    gap: var(--console-space-2);
    padding-block: var(--console-space-2);
    padding-inline: var(--console-space-2) var(--console-space-3);
  }

  .heading {
    flex: 1;
    min-inline-size: 0;
    margin: 0;
    font-size: var(--console-font-size-3);
    font-weight: var(--console-font-weight-semibold);
    line-height: var(--console-line-height-1);
  }

  .toggle {
    display: flex;
    align-items: center;
    gap: var(--console-space-2);
    inline-size: 100%;
    min-block-size: 2rem;
    padding-block: var(--console-space-1);
    padding-inline: var(--console-space-2);
    border: 0;
    border-radius: var(--console-radius-2);
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }

  .toggle:hover {
    background: var(--console-color-surface-hover);
  }

  .toggle:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--console-color-focus-ring);
    outline-offset: 0;
  }

  .label {
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }

  /* Closed, the chevron points along the line (to the inline end); open, it points down. */
  .chevron {
    flex: none;
    inline-size: 12px;
    block-size: 12px;
    transform: rotate(-90deg);
  }

  .toggle:dir(rtl) .chevron {
    transform: rotate(90deg);
  }

  .toggle[aria-expanded='true'] .chevron {
    transform: none;
  }

  @media (prefers-reduced-motion: no-preference) {
    .chevron {
      transition: transform var(--console-duration-1) ease-out;
    }
  }

  .actions {
    display: flex;
    flex: none;
    align-items: center;
    gap: var(--console-space-2);
  }

  .content {
    padding-block: 0 var(--console-space-4);
    padding-inline: var(--console-space-4);
  }
`;
