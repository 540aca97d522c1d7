import { css } from 'lit';

/** The applications launcher's sizes. */
export const appsLauncherStyles = css`
  :host {
    --menu-min-width: 16rem;
  }
`;
