import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { guard } from 'lit/directives/guard.js';
import { provide } from '@lit/context';
import { t } from '../../src/i18n/i18n.ts';
import { until } from 'lit/directives/until.js';
import type { ConsoleConfig } from '../../src/config.ts';
import { consoleConfigContext } from '../../src/contexts/console-config-context.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { shellStyles } from './console-shell.styles.ts';

/** Footer markdown as a sanitised fragment, from the lazily loaded sanitiser. */
function footerMarkdown(source: string): Promise<DocumentFragment> {
  return import('../../src/security/sanitize.ts').then(({ renderInlineMarkdown }) => renderInlineMarkdown(source));
}

/** Slots whose container is shown only while something is assigned to them. */
type OptionalSlot = 'help' | 'side-dock' | 'bottom-dock';

/**
 * It provides the console configuration to the chrome below it through `consoleConfigContext`.
 *
 * The footer shows the realm's footer markdown (`config.realmFeatures.footerMarkdown`, spec 1 §2) at its start and
 * end, sanitised; without end markdown the copyright line stands there. With a `classification` (set while the
 * classification banner shows) the footer grows by 24 px for the marking line (spec 1 §9).
 *
 * Below 495 px (spec 1 §9, one-column mode) the body stacks: the content takes the full width, the help panel
 * follows it, and a side-docked plugin covers the content (chosen: a 75% column beside 120 px of content is of use
 * to no one; the dock's own close button brings the content back). Nothing scrolls sideways.
 *
 * The layout uses logical properties only, so it mirrors in right-to-left documents: the help panel and the side
 * dock sit at the inline end, the skip link at the inline start.
 *
 * @summary The console layout: skip link, header and banners, content, help panel, docked containers, footer, toasts.
 *
 * @tag console-shell
 *
 * @slot - The page content, inside `<main id="content">`.
 * @slot header - The header bar, usually `<console-header>`.
 * @slot banner - Banners under the header.
 * @slot help - An inline contextual help panel beside the content; hidden while empty.
 * @slot side-dock - A plugin docked at the side (support centre, contextual help plugins); hidden while empty.
 * @slot bottom-dock - A plugin docked at the bottom (Cloud Shell); hidden while empty.
 * @slot footer - Extra footer content, between the footer's start markdown and its end (markdown or copyright).
 * @slot toast - Toasts, announced politely.
 *
 * @csspart skip-link - The skip-to-content link.
 * @csspart header - The container of the header slot; it reserves the header height before the header renders.
 * @csspart banners - The container of the banner slot; it keeps `--console-banner-reserve` of room for banners.
 * @csspart content - The main content region.
 * @csspart help - The help panel container.
 * @csspart side-dock - The side-docked container.
 * @csspart bottom-dock - The bottom-docked container.
 * @csspart footer - The footer.
 * @csspart footer-start - The footer's start markdown.
 * @csspart footer-end - The footer's end markdown, or the copyright line.
 * @csspart classification - The footer's classification marking line.
 * @csspart toasts - The toast area.
 *
 * @cssproperty [--console-header-height=60px] - Height reserved for the header before it renders.
 * @cssproperty [--console-banner-reserve=0px] - Room kept under the header for banners that have not arrived yet, so the
 * content does not move when they do (the console sets it on the document from the last visit).
 * @cssproperty [--console-footer-height=30px] - Height of the footer.
 * @cssproperty [--console-classification-height=24px] - Height the footer grows by for the classification marking.
 * @cssproperty [--side-dock-width=75%] - Width of the side-docked container.
 * @cssproperty [--bottom-dock-height=auto] - Height of the bottom-docked container (by default the dock's own).
 * @cssproperty [--shell-banners-display=block] - `none` hides the banners, e.g. while a docked tool fills the window
 *   between header and footer (a maximised bottom dock).
 * @cssproperty [--help-width=20rem] - Width of the help panel.
 */
export class ConsoleShell extends LitElement {
  static override styles = [baseStyles, shellStyles];

  /** Console configuration, provided to descendants through `consoleConfigContext`; set it before they need it. */
  @provide({ context: consoleConfigContext })
  @property({ attribute: false })
  config!: ConsoleConfig;

  /**
   * The classification marking (secret, top secret), already translated; set while the non-dismissible
   * classification banner shows. The footer grows by 24 px and repeats it (spec 1 §9).
   */
  @property({ reflect: true }) classification?: string;

  /**
   * While set, the footer's markdown is not rendered yet and its place stays empty: the console sets it during start-up,
   * so the sanitiser (marked and DOMPurify) loads after the first page instead of on its way.
   */
  @property({ type: Boolean, attribute: 'footer-deferred' }) footerDeferred = false;

  @state() private filledSlots = new Set<OptionalSlot>();

