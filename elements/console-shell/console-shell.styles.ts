import { css } from 'lit';

/** The shell's layout: logical properties only, so it mirrors right to left; one column below 495 px (spec 1 §9). */
export const shellStyles = css`
  :host {
    --shell-footer-height: var(--console-footer-height);
    display: grid;
    grid-template-rows: auto minmax(0, 1fr) auto auto;
    grid-template-columns: minmax(0, 1fr);
    min-block-size: 100vh;
    min-block-size: 100dvh;
    color: var(--console-color-text);
    background: var(--console-color-page-background);
    font-family: var(--console-font-family);
    font-size: var(--console-font-size-2);
    line-height: var(--console-line-height-2);
  }

  /* Out of the grid flow: the landmark only holds the skip link, which shows itself on focus. */
  .skip-links {
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
  }

  /*
   * Visually hidden in place until focused (clipped, not moved off screen): a link parked off screen whose target
   * sits in a shadow root is one axe reports as broken, though the click handler moves focus correctly.
   */
  .skip-link {
    position: absolute;
    inset-block-start: var(--console-space-2);
    inset-inline-start: var(--console-space-2);
    z-index: calc(var(--console-z-index-toast) + 1);
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    padding: 0;
    border-radius: var(--console-radius-2);
    background: var(--console-color-surface);
    color: var(--console-color-link);
    font-weight: var(--console-font-weight-semibold);
    box-shadow: var(--console-shadow-2);
  }

  .skip-link:focus {
    inline-size: auto;
    block-size: auto;
    overflow: visible;
    clip-path: none;
    padding-block: var(--console-space-2);
    padding-inline: var(--console-space-4);
    outline: var(--console-focus-ring-width) solid var(--console-color-focus-ring);
    outline-offset: 2px;
  }

  .top {
    position: sticky;
    inset-block-start: 0;
    z-index: var(--console-z-index-header);
  }

  .header {
    display: block;
    min-block-size: var(--console-header-height);
    color: var(--console-color-header-text);
    background: var(--console-color-header-background);
  }

  .banners {
    display: var(--shell-banners-display, block);
    min-block-size: var(--console-banner-reserve, 0px);
  }

  .body {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    min-block-size: 0;
  }

  .body.has-side-dock {
    grid-template-columns: minmax(0, 1fr) auto var(--side-dock-width, 75%);
  }

  main {
    min-inline-size: 0;
  }

  main:focus {
    /* Focus lands here only from the skip link; the landmark itself is not a control. */
    outline: none;
  }

  .help {
    inline-size: var(--help-width, 20rem);
    border-inline-start: 1px solid var(--console-color-border);
    overflow-y: auto;
  }

  .side-dock {
    /* The grid column is the dock's width (--side-dock-width); the docked element fills it. */
    --width: 100%;
    border-inline-start: 1px solid var(--console-color-border);
    min-inline-size: 0;
  }

  /* Docked at the window's end just above the footer, as the footer is: the page scrolls behind it, so a terminal's
     prompt never sits below the fold or under the footer. */
  .bottom-dock {
    position: sticky;
    inset-block-end: var(--shell-footer-height);
    z-index: 1;
    block-size: var(--bottom-dock-height, auto);
    border-block-start: 1px solid var(--console-color-border);
  }

  :host([classification]:not([classification=''])) {
    --shell-footer-height: calc(var(--console-footer-height) + var(--console-classification-height));
  }

  /* Kept at the window's end, as cloud consoles keep theirs: it never moves when the page grows taller than the
     window (CLS 0 on Home, whose widgets arrive after the first paint). */
  footer {
    position: sticky;
    inset-block-end: 0;
    z-index: 1;
    display: flex;
    flex-direction: column;
    min-block-size: var(--shell-footer-height);
    border-block-start: 1px solid var(--console-color-border);
    background: var(--console-color-surface-subtle);
    color: var(--console-color-text-muted);
    font-size: var(--console-font-size-1);
    line-height: var(--console-line-height-1);
  }

  .footer-row {
    display: flex;
    flex: 1;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--console-space-1) var(--console-space-4);
    padding-inline: var(--console-space-4);
  }

  .footer-end {
    margin-inline-start: auto;
    text-align: end;
  }

  .classification {
    display: flex;
    align-items: center;
    justify-content: center;
    block-size: var(--console-classification-height);
    margin: 0;
    border-block-end: 1px solid var(--console-color-border);
    color: var(--console-color-text);
    font-weight: var(--console-font-weight-semibold);
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }

  footer a {
    border-radius: var(--console-radius-1);
    color: var(--console-color-link);
    text-decoration: underline;
  }

  footer a:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--console-color-focus-ring);
    outline-offset: 1px;
  }

  footer strong,
  footer b {
    color: var(--console-color-text);
    font-weight: var(--console-font-weight-semibold);
  }

  .toasts {
    position: fixed;
    inset-block-end: calc(var(--shell-footer-height) + var(--console-space-4));
    inset-inline-end: var(--console-space-4);
    z-index: var(--console-z-index-toast);
    display: flex;
    flex-direction: column;
    gap: var(--console-space-2);
    max-inline-size: min(28rem, calc(100vw - 2 * var(--console-space-4)));
    pointer-events: none;
  }

  .toasts ::slotted(*) {
    pointer-events: auto;
  }

  /* One-column mode below 495 px (spec 1 §9); a media query cannot read a custom property, hence the number. */
  @media (max-width: 494.98px) {
    .body,
    .body.has-side-dock {
      grid-template-columns: minmax(0, 1fr);
      grid-template-rows: 1fr auto;
    }

    main {
      grid-row: 1;
      grid-column: 1;
    }

    .help {
      grid-row: 2;
      grid-column: 1;
      inline-size: auto;
      border-inline-start: 0;
      border-block-start: 1px solid var(--console-color-border);
    }

    .side-dock {
      grid-row: 1 / -1;
      grid-column: 1;
      z-index: 1;
      min-block-size: 100%;
      border-inline-start: 0;
      background: var(--console-color-surface);
    }

    .footer-end {
      margin-inline-start: 0;
      text-align: start;
    }
  }
`;
