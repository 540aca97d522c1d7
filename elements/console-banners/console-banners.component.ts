import { css, html, LitElement, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { BannerDismissEvent } from '../../src/events/banner-dismiss-event.ts';
import { BannerRunEvent } from '../../src/events/banner-run-event.ts';
import type { ConsoleBanner } from '../console-banner/console-banner.component.ts';
import type { BannerItem } from './interfaces.ts';

/**
 * Pure presentation: one `console-banner` per entry of `banners`, in its order; the owner keeps the list (inside the
 * console: the banner store through `console-banners.connected.ts`). Closing a banner that has focus moves focus, once
 * the owner has removed it, to the next banner, else the one before, else the main content, so focus never falls back
 * to the document.
 *
 * @summary The banner list under the header: announcements, health, account, page and realm banners.
 *
 * @tag console-banners
 *
 * @fires {BannerDismissEvent} console-banner-dismiss - The user closed a banner; `key` names it.
 * @fires {BannerRunEvent} console-banner-run - The user pressed a banner's action button; `key` names it.
 */
export class ConsoleBanners extends LitElement {
  static override styles = css`
    :host {
      display: block;
    }

    :host([hidden]) {
      display: none;
    }
  `;

  /** The banners, in the order shown; texts already translated. */
  @property({ attribute: false }) banners: readonly BannerItem[] = [];

  protected override render(): TemplateResult {
    return html`${repeat(
      this.banners,
      entry => entry.key,
      entry => this.renderBanner(entry)
    )}`;
  }

  protected renderBanner(entry: BannerItem): TemplateResult {
    return html`<console-banner
      data-key=${entry.key}
      severity=${entry.severity}
      heading=${entry.heading ?? ''}
      .body=${entry.body}
      href=${entry.href ?? ''}
      link-text=${entry.linkText ?? ''}
      ?new-tab=${entry.newTab === true}
      action-label=${entry.actionLabel ?? ''}
      ?dismissible=${entry.dismissible === true}
      @console-request-close=${(event: Event) => this.handleClose(entry.key, event)}
      @console-banner-action=${(event: Event) => this.handleAction(entry.key, event)}
    ></console-banner>`;
  }

  private handleAction(key: string, event: Event): void {
    // The list's own event names the banner; the item's would reach the page without saying which.
    event.stopPropagation();
    this.dispatchEvent(new BannerRunEvent(key));
  }

  private async handleClose(key: string, event: Event): Promise<void> {
    event.stopPropagation();
    const closing = event.currentTarget as ConsoleBanner;
    const before = [...this.renderRoot.querySelectorAll<ConsoleBanner>('console-banner')];
    const index = before.indexOf(closing);
    const hadFocus = this.shadowRoot?.activeElement === closing;
    this.dispatchEvent(new BannerDismissEvent(key));
    await this.updateComplete;
    if (!hadFocus) return;
    const after = [...this.renderRoot.querySelectorAll<ConsoleBanner>('console-banner')];
    const next = after[index] ?? after[index - 1];
    if (next) {
      await next.updateComplete;
      next.focus();
    } else {
      this.focusContent();
    }
  }

  /**
   * Focuses the main content: the shell's `main#content` (focusable, the skip link's target) when the banners sit in
   * a console-shell, else the document's main landmark.
   */
  private focusContent(): void {
    const shell = this.closest('console-shell');
    const main = shell?.shadowRoot?.querySelector<HTMLElement>('main') ?? document.querySelector<HTMLElement>('main');
    main?.focus();
  }
}
