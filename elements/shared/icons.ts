import { html } from 'lit';

/*
 * Inline SVG icons of the chrome. They are decorative (aria-hidden): the text or accessible name beside them says what
 * they mean. `currentColor` lets them follow the text colour, including forced-colours mode.
 */

/** A downward chevron for menu buttons. */
export const chevronDownIcon = html`<svg class="chevron" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
  <path d="M2 4.25 6 8.25l4-4" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" />
</svg>`;

/** A globe, for the region menu. */
export const globeIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <g fill="none" stroke="currentColor" stroke-width="1.4">
    <circle cx="10" cy="10" r="7.5" />
    <path d="M2.5 10h15M10 2.5c2.2 2.2 3 4.7 3 7.5s-.8 5.3-3 7.5c-2.2-2.2-3-4.7-3-7.5s.8-5.3 3-7.5Z" />
  </g>
</svg>`;

/** A person, for the user menu. */
export const userIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <g fill="none" stroke="currentColor" stroke-width="1.4">
    <circle cx="10" cy="10" r="8" />
    <circle cx="10" cy="8" r="2.75" />
    <path d="M4.9 15.6c1.1-1.9 2.9-3 5.1-3s4 1.1 5.1 3" />
  </g>
</svg>`;

/** A check mark, shown beside the checked menu item. */
export const checkIcon = html`<svg class="check" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
  <path d="m3 8.5 3.2 3L13 4.5" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" />
</svg>`;

/** A door with an arrow, for Sign out. */
export const signOutIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <g fill="none" stroke="currentColor" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round">
    <path d="M8 3.5H4.5v13H8M12.5 6.5 16 10l-3.5 3.5M16 10H7.5" />
  </g>
</svg>`;

/** The product mark beside the product name in the header. */
export const logoMark = html`<svg class="logo-mark" viewBox="0 0 32 20" aria-hidden="true" focusable="false">
  <rect x="1.5" y="1.5" width="29" height="17" rx="8.5" fill="none" stroke="currentColor" stroke-width="3" />
</svg>`;

/** Warning triangle, for error pages. */
export const warningIcon = html`<svg class="status-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
  <path d="M24 5 2.5 42.5h43Z" fill="none" stroke="currentColor" stroke-width="3" stroke-linejoin="round" />
  <path d="M24 18v12" stroke="currentColor" stroke-width="3" stroke-linecap="round" />
  <circle cx="24" cy="35.5" r="2" fill="currentColor" />
</svg>`;

/** Magnifier with a question mark, for the not-found page. */
export const notFoundIcon = html`<svg class="status-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
  <g fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round">
    <circle cx="20" cy="20" r="14" />
    <path d="m30.5 30.5 13 13M16 16.5a4 4 0 1 1 5.5 3.7c-1 .4-1.5 1.2-1.5 2.3v.5" />
  </g>
  <circle cx="20" cy="27" r="1.8" fill="currentColor" />
</svg>`;

/** A page with an arrow leaving it, for the moved page. */
export const movedIcon = html`<svg class="status-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
  <g fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">
    <path d="M30 14V6H10v36h20v-8" />
    <path d="M22 24h22M37 17l7 7-7 7" />
  </g>
</svg>`;

/** A cross, for close buttons. */
export const closeIcon = html`<svg class="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
  <path d="m3.5 3.5 9 9m0-9-9 9" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" />
</svg>`;

/** An i in a circle, for information messages. */
export const infoIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <g fill="none" stroke="currentColor" stroke-width="1.5">
    <circle cx="10" cy="10" r="8" />
    <path d="M10 9v5" stroke-linecap="round" />
  </g>
  <circle cx="10" cy="6.25" r="1" fill="currentColor" />
</svg>`;

/** A small warning triangle, for error messages. */
export const warningSmallIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <path d="M10 2.5 18 17H2Z" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round" />
  <path d="M10 8v4" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" />
  <circle cx="10" cy="14.5" r="1" fill="currentColor" />
</svg>`;

/** Three bars, for the navigation menu button. */
export const menuIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <path d="M3 5.5h14M3 10h14M3 14.5h14" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" />
</svg>`;
