import { css, html, LitElement, type PropertyValues, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { Banner, BannerParam, BannerText } from '../../src/domain/banners.ts';
import { activeLocale, t, type MessageValues } from '../../src/i18n/i18n.ts';
import { renderInlineMarkdown } from '../../src/security/sanitize.ts';
import { $banners, $bannersLoaded, dismissBanner, runBannerAction } from '../../stores/banners.ts';
import { recordBannerBlockSize } from '../../stores/banner-reserve.ts';
import { $session } from '../../stores/session.ts';
import '../console-banner/console-banner.ts';
import type { ConsoleBanner } from '../console-banner/console-banner.component.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { StoreController } from '../shared/store-controller.ts';

/**
 * The banners under the header, connected: one `console-banner` per entry of `$banners` (stores/banners.ts), in its
 * order. Message ids are translated here; service text becomes markup only through `renderInlineMarkdown` (marked and
 * DOMPurify), and plain service text stays text. Closing a banner dismisses it in the store and moves focus to the
 * next banner, else the one before, else the main content, so focus never falls back to the document.
 *
 * @summary The banner list under the header: announcements, health, account, page and realm banners.
 *
 * @tag console-banners
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

  private readonly banners = new StoreController(this, $banners);
  private readonly loaded = new StoreController(this, $bannersLoaded);
  private readonly session = new StoreController(this, $session);

  /** The room the loaded banners take is remembered, so the next visit keeps it before they arrive. */
  private readonly sizeObserver = new ResizeObserver(entries => {
    const blockSize = entries[entries.length - 1]?.borderBoxSize[0]?.blockSize;
    if (blockSize !== undefined) this.recordSize(blockSize);
  });

  private recordSize(blockSize: number): void {
    const user = this.session.value.claims?.sub;
    if (this.loaded.value && user) recordBannerBlockSize(user, blockSize);
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    // Also when the loaded banners take no room at all (no resize then): the next visit keeps none.
    if (this.loaded.value) this.recordSize(this.getBoundingClientRect().height);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.sizeObserver.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.sizeObserver.disconnect();
  }
  protected readonly locale = new LocaleController(this);

  // Sanitised fragments by source text: the banner element copies what it is given, so a kept fragment stays whole.
  private readonly fragments = new Map<string, DocumentFragment>();

  protected override render(): TemplateResult {
    // The first banners show together, once every source has answered: arriving one source at a time, each would push
    // the ones before it down (CLS). The room they need is kept from the first paint (stores/banner-reserve.ts).
    if (!this.loaded.value) return html``;
    return html`${repeat(
      this.banners.value,
      entry => entry.key,
      entry => this.renderBanner(entry)
    )}`;
  }

  protected renderBanner(entry: Banner): TemplateResult {
    const link = entry.link;
    return html`<console-banner
      data-key=${entry.key}
      severity=${entry.severity}
      heading=${entry.title ? this.plainText(entry.title) : ''}
      .body=${this.bodyOf(entry.body)}
      href=${link?.href ?? ''}
      link-text=${link ? this.plainText(link.text) : ''}
      ?new-tab=${link?.newTab === true}
      action-label=${entry.action ? this.plainText(entry.action.label) : ''}
      ?dismissible=${entry.dismissible}
      @console-request-close=${(event: Event) => this.handleClose(entry.key, event)}
      @console-banner-action=${() => entry.action && runBannerAction(entry.action.id)}
    ></console-banner>`;
  }

  private params(params: Readonly<Record<string, BannerParam>> | undefined): MessageValues | undefined {
    if (!params) return undefined;
    const values: MessageValues = {};
    for (const [name, value] of Object.entries(params)) {
      if (typeof value === 'string' || typeof value === 'number') values[name] = value;
      else if (Array.isArray(value)) values[name] = this.list(value);
      else values[name] = t((value as { message: string }).message);
    }
    return values;
  }

  /** A list joined in the language of the catalog in use, so it matches the sentence around it. */
  private list(items: readonly string[]): string {
    try {
      return new Intl.ListFormat(activeLocale() ?? 'en', { type: 'conjunction' }).format(items);
    } catch {
      return items.join(', ');
    }
  }

  /** A text as a string: a translated message, or service text shown as it is (never as markup). */
  private plainText(text: BannerText): string {
    return 'message' in text ? t(text.message, this.params(text.params)) : text.serviceText;
  }

  /** A body: service markdown through the sanitiser, everything else as text. */
  private bodyOf(text: BannerText): string | DocumentFragment {
    if ('message' in text || !text.markdown) return this.plainText(text);
    let fragment = this.fragments.get(text.serviceText);
    if (!fragment) {
      fragment = renderInlineMarkdown(text.serviceText);
      this.fragments.set(text.serviceText, fragment);
    }
    return fragment;
  }

  private async handleClose(key: string, event: Event): Promise<void> {
    event.stopPropagation();
    const closing = event.currentTarget as ConsoleBanner;
    const before = [...this.renderRoot.querySelectorAll<ConsoleBanner>('console-banner')];
    const index = before.indexOf(closing);
    const hadFocus = this.shadowRoot?.activeElement === closing;
    dismissBanner(key);
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
