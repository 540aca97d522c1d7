import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { repeat } from 'lit/directives/repeat.js';
import { t } from '../../src/i18n/i18n.ts';
import { HelpActionEvent } from '../../src/events/help-action-event.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { externalLinkIcon, helpIcon } from '../shared/header-menu-icons.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { menuPopup, menuTrigger } from '../shared/menu-templates.ts';
import { MenuController, type MenuVariant } from '../shared/menu-controller.ts';
import { menuGroupStyles } from '../shared/menu-group.styles.ts';
import { menuStyles } from '../shared/menu.styles.ts';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.ts';
import { helpMenuStyles } from './console-help-menu.styles.ts';
import type { HelpMenuItem, HelpMenuItemId } from './interfaces.ts';

/** The catalog message of each help entry. */
const HELP_LABELS: Readonly<Record<HelpMenuItemId, string>> = {
  documentation: 'menus.help.documentation',
  'getting-started': 'menus.help.gettingStarted',
  'support-center': 'menus.help.supportCenter',
  'create-support-request': 'menus.help.createSupportRequest',
  'chat-with-support': 'menus.help.chatWithSupport',
  'upgrade-account': 'menus.help.upgradeAccount',
  'free-tier-faq': 'menus.help.freeTierFaq',
  community: 'menus.help.community',
  training: 'menus.help.training',
  status: 'menus.help.status',
  feedback: 'menus.help.feedback',
  'contextual-help': 'menus.help.contextualHelp',
};

/**
 * The entries are links: console paths go through the console's router, external ones open in a new tab (with
 * `rel="noopener noreferrer"`, an icon, and "(opens in a new tab)" for screen readers). Which entries an account sees
 * is decided by `helpMenuVariant` and `helpMenuItems` in `src/domain/header-menus.ts`. Without entries the element
 * renders nothing.
 *
 * @summary The header's help menu: a question-mark menu button whose menu links to documentation and support.
 *
 * @tag console-help-menu
 *
 * @fires {HelpActionEvent} console-help-action - The user chose an entry that opens a console panel; `action` says which
 * (`contextual-help` or `feedback`).
 * @fires {MenuOpenEvent} console-menu-open - The menu opened; other menus close on it (only one open at a time).
 *
 * @csspart button - The menu button.
 * @csspart menu - The popup menu.
 * @csspart badge - The count on the menu button (unanswered feedback prompts).
 * @csspart item - Each link, in the menu and in the inline group.
 * @csspart group - The inline variant's group.
 *
 * @cssproperty [--menu-min-width=16rem] - Minimum width of the popup menu.
 */
export class ConsoleHelpMenu extends LitElement {
  static override styles = [baseStyles, visuallyHiddenStyles, menuStyles, menuGroupStyles, helpMenuStyles];

  /** The entries, in order. */
  @property({ attribute: false }) items: readonly HelpMenuItem[] = [];

  /** `menu`: a menu button; `inline`: the entries as a labelled group of links, for the header's overflow drawer. */
  @property({ reflect: true }) variant: MenuVariant = 'menu';

  protected readonly locale = new LocaleController(this);

  private readonly menu = new MenuController(this, {
    button: () => this.renderRoot.querySelector<HTMLElement>('#button'),
    items: () => [...this.renderRoot.querySelectorAll<HTMLElement>('[role="menuitem"]')],
    select: item => {
      const action = this.items.find(entry => entry.id === item.dataset['id'])?.action;
      if (action) this.dispatchEvent(new HelpActionEvent(action));
    },
  });

  /** Unanswered feedback prompts across the entries (the button's badge). */
  private get count(): number {
    return this.items.reduce((total, item) => total + (item.count ?? 0), 0);
  }

  protected override render(): TemplateResult | typeof nothing {
    if (this.items.length === 0) return nothing;
    if (this.variant === 'inline') return this.renderGroup();
    return html`${this.renderButton()}${this.renderMenu()}`;
  }

  protected renderButton(): TemplateResult {
    const count = this.count;
    const label = count > 0 ? t('menus.help.labelWithCount', { count }) : t('menus.help.label');
    return menuTrigger(
      this.menu,
      { label, iconOnly: true },
      html`${helpIcon}${count > 0 ? html`<span class="badge" part="badge" aria-hidden="true">${count}</span>` : nothing}`
    );
  }

  protected renderMenu(): TemplateResult {
    return menuPopup(
      this.menu,
      t('menus.help.menuLabel'),
      html`
        ${repeat(
          this.items,
          item => item.id,
          item => this.renderLink(item, 'item', true)
        )}
      `
    );
  }

  protected renderGroup(): TemplateResult {
    return html`<div class="group" part="group" role="group" aria-labelledby="group-heading">
      <div class="group-heading" id="group-heading">${t('menus.help.menuLabel')}</div>
      <ul class="group-list">
        ${repeat(
          this.items,
          item => item.id,
          item => html`<li>${this.renderLink(item, 'group-item', false)}</li>`
        )}
      </ul>
    </div>`;
  }

  /** One entry as a link: a menu item in the popup, a plain link in the inline group; an action is a button. */
  protected renderLink(item: HelpMenuItem, className: string, menuItem: boolean): TemplateResult {
    const label = t(HELP_LABELS[item.id]);
    if (item.action) return this.renderAction(item, label, className, menuItem);
    return html`<a
      class=${className}
      part="item"
      role=${ifDefined(menuItem ? 'menuitem' : undefined)}
      tabindex=${ifDefined(menuItem ? '-1' : undefined)}
      href=${item.href}
      target=${ifDefined(item.external ? '_blank' : undefined)}
      rel=${ifDefined(item.external ? 'noopener noreferrer' : undefined)}
      data-id=${item.id}
      data-label=${label}
    >
      <span class="item-label">${label}</span>
      ${item.external ? html`${externalLinkIcon}<span class="visually-hidden">${t('menus.newTab')}</span>` : nothing}
    </a>`;
  }

  /** An entry that opens a console panel: a menu item the controller chooses, or a button in the inline group. */
  protected renderAction(item: HelpMenuItem, label: string, className: string, menuItem: boolean): TemplateResult {
    // The count is the help button's accessible name too ("Help, 2 feedback requests").
    const count = item.count ?? 0;
    return html`<button
      type="button"
      class=${className}
      part="item"
      role=${ifDefined(menuItem ? 'menuitem' : undefined)}
      tabindex=${ifDefined(menuItem ? '-1' : undefined)}
      data-id=${item.id}
      @click=${menuItem ? undefined : () => this.dispatchEvent(new HelpActionEvent(item.action ?? 'feedback'))}
    >
      <span class="item-label">${label}</span>${count > 0 ? html` (${count})` : nothing}
    </button>`;
  }
}
