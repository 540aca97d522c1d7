import { css } from 'lit';
import { hostTextStyles } from '../shared/base.styles.ts';
import { buttonRules } from '../shared/button.styles.ts';

export const confirmDialogStyles = css`
  ${hostTextStyles}
  ${buttonRules({ secondary: ['button'], primary: ['.confirm'] })}

  :host {
    display: contents;
  }

  dialog {
    inline-size: min(32rem, calc(100vw - 2 * var(--console-space-4)));
    padding: var(--console-space-5);
    border: 1px solid var(--console-color-border);
    border-radius: var(--console-radius-3);
    background: var(--console-color-surface);
    color: var(--console-color-text);
    box-shadow: var(--console-shadow-2);
  }

  dialog::backdrop {
    background: rgb(0 0 0 / 0.4);
  }

  h2 {
    margin: 0;
    font-size: var(--console-font-size-4);
    font-weight: var(--console-font-weight-semibold);
    line-height: var(--console-line-height-1);
  }

  p {
    margin-block: var(--console-space-3) 0;
    margin-inline: 0;
  }

  .destination {
    color: var(--console-color-text-muted);
    overflow-wrap: anywhere;
  }

  .buttons {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: var(--console-space-2);
    margin-block-start: var(--console-space-5);
  }
`;
