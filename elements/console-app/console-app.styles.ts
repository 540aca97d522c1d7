import { css } from 'lit';

/** Styles of console-app: it only fills the page; the shell draws the layout. */
export const consoleAppStyles = css`
  :host {
    display: block;
    min-block-size: 100vh;
  }
  .plugin-frame,
  console-home,
  console-search-page {
    display: block;
    block-size: 100%;
  }
`;
