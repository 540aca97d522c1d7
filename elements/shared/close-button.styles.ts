import { css } from 'lit';

/** The square icon button that closes a bar, panel or dock (`.close`); elements add only what differs. */
export const closeButtonStyles = css`
  .close {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    inline-size: 32px;
    block-size: 32px;
    padding: 0;
    border: 0;
    border-radius: var(--console-radius-2);
    background: transparent;
    color: inherit;
    cursor: pointer;
  }

  .close:hover {
    background: var(--console-color-surface-hover);
  }

  .close:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--console-color-focus-ring);
    outline-offset: 2px;
  }
`;
