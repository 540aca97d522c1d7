import { css } from 'lit';

export const pluginFrameStyles = css`
  :host {
    display: block;
    block-size: 100%;
    min-block-size: var(--min-height, 20rem);
  }

  iframe {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    border: 0;
    background: var(--console-color-surface);
  }
`;
