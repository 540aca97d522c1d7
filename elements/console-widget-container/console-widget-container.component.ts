import { html, LitElement, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { WidgetToggleEvent } from '../../src/events/widget-toggle-event.ts';
import { $widgetStates, isWidgetOpen, setWidgetOpen } from '../../stores/widget-state.ts';
import { StoreController } from '../shared/store-controller.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { chevronDownIcon } from '../shared/icons.ts';
import { widgetContainerStyles } from './console-widget-container.styles.ts';

/**
 * A disclosure (WAI-ARIA APG): the heading holds a button with `aria-expanded` and `aria-controls` that shows or hides
 * the content. With a `widget-id` the open or closed state is kept per widget in local storage (stores/widget-state.ts,
 * spec 1 §4 "Collapsible widgets persist open or closed state per widget with a default") and survives a reload;
 * until the user toggles it, the widget shows its default (`default-open`). Without an id the state lasts as long as
 * the element.
 *
 * @summary A collapsible homepage widget: a heading that opens and closes it, header actions and the content.
 *
 * @tag console-widget-container
 *
 * @slot - The widget's content (its own loading, empty and error states included).
 * @slot header-actions - Buttons or links beside the heading (e.g. 'View all'); they stay visible while closed.
 *
 * @fires {WidgetToggleEvent} console-widget-toggle - The user opened or closed the widget (already remembered).
 *
 * @csspart base - The widget.
 * @csspart header - The row of heading and header actions.
 * @csspart heading - The heading.
 * @csspart toggle - The disclosure button inside the heading.
 * @csspart actions - The container of the header actions.
 * @csspart content - The container of the content (hidden while closed).
 */
export class ConsoleWidgetContainer extends LitElement {
  static override styles = [baseStyles, widgetContainerStyles];

  /** The widget's id under which its state is kept, e.g. `home-usage`; without it the state is not kept. */
  @property({ attribute: 'widget-id' }) widgetId = '';

  /** Whether the widget is open until the user opens or closes it (closed by default). */
  @property({ type: Boolean, attribute: 'default-open' }) defaultOpen = false;

  /** The heading, already translated. */
  @property() heading = '';

  /** The heading's level, 1 to 6 (2 by default), to fit the page's outline. */
  @property({ type: Number, attribute: 'heading-level' }) headingLevel = 2;

  /** The state of a widget without an id. */
  @state() private localOpen: boolean | undefined;

  private readonly states = new StoreController(this, $widgetStates);

  /** Whether the widget is open now. */
  get open(): boolean {
    if (this.widgetId) return isWidgetOpen(this.states.value, this.widgetId, this.defaultOpen);
    return this.localOpen ?? this.defaultOpen;
  }

  /** Opens or closes the widget as the user's toggle does (remembered, but without an event). */
  set open(open: boolean) {
    if (this.widgetId) setWidgetOpen(this.widgetId, open);
    else this.localOpen = open;
  }

  protected override render(): TemplateResult {
    const open = this.open;
    const level = Number.isInteger(this.headingLevel) && this.headingLevel >= 1 && this.headingLevel <= 6;
    return html`<div class="base" part="base">
      <div class="header" part="header">
        <div class="heading" part="heading" role="heading" aria-level=${level ? this.headingLevel : 2}>
          <button
            type="button"
            class="toggle"
            part="toggle"
            aria-expanded=${open ? 'true' : 'false'}
            aria-controls="content"
            @click=${this.handleToggle}
          >
            ${chevronDownIcon}<span class="label">${this.heading}</span>
          </button>
        </div>
        <div class="actions" part="actions"><slot name="header-actions"></slot></div>
      </div>
      <div id="content" class="content" part="content" ?hidden=${!open}><slot></slot></div>
    </div>`;
  }

  private handleToggle(): void {
    const open = !this.open;
    this.open = open;
    this.dispatchEvent(new WidgetToggleEvent(this.widgetId, open));
  }
}
