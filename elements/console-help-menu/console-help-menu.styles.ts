import { css } from 'lit';

/** The help menu's sizes. */
export const helpMenuStyles = css`
  :host {
    --menu-min-width: 16rem;
  }

  .trigger {
    position: relative;
  }

  /* Unanswered feedback prompts (spec 2 §2): a badge on the button. */
  .badge {
    position: absolute;
    inset-block-start: 3px;
    inset-inline-end: 1px;
    min-inline-size: 0.625rem;
    padding-inline: 0.25rem;
    border-radius: var(--console-radius-round);
    background: var(--console-color-accent);
    color: var(--console-color-text-inverse);
    font-size: 0.6875rem;
    font-weight: var(--console-font-weight-semibold);
    line-height: 1.125rem;
    pointer-events: none;
  }

  @media (forced-colors: active) {
    .badge {
      border: 1px solid;
    }
  }
`;
