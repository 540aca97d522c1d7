import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { isSafeBannerHref } from '../../src/domain/banners.ts';
import { BannerActionEvent } from '../../src/events/banner-action-event.ts';
import { RequestCloseEvent } from '../../src/events/request-close-event.ts';
import { t } from '../../src/i18n/i18n.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { closeButtonStyles } from '../shared/close-button.styles.ts';
import { closeIcon } from '../shared/icons.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.ts';
import { newTabIcon, severityIcon } from './banner-icons.ts';
import { bannerStyles } from './console-banner.styles.ts';
import type { BannerBody, BannerSeverity } from './interfaces.ts';

const SEVERITY_MESSAGES: Readonly<Record<BannerSeverity, string>> = {
  critical: 'banners.severity.critical',
  error: 'banners.severity.error',
  warning: 'banners.severity.warning',
  info: 'banners.severity.info',
  success: 'banners.severity.success',
};

/**
 * One banner under the header: a severity icon, an optional heading, the body, an optional link and action, and a
 * close button when it may be dismissed. The body is text or a fragment made by `src/security/sanitize.ts` from a
 * service's markup; the element never turns a string into markup. It never removes itself: the close button fires
 * `console-request-close` and its owner dismisses it.
 *
 * A region landmark labelled by its message (severity included, so it does not rest on colour). Not shown: chosen,
 * banners are not live regions; they are there when the page loads and announcing each would drown the page.
 *
 * @summary A full-width banner: severity, heading, text, link, action and close button.
 *
 * @tag console-banner
 *
 * @fires {RequestCloseEvent} console-request-close - The user pressed the close button.
 * @fires {BannerActionEvent} console-banner-action - The user pressed the action button.
 *
 * @csspart base - The banner.
 * @csspart icon - The severity icon.
 * @csspart message - The heading and body.
 * @csspart heading - The heading.
 * @csspart body - The body.
 * @csspart link - The link.
 * @csspart action - The action button.
 * @csspart close - The close button.
 */
export class ConsoleBanner extends LitElement {
  static override styles = [baseStyles, closeButtonStyles, visuallyHiddenStyles, bannerStyles];

  /** How serious the banner is: its colours, its icon and the word a screen reader hears first. */
  @property({ reflect: true }) severity: BannerSeverity = 'info';

  /** A short heading before the body, already translated; none when empty. */
  @property() heading = '';

  /** The body: text, or a fragment from the sanitiser (copied, so the same fragment can be given again). */
  @property({ attribute: false }) body: BannerBody = null;

  /** Where the link goes: a console path or an http(s) URL; anything else shows no link. */
  @property() href = '';

  /** The link's text; the link shows only with both `href` and this. */
  @property({ attribute: 'link-text' }) linkText = '';

  /** The link opens in a new tab (with rel noopener); its name says so. */
  @property({ type: Boolean, attribute: 'new-tab' }) newTab = false;

  /** The action button's label; no button when empty. */
  @property({ attribute: 'action-label' }) actionLabel = '';

  /** Shows the close button. */
  @property({ type: Boolean, reflect: true }) dismissible = false;

  protected readonly locale = new LocaleController(this);

  // The body as rendered: a copy of a fragment, made once per new body, so re-renders keep the same nodes.
  private renderedBody: string | DocumentFragment | typeof nothing = nothing;

  /** Moves focus into the banner: its close button, else its first link or button, else the banner itself. */
  override focus(options?: FocusOptions): void {
    const target =
      this.renderRoot.querySelector<HTMLElement>('.close') ??
      this.renderRoot.querySelector<HTMLElement>('a, button') ??
      this.renderRoot.querySelector<HTMLElement>('.base');
    target?.focus(options);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('body')) {
      const body = this.body;
      this.renderedBody =
        body instanceof DocumentFragment ? (body.cloneNode(true) as DocumentFragment) : (body ?? nothing);
    }
  }

  // Heading, body and link text often come from a service in a language of their own (English announcements in an
  // Arabic console): `dir="auto"` isolates each and sets its direction from its own text, so an English sentence's
  // full stop stays at its end in a right-to-left page.
  protected override render(): TemplateResult {
    return html`<div class="base" part="base" role="region" aria-labelledby="message" tabindex="-1">
      <span class="icon" part="icon">${severityIcon(this.severity)}</span>
      <div class="content">
        <p class="message" part="message" id="message">
          <span class="visually-hidden">${t(SEVERITY_MESSAGES[this.severity])}:</span>
          ${this.heading ? html`<strong class="heading" part="heading" dir="auto">${this.heading}</strong>` : nothing}
          <span class="body" part="body" dir="auto">${this.renderedBody}</span>
        </p>
        ${this.renderLink()}
      </div>
      ${this.renderActions()}
    </div>`;
  }

  protected renderLink(): TemplateResult | typeof nothing {
    if (!this.href || !this.linkText || !isSafeBannerHref(this.href)) return nothing;
    if (!this.newTab)
      return html`<a class="link" part="link" href=${this.href}><span dir="auto">${this.linkText}</span></a>`;
    return html`<a class="link" part="link" href=${this.href} target="_blank" rel="noopener noreferrer"
      ><span dir="auto">${this.linkText}</span
      ><span class="visually-hidden"> ${t('banners.newTab')}</span>${newTabIcon}</a
    >`;
  }

  protected renderActions(): TemplateResult | typeof nothing {
    if (!this.actionLabel && !this.dismissible) return nothing;
    return html`<div class="actions">
      ${
        this.actionLabel
          ? html`<button type="button" class="action" part="action" @click=${this.handleAction}>
              ${this.actionLabel}
            </button>`
          : nothing
      }
      ${
        this.dismissible
          ? html`<button
              type="button"
              class="close"
              part="close"
              aria-label=${t('banners.dismiss')}
              @click=${this.handleClose}
            >
              ${closeIcon}
            </button>`
          : nothing
      }
    </div>`;
  }

  private handleAction(): void {
    this.dispatchEvent(new BannerActionEvent());
  }

  private handleClose(): void {
    this.dispatchEvent(new RequestCloseEvent());
  }
}
