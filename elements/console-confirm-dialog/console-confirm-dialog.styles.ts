import { css } from 'lit';

export const confirmDialogStyles = css`
  :host {
    display: contents;
    color: var(--console-color-text);
    font-family: var(--console-font-family);
    font-size: var(--console-font-size-2);
    line-height: var(--console-line-height-2);
  }

  dialog {
    inline-size: min(32rem, calc(100vw - 2 * var(--console-space-4)));
    padding: var(--console-space-5);
    border: 1px solid var(--console-color-border);
    border-radius: var(--console-radius-3);
    background: var(--console-color-surface);
    color: var(--console-color-text);
    box-shadow: var(--console-shadow-2);
  }

  dialog::backdrop {
    background: rgb(0 0 0 / 0.4);
  }

  h2 {
    margin: 0;
    font-size: var(--console-font-size-4);
    font-weight: var(--console-font-weight-semibold);
    line-height: var(--console-line-height-1);
  }

  p {
    margin-block: var(--console-space-3) 0;
    margin-inline: 0;
  }

  .destination {
    color: var(--console-color-text-muted);
    overflow-wrap: anywhere;
  }

  .buttons {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: var(--console-space-2);
    margin-block-start: var(--console-space-5);
  }

  button {
    min-block-size: 2.25rem;
    padding-block: var(--console-space-1);
    padding-inline: var(--console-space-4);
    border: 1px solid var(--console-color-border-strong);
    border-radius: var(--console-radius-2);
    background: var(--console-color-surface);
    color: var(--console-color-text);
    font: inherit;
    cursor: pointer;
  }

  button:hover {
    background: var(--console-color-surface-hover);
  }

  .confirm {
    border-color: var(--console-color-accent);
    background: var(--console-color-accent);
    color: var(--console-color-text-inverse);
  }

  .confirm:hover {
    border-color: var(--console-color-accent-strong);
    background: var(--console-color-accent-strong);
  }

  button:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--console-color-focus-ring);
    outline-offset: 2px;
  }
`;
