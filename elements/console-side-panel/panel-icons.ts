import { html } from 'lit';

// Decorative icons of the side panel (aria-hidden): the text beside them says what they mean.

/** A box with an arrow leaving it, for links that open in a new tab. */
export const externalIcon = html`<svg class="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
  <g fill="none" stroke="currentColor" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round">
    <path d="M12.5 9v4.5h-10v-10H7M10 2.5h3.5V6M13.5 2.5 7.5 8.5" />
  </g>
</svg>`;
