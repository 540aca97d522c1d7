import { css } from 'lit';

export const regionMenuStyles = css`
  :host {
    --trigger-min-width: 10rem;
    --menu-min-width: 18rem;
  }

  .trigger-key {
    display: none;
  }

  /* Narrow header: the short key (IAD) on the button; the accessible name keeps the full name. */
  @media (max-width: 40rem) {
    :host {
      --trigger-min-width: 0;
    }

    .trigger-label {
      display: none;
    }

    .trigger-key {
      display: inline;
    }
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

  .region {
    display: flex;
    flex-direction: column;
    min-inline-size: 0;
  }

  .friendly-name {
    white-space: nowrap;
  }

  .item[aria-checked='true'] .friendly-name {
    font-weight: var(--console-font-weight-semibold);
  }

  .region-name {
    color: var(--console-color-text-muted);
    font-size: var(--console-font-size-1);
  }

  .home-badge {
    flex: none;
    margin-inline-start: auto;
    padding-block: 0;
    padding-inline: var(--console-space-2);
    border: 1px solid var(--console-color-border-strong);
    border-radius: var(--console-radius-round);
    color: var(--console-color-text-muted);
    font-size: var(--console-font-size-1);
    white-space: nowrap;
  }
`;
