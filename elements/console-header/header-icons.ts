import { html } from 'lit';

/*
 * Icons of the header's own controls (the menus bring theirs). Decorative (aria-hidden): each control's accessible
 * name says what it does. `currentColor` follows the bar's text colour, including forced-colours mode.
 */

/** A magnifier, for the search box and the narrow header's search button. */
export const searchIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <g fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round">
    <circle cx="8.5" cy="8.5" r="5.5" />
    <path d="m12.5 12.5 4.5 4.5" />
  </g>
</svg>`;

/** A bell, for announcements. */
export const bellIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <g fill="none" stroke="currentColor" stroke-width="1.4" stroke-linejoin="round">
    <path d="M5 13.5V9a5 5 0 0 1 10 0v4.5l1.5 1.75h-13Z" />
    <path d="M8.25 17a1.9 1.9 0 0 0 3.5 0" stroke-linecap="round" />
  </g>
</svg>`;

/** A prompt in a window, for Cloud Shell. */
export const cloudShellIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <g fill="none" stroke="currentColor" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round">
    <rect x="2.5" y="3.5" width="15" height="13" rx="1.5" />
    <path d="m6 8 2.5 2L6 12M10.5 12.5h3.5" />
  </g>
</svg>`;

/** Angle brackets, for Code Editor. */
export const codeEditorIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <path
    d="M7 5.5 2.5 10 7 14.5M13 5.5l4.5 4.5-4.5 4.5M11 3.5 9 16.5"
    fill="none"
    stroke="currentColor"
    stroke-width="1.5"
    stroke-linecap="round"
    stroke-linejoin="round"
  />
</svg>`;

/** Three dots, for the overflow ("More") drawer. */
export const moreIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <circle cx="4.5" cy="10" r="1.6" fill="currentColor" />
  <circle cx="10" cy="10" r="1.6" fill="currentColor" />
  <circle cx="15.5" cy="10" r="1.6" fill="currentColor" />
</svg>`;
