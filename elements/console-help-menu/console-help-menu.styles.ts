import { css } from 'lit';

/** The help menu's sizes. */
export const helpMenuStyles = css`
  :host {
    --menu-min-width: 16rem;
  }
`;
