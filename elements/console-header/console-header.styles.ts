import { css } from 'lit';

export const headerStyles = css`
  :host {
    display: block;
    block-size: var(--console-header-height);
    color: var(--console-color-header-text);
    background: var(--console-color-header-background);
    font-family: var(--console-font-family);
    font-size: var(--console-font-size-2);
  }

  .base {
    display: flex;
    align-items: center;
    gap: var(--console-space-3);
    block-size: 100%;
    padding-inline: var(--console-space-4);
  }

  .nav-button {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    inline-size: 40px;
    block-size: 40px;
    padding: 0;
    border: 0;
    border-radius: var(--console-radius-2);
    background: transparent;
    color: var(--console-color-header-text);
    cursor: pointer;
  }

  .nav-button:hover,
  .nav-button[aria-expanded='true'] {
    background: var(--console-color-header-hover);
  }

  .nav-button:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--console-color-header-focus-ring);
    outline-offset: -2px;
  }

  .nav-button svg {
    inline-size: 20px;
    block-size: 20px;
  }

  .logo {
    display: inline-flex;
    flex: none;
    align-items: center;
    gap: var(--console-space-2);
    block-size: 40px;
    padding-inline: var(--console-space-2);
    border-radius: var(--console-radius-2);
    color: var(--console-color-header-text);
    font-size: var(--console-font-size-3);
    font-weight: var(--console-font-weight-semibold);
    text-decoration: none;
    white-space: nowrap;
  }

  .logo:hover {
    background: var(--console-color-header-hover);
  }

  .logo:focus-visible {
    outline: var(--console-focus-ring-width) solid var(--console-color-header-focus-ring);
    outline-offset: -2px;
  }

  .logo-mark {
    inline-size: 2rem;
    block-size: 1.25rem;
    color: var(--console-color-accent);
  }

  .search {
    display: flex;
    flex: 0 1 auto;
    justify-content: center;
    min-inline-size: 0;
  }

  /* Pinned to the end of the bar, so the logo's text arriving with the catalog moves nothing. The skeletons have a
     box of their own: when the menus replace them it is a new box, not a moved one (CLS 0). */
  .menus,
  .skeletons {
    display: flex;
    flex: none;
    margin-inline-start: auto;
    align-items: center;
    gap: var(--console-space-1);
  }

  .skeleton {
    display: block;
    block-size: 40px;
    border-radius: var(--console-radius-2);
    background: var(--console-color-header-skeleton);
    animation: pulse var(--console-duration-2) ease-in-out infinite;
  }

  .skeleton-region {
    inline-size: 10rem;
  }

  .skeleton-user {
    inline-size: 8rem;
  }

  @keyframes pulse {
    50% {
      opacity: 0.55;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .skeleton {
      animation: none;
    }
  }

  @media (max-width: 40rem) {
    /* The mark alone; the product name stays the link's accessible name. */
    .product-name {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }

    .skeleton-region {
      inline-size: 9rem;
    }

    .skeleton-user {
      inline-size: 4.5rem;
    }
  }
`;
