import { css } from 'lit';

export const pluginErrorStyles = css`
  :host {
    display: block;
    color: var(--console-color-text);
    font-family: var(--console-font-family);
    font-size: var(--console-font-size-2);
    line-height: var(--console-line-height-2);
  }

  .base {
    padding-block-end: var(--console-space-8);
  }

  console-status-page {
    padding-block-end: var(--console-space-5);
  }

  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: var(--console-space-3);
    padding-inline: var(--console-space-5);
  }

  .action {
    display: inline-flex;
    align-items: center;
    min-block-size: 2.25rem;
    padding-block: var(--console-space-1);
    padding-inline: var(--console-space-4);
    border: 1px solid var(--console-color-border-strong);
    border-radius: var(--console-radius-2);
    background: var(--console-color-surface);
    color: var(--console-color-text);
    font: inherit;
    text-decoration: none;
    cursor: pointer;
  }

  .action:hover {
    background: var(--console-color-surface-hover);
  }

  .action.primary {
    border-color: var(--console-color-accent);
    background: var(--console-color-accent);
    color: var(--console-color-text-inverse);
  }

  .action.primary:hover {
    border-color: var(--console-color-accent-strong);
    background: var(--console-color-accent-strong);
  }

  .action:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--console-color-focus-ring);
    outline-offset: 2px;
  }
`;
