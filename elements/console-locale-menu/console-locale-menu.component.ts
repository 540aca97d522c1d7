import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { localeDirection } from '../../src/domain/locale.ts';
import { LocaleSelectEvent } from '../../src/events/locale-select-event.ts';
import { t } from '../../src/i18n/i18n.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { checkIcon, chevronDownIcon, globeIcon } from '../shared/icons.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { menuPopup, menuTrigger } from '../shared/menu-templates.ts';
import { MenuController, type MenuVariant } from '../shared/menu-controller.ts';
import { menuGroupStyles } from '../shared/menu-group.styles.ts';
import { menuStyles } from '../shared/menu.styles.ts';
import { localeMenuStyles } from './console-locale-menu.styles.ts';
import type { LocaleOption } from './interfaces.ts';

/**
 * Each language is written in itself, with its own `lang` (and its own `dir`: Arabic reads right to left), so screen
 * readers pronounce it correctly; the item's layout keeps the page's direction. Choosing another language only
 * reports it; the owner switches the locale and then sets `active`. Choosing the active one closes the menu and fires
 * nothing. With no locales it renders nothing.
 *
 * @summary The header's language menu: a globe menu button with the active language, listing the supported ones.
 *
 * @tag console-locale-menu
 *
 * @fires {LocaleSelectEvent} console-locale-select - The user chose a language other than the active one; `localeTag` holds it.
 * @fires {MenuOpenEvent} console-menu-open - The menu opened; other menus close on it (only one open at a time).
 *
 * @csspart button - The menu button.
 * @csspart menu - The popup menu.
 * @csspart item - Each language, in the menu and in the inline group.
 * @csspart group - The inline variant's group.
 *
 * @cssproperty [--trigger-max-width=12rem] - Maximum width of the menu button.
 * @cssproperty [--menu-min-width=14rem] - Minimum width of the popup menu.
 */
export class ConsoleLocaleMenu extends LitElement {
  static override styles = [baseStyles, menuStyles, menuGroupStyles, localeMenuStyles];

  /** The supported locales, in the order the menu lists them. */
  @property({ attribute: false }) locales: readonly LocaleOption[] = [];

  /** The active locale's tag, e.g. `de`. */
  @property() active = '';

  /** `menu`: a menu button; `inline`: the languages as a labelled group of buttons, for the header's drawer. */
  @property({ reflect: true }) variant: MenuVariant = 'menu';

  protected readonly locale = new LocaleController(this);

  private readonly menu = new MenuController(this, {
    button: () => this.renderRoot.querySelector<HTMLElement>('#button'),
    items: () => [...this.renderRoot.querySelectorAll<HTMLElement>('[role="menuitemradio"]')],
    initialIndex: () =>
      Math.max(
        0,
        this.locales.findIndex(option => option.localeTag === this.active)
      ),
    select: item => this.choose(item.dataset['locale']),
  });

  /** The active locale's entry; an unknown tag stands for itself. */
  private get activeOption(): LocaleOption {
    return (
      this.locales.find(option => option.localeTag === this.active) ?? { localeTag: this.active, endonym: this.active }
    );
  }

  protected override render(): TemplateResult | typeof nothing {
    if (this.locales.length === 0) return nothing;
    if (this.variant === 'inline') return this.renderGroup();
    return html`${this.renderButton()}${this.renderMenu()}`;
  }

  protected renderButton(): TemplateResult {
    const active = this.activeOption;
    return menuTrigger(
      this.menu,
      { label: t('menus.locale.label', { language: active.endonym }) },
      html`
        ${globeIcon}<span class="trigger-label" lang=${active.localeTag} dir=${directionOf(active)}
          >${active.endonym}</span
        >${chevronDownIcon}
      `
    );
  }

  protected renderMenu(): TemplateResult {
    return menuPopup(
      this.menu,
      t('menus.locale.menuLabel'),
      html`
        ${repeat(
          this.locales,
          option => option.localeTag,
          option =>
            html`<div
              class="item"
              part="item"
              role="menuitemradio"
              tabindex="-1"
              aria-checked=${option.localeTag === this.active ? 'true' : 'false'}
              lang=${option.localeTag}
              data-locale=${option.localeTag}
            >
              ${checkIcon}
              <span class="item-label"><span class="endonym" dir=${directionOf(option)}>${option.endonym}</span></span>
            </div>`
        )}
      `
    );
  }

  protected renderGroup(): TemplateResult {
    return html`<div class="group" part="group" role="group" aria-labelledby="group-heading">
      <div class="group-heading" id="group-heading">${t('menus.locale.menuLabel')}</div>
      <ul class="group-list">
        ${repeat(
          this.locales,
          option => option.localeTag,
          option =>
            html`<li>
              <button
                class="group-item"
                part="item"
                type="button"
                aria-current=${option.localeTag === this.active ? 'true' : 'false'}
                lang=${option.localeTag}
                @click=${() => this.choose(option.localeTag)}
              >
                ${checkIcon}<span dir=${directionOf(option)}>${option.endonym}</span>
              </button>
            </li>`
        )}
      </ul>
    </div>`;
  }

  private choose(localeTag: string | undefined): void {
    if (!localeTag || localeTag === this.active) return;
    const selected = new LocaleSelectEvent(localeTag);
    this.dispatchEvent(selected);
  }
}

/** The direction of a locale's endonym: as given, else from its tag. */
function directionOf(option: LocaleOption): 'ltr' | 'rtl' {
  return option.dir ?? localeDirection(option);
}
