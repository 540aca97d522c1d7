import { css } from 'lit';

/** The help menu's sizes. */
export const helpMenuStyles = css`
  :host {
    --menu-min-width: 16rem;
  }

  .trigger {
    position: relative;
  }

  /* Unanswered feedback prompts (spec 2 §2): the same badge as the announcements bell. */
  .badge {
    position: absolute;
    inset-block-start: 3px;
    inset-inline-end: 1px;
    min-inline-size: 1.125rem;
    block-size: 1.125rem;
    padding-inline: 0.25rem;
    box-sizing: border-box;
    border-radius: var(--console-radius-round);
    background: var(--console-color-accent);
    color: var(--console-color-text-inverse);
    font-size: 0.6875rem;
    font-weight: var(--console-font-weight-semibold);
    line-height: 1.125rem;
    text-align: center;
    pointer-events: none;
  }

  .item-count {
    margin-inline-start: auto;
    padding-inline: var(--console-space-2);
    border-radius: var(--console-radius-round);
    background: var(--console-color-accent);
    color: var(--console-color-text-inverse);
    font-size: var(--console-font-size-1, 0.75rem);
    font-weight: var(--console-font-weight-semibold);
  }

  @media (forced-colors: active) {
    .badge,
    .item-count {
      border: 1px solid CanvasText;
    }
  }
`;
