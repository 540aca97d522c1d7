import { css } from 'lit';

export const sidePanelStyles = css`
  :host {
    display: contents;
    color: var(--console-color-text);
    font-family: var(--console-font-family);
    font-size: var(--console-font-size-2);
    line-height: var(--console-line-height-2);
  }

  dialog {
    --_width: min(100vw, 45rem);
    --_slide-from: 100%;
    position: fixed;
    inset-block: 0;
    inset-inline: auto 0;
    inline-size: var(--width, var(--_width));
    max-inline-size: 100vw;
    block-size: 100%;
    max-block-size: 100%;
    margin: 0;
    padding: 0;
    border: 0;
    border-inline-start: 1px solid var(--console-color-border-strong);
    background: var(--console-color-surface);
    color: var(--console-color-text);
    box-shadow: var(--console-shadow-2);
  }

  dialog.small {
    --_width: min(100vw, 30rem);
  }

  /* Spec 1 §9: side panels take 75% width; never narrower than a medium panel. */
  dialog.large {
    --_width: min(100vw, max(45rem, 75vw));
  }

  dialog:dir(rtl) {
    --_slide-from: -100%;
  }

  dialog[open] {
    display: flex;
    flex-direction: column;
  }

  @media (prefers-reduced-motion: no-preference) {
    dialog[open] {
      animation: slide-in 200ms ease-out;
    }
  }

  @keyframes slide-in {
    from {
      transform: translateX(var(--_slide-from));
    }
  }

  dialog::backdrop {
    background: rgb(0 0 0 / 0.4);
  }

  .header {
    display: flex;
    flex: none;
    align-items: center;
    gap: var(--console-space-3);
    padding-block: var(--console-space-3);
    padding-inline: var(--console-space-5) var(--console-space-3);
    border-block-end: 1px solid var(--console-color-border);
  }

  h2 {
    flex: 1;
    margin: 0;
    min-inline-size: 0;
    font-size: var(--console-font-size-4);
    font-weight: var(--console-font-weight-semibold);
    line-height: var(--console-line-height-1);
    overflow-wrap: anywhere;
  }

  h2:focus {
    outline: none;
  }

  h2:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--console-color-focus-ring);
    outline-offset: 2px;
  }

  .help {
    display: inline-flex;
    flex: none;
    align-items: center;
    gap: var(--console-space-1);
    min-block-size: 24px;
    color: var(--console-color-link);
    text-decoration: underline;
  }

  .help:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--console-color-focus-ring);
    outline-offset: 2px;
  }

  /* The body takes focus only while it scrolls with nothing to focus inside; the ring sits inside its edge. */
  .body:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--console-color-focus-ring);
    outline-offset: calc(-1 * var(--console-focus-ring-width));
  }

  .icon {
    inline-size: 16px;
    block-size: 16px;
    flex: none;
  }

  /* The new-tab arrow points along the line of text: it turns round right to left. */
  :host(:dir(rtl)) .help .icon {
    scale: -1 1;
  }

  .body {
    flex: 1;
    min-block-size: 0;
    overflow: auto;
    padding-block: var(--console-space-4);
    padding-inline: var(--console-space-5);
  }

  .loading {
    display: flex;
    align-items: center;
    gap: var(--console-space-2);
    color: var(--console-color-text-muted);
  }

  .spinner {
    inline-size: 1rem;
    block-size: 1rem;
    border: 2px solid var(--console-color-border);
    border-block-start-color: var(--console-color-link);
    border-radius: var(--console-radius-round);
  }

  @media (prefers-reduced-motion: no-preference) {
    .spinner {
      animation: spin var(--console-duration-2) linear infinite;
    }
  }

  @keyframes spin {
    to {
      transform: rotate(1turn);
    }
  }

  .error {
    display: flex;
    flex: none;
    align-items: flex-start;
    gap: var(--console-space-2);
    margin-inline: var(--console-space-5);
    margin-block-end: var(--console-space-3);
    padding-block: var(--console-space-2);
    padding-inline: var(--console-space-3);
    border-inline-start: 4px solid var(--console-color-danger);
    border-radius: var(--console-radius-2);
    background: var(--console-color-danger-subtle);
    color: var(--console-color-text);
  }

  .error .icon {
    inline-size: 20px;
    block-size: 20px;
    color: var(--console-color-danger);
  }

  .footer {
    display: flex;
    flex: none;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--console-space-3);
    padding-block: var(--console-space-3);
    padding-inline: var(--console-space-5);
    border-block-start: 1px solid var(--console-color-border);
    background: var(--console-color-surface-subtle);
  }

  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--console-space-2);
  }

  .actions button {
    min-block-size: 2.25rem;
    padding-block: var(--console-space-1);
    padding-inline: var(--console-space-4);
    border: 1px solid var(--console-color-border-strong);
    border-radius: var(--console-radius-2);
    background: var(--console-color-surface);
    color: var(--console-color-text);
    font: inherit;
    cursor: pointer;
  }

  .actions button:hover {
    background: var(--console-color-surface-hover);
  }

  .actions .primary {
    border-color: var(--console-color-accent);
    background: var(--console-color-accent);
    color: var(--console-color-text-inverse);
  }

  .actions .primary:hover {
    border-color: var(--console-color-accent-strong);
    background: var(--console-color-accent-strong);
  }

  .actions .primary:disabled {
    border-color: var(--console-color-border);
    background: var(--console-color-surface-subtle);
    color: var(--console-color-text-muted);
    cursor: not-allowed;
  }

  .actions button:focus-visible,
  .close:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--console-color-focus-ring);
    outline-offset: 2px;
  }

  .close .icon {
    inline-size: 16px;
    block-size: 16px;
  }
`;
