import { css } from 'lit';

export const regionMenuStyles = css`
  :host {
    --trigger-min-width: 10rem;
    --menu-min-width: 18rem;
  }

  /* Narrow header: the name is truncated, so the visible text stays part of the accessible name. */
  @media (max-width: 40rem) {
    :host {
      --trigger-min-width: 0;
      --trigger-max-width: 9rem;
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
