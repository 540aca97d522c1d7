import { css } from 'lit';

export const toastsStyles = css`
  :host {
    display: block;
  }

  .list {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: var(--console-space-2);
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: block;
    max-inline-size: 100%;
  }
`;
