import { css } from 'lit';

export const toastStyles = css`
  :host {
    display: block;
    inline-size: var(--width, 24rem);
    max-inline-size: 100%;
    color: var(--console-color-text);
    font-family: var(--console-font-family);
    font-size: var(--console-font-size-2);
    line-height: var(--console-line-height-2);
    --_accent: var(--console-color-link);
  }

  :host([severity='success']) {
    --_accent: var(--console-color-success);
  }

  :host([severity='warning']) {
    --_accent: var(--console-color-warning);
  }

  :host([severity='critical']) {
    --_accent: var(--console-color-danger);
  }

  .base {
    display: flex;
    align-items: flex-start;
    gap: var(--console-space-3);
    padding-block: var(--console-space-3);
    padding-inline: var(--console-space-4) var(--console-space-2);
    border: 1px solid var(--console-color-border);
    border-inline-start: 4px solid var(--_accent);
    border-radius: var(--console-radius-3);
    background: var(--console-color-surface);
    box-shadow: var(--console-shadow-2);
  }

  @media (prefers-reduced-motion: no-preference) {
    .base {
      animation: toast-in var(--console-duration-1) ease-out;
    }
  }

  /* Movement only: fading in would leave the text below 4.5:1 contrast for a moment (and axe checks would flake). */
  @keyframes toast-in {
    from {
      transform: translateY(0.75rem);
    }
  }

  .icon-box {
    display: inline-flex;
    flex: none;
    padding-block: 0.125rem;
    color: var(--_accent);
  }

  .icon {
    inline-size: 20px;
    block-size: 20px;
  }

  .content {
    display: flex;
    flex: 1;
    flex-direction: column;
    align-items: flex-start;
    gap: var(--console-space-1);
    min-inline-size: 0;
    padding-block: 0.125rem;
  }

  .message {
    margin: 0;
    overflow-wrap: anywhere;
  }

  .action {
    min-block-size: 24px;
    padding: 0;
    border: 0;
    background: none;
    color: var(--console-color-link);
    font: inherit;
    font-weight: var(--console-font-weight-semibold);
    text-decoration: underline;
    cursor: pointer;
  }

  .action:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--console-color-focus-ring);
    outline-offset: 2px;
  }

  .close {
    margin-block: calc(-1 * var(--console-space-1));
  }

  .close .icon {
    inline-size: 16px;
    block-size: 16px;
  }
`;
