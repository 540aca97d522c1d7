import { html } from 'lit';

// Decorative icons of the dock's window buttons (aria-hidden): each button has its accessible name.

/** A bar at the bottom, for Minimize. */
export const minimizeIcon = html`<svg class="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
  <path d="M3.5 12.5h9" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" />
</svg>`;

/** An empty window, for Maximize. */
export const maximizeIcon = html`<svg class="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
  <rect x="3" y="3" width="10" height="10" rx="1" fill="none" stroke="currentColor" stroke-width="1.5" />
</svg>`;

/** Two overlapping windows, for Restore. */
export const restoreIcon = html`<svg class="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
  <g fill="none" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round">
    <rect x="2.75" y="5.25" width="8" height="8" rx="1" />
    <path d="M5.25 5.25v-2.5h8v8h-2.5" />
  </g>
</svg>`;
