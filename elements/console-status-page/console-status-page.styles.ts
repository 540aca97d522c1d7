import { css } from 'lit';

export const statusPageStyles = css`
  :host {
    display: block;
    padding-block: var(--console-space-8);
    padding-inline: var(--console-space-5);
    color: var(--console-color-text);
    font-family: var(--console-font-family);
    font-size: var(--console-font-size-2);
    line-height: var(--console-line-height-2);
  }

  .base {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--console-space-4);
    max-inline-size: 36rem;
    margin-inline: auto;
    text-align: center;
  }

  .status-icon {
    inline-size: 3rem;
    block-size: 3rem;
    color: var(--console-color-text-muted);
  }

  :host([kind='error']) .status-icon {
    color: var(--console-color-danger);
  }

  h1 {
    margin: 0;
    font-size: var(--console-font-size-5);
    font-weight: var(--console-font-weight-semibold);
    line-height: var(--console-line-height-1);
  }

  .message {
    margin: 0;
    color: var(--console-color-text-muted);
    font-size: var(--console-font-size-3);
  }

  .code {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: var(--console-space-2);
  }

  code {
    padding-block: var(--console-space-1);
    padding-inline: var(--console-space-2);
    border-radius: var(--console-radius-2);
    background: var(--console-color-surface-subtle);
    font-family: var(--console-font-family-mono);
    overflow-wrap: anywhere;
  }

  button,
  .link {
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

  button:hover,
  .link:hover {
    background: var(--console-color-surface-hover);
  }

  button:focus-visible,
  .link:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--console-color-focus-ring);
    outline-offset: 2px;
  }

  .links {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: var(--console-space-3);
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .links li:first-child .link {
    border-color: var(--console-color-accent);
    background: var(--console-color-accent);
    color: var(--console-color-text-inverse);
  }

  .links li:first-child .link:hover {
    border-color: var(--console-color-accent-strong);
    background: var(--console-color-accent-strong);
  }

  .copy-status {
    min-inline-size: 4rem;
    color: var(--console-color-success);
  }

  .copy-status.failed {
    color: var(--console-color-danger);
  }

  .countdown {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: var(--console-space-3);
  }

  .countdown p {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;
