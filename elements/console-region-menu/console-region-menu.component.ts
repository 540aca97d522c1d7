import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { t } from '../../src/i18n/i18n.ts';
import { RegionSelectEvent } from '../../src/events/region-select-event.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { menuPopup, menuTrigger } from '../shared/menu-templates.ts';
import { MenuController, type MenuVariant } from '../shared/menu-controller.ts';
import { checkIcon, chevronDownIcon } from '../shared/icons.ts';
import { regionIcon } from '../shared/header-menu-icons.ts';
import { menuGroupStyles } from '../shared/menu-group.styles.ts';
import { menuStyles } from '../shared/menu.styles.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { regionMenuStyles } from './console-region-menu.styles.ts';
import type { RegionOption } from './interfaces.ts';

/**
 * Choosing another region only reports it: the owner switches (maybe after a confirmation) and then sets
 * `activeRegion`. Choosing the active region closes the menu and fires nothing. The home region carries a "Home
 * region" badge; the active one is checked and focused when the menu opens.
 *
 * @summary The header's region switcher: a menu button listing the subscribed regions, the active one checked.
 *
 * @tag console-region-menu
 *
 * @fires {RegionSelectEvent} console-region-select - The user chose a region other than the active one; `region` holds its name.
 * @fires {MenuOpenEvent} console-menu-open - The menu opened; other menus close on it (only one open at a time).
 *
 * @csspart button - The menu button.
 * @csspart menu - The popup menu.
 * @csspart item - Each region, in the menu and in the inline group.
 * @csspart group - The inline variant's group.
 *
 * @cssproperty [--trigger-min-width=10rem] - Minimum width of the menu button, so the header does not shift.
 * @cssproperty [--menu-min-width=18rem] - Minimum width of the popup menu.
 */
export class ConsoleRegionMenu extends LitElement {
  static override styles = [baseStyles, menuStyles, menuGroupStyles, regionMenuStyles];

  /** The subscribed regions, in the order the menu lists them. */
  @property({ attribute: false }) regions: RegionOption[] = [];

  /** Name of the active region, e.g. `us-ashburn-1`. */
  @property({ attribute: 'active-region' }) activeRegion = '';

  /** `menu`: a menu button; `inline`: the regions as a labelled group of buttons, for the header's overflow drawer. */
  @property({ reflect: true }) variant: MenuVariant = 'menu';

  protected readonly locale = new LocaleController(this);

  private readonly menu = new MenuController(this, {
    button: () => this.renderRoot.querySelector<HTMLElement>('#button'),
    items: () => [...this.renderRoot.querySelectorAll<HTMLElement>('[role="menuitemradio"]')],
    initialIndex: () =>
      Math.max(
        0,
        this.regions.findIndex(region => region.name === this.activeRegion)
      ),
    select: item => this.handleSelect(item),
  });

  /** The active region's display name, or its identifier when it is not among `regions`. */
  private get activeLabel(): string {
    return this.regions.find(region => region.name === this.activeRegion)?.friendlyName ?? this.activeRegion;
  }

  protected override render(): TemplateResult {
    if (this.variant === 'inline') return this.renderGroup();
    return html`${this.renderButton()}${this.renderMenu()}`;
  }

  protected renderButton(): TemplateResult {
    return menuTrigger(
      this.menu,
      { label: t('header.regionMenu.label', { region: this.activeLabel }) },
      html` ${regionIcon}<span class="trigger-label">${this.activeLabel}</span>${chevronDownIcon} `
    );
  }

  protected renderMenu(): TemplateResult {
    return menuPopup(
      this.menu,
      t('header.regionMenu.menuLabel'),
      html`
        ${
          this.regions.length > 0
            ? repeat(
                this.regions,
                region => region.name,
                region => this.renderItem(region)
              )
            : this.renderEmpty()
        }
      `
    );
  }

  protected renderItem(region: RegionOption): TemplateResult {
    return html`<div
      class="item"
      part="item"
      role="menuitemradio"
      tabindex="-1"
      aria-checked=${region.name === this.activeRegion ? 'true' : 'false'}
      data-region=${region.name}
      data-label=${region.friendlyName}
    >
      ${checkIcon}
      <span class="region">
        <span class="friendly-name">${region.friendlyName}</span>
        <span class="region-name">${region.name}</span>
      </span>
      ${region.isHome ? html`<span class="home-badge">${t('header.regionMenu.home')}</span>` : nothing}
    </div>`;
  }

  protected renderGroup(): TemplateResult {
    return html`<div class="group" part="group" role="group" aria-labelledby="group-heading">
      <div class="group-heading" id="group-heading">${t('header.regionMenu.menuLabel')}</div>
      ${
        this.regions.length > 0
          ? html`<ul class="group-list">
              ${repeat(
                this.regions,
                region => region.name,
                region =>
                  html`<li>
                    <button
                      class="group-item"
                      part="item"
                      type="button"
                      aria-current=${region.name === this.activeRegion ? 'true' : 'false'}
                      @click=${() => this.choose(region.name)}
                    >
                      ${checkIcon}
                      <span class="region">
                        <span class="friendly-name">${region.friendlyName}</span>
                        <span class="region-name">${region.name}</span>
                      </span>
                      ${region.isHome ? html`<span class="home-badge">${t('header.regionMenu.home')}</span>` : nothing}
                    </button>
                  </li>`
              )}
            </ul>`
          : html`<div class="group-status">${t('header.regionMenu.empty')}</div>`
      }
    </div>`;
  }

  protected renderEmpty(): TemplateResult {
    return html`<div class="item" role="menuitemradio" tabindex="-1" aria-checked="false" aria-disabled="true">
      ${t('header.regionMenu.empty')}
    </div>`;
  }

  private handleSelect(item: HTMLElement): void {
    this.choose(item.dataset['region']);
  }

  private choose(region: string | undefined): void {
    if (!region || region === this.activeRegion) return;
    const selected = new RegionSelectEvent(region);
    this.dispatchEvent(selected);
  }
}
