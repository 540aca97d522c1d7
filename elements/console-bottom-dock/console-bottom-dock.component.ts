import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { t } from '../../src/i18n/i18n.ts';
import { DockCloseEvent } from '../../src/events/dock-close-event.ts';
import { DockMaximizeEvent } from '../../src/events/dock-maximize-event.ts';
import { DockMinimizeEvent } from '../../src/events/dock-minimize-event.ts';
import { DockRestoreEvent } from '../../src/events/dock-restore-event.ts';
import { DockTabCloseEvent } from '../../src/events/dock-tab-close-event.ts';
import { DockTabSelectEvent } from '../../src/events/dock-tab-select-event.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { closeIcon } from '../shared/icons.ts';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.ts';
import { maximizeIcon, minimizeIcon, restoreIcon } from './dock-icons.ts';
import { bottomDockStyles } from './console-bottom-dock.styles.ts';
import {
  BOTTOM_DOCK_DEFAULT_HEIGHT,
  BOTTOM_DOCK_MINIMIZED_HEIGHT,
  type DockContainerState,
  type DockTab,
} from './interfaces.ts';

/**
 * Pure presentation: it shows the state, height, tabs and active tab it is given and fires events for what the user
 * asks; the container state machine (spec 3 §4) decides and sets the properties. The tabs follow the WAI-ARIA tabs
 * pattern with selection following focus: arrow keys (mirrored right-to-left), Home and End move between tabs, Delete
 * closes the focused tab; a tab's close mark closes it with the pointer. Each tab's plugin frame goes in the slot
 * named after the tab; inactive frames stay in the document (hidden), so switching tabs does not reload them.
 *
 * @summary The bottom-docked plugin container: Cloud Shell and Code Editor tabs, minimise, maximise, restore, close.
 *
 * @tag console-bottom-dock
 *
 * @slot cloud-shell - The Cloud Shell plugin frame (any tab id names a slot the same way).
 * @slot code-editor - The Code Editor plugin frame.
 *
 * @fires {DockTabSelectEvent} console-dock-tab-select - The user picked another tab; `tab` is its id.
 * @fires {DockTabCloseEvent} console-dock-tab-close - The user closed a tab; `tab` is its id.
 * @fires {DockMinimizeEvent} console-dock-minimize - The user pressed Minimize.
 * @fires {DockMaximizeEvent} console-dock-maximize - The user pressed Maximize.
 * @fires {DockRestoreEvent} console-dock-restore - The user pressed Restore (from minimised or maximised).
 * @fires {DockCloseEvent} console-dock-close - The user pressed Close.
 *
 * @csspart base - The dock (a labelled region).
 * @csspart bar - The bar with the tabs and the window buttons; all that shows when minimised.
 * @csspart tablist - The tab list.
 * @csspart tab - Each tab.
 * @csspart actions - The window buttons.
 * @csspart panel - Each tab panel (busy while its tab's plugin starts).
 * @csspart progress - The bar across the top of a panel whose plugin is starting.
 *
 * @cssproperty --maximized-height - Height when maximised; by default the space between header and footer
 *   (100dvh minus `--console-header-height` and `--console-footer-height`).
 */
export class ConsoleBottomDock extends LitElement {
  static override styles = [baseStyles, visuallyHiddenStyles, bottomDockStyles];

  /** The container state (spec 3 §4): DEFAULT, MINIMIZED, MAXIMIZED, CLOSED (hidden) or INITIALIZING (as DEFAULT). */
  @property({ reflect: true }) state: DockContainerState = 'DEFAULT';

  /** Height in pixels in the default state (spec 3 §9: 340). */
  @property({ type: Number }) height = BOTTOM_DOCK_DEFAULT_HEIGHT;

  /** The open tabs, in order. */
  @property({ attribute: false }) tabs: DockTab[] = [];

  /** Id of the tab whose panel shows. */
  @property({ attribute: 'active-tab' }) activeTab = '';

  protected readonly locale = new LocaleController(this);

