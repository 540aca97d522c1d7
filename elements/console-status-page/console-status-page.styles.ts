import { css } from 'lit';
import { hostTextStyles } from '../shared/base.styles.ts';
import { buttonRules } from '../shared/button.styles.ts';

export const statusPageStyles = css`
  ${hostTextStyles}
  ${buttonRules({ secondary: ['button', '.link'], primary: ['.links li:first-child .link'] })}

  :host {
    display: block;
    padding-block: var(--console-space-8);
    padding-inline: var(--console-space-5);
  }

  .base {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--console-space-4);
    max-inline-size: 36rem;
    margin-inline: auto;
    text-align: center;
  }

  .status-icon {
    inline-size: 3rem;
    block-size: 3rem;
    color: var(--console-color-text-muted);
  }

  :host([kind='error']) .status-icon {
    color: var(--console-color-danger);
  }

  /* The arrow leaves the page towards the inline end, like the reading direction. */
  :host([kind='moved']:dir(rtl)) .status-icon {
    scale: -1 1;
  }

  h1 {
    margin: 0;
    font-size: var(--console-font-size-5);
    font-weight: var(--console-font-weight-semibold);
    line-height: var(--console-line-height-1);
  }

  .message {
    margin: 0;
    color: var(--console-color-text-muted);
    font-size: var(--console-font-size-3);
  }

  .code {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: var(--console-space-2);
  }

  code {
    padding-block: var(--console-space-1);
    padding-inline: var(--console-space-2);
    border-radius: var(--console-radius-2);
    background: var(--console-color-surface-subtle);
    font-family: var(--console-font-family-mono);
    overflow-wrap: anywhere;
  }

  .links {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: var(--console-space-3);
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .copy-status {
    min-inline-size: 4rem;
    color: var(--console-color-success);
  }

  .copy-status.failed {
    color: var(--console-color-danger);
  }

  .countdown {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: var(--console-space-3);
  }

  .countdown p {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;
