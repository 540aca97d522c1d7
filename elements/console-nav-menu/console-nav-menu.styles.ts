import { css } from 'lit';
import { buttonRules } from '../shared/button.styles.ts';

/** Logical properties only, so the panel opens from the inline start and mirrors in right-to-left languages. */
export const navMenuStyles = css`
  ${buttonRules({ quiet: ['.close', '.pin'] })}

  :host {
    --width: 24rem;
    display: contents;
  }

  .backdrop {
    position: fixed;
    inset-block: var(--console-header-height, 60px) 0;
    inset-inline: 0;
    z-index: var(--console-z-index-menu);
    background: rgb(0 0 0 / 0.3);
    will-change: opacity;
  }

  /* Closed, the panel and the backdrop keep their layout and their painted layers and are only transparent (and
     inert, and the panel hidden from assistive technology): opening them changes a compositor property, not the
     layout or the paint of every service in the menu, nor the page's paint under the backdrop, so the next frame
     comes within the interaction budget. */
  .closed {
    opacity: 0;
  }

  .panel {
    position: fixed;
    inset-block: var(--console-header-height, 60px) 0;
    inset-inline-start: 0;
    z-index: var(--console-z-index-menu);
    display: flex;
    flex-direction: column;
    inline-size: min(var(--width), 100vw);
    border-inline-end: 1px solid var(--console-color-border);
    background: var(--console-color-surface);
    color: var(--console-color-text);
    box-shadow: var(--console-shadow-2);
    will-change: opacity;
    font-family: var(--console-font-family);
    font-size: var(--console-font-size-2);
    line-height: var(--console-line-height-2);
  }

  .top {
    display: flex;
    flex-direction: column;
    gap: var(--console-space-2);
    padding-block: var(--console-space-3);
    padding-inline: var(--console-space-4);
    border-block-end: 1px solid var(--console-color-border);
  }

  .title-row {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--console-space-2);
  }

  .title {
    margin: 0;
    font-size: var(--console-font-size-3);
    font-weight: var(--console-font-weight-semibold);
  }

  .close,
  .pin {
    inline-size: 2rem;
    block-size: 2rem;
    border: 1px solid transparent;
    border-radius: var(--console-radius-1);
    color: var(--console-color-text-muted);
  }

  .close:hover,
  .pin:hover {
    color: var(--console-color-text);
  }

  .close-icon,
  .pin-icon {
    inline-size: 1rem;
    block-size: 1rem;
  }

  .pin[aria-pressed='true'] {
    --pin-fill: currentColor;
    color: var(--console-color-accent);
  }

  .filter {
    inline-size: 100%;
    min-block-size: 2.25rem;
    padding-block: var(--console-space-1);
    padding-inline: var(--console-space-3);
    border: 1px solid var(--console-color-border-strong);
    border-radius: var(--console-radius-2);
    background: var(--console-color-surface);
    color: var(--console-color-text);
    font: inherit;
  }

  .notice:not(:empty) {
    padding-block: var(--console-space-2);
    padding-inline: var(--console-space-4);
    border-block-end: 1px solid var(--console-color-border);
    background: var(--console-color-danger-subtle);
  }

  .notice-text {
    margin: 0;
  }

  .groups {
    flex: 1;
    overflow-y: auto;
    padding-block-end: var(--console-space-4);
  }

  /* Groups below the fold skip layout and paint until they scroll near (they stay in the accessibility tree and
     reachable by keyboard): opening the menu lays out what it shows, not every service. */
  .group {
    padding-block: var(--console-space-3) var(--console-space-2);
    padding-inline: var(--console-space-4);
    border-block-end: 1px solid var(--console-color-border);
    content-visibility: auto;
    contain-intrinsic-size: auto 10rem;
  }

  .group-title {
    margin-block: 0 var(--console-space-1);
    margin-inline: 0;
    color: var(--console-color-text-muted);
    font-size: var(--console-font-size-1);
    font-weight: var(--console-font-weight-semibold);
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }

  .category .group-title {
    color: var(--console-color-text);
    font-size: var(--console-font-size-2);
    letter-spacing: normal;
    text-transform: none;
  }

  .subheading {
    margin-block: var(--console-space-2) var(--console-space-1);
    margin-inline: 0;
    color: var(--console-color-text-muted);
    font-size: var(--console-font-size-1);
    font-weight: var(--console-font-weight-semibold);
  }

  .items {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .children {
    padding-inline-start: var(--console-space-4);
  }

  .line {
    display: flex;
    align-items: center;
    gap: var(--console-space-1);
  }

  .link {
    display: inline-flex;
    flex: 1;
    align-items: center;
    gap: var(--console-space-1);
    min-block-size: 2rem;
    padding-block: var(--console-space-1);
    padding-inline: var(--console-space-2);
    border-radius: var(--console-radius-1);
    color: var(--console-color-link);
    text-decoration: none;
  }

  .link:hover {
    background: var(--console-color-surface-hover);
    text-decoration: underline;
  }

  .link:focus-visible,
  .pin:focus-visible,
  .close:focus-visible,
  .filter:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--console-color-focus-ring);
    outline-offset: -2px;
  }

  .link.muted {
    color: var(--console-color-text-muted);
  }

  .new-tab-icon {
    flex: none;
    inline-size: 0.75rem;
    block-size: 0.75rem;
  }

  /* The arrow points to the inline end, like the text. */
  :host(:dir(rtl)) .new-tab-icon {
    scale: -1 1;
  }

  .status {
    margin: 0;
    padding-block: var(--console-space-1);
    color: var(--console-color-text-muted);
  }

  .status.error {
    color: var(--console-color-danger);
  }
`;
