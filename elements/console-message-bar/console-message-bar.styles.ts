import { css } from 'lit';

export const messageBarStyles = css`
  :host {
    display: block;
  }

  .base {
    display: flex;
    align-items: center;
    gap: var(--console-space-3);
    padding-block: var(--console-space-2);
    padding-inline: var(--console-space-4);
    border-block-end: 1px solid var(--console-color-border);
    background: var(--console-color-surface-subtle);
    color: var(--console-color-text);
  }

  :host([severity='error']) .base {
    background: var(--console-color-danger-subtle);
    border-block-end-color: var(--console-color-danger);
  }

  :host([severity='error']) .icon {
    color: var(--console-color-danger);
  }

  .icon {
    display: inline-flex;
    color: var(--console-color-link);
  }

  .icon svg {
    inline-size: 20px;
    block-size: 20px;
  }

  .message {
    flex: 1;
    margin: 0;
  }

  .close svg {
    inline-size: 16px;
    block-size: 16px;
  }
`;
