import { html, LitElement, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { provide } from '@lit/context';
import { t } from '../../src/i18n/i18n.ts';
import type { ConsoleConfig } from '../../src/config.ts';
import { consoleConfigContext } from '../../src/contexts/console-config-context.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { shellStyles } from './console-shell.styles.ts';

/** Slots whose container is shown only while something is assigned to them. */
type OptionalSlot = 'help' | 'side-dock' | 'bottom-dock';

/**
 * It provides the console configuration to the chrome below it through `consoleConfigContext`.
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
 * @slot footer - Extra footer content, after the copyright line.
 * @slot toast - Toasts, announced politely.
 *
 * @csspart skip-link - The skip-to-content link.
 * @csspart header - The container of the header slot; it reserves the header height before the header renders.
 * @csspart content - The main content region.
 * @csspart help - The help panel container.
 * @csspart side-dock - The side-docked container.
 * @csspart bottom-dock - The bottom-docked container.
 * @csspart footer - The footer.
 * @csspart toasts - The toast area.
 *
 * @cssproperty [--console-header-height=60px] - Height reserved for the header before it renders.
 * @cssproperty [--console-footer-height=30px] - Height of the footer.
 * @cssproperty [--side-dock-width=75%] - Width of the side-docked container.
 * @cssproperty [--bottom-dock-height=auto] - Height of the bottom-docked container (by default the dock's own).
 * @cssproperty [--help-width=20rem] - Width of the help panel.
 */
export class ConsoleShell extends LitElement {
  static override styles = [baseStyles, shellStyles];

  /** Console configuration, provided to descendants through `consoleConfigContext`; set it before they need it. */
  @provide({ context: consoleConfigContext })
  @property({ attribute: false })
  config!: ConsoleConfig;

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
        <slot name="banner"></slot>
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
    return html`<footer part="footer">
      <span>${t('shell.footer.copyright', { year: String(new Date().getFullYear()) })}</span>
      <slot name="footer"></slot>
    </footer>`;
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
