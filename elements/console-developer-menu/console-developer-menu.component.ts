import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { DevToolOpenEvent } from '../../src/events/dev-tool-open-event.ts';
import { t } from '../../src/i18n/i18n.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { codeIcon, terminalIcon } from '../shared/header-menu-icons.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { menuPopup, menuTrigger } from '../shared/menu-templates.ts';
import { MenuController, type MenuVariant } from '../shared/menu-controller.ts';
import { menuGroupStyles } from '../shared/menu-group.styles.ts';
import { menuStyles } from '../shared/menu.styles.ts';
import { developerMenuStyles } from './console-developer-menu.styles.ts';
import type { DeveloperTools, DevTool } from './interfaces.ts';

/** The tools in menu order, with their catalog message and icon. */
const TOOLS: readonly { tool: DevTool; allowed: keyof DeveloperTools; label: string; icon: TemplateResult }[] = [
  { tool: 'cloud-shell', allowed: 'cloudShell', label: 'menus.developer.cloudShell', icon: terminalIcon },
  { tool: 'code-editor', allowed: 'codeEditor', label: 'menus.developer.codeEditor', icon: codeIcon },
];

const NO_TOOLS: DeveloperTools = { cloudShell: false, codeEditor: false, combined: true };

/**
 * Lists only the tools `tools` allows (see `developerTools` in `src/domain/header-menus.ts`); with none allowed it
 * renders nothing. The owner opens the chosen tool in the bottom dock. `tools.combined` is the header's business
 * (this menu, or a button per tool); the menu ignores it.
 *
 * @summary The header's "Developer tools" menu: a menu button launching Cloud Shell and the Code Editor.
 *
 * @tag console-developer-menu
 *
 * @fires {DevToolOpenEvent} console-dev-tool-open - The user chose a tool; `tool` is `cloud-shell` or `code-editor`.
 * @fires {MenuOpenEvent} console-menu-open - The menu opened; other menus close on it (only one open at a time).
 *
 * @csspart button - The menu button.
 * @csspart menu - The popup menu.
 * @csspart item - Each tool, in the menu and in the inline group.
 * @csspart group - The inline variant's group.
 *
 * @cssproperty [--menu-min-width=12rem] - Minimum width of the popup menu.
 */
export class ConsoleDeveloperMenu extends LitElement {
  static override styles = [baseStyles, menuStyles, menuGroupStyles, developerMenuStyles];

  /** Which tools are allowed. */
  @property({ attribute: false }) tools: DeveloperTools = NO_TOOLS;

  /** `menu`: a menu button; `inline`: the tools as a labelled group of buttons, for the header's overflow drawer. */
  @property({ reflect: true }) variant: MenuVariant = 'menu';

  protected readonly locale = new LocaleController(this);

  private readonly menu = new MenuController(this, {
    button: () => this.renderRoot.querySelector<HTMLElement>('#button'),
    items: () => [...this.renderRoot.querySelectorAll<HTMLElement>('[role="menuitem"]')],
    select: item => this.open(item.dataset['tool']),
  });

  private get allowedTools() {
    return TOOLS.filter(entry => this.tools[entry.allowed]);
  }

  protected override render(): TemplateResult | typeof nothing {
    if (this.allowedTools.length === 0) return nothing;
    if (this.variant === 'inline') return this.renderGroup();
    return html`${this.renderButton()}${this.renderMenu()}`;
  }

  protected renderButton(): TemplateResult {
    const label = t('menus.developer.label');
    return menuTrigger(this.menu, { label, iconOnly: true }, terminalIcon);
  }

  protected renderMenu(): TemplateResult {
    return menuPopup(
      this.menu,
      t('menus.developer.label'),
      html`
        ${this.allowedTools.map(
          entry =>
            html`<div class="item" part="item" role="menuitem" tabindex="-1" data-tool=${entry.tool}>
              ${entry.icon}<span class="item-label">${t(entry.label)}</span>
            </div>`
        )}
      `
    );
  }

  protected renderGroup(): TemplateResult {
    return html`<div class="group" part="group" role="group" aria-labelledby="group-heading">
      <div class="group-heading" id="group-heading">${t('menus.developer.label')}</div>
      <ul class="group-list">
        ${this.allowedTools.map(
          entry =>
            html`<li>
              <button class="group-item" part="item" type="button" @click=${() => this.open(entry.tool)}>
                ${entry.icon}<span>${t(entry.label)}</span>
              </button>
            </li>`
        )}
      </ul>
    </div>`;
  }

  private open(tool: string | undefined): void {
    if (tool !== 'cloud-shell' && tool !== 'code-editor') return;
    const opened = new DevToolOpenEvent(tool);
    this.dispatchEvent(opened);
  }
}
