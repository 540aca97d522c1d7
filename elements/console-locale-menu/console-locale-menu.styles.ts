import { css } from 'lit';

/** The language menu's sizes, check mark and narrow-header button. */
export const localeMenuStyles = css`
  :host {
    --trigger-min-width: 0;
    --trigger-max-width: 12rem;
    --menu-min-width: 14rem;
  }

  .menu {
    max-block-size: min(70vh, 32rem);
  }

  .check {
    flex: none;
    inline-size: 1rem;
    block-size: 1rem;
    visibility: hidden;
    color: var(--console-color-accent);
  }

  .item[aria-checked='true'] .check {
    visibility: visible;
  }

  .item[aria-checked='true'] .item-label {
    font-weight: var(--console-font-weight-semibold);
  }

  /* Narrow header: the globe alone; the language stays in the accessible name. */
  @media (max-width: 40rem) {
    .trigger-label {
      display: none;
    }
  }
`;
