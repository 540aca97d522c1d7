import { html, type TemplateResult } from 'lit';
import type { BannerSeverity } from './interfaces.ts';

// The severity icons of a banner: each shape differs, so the severity never rests on colour alone.

/** An i in a circle: information. */
const infoIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <g fill="none" stroke="currentColor" stroke-width="1.5">
    <circle cx="10" cy="10" r="8" />
    <path d="M10 9v5" stroke-linecap="round" />
  </g>
  <circle cx="10" cy="6.25" r="1" fill="currentColor" />
</svg>`;

/** A triangle with an exclamation mark: warning. */
const warningIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <path d="M10 2.5 18 17H2Z" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round" />
  <path d="M10 8v4" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" />
  <circle cx="10" cy="14.5" r="1" fill="currentColor" />
</svg>`;

/** An octagon with an exclamation mark: error and critical. */
const errorIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <path
    d="M7 2.5h6L17.5 7v6L13 17.5H7L2.5 13V7Z"
    fill="none"
    stroke="currentColor"
    stroke-width="1.5"
    stroke-linejoin="round"
  />
  <path d="M10 6v5" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" />
  <circle cx="10" cy="13.75" r="1" fill="currentColor" />
</svg>`;

/** A check mark in a circle: success. */
const successIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" stroke-width="1.5" />
  <path d="m6.5 10.25 2.5 2.5 4.5-5" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" />
</svg>`;

/** An arrow leaving a box: a link that opens in a new tab. */
export const newTabIcon = html`<svg class="new-tab-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
  <path
    d="M9 3h4v4m0-4L7.5 8.5M12 9.5V13H3V4h3.5"
    fill="none"
    stroke="currentColor"
    stroke-width="1.4"
    stroke-linecap="round"
    stroke-linejoin="round"
  />
</svg>`;

/** The icon of a severity. */
export function severityIcon(severity: BannerSeverity): TemplateResult {
  switch (severity) {
    case 'critical':
    case 'error':
      return errorIcon;
    case 'warning':
      return warningIcon;
    case 'success':
      return successIcon;
    case 'info':
      return infoIcon;
  }
}
