import { css } from 'lit';

/** The developer tools menu's sizes. */
export const developerMenuStyles = css`
  :host {
    --menu-min-width: 12rem;
  }
`;