  /** Index of the tab to focus once the owner has removed a closed tab; undefined when focus need not move. */
  private focusAfterClose: number | undefined;

  protected override updated(changed: PropertyValues<this>): void {
    // Through the CSSOM, not a style attribute: the console's CSP allows no inline styles.
    this.renderRoot.querySelector<HTMLElement>('.base')?.style.setProperty('block-size', this.blockSize());
    if (changed.has('tabs') && this.focusAfterClose !== undefined) {
      const tabs = this.tabElements();
      const next = tabs[Math.min(this.focusAfterClose, tabs.length - 1)];
      this.focusAfterClose = undefined;
      // With no tab left, focus stays in the dock on its first window button rather than falling to the page.
      (next ?? this.renderRoot.querySelector<HTMLElement>('.actions button'))?.focus();
    }
  }

  protected override render(): TemplateResult {
    const minimized = this.state === 'MINIMIZED';
    return html`<section class="base" part="base" aria-label=${t('plugins.dock.label')}>
      <div class="bar" part="bar">${this.renderTabs()} ${this.renderActions()}</div>
      <div class="panels" ?hidden=${minimized || this.state === 'CLOSED'}>${this.renderPanels()}</div>
    </section>`;
  }

  protected renderTabs(): TemplateResult {
    const focusable = this.focusableTab();
    return html`<div
        class="tablist"
        part="tablist"
        role="tablist"
        aria-label=${t('plugins.dock.tabs')}
        @keydown=${this.handleTabKeydown}
      >
        ${repeat(
          this.tabs,
          tab => tab.id,
          tab => {
            const selected = tab.id === this.activeTab;
            const label = this.tabLabel(tab);
            return html`<button
              type="button"
              class="tab"
              part="tab"
              role="tab"
              id=${`tab-${tab.id}`}
              data-tab=${tab.id}
              aria-selected=${selected ? 'true' : 'false'}
              aria-controls=${`panel-${tab.id}`}
              aria-keyshortcuts="Delete"
              aria-describedby="close-hint"
              tabindex=${tab.id === focusable ? '0' : '-1'}
              @click=${this.handleTabClick}
            >
              <span class="tab-label">${label}</span>
              <span
                class="tab-close"
                data-close
                aria-hidden="true"
                title=${t('plugins.dock.tab.close', { name: label })}
                >${closeIcon}</span
              >
            </button>`;
          }
        )}
      </div>
      <span id="close-hint" class="visually-hidden">${t('plugins.dock.tab.closeHint')}</span>`;
  }

  protected renderActions(): TemplateResult {
    const minimized = this.state === 'MINIMIZED';
    const maximized = this.state === 'MAXIMIZED';
    return html`<div class="actions" part="actions">
      <button
        type="button"
        data-action=${minimized ? 'restore' : 'minimize'}
        aria-label=${minimized ? t('plugins.dock.restore') : t('plugins.dock.minimize')}
        title=${minimized ? t('plugins.dock.restore') : t('plugins.dock.minimize')}
        @click=${minimized ? this.handleRestore : this.handleMinimize}
      >
        ${minimized ? restoreIcon : minimizeIcon}
      </button>
      <button
        type="button"
        data-action=${maximized ? 'restore' : 'maximize'}
        aria-label=${maximized ? t('plugins.dock.restore') : t('plugins.dock.maximize')}
        title=${maximized ? t('plugins.dock.restore') : t('plugins.dock.maximize')}
        @click=${maximized ? this.handleRestore : this.handleMaximize}
      >
        ${maximized ? restoreIcon : maximizeIcon}
      </button>
      <button
        type="button"
        data-action="close"
        aria-label=${t('plugins.dock.close')}
        title=${t('plugins.dock.close')}
        @click=${this.handleClose}
      >
        ${closeIcon}
      </button>
    </div>`;
  }

