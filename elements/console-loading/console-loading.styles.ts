import { css } from 'lit';

export const loadingStyles = css`
  :host {
    display: block;
    padding-block: var(--console-space-6);
    padding-inline: var(--console-space-5);
  }

  .skeleton {
    display: flex;
    flex-direction: column;
    gap: var(--console-space-3);
    max-inline-size: 72rem;
  }

  .block {
    display: block;
    block-size: 1rem;
    border-radius: var(--console-radius-2);
    background: linear-gradient(
      90deg,
      var(--console-color-skeleton) 0%,
      var(--console-color-skeleton-highlight) 50%,
      var(--console-color-skeleton) 100%
    );
    background-size: 200% 100%;
    animation: shimmer var(--console-duration-2) linear infinite;
  }

  .title {
    inline-size: 16rem;
    max-inline-size: 60%;
    block-size: 2rem;
    margin-block-end: var(--console-space-3);
  }

  .line {
    inline-size: 70%;
  }

  .line.short {
    inline-size: 45%;
  }

  .panel {
    block-size: 12rem;
    margin-block-start: var(--console-space-4);
  }

  @keyframes shimmer {
    from {
      background-position: 100% 0;
    }
    to {
      background-position: -100% 0;
    }
  }

  /* The shimmer runs with the reading direction. */
  :host(:dir(rtl)) .block {
    animation-direction: reverse;
  }

  @media (prefers-reduced-motion: reduce) {
    .block {
      animation: none;
    }
  }

  @media (forced-colors: active) {
    .block {
      border: 1px solid CanvasText;
    }
  }
`;
