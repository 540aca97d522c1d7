import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { t } from '../../src/i18n/i18n.ts';
import { PanelSubmitEvent } from '../../src/events/panel-submit-event.ts';
import { RequestCloseEvent } from '../../src/events/request-close-event.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { closeButtonStyles } from '../shared/close-button.styles.ts';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.ts';
import { closeIcon, warningSmallIcon } from '../shared/icons.ts';
import { externalIcon } from './panel-icons.ts';
import { sidePanelStyles } from './console-side-panel.styles.ts';
import type { SidePanelSize } from './interfaces.ts';

const SIZES: readonly SidePanelSize[] = ['small', 'medium', 'large'];

/** What keyboard focus can land on (disabled and hidden things are filtered out after). */
const FOCUSABLE =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [contenteditable=""], [contenteditable="true"], [tabindex]';

/** The element that has focus, looking into shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

function isFocusable(element: HTMLElement): boolean {
  if (!element.matches(FOCUSABLE) || element.matches(':disabled') || element.tabIndex < 0) return false;
  return element.checkVisibility({ visibilityProperty: true });
}

/** The first element keyboard focus can land on, in document order, looking into open shadow roots. */
function firstFocusable(roots: readonly Element[]): HTMLElement | null {
  for (const root of roots) {
    if (root instanceof HTMLElement && isFocusable(root)) return root;
    const inside = root.shadowRoot ? firstFocusable([...root.shadowRoot.children]) : null;
    if (inside) return inside;
    const child = firstFocusable([...root.children]);
    if (child) return child;
  }
  return null;
}

/**
 * A modal `<dialog>` (`showModal()`) along the inline end of the window: the platform keeps focus inside and makes the
 * page behind inert. On opening, focus goes to the first focusable element of the body, else to the heading; on
 * closing it returns to where it was. The header's close button, Cancel or Close, and Escape all fire the cancelable
 * `console-request-close`; unless a listener cancels it (say, to ask about unsaved changes) the panel then closes.
 * The primary action only fires `console-panel-submit`: the owner saves and closes the panel (`open = false`) when
 * that worked, or shows the failure in `error`. It slides in from the inline end (from the left in right-to-left),
 * without motion when the user asks for reduced motion.
 *
 * @summary The generic side panel (spec 1 §2): title, optional help link, body, footer, Cancel + primary or Close.
 *
 * @tag console-side-panel
 *
 * @slot - The panel's content.
 * @slot footer - Extra footer content, after the action buttons (a note, a secondary link).
 *
 * @fires {PanelSubmitEvent} console-panel-submit - The user pressed the primary action.
 * @fires {RequestCloseEvent} console-request-close - The user pressed Cancel, Close, the close button or Escape;
 * cancelable: cancelling keeps the panel open.
 *
 * @csspart dialog - The panel (the dialog).
 * @csspart header - The title bar.
 * @csspart heading - The title (a level-2 heading).
 * @csspart help - The help link.
 * @csspart close - The header's close button.
 * @csspart body - The scrolling container of the content.
 * @csspart loading - The loading indicator shown instead of the content.
 * @csspart error - The error message above the footer.
 * @csspart footer - The footer.
 * @csspart primary - The primary action button.
 * @csspart cancel - The Cancel (or Close) button.
 *
 * @cssproperty [--width] - The panel's width; by default the width of its size.
 */
export class ConsoleSidePanel extends LitElement {
  static override styles = [baseStyles, closeButtonStyles, visuallyHiddenStyles, sidePanelStyles];

  /** Whether the panel shows. */
  @property({ type: Boolean, reflect: true }) open = false;

  /** The title, already translated. */
  @property() heading = '';

  /** Address of the help topic; when set, a 'Help' link opens it in a new tab. */
  @property({ attribute: 'help-href' }) helpHref = '';

  /** Small, medium (default) or large. */
  @property({ reflect: true }) size: SidePanelSize = 'medium';

  /** Label of the primary action, already translated (e.g. 'Save'): with it the footer has Cancel and the action; without it, Close. */
  @property({ attribute: 'primary-label' }) primaryLabel = '';

  /** Whether the primary action is disabled (no permission, read-only, invalid input). */
  @property({ type: Boolean, attribute: 'primary-disabled' }) primaryDisabled = false;

  /** While true the body shows a loading indicator instead of its content and the primary action is disabled. */
  @property({ type: Boolean, reflect: true }) loading = false;

  /** A failure to show above the footer (e.g. a save error), already translated; announced as an alert. */
  @property() error = '';

  @query('dialog') private dialog!: HTMLDialogElement;

  protected readonly locale = new LocaleController(this);

  /** Where focus was when the panel opened. */
  private opener: HTMLElement | null = null;

  /**
   * True while the body scrolls and its content has nothing to focus: the body then takes focus itself, so keyboard
   * users can scroll it in every browser (axe `scrollable-region-focusable`), e.g. a long read-only details view.
   */
  @state() private bodyFocusable = false;

  private readonly bodyObserver = new ResizeObserver(() => this.measureBody());

  /** Asks to close the panel, as the close button does; false when a listener kept it open. */
  requestClose(): boolean {
    if (!this.open) return true;
    const request = new RequestCloseEvent();
    this.dispatchEvent(request);
    if (request.defaultPrevented) return false;
    this.open = false;
    return true;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('open')) return;
    if (this.open && !this.dialog.open) {
      this.opener = deepActiveElement();
      this.dialog.showModal();
      this.focusStart();
    } else if (!this.open && this.dialog.open) {
      this.dialog.close();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.bodyObserver.disconnect();
    this.opener = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Reconnected: observe again what the first render observed.
    if (this.hasUpdated) this.observeBody();
  }

