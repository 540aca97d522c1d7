import { css } from 'lit';
import { buttonRules } from './button.styles.ts';

/** The square icon button that closes a bar, panel or dock (`.close`); elements add only what differs. */
export const closeButtonStyles = css`
  ${buttonRules({ quiet: ['.close'] })}

  .close {
    inline-size: 32px;
    block-size: 32px;
  }
`;
