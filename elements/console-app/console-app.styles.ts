import { css } from 'lit';

/** Styles of console-app: it only fills the page; the shell draws the layout. */
export const consoleAppStyles = css`
  :host {
    display: block;
    min-block-size: 100vh;
  }
  /* A maximised bottom dock fills the window between header and footer (its default --maximized-height): the
     banners give it their room while it is maximised and come back when it is restored. */
  console-shell:has(> console-bottom-dock[state='MAXIMIZED']) {
    --shell-banners-display: none;
  }
  .plugin-frame,
  console-home,
  console-search-page {
    display: block;
    block-size: 100%;
  }
`;
