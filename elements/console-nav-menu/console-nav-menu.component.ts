import { html, LitElement, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { repeat } from 'lit/directives/repeat.js';
import { filterNavigationEntries, STATIC_GROUPS } from '../../src/domain/navigation-menu.ts';
import { NavPinEvent } from '../../src/events/nav-pin-event.ts';
import { NavSelectEvent } from '../../src/events/nav-select-event.ts';
import { RequestCloseEvent } from '../../src/events/request-close-event.ts';
import { t } from '../../src/i18n/i18n.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.ts';
import { navMenuStyles } from './console-nav-menu.styles.ts';
import type { NavMenuEntry, NavMenuGroup, NavMenuModel, NavMenuNotice } from './interfaces.ts';

/** Catalog ids of the messages the "other services" section shows instead of services (stores/service-entitlements.ts). */
const SECTION_ERROR_IDS: Readonly<Record<string, string>> = {
  'no-services': 'navigation.otherServices.noServices',
  'auth-error': 'navigation.otherServices.authError',
  'navigation-error': 'navigation.otherServices.navigationError',
  'region-not-subscribed': 'navigation.otherServices.regionNotSubscribed',
  'account-not-provisioned': 'navigation.otherServices.accountNotProvisioned',
  'log-in-with-identity-service': 'navigation.otherServices.logInWithIdentityService',
  'saas-no-apps': 'navigation.otherServices.saasNoApps',
};

/** Catalog ids of the empty static groups' hints. */
const EMPTY_GROUP_IDS: Readonly<Record<string, string>> = {
  [STATIC_GROUPS.pinned]: 'navigation.group.pinnedEmpty',
  [STATIC_GROUPS.recent]: 'navigation.group.recentEmpty',
};

const RESULTS_GROUP = 'results';

const pinIcon = svg`<svg class="pin-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
  <path d="M6 1.5h4l-.5 4 2.5 2.5v1.5H8.75V14L8 15l-.75-1V9.5H4V8l2.5-2.5Z" fill="var(--pin-fill, none)"
    stroke="currentColor" stroke-width="1.25" stroke-linejoin="round" />
</svg>`;

const newTabIcon = svg`<svg class="new-tab-icon" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
  <path d="M5 2H2v8h8V7M7 1.5h3.5V5M10.5 1.5 5.5 6.5" fill="none" stroke="currentColor" stroke-width="1.2"
    stroke-linecap="round" stroke-linejoin="round" />
</svg>`;

const closeIcon = svg`<svg class="close-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
  <path d="m3.5 3.5 9 9m0-9-9 9" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" />
</svg>`;

/** The focused element, looking through open shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * A side panel that opens from the header's menu button (the button is the owner's). The owner sets `open`, `menu`
 * (`$navigationView`) and `notice`; the element only reports what the user did.
 *
 * Keyboard (spec 3 §9): ArrowDown / ArrowUp move between items (across groups), Home / End go to the first / last
 * item, Enter or Space opens the focused item, ArrowRight (ArrowLeft in right-to-left) moves to the item's pin button
 * and back, Tab and Shift+Tab move between groups (each group has one tab stop), Escape clears the filter when it
 * has text, else asks to close; closing returns focus to the element that had it when the menu opened.
 *
 * Opening an item never follows the link itself: the owner navigates (or opens a new tab when `openInNewTab`); with
 * Ctrl, Shift, Meta or a middle click the browser handles the link as usual.
 *
 * @summary The navigation menu: Home, Pinned, Recent and Featured groups and the service categories, with pinning and
 * a filter by name and search tags.
 *
 * @tag console-nav-menu
 *
 * @fires {NavSelectEvent} console-nav-select - The user opened an item; `path` and `openInNewTab` say where and how.
 * @fires {NavPinEvent} console-nav-pin - The user pinned (`pinned` true) or unpinned an item by `key`. Not fired for a
 * pin refused at the limit: the element shows the limit message instead.
 * @fires {RequestCloseEvent} console-request-close - Escape, the close button, the backdrop or an opened item asks to
 * close; cancelable, and unless cancelled the element closes itself.
 *
 * @csspart backdrop - The shade over the page beside the panel.
 * @csspart panel - The side panel.
 * @csspart close-button - The close button.
 * @csspart filter - The filter text box.
 * @csspart notice - The live region with the pin-limit message.
 * @csspart group - Each group.
 * @csspart item - Each item link.
 * @csspart pin-button - Each pin toggle.
 *
 * @cssproperty [--width=24rem] - Width of the panel.
 */
export class ConsoleNavMenu extends LitElement {
  static override styles = [baseStyles, visuallyHiddenStyles, navMenuStyles];

  /** Whether the panel shows. */
  @property({ type: Boolean, reflect: true }) open = false;

  /** The menu to show; null while it loads. */
  @property({ attribute: false }) menu: NavMenuModel | null = null;

  /** A notice from the owner (the store refused a pin), shown in the live region. */
  @property({ attribute: false }) notice: NavMenuNotice | null = null;

  @state() private filterText = '';
  @state() private localNotice: NavMenuNotice | null = null;

  @query('#filter') private filterInput!: HTMLInputElement | null;

  protected readonly locale = new LocaleController(this);

  private opener: HTMLElement | null = null;
  /** Per group, the id of the item that is its tab stop. */
  private readonly tabStops = new Map<string, string>();

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('open') && this.open) {
      const active = deepActiveElement();
      this.opener = active && !this.shadowRoot?.contains(active) ? active : null;
    }
    if (changed.has('open') && !this.open) {
      this.filterText = '';
      this.localNotice = null;
    }
    if (changed.has('menu') && this.menu && this.menu.pinnedCount < this.menu.maxPinned) this.localNotice = null;
  }

  protected override updated(changed: PropertyValues<this>): void {
    this.syncTabStops();
    if (!changed.has('open')) return;
    if (this.open) {
      this.filterInput?.focus();
    } else if (changed.get('open') === true) {
      this.restoreFocus();
    }
  }

  // The backdrop is a pointer shortcut only: Escape and the close button are its keyboard equivalents.
  /* eslint-disable lit-a11y/click-events-have-key-events */
  protected override render(): TemplateResult {
    return html`
      <div
        class="backdrop ${this.open ? '' : 'closed'}"
        part="backdrop"
        ?inert=${!this.open}
        @click=${this.handleBackdropClick}
      ></div>
      <div
        class="panel ${this.open ? '' : 'closed'}"
        part="panel"
        role="dialog"
        aria-modal="false"
        aria-labelledby="title"
        aria-hidden=${this.open ? nothing : 'true'}
        ?inert=${!this.open}
        @keydown=${this.handleKeydown}
      >
        ${this.renderTop()}
        <div class="notice" part="notice" role="status">${this.renderNotice()}</div>
        <div class="groups">
          ${guard([this.menu, this.filterText, this.locale.generation], () => this.renderBody())}
        </div>
      </div>
    `;
  }
  /* eslint-enable lit-a11y/click-events-have-key-events */

  protected renderTop(): TemplateResult {
    return html`<div class="top">
      <div class="title-row">
        <h2 id="title" class="title">${t('navigation.menu.label')}</h2>
        <button
          class="close"
          part="close-button"
          type="button"
          aria-label=${t('navigation.menu.close')}
          @click=${this.requestClose}
        >
          ${closeIcon}
        </button>
      </div>
      <label class="visually-hidden" for="filter">${t('navigation.menu.filterLabel')}</label>
      <input
        id="filter"
        class="filter"
        part="filter"
        type="search"
        autocomplete="off"
        spellcheck="false"
        placeholder=${t('navigation.menu.filterPlaceholder')}
        .value=${this.filterText}
        @input=${this.handleFilterInput}
      />
    </div>`;
  }

  protected renderNotice(): TemplateResult | typeof nothing {
    const notice = this.notice ?? this.localNotice;
    return notice === 'pin-limit' ? html`<p class="notice-text">${t('navigation.pin.limit')}</p>` : nothing;
  }

  /**
   * The groups, or the filter's results. Opening and closing do not change them: `render` keeps them as they are
   * (guard) unless the menu, the filter or the locale changed, so opening costs no template work for every service.
   */
  protected renderBody(): TemplateResult {
    if (!this.menu) return html`<p class="status">${t('navigation.menu.loading')}</p>`;
    const query = this.filterText.trim();
    if (query !== '') return this.renderResults(query);
    return html`${repeat(
      this.menu.groups,
      group => group.key,
      group => this.renderGroup(group)
    )}`;
  }

  protected renderResults(query: string): TemplateResult {
    const results = filterNavigationEntries(this.menu?.groups ?? [], query);
    return html`<section
        class="group"
        part="group"
        role="group"
        aria-labelledby="group-${RESULTS_GROUP}"
        data-group=${RESULTS_GROUP}
      >
        <h3 id="group-${RESULTS_GROUP}" class="group-title">${t('navigation.group.results')}</h3>
        ${
          results.length > 0
            ? html`<ul class="items">
                ${repeat(
                  results,
                  entry => entry.key,
                  entry => this.renderEntry(RESULTS_GROUP, entry)
                )}
              </ul>`
            : html`<p class="status">${t('navigation.menu.noResults', { query })}</p>`
        }
      </section>
      <p class="visually-hidden" role="status">${t('navigation.menu.resultCount', { count: results.length })}</p>`;
  }

  protected renderGroup(group: NavMenuGroup): TemplateResult {
    const titleId = `group-${group.key}`;
    // A labelled group, not a region landmark: the menu is one dialog, and its groups (Marketplace, Compute …) would
    // otherwise be landmarks named like the page's own (Home's Marketplace panel), which axe rightly flags.
    return html`<section
      class="group ${group.kind}"
      part="group"
      role="group"
      aria-labelledby=${titleId}
      data-group=${group.key}
    >
      <h3 id=${titleId} class="group-title">${group.textId ? t(group.textId) : group.text}</h3>
      ${this.renderGroupContent(group)}
      ${
        group.relatedServices.length > 0
          ? html`<h4 class="subheading">${t('navigation.group.relatedServices')}</h4>
              <ul class="items related">
                ${group.relatedServices.map(entry => this.renderEntry(group.key, entry, 'related'))}
              </ul>`
          : nothing
      }
      ${
        group.helpItems.length > 0
          ? html`<h4 class="subheading">${t('navigation.group.help')}</h4>
              <ul class="items help">
                ${group.helpItems.map(
                  (item, index) =>
                    html`<li class="row">
                      <a
                        class="link"
                        part="item"
                        href=${item.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        data-nav-item
                        data-nav-id="${group.key}/help/${index}"
                        data-path=${item.url}
                        data-new-tab
                        @click=${this.handleLinkClick}
                        >${item.text}${this.renderNewTabMarker()}</a
                      >
                    </li>`
                )}
              </ul>`
          : nothing
      }
    </section>`;
  }

  protected renderGroupContent(group: NavMenuGroup): TemplateResult | typeof nothing {
    if (group.loading) return html`<p class="status">${t('navigation.otherServices.loading')}</p>`;
    if (group.errorInfo) {
      const id = SECTION_ERROR_IDS[group.errorInfo.code] ?? 'navigation.otherServices.navigationError';
      return html`<p class="status error">${t(id)}</p>`;
    }
    if (group.entries.length === 0) {
      const hint = EMPTY_GROUP_IDS[group.key];
      return hint ? html`<p class="status">${t(hint)}</p>` : nothing;
    }
    return html`<ul class="items">
      ${repeat(
        group.entries,
        entry => entry.key,
        entry => this.renderEntry(group.key, entry)
      )}
    </ul>`;
  }

  protected renderEntry(groupKey: string, entry: NavMenuEntry, scope = 'item'): TemplateResult {
    const text = entry.textId ? t(entry.textId) : entry.text;
    const children =
      entry.children.length > 0
        ? html`<ul class="items children">
            ${repeat(
              entry.children,
              child => child.key,
              child => this.renderEntry(groupKey, child, scope)
            )}
          </ul>`
        : nothing;
    if (entry.kind === 'header' || entry.path === undefined) {
      return html`<li class="header-row">
        <h4 class="subheading">${text}</h4>
        ${children}
      </li>`;
    }
    const id = `${groupKey}/${scope}/${entry.key}`;
    return html`<li class="row">
      <div class="line">
        <a
          class="link ${entry.muted ? 'muted' : ''}"
          part="item"
          href=${entry.path}
          target=${entry.openInNewTab ? '_blank' : nothing}
          rel=${entry.openInNewTab ? 'noopener noreferrer' : nothing}
          data-nav-item
          data-nav-id=${id}
          data-path=${entry.path}
          ?data-new-tab=${entry.openInNewTab}
          @click=${this.handleLinkClick}
          >${text}${entry.openInNewTab ? this.renderNewTabMarker() : nothing}</a
        >
        ${entry.pinnable && scope === 'item' ? this.renderPinButton(entry, id, text) : nothing}
      </div>
      ${children}
    </li>`;
  }

  protected renderPinButton(entry: NavMenuEntry, id: string, text: string): TemplateResult {
    return html`<button
      class="pin"
      part="pin-button"
      type="button"
      tabindex="-1"
      aria-pressed=${entry.pinned ? 'true' : 'false'}
      aria-label=${t('navigation.pin.label', { item: text })}
      data-pin-for=${id}
      data-key=${entry.key}
      @click=${this.handlePinClick}
    >
      ${pinIcon}
    </button>`;
  }

  protected renderNewTabMarker(): TemplateResult {
    return html`${newTabIcon}<span class="visually-hidden">${t('navigation.item.newTab')}</span>`;
  }

  // ---- focus management

  private navItems(): HTMLElement[] {
    return [...(this.shadowRoot?.querySelectorAll<HTMLElement>('[data-nav-item]') ?? [])];
  }

  /** Gives each group one tab stop: its remembered item, else its first. */
  private syncTabStops(): void {
    for (const section of this.shadowRoot?.querySelectorAll<HTMLElement>('[data-group]') ?? []) {
      const items = [...section.querySelectorAll<HTMLElement>('[data-nav-item]')];
      const remembered = this.tabStops.get(section.dataset['group'] ?? '');
      const stop = items.find(item => item.dataset['navId'] === remembered) ?? items[0];
      for (const item of items) item.tabIndex = item === stop ? 0 : -1;
    }
  }

  private focusItem(item: HTMLElement | undefined): void {
    if (!item) return;
    const group = item.closest<HTMLElement>('[data-group]')?.dataset['group'];
    if (group) this.tabStops.set(group, item.dataset['navId'] ?? '');
    this.syncTabStops();
    item.focus();
  }

  private restoreFocus(): void {
    const active = deepActiveElement();
    const focusInside = active === null || active === document.body || this.shadowRoot?.contains(active) === true;
    if (focusInside && this.opener?.isConnected) this.opener.focus();
    this.opener = null;
  }

  // ---- events

  /** Asks the owner to close; closes unless the request is cancelled. */
  private readonly requestClose = (): void => {
    const request = new RequestCloseEvent();
    this.dispatchEvent(request);
    if (!request.defaultPrevented) this.open = false;
  };

  private readonly handleBackdropClick = (): void => this.requestClose();

  private readonly handleFilterInput = (event: Event): void => {
    this.filterText = (event.target as HTMLInputElement).value;
  };

  private readonly handleLinkClick = (event: MouseEvent): void => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const link = event.currentTarget as HTMLElement;
    const path = link.dataset['path'];
    if (!path) return;
    this.dispatchEvent(new NavSelectEvent(path, link.hasAttribute('data-new-tab')));
    this.requestClose();
  };

  private readonly handlePinClick = (event: MouseEvent): void => {
    const button = event.currentTarget as HTMLButtonElement;
    const key = button.dataset['key'];
    if (!key) return;
    const pinned = button.getAttribute('aria-pressed') === 'true';
    if (!pinned && this.menu && this.menu.pinnedCount >= this.menu.maxPinned) {
      this.localNotice = 'pin-limit';
      return;
    }
    this.localNotice = null;
    this.dispatchEvent(new NavPinEvent(key, !pinned));
  };

  private readonly handleKeydown = (event: KeyboardEvent): void => {
    const target = event.composedPath()[0];
    if (!(target instanceof HTMLElement)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (target === this.filterInput && this.filterText !== '') this.filterText = '';
      else this.requestClose();
      return;
    }
    const items = this.navItems();
    if (target === this.filterInput) {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        this.focusItem(items[0]);
      }
      return;
    }
    const pinFor = target.dataset['pinFor'];
    const link = pinFor ? items.find(item => item.dataset['navId'] === pinFor) : target;
    if (!link || !items.includes(link)) return;
    const index = items.indexOf(link);
    const rtl = getComputedStyle(this).direction === 'rtl';
    const inlineEnd = rtl ? 'ArrowLeft' : 'ArrowRight';
    const inlineStart = rtl ? 'ArrowRight' : 'ArrowLeft';
    switch (event.key) {
      case 'ArrowDown':
        this.focusItem(items[Math.min(index + 1, items.length - 1)]);
        break;
      case 'ArrowUp':
        if (index === 0) this.filterInput?.focus();
        else this.focusItem(items[index - 1]);
        break;
      case 'Home':
        this.focusItem(items[0]);
        break;
      case 'End':
        this.focusItem(items.at(-1));
        break;
      case inlineEnd: {
        if (pinFor) return;
        const pin = this.shadowRoot?.querySelector<HTMLElement>(
          `[data-pin-for="${CSS.escape(link.dataset['navId'] ?? '')}"]`
        );
        if (!pin) return;
        pin.focus();
        break;
      }
      case inlineStart:
        if (!pinFor) return;
        this.focusItem(link);
        break;
      case ' ':
        if (pinFor) return;
        link.click();
        break;
      default:
        return;
    }
    event.preventDefault();
  };
}
