import type { BannerBody, BannerSeverity } from '../console-banner/interfaces.ts';

/** One banner of a `console-banners` list: texts already translated. */
export interface BannerItem {
  /** Unique within the list; the events name the banner by it. */
  key: string;
  /** Info, Warning, Error or Critical: the icon and colours. */
  severity: BannerSeverity;
  /** A bold lead-in before the body. */
  heading?: string;
  /** The message: text, or a fragment the page has already sanitised. */
  body: BannerBody;
  /** A link after the body, with its text. */
  href?: string;
  linkText?: string;
  /** The link opens a new tab (and says so to screen readers). */
  newTab?: boolean;
  /** An action button's label; no button without it. */
  actionLabel?: string;
  /** Shows a close button. */
  dismissible?: boolean;
}