  protected renderPanels(): TemplateResult | typeof nothing {
    if (this.tabs.length === 0) return nothing;
    return html`${repeat(
      this.tabs,
      tab => tab.id,
      tab =>
        html`<div
          class="panel"
          part="panel"
          role="tabpanel"
          id=${`panel-${tab.id}`}
          aria-labelledby=${`tab-${tab.id}`}
          aria-busy=${tab.loading ? 'true' : 'false'}
          ?hidden=${tab.id !== this.activeTab}
        >
          ${tab.loading ? html`<div class="progress" part="progress"></div>` : nothing}
          <slot name=${tab.id}></slot>
        </div>`
    )}`;
  }

  /** The dock's height for its state: spec 3 §4 (minimise 40 px, restore 340 px, maximise fills the space). */
  private blockSize(): string {
    if (this.state === 'MINIMIZED') return `${BOTTOM_DOCK_MINIMIZED_HEIGHT}px`;
    if (this.state === 'MAXIMIZED')
      return 'var(--maximized-height, calc(100dvh - var(--console-header-height, 60px) - var(--console-footer-height, 30px)))';
    const height = Number.isFinite(this.height) && this.height > 0 ? this.height : BOTTOM_DOCK_DEFAULT_HEIGHT;
    return `${Math.max(height, BOTTOM_DOCK_MINIMIZED_HEIGHT)}px`;
  }

  private tabLabel(tab: DockTab): string {
    if (tab.label) return tab.label;
    if (tab.id === 'cloud-shell') return t('plugins.dock.tab.cloudShell');
    if (tab.id === 'code-editor') return t('plugins.dock.tab.codeEditor');
    return tab.id;
  }

  /** The tab in the page's tab order: the active one, else the first. */
  private focusableTab(): string | undefined {
    return this.tabs.some(tab => tab.id === this.activeTab) ? this.activeTab : this.tabs[0]?.id;
  }

  private tabElements(): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLElement>('[role="tab"]')];
  }

  private selectTab(tab: string): void {
    if (tab === this.activeTab) return;
    const selected = new DockTabSelectEvent(tab);
    this.dispatchEvent(selected);
  }

  private closeTab(tab: string): void {
    const index = this.tabs.findIndex(candidate => candidate.id === tab);
    // Focus follows only when it was on the tabs: a click on a close mark leaves it where the user had it.
    if (this.renderRoot.querySelector('[role="tablist"]')?.contains(this.shadowRoot?.activeElement ?? null)) {
      this.focusAfterClose = Math.max(index, 0);
    }
    const closed = new DockTabCloseEvent(tab);
    this.dispatchEvent(closed);
  }

  private handleTabClick(event: MouseEvent): void {
    const button = event.currentTarget as HTMLElement;
    const tab = button.dataset['tab'];
    if (!tab) return;
    const onClose = event.composedPath().some(node => node instanceof HTMLElement && 'close' in node.dataset);
    if (onClose) this.closeTab(tab);
    else this.selectTab(tab);
  }

  private handleTabKeydown(event: KeyboardEvent): void {
    const tabs = this.tabElements();
    const current = tabs.findIndex(tab => event.composedPath().includes(tab));
    if (current < 0) return;
    const rtl = getComputedStyle(this).direction === 'rtl';
    const step = (forward: boolean): number => (current + (forward ? 1 : -1) + tabs.length) % tabs.length;
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = step(!rtl);
    else if (event.key === 'ArrowLeft') next = step(rtl);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else if (event.key === 'Delete') {
      event.preventDefault();
      const tab = tabs[current]?.dataset['tab'];
      if (tab) this.closeTab(tab);
      return;
    }
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[next];
    target?.focus();
    const tab = target?.dataset['tab'];
    if (tab) this.selectTab(tab);
  }

  private handleMinimize(): void {
    const minimize = new DockMinimizeEvent();
    this.dispatchEvent(minimize);
  }

  private handleMaximize(): void {
    const maximize = new DockMaximizeEvent();
    this.dispatchEvent(maximize);
  }

  private handleRestore(): void {
    const restore = new DockRestoreEvent();
    this.dispatchEvent(restore);
  }

  private handleClose(): void {
    const close = new DockCloseEvent();
    this.dispatchEvent(close);
  }
}
