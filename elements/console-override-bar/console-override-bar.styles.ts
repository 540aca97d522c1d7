import { css } from 'lit';
import { hostTextStyles } from '../shared/base.styles.ts';
import { buttonRules } from '../shared/button.styles.ts';

export const overrideBarStyles = css`
  ${hostTextStyles}
  ${buttonRules({ secondary: ['.clear'] })}

  :host {
    display: block;
  }

  :host(:not([open])) {
    display: none;
  }

  /* Prominent on purpose: an override runs a page of someone's choosing inside the console. */
  .base {
    display: flex;
    align-items: flex-start;
    gap: var(--console-space-3);
    padding-block: var(--console-space-2);
    padding-inline: var(--console-space-4);
    border-block-end: 1px solid var(--console-color-border);
    border-inline-start: 6px solid var(--console-color-warning);
    background: var(--console-color-surface-subtle);
  }

  .icon {
    display: inline-flex;
    padding-block-start: 2px;
    color: var(--console-color-warning);
  }

  .icon svg {
    inline-size: 20px;
    block-size: 20px;
  }

  .content {
    flex: 1;
    min-inline-size: 0;
  }

  p {
    margin: 0;
  }

  .title,
  .rejected-title {
    font-weight: var(--console-font-weight-semibold);
  }

  .rejected-title {
    margin-block-start: var(--console-space-2);
  }

  .list {
    display: grid;
    gap: var(--console-space-1);
    margin-block: var(--console-space-1);
    margin-inline: 0;
  }

  .entry {
    display: flex;
    flex-wrap: wrap;
    gap: var(--console-space-2);
  }

  dt {
    font-weight: var(--console-font-weight-semibold);
  }

  dt::after {
    content: ':';
  }

  dd {
    margin: 0;
    min-inline-size: 0;
  }

  code {
    font-family: var(--console-font-family-mono);
    overflow-wrap: anywhere;
  }

  .warning {
    color: var(--console-color-warning);
  }

  .rejections {
    margin: 0;
    padding-inline-start: var(--console-space-5);
  }

  .hint {
    color: var(--console-color-text-muted);
    font-size: var(--console-font-size-1);
  }

  .actions {
    display: flex;
    flex: none;
    align-items: center;
    gap: var(--console-space-2);
  }

  /* Smaller than a dialog's buttons: the bar stays one line high. */
  .clear {
    min-block-size: 2rem;
    padding-inline: var(--console-space-3);
  }

  .close svg {
    inline-size: 16px;
    block-size: 16px;
  }
`;
