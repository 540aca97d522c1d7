import { css } from 'lit';

export const userMenuStyles = css`
  :host {
    --trigger-min-width: 0;
    --trigger-max-width: 14rem;
  }

  .identity {
    display: flex;
    flex-direction: column;
    padding-block: var(--console-space-2);
    padding-inline: var(--console-space-3);
    cursor: default;
  }

  .identity-name {
    font-weight: var(--console-font-weight-semibold);
    overflow-wrap: anywhere;
  }

  .identity-detail {
    color: var(--console-color-text-muted);
    font-size: var(--console-font-size-1);
    overflow-wrap: anywhere;
  }

  /* The way out points along the line of text: right to left, it points left. */
  :host(:dir(rtl)) [part='sign-out'] .icon {
    scale: -1 1;
  }

  /* Narrow header: the icon alone, the name stays in the accessible name. */
  @media (max-width: 40rem) {
    .trigger-label {
      display: none;
    }
  }
`;
