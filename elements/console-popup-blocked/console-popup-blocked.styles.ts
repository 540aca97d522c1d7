import { css } from 'lit';

export const popupBlockedStyles = css`
  :host {
    display: block;
    inline-size: var(--width, 28rem);
    max-inline-size: 100%;
    color: var(--console-color-text);
    font-family: var(--console-font-family);
    font-size: var(--console-font-size-2);
    line-height: var(--console-line-height-2);
  }

  .base {
    display: flex;
    align-items: flex-start;
    gap: var(--console-space-3);
    padding-block: var(--console-space-3);
    padding-inline: var(--console-space-4) var(--console-space-2);
    border: 1px solid var(--console-color-border);
    border-inline-start: 4px solid var(--console-color-warning);
    border-radius: var(--console-radius-3);
    background: var(--console-color-surface);
    box-shadow: var(--console-shadow-2);
  }

  .icon-box {
    display: inline-flex;
    flex: none;
    padding-block: 0.125rem;
    color: var(--console-color-warning);
  }

  .icon-box .icon {
    inline-size: 20px;
    block-size: 20px;
  }

  .content {
    flex: 1;
    min-inline-size: 0;
  }

  p {
    margin: 0;
  }

  .title {
    font-weight: var(--console-font-weight-semibold);
  }

  .message {
    overflow-wrap: anywhere;
  }

  .countdown {
    margin-block-start: var(--console-space-1);
    color: var(--console-color-text-muted);
    font-size: var(--console-font-size-1);
    font-variant-numeric: tabular-nums;
  }

  .close {
    margin-block: calc(-1 * var(--console-space-1));
  }

  .close .icon {
    inline-size: 16px;
    block-size: 16px;
  }
`;
