import { html } from 'lit';

/*
 * Inline SVG icons of the header's menus, beside the chrome's common ones in icons.ts. Decorative (aria-hidden): the
 * accessible name of the button or item says what they mean; `currentColor` follows the text, forced colours included.
 */

/** A question mark in a circle, for the help menu. */
export const helpIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <g fill="none" stroke="currentColor" stroke-width="1.4" stroke-linecap="round">
    <circle cx="10" cy="10" r="8" />
    <path d="M7.6 7.7a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.6" />
  </g>
  <circle cx="10" cy="14.4" r="1" fill="currentColor" />
</svg>`;

/** Nine squares, for the applications launcher. */
export const appsIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <g fill="currentColor">
    <rect x="2.5" y="2.5" width="3.5" height="3.5" rx="0.75" />
    <rect x="8.25" y="2.5" width="3.5" height="3.5" rx="0.75" />
    <rect x="14" y="2.5" width="3.5" height="3.5" rx="0.75" />
    <rect x="2.5" y="8.25" width="3.5" height="3.5" rx="0.75" />
    <rect x="8.25" y="8.25" width="3.5" height="3.5" rx="0.75" />
    <rect x="14" y="8.25" width="3.5" height="3.5" rx="0.75" />
    <rect x="2.5" y="14" width="3.5" height="3.5" rx="0.75" />
    <rect x="8.25" y="14" width="3.5" height="3.5" rx="0.75" />
    <rect x="14" y="14" width="3.5" height="3.5" rx="0.75" />
  </g>
</svg>`;

/** A prompt in a window, for Cloud Shell and the developer tools menu. */
export const terminalIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <g fill="none" stroke="currentColor" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round">
    <rect x="2.5" y="3.5" width="15" height="13" rx="1.5" />
    <path d="m5.75 8 2.5 2-2.5 2M10 12.5h4" />
  </g>
</svg>`;

/** Angle brackets, for the Code Editor. */
export const codeIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <g fill="none" stroke="currentColor" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round">
    <path d="M7 6 3 10l4 4M13 6l4 4-4 4M11.25 4.5l-2.5 11" />
  </g>
</svg>`;

/** A box with an arrow leaving it, beside links that open in a new tab. */
export const externalLinkIcon = html`<svg
  class="external-icon"
  viewBox="0 0 16 16"
  aria-hidden="true"
  focusable="false"
>
  <g fill="none" stroke="currentColor" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round">
    <path d="M12.5 9v3.5a1 1 0 0 1-1 1h-8a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1H7M10 2.5h3.5V6M13.5 2.5 7.5 8.5" />
  </g>
</svg>`;

/** A map pin, for the region menu (the globe is the language menu's). */
export const regionIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <g fill="none" stroke="currentColor" stroke-width="1.4" stroke-linejoin="round">
    <path d="M10 17.5s-5.5-5.1-5.5-9.25a5.5 5.5 0 0 1 11 0C15.5 12.4 10 17.5 10 17.5Z" />
    <circle cx="10" cy="8.25" r="2" />
  </g>
</svg>`;
