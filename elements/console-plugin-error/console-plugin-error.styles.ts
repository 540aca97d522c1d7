import { css } from 'lit';
import { hostTextStyles } from '../shared/base.styles.ts';
import { buttonRules } from '../shared/button.styles.ts';

export const pluginErrorStyles = css`
  ${hostTextStyles}
  ${buttonRules({ secondary: ['.action'], primary: ['.action.primary'] })}

  :host {
    display: block;
  }

  .base {
    padding-block-end: var(--console-space-8);
  }

  console-status-page {
    padding-block-end: var(--console-space-5);
  }

  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: var(--console-space-3);
    padding-inline: var(--console-space-5);
  }
`;
