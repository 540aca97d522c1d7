import { css } from 'lit';

export const liveChatStyles = css`
  :host {
    display: inline-block;
  }

  :host([variant='inline']) {
    display: block;
  }

  form {
    display: contents;
  }

  .button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: var(--console-space-2);
    inline-size: 40px;
    block-size: 40px;
    margin: 0;
    padding: 0;
    border: 0;
    border-radius: var(--console-radius-2);
    background: transparent;
    color: var(--console-color-header-text);
    font: inherit;
    font-size: var(--console-font-size-2);
    cursor: pointer;
  }

  .button:hover {
    background: var(--console-color-header-hover);
  }

  .button:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--console-color-header-focus-ring);
    outline-offset: -2px;
  }

  .icon {
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }

  /* In a drawer on a light surface: a full-width row with its label, like the drawer's other items. */
  :host([variant='inline']) .button {
    justify-content: flex-start;
    inline-size: 100%;
    min-block-size: 2.5rem;
    block-size: auto;
    padding-block: var(--console-space-2);
    padding-inline: var(--console-space-3);
    color: var(--console-color-text);
    text-align: start;
  }

  :host([variant='inline']) .button:hover {
    background: var(--console-color-surface-hover);
  }

  :host([variant='inline']) .button:focus-visible {
    outline-color: var(--console-color-focus-ring);
  }
`;
