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

/**
 * The body text of the chrome on a host that draws its own surface (panels, bars, pages): colour, font and line
 * height from tokens. Interpolate it into an element's styles; elements on the header bar set their own colour.
 */
export const hostTextStyles = css`
  :host {
    color: var(--console-color-text);
    font-family: var(--console-font-family);
    font-size: var(--console-font-size-2);
    line-height: var(--console-line-height-2);
  }
`;
