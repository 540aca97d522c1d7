import { html } from 'lit';

// Decorative severity icons (aria-hidden): a visually hidden word beside them says the severity.

/** A check mark in a circle, for Success. */
export const successIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <g fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">
    <circle cx="10" cy="10" r="8" />
    <path d="m6.5 10.25 2.4 2.25 4.6-5" />
  </g>
</svg>`;

/** An exclamation mark in an octagon, for Critical. */
export const criticalIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <path
    d="M6.7 2h6.6L18 6.7v6.6L13.3 18H6.7L2 13.3V6.7Z"
    fill="none"
    stroke="currentColor"
    stroke-width="1.5"
    stroke-linejoin="round"
  />
  <path d="M10 6v5" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" />
  <circle cx="10" cy="13.75" r="1" fill="currentColor" />
</svg>`;