  @query('#content') private content!: HTMLElement;

  protected readonly locale = new LocaleController(this);

  /** Moves focus to the content region, as the skip link does. */
  focusContent(): void {
    this.content.focus();
  }

  protected override render(): TemplateResult {
    return html`${this.renderSkipLink()}
      <div class="top">
        <div class="header" part="header"><slot name="header"></slot></div>
        <div class="banners" part="banners"><slot name="banner"></slot></div>
      </div>
      ${this.renderBody()} ${this.renderBottomDock()} ${this.renderFooter()}
      <div class="toasts" part="toasts" role="status" aria-live="polite">
        <slot name="toast"></slot>
      </div>`;
  }

  protected renderSkipLink(): TemplateResult {
    // Inside a labelled landmark: every piece of a page belongs to one (axe 'region'), and axe cannot see that a
    // link into a shadow root is a skip link.
    return html`<nav class="skip-links" aria-label=${t('shell.skipLinks.label')}>
      <a class="skip-link" part="skip-link" href="#content" @click=${this.handleSkipLinkClick}
        >${t('shell.skipToContent')}</a
      >
    </nav>`;
  }

  protected renderBody(): TemplateResult {
    const hasSideDock = this.filledSlots.has('side-dock');
    return html`<div class=${classMap({ body: true, 'has-side-dock': hasSideDock })}>
      <main id="content" part="content" tabindex="-1"><slot></slot></main>
      <aside class="help" part="help" aria-label=${t('shell.help.label')} ?hidden=${!this.filledSlots.has('help')}>
        <slot name="help" @slotchange=${this.handleSlotChange}></slot>
      </aside>
      <section class="side-dock" part="side-dock" aria-label=${t('shell.sideDock.label')} ?hidden=${!hasSideDock}>
        <slot name="side-dock" @slotchange=${this.handleSlotChange}></slot>
      </section>
    </div>`;
  }

  protected renderBottomDock(): TemplateResult {
    return html`<section
      class="bottom-dock"
      part="bottom-dock"
      aria-label=${t('shell.bottomDock.label')}
      ?hidden=${!this.filledSlots.has('bottom-dock')}
    >
      <slot name="bottom-dock" @slotchange=${this.handleSlotChange}></slot>
    </section>`;
  }

  protected renderFooter(): TemplateResult {
    // `config` is unset while index.html's skeleton shell paints, before console-app hands it over.
    const markdown = this.config?.realmFeatures?.footerMarkdown;
    return html`<footer part="footer">
      ${this.renderClassification()}
      <div class="footer-row">
        ${this.renderFooterStart(markdown?.left?.trim())}
        <slot name="footer"></slot>
        ${this.renderFooterEnd(markdown?.right?.trim())}
      </div>
    </footer>`;
  }

  protected renderClassification(): TemplateResult | typeof nothing {
    if (!this.classification) return nothing;
    return html`<p class="classification" part="classification">${this.classification}</p>`;
  }

  // Markdown becomes DOM only through the sanitiser, and again only when its text changes (guard): a fragment is
  // emptied when Lit inserts it, so it must not be rendered twice. The sanitiser (marked + DOMPurify) is its own chunk,
  // loaded only by a realm with footer markdown: the shell is in the JS that runs before the header paints.
  protected renderFooterStart(source: string | undefined): TemplateResult | typeof nothing {
    if (!source) return nothing;
    // The realm's footer text has a language of its own: isolated, with its own direction (see console-banner). The
    // inner span carries it, so the part keeps the page's direction for its place in the footer.
    return html`<span class="footer-start" part="footer-start"
      ><span dir="auto"
        >${this.footerDeferred ? '' : guard([source], () => until(footerMarkdown(source), ''))}</span
      ></span
    >`;
  }

  protected renderFooterEnd(source: string | undefined): TemplateResult {
    const markdown = () => (this.footerDeferred ? '' : guard([source], () => until(footerMarkdown(source ?? ''), '')));
    const content = source ? markdown() : t('shell.footer.copyright', { year: String(new Date().getFullYear()) });
    return html`<span class="footer-end" part="footer-end"><span dir="auto">${content}</span></span>`;
  }

  private handleSkipLinkClick(event: MouseEvent): void {
    // The target lives in the shadow root, where a fragment link cannot reach; the hash also belongs to the router.
    event.preventDefault();
    this.focusContent();
  }

  private handleSlotChange(event: Event): void {
    const slot = event.target as HTMLSlotElement;
    const name = slot.name as OptionalSlot;
    const filled = new Set(this.filledSlots);
    if (slot.assignedElements({ flatten: true }).length > 0) filled.add(name);
    else filled.delete(name);
    this.filledSlots = filled;
  }
}
