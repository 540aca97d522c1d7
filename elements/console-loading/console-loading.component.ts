import { html, LitElement, type TemplateResult } from 'lit';
import { t } from '../../src/i18n/i18n.ts';
import { LocaleController } from '../shared/locale-controller.ts';
import { visuallyHiddenStyles } from '../shared/visually-hidden.styles.ts';
import { baseStyles } from '../shared/base.styles.ts';
import { loadingStyles } from './console-loading.styles.ts';

/**
 * @summary A skeleton of the content area while a page loads; the shimmer stops for reduced motion.
 *
 * @tag console-loading
 *
 * @csspart base - The status region.
 */
export class ConsoleLoading extends LitElement {
  static override styles = [baseStyles, visuallyHiddenStyles, loadingStyles];

  protected readonly locale = new LocaleController(this);

  protected override render(): TemplateResult {
    const label = t('loading.label');
    return html`<div part="base" role="status" aria-label=${label}>
      <span class="visually-hidden">${label}</span>
      <div class="skeleton" aria-hidden="true">
        <span class="block title"></span>
        <span class="block line"></span>
        <span class="block line short"></span>
        <span class="block panel"></span>
        <span class="block line"></span>
        <span class="block line short"></span>
      </div>
    </div>`;
  }
}
