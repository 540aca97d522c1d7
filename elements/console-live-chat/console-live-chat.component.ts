import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import type { LiveChatForm } from '../../src/domain/header-menus.ts';
import { t } from '../../src/i18n/i18n.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.ts';
import { liveChatStyles } from './console-live-chat.styles.ts';
import type { LiveChatVariant } from './interfaces.ts';

/** A speech bubble with three dots. */
const chatIcon = html`<svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <path
    d="M3 4.5A1.5 1.5 0 0 1 4.5 3h11A1.5 1.5 0 0 1 17 4.5v8a1.5 1.5 0 0 1-1.5 1.5H8l-4 3v-3h.5A1.5 1.5 0 0 1 3 12.5Z"
    fill="none"
    stroke="currentColor"
    stroke-width="1.4"
    stroke-linejoin="round"
  />
  <circle cx="7" cy="8.5" r="1" fill="currentColor" />
  <circle cx="10" cy="8.5" r="1" fill="currentColor" />
  <circle cx="13" cy="8.5" r="1" fill="currentColor" />
</svg>`;

/**
 * A real form: pressing the button posts `form.fields` as hidden inputs to `form.action` (the support chat page) and
 * the browser opens the answer in a new tab (spec 1 §7). The owner decides who sees it (`isLiveChatAvailable`) and
 * builds the form (`liveChatForm`, src/domain/live-chat.ts); without a form nothing renders.
 *
 * @summary The header's live chat button: opens a chat with support in a new tab.
 *
 * @tag console-live-chat
 *
 * @csspart form - The form that posts to the support chat page.
 * @csspart button - The Live chat button.
 */
export class ConsoleLiveChat extends LitElement {
  static override styles = [baseStyles, visuallyHiddenStyles, liveChatStyles];

  /** Where the chat form posts and the fields it sends; null renders nothing. */
  @property({ attribute: false }) form: LiveChatForm | null = null;

  /** `bar`: an icon button for the header bar; `inline`: a labelled row for the header's overflow drawer. */
  @property({ reflect: true }) variant: LiveChatVariant = 'bar';

  protected readonly locale = new LocaleController(this);

  protected override render(): TemplateResult | typeof nothing {
    const form = this.form;
    if (!form) return nothing;
    // rel=noopener: the chat page gets no handle on the console's window.
    return html`<form part="form" method="post" action=${form.action} target="_blank" rel="noopener">
      ${repeat(
        Object.entries(form.fields),
        ([name]) => name,
        ([name, value]) => html`<input type="hidden" name=${name} .value=${value} />`
      )}
      ${this.renderButton()}
    </form>`;
  }

  protected renderButton(): TemplateResult {
    const label = t('header.liveChat.label');
    if (this.variant === 'inline') {
      return html`<button class="button" part="button" type="submit">${chatIcon}<span>${label}</span></button>`;
    }
    return html`<button class="button" part="button" type="submit" title=${label}>
      ${chatIcon}<span class="visually-hidden">${label}</span>
    </button>`;
  }
}
