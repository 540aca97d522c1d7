import { css } from 'lit';

/** What global.css gives the page but cannot give a shadow root: border-box sizing and a `hidden` that hides. */
export const baseStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  [hidden] {
    display: none !important;
  }
`;
