import { css } from 'lit';

/**
 * Banner colours from the state tokens. Warning and information have no "subtle" token of their own: their backgrounds
 * mix the state colour into the surface, so every theme's palette carries through and the text stays on a light tint.
 */
export const bannerStyles = css`
  :host {
    display: block;
    --banner-background: var(--console-color-surface-subtle);
    --banner-accent: var(--console-color-link);
    --banner-text: var(--console-color-text);
    --banner-link: var(--console-color-link);
    --banner-focus: var(--console-color-focus-ring);
  }

  :host([severity='warning']) {
    --banner-background: color-mix(in srgb, var(--console-color-warning) 10%, var(--console-color-surface));
    --banner-accent: var(--console-color-warning);
  }

  :host([severity='error']) {
    --banner-background: var(--console-color-danger-subtle);
    --banner-accent: var(--console-color-danger);
  }

  :host([severity='success']) {
    --banner-background: var(--console-color-success-subtle);
    --banner-accent: var(--console-color-success);
  }

  /* Critical: the state colour itself, text and controls inverse. */
  :host([severity='critical']) {
    --banner-background: var(--console-color-danger);
    --banner-accent: var(--console-color-text-inverse);
    --banner-text: var(--console-color-text-inverse);
    --banner-link: var(--console-color-text-inverse);
    --banner-focus: var(--console-color-text-inverse);
  }

  .base {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: var(--console-space-2) var(--console-space-3);
    padding-block: var(--console-space-2);
    padding-inline: var(--console-space-4);
    border-block-end: 1px solid var(--console-color-border);
    border-inline-start: 4px solid var(--banner-accent);
    background: var(--banner-background);
    color: var(--banner-text);
    font-family: var(--console-font-family);
    font-size: var(--console-font-size-2);
    line-height: var(--console-line-height-2);
  }

  .base:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--banner-focus);
    outline-offset: -4px;
  }

  .icon {
    display: inline-flex;
    flex: none;
    padding-block: 0.125rem;
    color: var(--banner-accent);
  }

  .icon svg {
    inline-size: 20px;
    block-size: 20px;
  }

  /* The text takes the room; on a narrow screen the link and buttons wrap under it. */
  .content {
    display: flex;
    flex: 1 1 16rem;
    flex-wrap: wrap;
    align-items: baseline;
    gap: var(--console-space-1) var(--console-space-3);
    min-inline-size: 0;
    padding-block: 0.125rem;
  }

  .message {
    flex: 0 1 auto;
    margin: 0;
    overflow-wrap: anywhere;
  }

  .heading {
    margin-inline-end: var(--console-space-1);
    font-weight: var(--console-font-weight-semibold);
  }

  .body a,
  .link {
    color: var(--banner-link);
    text-decoration: underline;
    text-underline-offset: 2px;
  }

  .body a:focus-visible,
  .link:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--banner-focus);
    outline-offset: 2px;
    border-radius: var(--console-radius-1);
  }

  .body code {
    font-family: var(--console-font-family-mono);
  }

  .link {
    display: inline-flex;
    align-items: center;
    gap: var(--console-space-1);
    min-block-size: 24px;
    font-weight: var(--console-font-weight-semibold);
    white-space: nowrap;
  }

  .new-tab-icon {
    inline-size: 14px;
    block-size: 14px;
  }

  :host(:dir(rtl)) .new-tab-icon {
    transform: scaleX(-1);
  }

  .actions {
    display: flex;
    flex: none;
    align-items: center;
    gap: var(--console-space-2);
    margin-inline-start: auto;
  }

  .action {
    min-block-size: 28px;
    padding-block: var(--console-space-1);
    padding-inline: var(--console-space-3);
    border: 1px solid var(--banner-text);
    border-radius: var(--console-radius-2);
    background: transparent;
    color: var(--banner-text);
    font: inherit;
    font-weight: var(--console-font-weight-semibold);
    cursor: pointer;
  }

  .action:hover {
    background: color-mix(in srgb, var(--banner-text) 8%, transparent);
  }

  .action:focus-visible,
  .close:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--banner-focus);
    outline-offset: 2px;
  }

  .close {
    inline-size: 28px;
    block-size: 28px;
    color: var(--banner-text);
  }

  .close:hover {
    background: color-mix(in srgb, var(--banner-text) 10%, transparent);
  }

  .close svg {
    inline-size: 16px;
    block-size: 16px;
  }

  @media (forced-colors: active) {
    .base {
      border: 1px solid CanvasText;
      border-inline-start-width: 4px;
    }
  }
`;