  protected override firstUpdated(): void {
    this.observeBody();
  }

  /** Watches the body's size and its content's, which decide whether the body scrolls. */
  private observeBody(): void {
    this.bodyObserver.disconnect();
    const body = this.renderRoot.querySelector('.body');
    if (body) this.bodyObserver.observe(body);
    for (const element of this.bodyContent()) this.bodyObserver.observe(element);
  }

  private bodyContent(): Element[] {
    const slot = this.renderRoot.querySelector<HTMLSlotElement>('slot:not([name])');
    return slot?.assignedElements({ flatten: true }) ?? [];
  }

  private measureBody(): void {
    const body = this.renderRoot.querySelector<HTMLElement>('.body');
    if (!body) return;
    const scrolls = body.scrollHeight > body.clientHeight || body.scrollWidth > body.clientWidth;
    this.bodyFocusable = scrolls && !this.loading && !firstFocusable(this.bodyContent());
  }

  protected override render(): TemplateResult {
    const size = SIZES.includes(this.size) ? this.size : 'medium';
    return html`<dialog
      part="dialog"
      class=${size}
      aria-labelledby="heading"
      @keydown=${this.handleKeydown}
      @cancel=${this.handleCancel}
      @close=${this.handleClose}
    >
      <div class="header" part="header">
        <h2 id="heading" part="heading" tabindex="-1">${this.heading}</h2>
        ${this.renderHelp()}
        <button
          type="button"
          class="close"
          part="close"
          aria-label=${t('panels.sidePanel.closePanel')}
          title=${t('panels.sidePanel.closePanel')}
          @click=${this.handleCloseClick}
        >
          ${closeIcon}
        </button>
      </div>
      <div
        class="body"
        part="body"
        aria-busy=${this.loading ? 'true' : 'false'}
        tabindex=${this.bodyFocusable ? '0' : nothing}
      >
        ${this.renderLoading()}
        <slot ?hidden=${this.loading} @slotchange=${this.observeBody}></slot>
      </div>
      ${this.renderError()}
      <div class="footer" part="footer">${this.renderActions()}<slot name="footer"></slot></div>
    </dialog>`;
  }

  protected renderHelp(): TemplateResult | typeof nothing {
    if (!this.helpHref) return nothing;
    return html`<a class="help" part="help" href=${this.helpHref} target="_blank" rel="noopener noreferrer">
      ${t('panels.sidePanel.help')}<span class="visually-hidden"> ${t('panels.sidePanel.newTab')}</span>
      ${externalIcon}
    </a>`;
  }

  protected renderLoading(): TemplateResult | typeof nothing {
    if (!this.loading) return nothing;
    return html`<div class="loading" part="loading" role="status">
      <span class="spinner" aria-hidden="true"></span>${t('panels.sidePanel.loading')}
    </div>`;
  }

  protected renderError(): TemplateResult | typeof nothing {
    if (!this.error) return nothing;
    return html`<div class="error" part="error" role="alert">${warningSmallIcon}<span>${this.error}</span></div>`;
  }

  protected renderActions(): TemplateResult {
    if (!this.primaryLabel) {
      return html`<div class="actions">
        <button type="button" class="cancel" part="cancel" @click=${this.handleCloseClick}>
          ${t('panels.sidePanel.close')}
        </button>
      </div>`;
    }
    return html`<div class="actions">
      <button
        type="button"
        class="primary"
        part="primary"
        ?disabled=${this.primaryDisabled || this.loading}
        @click=${this.handlePrimaryClick}
      >
        ${this.primaryLabel}
      </button>
      <button type="button" class="cancel" part="cancel" @click=${this.handleCloseClick}>
        ${t('panels.sidePanel.cancel')}
      </button>
    </div>`;
  }

  /** Focus to the body's first focusable element, else the heading (so the panel's name is read first). */
  private focusStart(): void {
    const slot = this.renderRoot.querySelector<HTMLSlotElement>('slot:not([name])');
    const first = this.loading ? null : firstFocusable(slot?.assignedElements({ flatten: true }) ?? []);
    (first ?? this.renderRoot.querySelector<HTMLElement>('h2'))?.focus();
  }

  private handleKeydown(event: KeyboardEvent): void {
    if (event.key !== 'Escape') return;
    // The panel's own Escape handling replaces the dialog's: the close can be cancelled, and a content's own Escape
    // (a menu closing) is not for the panel.
    if (event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    this.requestClose();
  }

  private handleCancel(event: Event): void {
    // Any other platform request to close (a close watcher such as a back gesture) goes through the same request.
    event.preventDefault();
    this.requestClose();
  }

  private handleClose(): void {
    this.open = false;
    this.returnFocus();
  }

  private handleCloseClick(): void {
    this.requestClose();
  }

  private handlePrimaryClick(): void {
    this.dispatchEvent(new PanelSubmitEvent());
  }

  /** Browsers that restore focus on close already did; this covers those that do not. */
  private returnFocus(): void {
    const opener = this.opener;
    this.opener = null;
    const active = deepActiveElement();
    const lost =
      !active || active === document.body || this.contains(active) || this.shadowRoot?.contains(active) === true;
    if (lost && opener?.isConnected) opener.focus();
  }
}
