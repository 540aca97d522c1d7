import { css } from 'lit';
import { hostTextStyles } from '../shared/base.styles.ts';
import { buttonRules } from '../shared/button.styles.ts';

export const bottomDockStyles = css`
  ${hostTextStyles}
  ${buttonRules({ quiet: ['.actions button'] })}

  :host {
    display: block;
  }

  :host([state='CLOSED']) {
    display: none;
  }

  .base {
    display: flex;
    flex-direction: column;
    overflow: hidden;
    border-block-start: 1px solid var(--console-color-border-strong);
    background: var(--console-color-surface);
  }

  /* Exactly the minimised height (40 px), so a minimised dock is this bar and nothing else. */
  .bar {
    display: flex;
    flex: none;
    align-items: stretch;
    justify-content: space-between;
    block-size: 40px;
    border-block-end: 1px solid var(--console-color-border);
    background: var(--console-color-surface-subtle);
  }

  .tablist {
    display: flex;
    min-inline-size: 0;
    overflow-x: auto;
  }

  .tab {
    display: inline-flex;
    align-items: center;
    gap: var(--console-space-2);
    margin: 0;
    padding-block: 0;
    padding-inline: var(--console-space-4) var(--console-space-2);
    border: 0;
    border-block-end: 3px solid transparent;
    background: transparent;
    color: var(--console-color-text-muted);
    font: inherit;
    white-space: nowrap;
    cursor: pointer;
  }

  .tab:hover {
    background: var(--console-color-surface-hover);
  }

  .tab[aria-selected='true'] {
    border-block-end-color: var(--console-color-accent);
    color: var(--console-color-text);
    font-weight: var(--console-font-weight-semibold);
  }

  .tab:focus-visible,
  .actions button:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--console-color-focus-ring);
    outline-offset: -2px;
  }

  /* A 24 px pointer target (WCAG 2.5.8); keyboard users close with Delete. */
  .tab-close {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 24px;
    block-size: 24px;
    border-radius: var(--console-radius-2);
  }

  .tab-close:hover {
    background: var(--console-color-border);
  }

  .actions {
    display: flex;
    flex: none;
    align-items: center;
    gap: var(--console-space-1);
    padding-inline: var(--console-space-2);
  }

  .actions button {
    inline-size: 32px;
    block-size: 32px;
  }

  .icon {
    inline-size: 16px;
    block-size: 16px;
  }

  .panels {
    flex: 1;
    min-block-size: 0;
  }

  .panel {
    position: relative;
    block-size: 100%;
  }

  /* An indeterminate bar while the tab's plugin starts (INITIALIZING); the page under it shows its own state. */
  .progress {
    position: absolute;
    inset-block-start: 0;
    inset-inline: 0;
    z-index: 1;
    block-size: 3px;
    overflow: hidden;
    background: var(--console-color-border);
  }

  .progress::before {
    content: '';
    display: block;
    inline-size: 40%;
    block-size: 100%;
    background: var(--console-color-accent);
    animation: dock-progress 1.2s ease-in-out infinite;
  }

  :host(:dir(rtl)) .progress::before {
    animation-direction: reverse;
  }

  @keyframes dock-progress {
    from {
      transform: translateX(-100%);
    }

    to {
      transform: translateX(250%);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .progress::before {
      inline-size: 100%;
      animation: none;
    }
  }

  /* A slotted plugin frame fills the panel and no more: its own 20rem minimum would push a terminal's prompt out of a
     340 px dock. */
  ::slotted(*) {
    --min-height: 0;
    display: block;
    block-size: 100%;
  }

  @media (forced-colors: active) {
    .tab[aria-selected='true'] {
      border-block-end-color: Highlight;
    }

    .progress::before {
      background: Highlight;
    }
  }
`;
