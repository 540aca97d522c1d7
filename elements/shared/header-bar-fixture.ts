import { fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';

/**
 * Renders a header control on the header bar's dark background, as the console shows it, so accessibility checks see
 * its real contrast (its text is light on purpose). Returns the rendered control. Test-only.
 */
export async function headerBarFixture<T extends Element>(
  control: TemplateResult,
  options: { dir?: 'ltr' | 'rtl' } = {}
): Promise<T> {
  const bar = await fixture<HTMLDivElement>(
    html`<div
      dir=${options.dir ?? 'ltr'}
      style="display: flex; justify-content: center; align-items: center; block-size: var(--console-header-height);
        background: var(--console-color-header-background); color: var(--console-color-header-text)"
    >
      ${control}
    </div>`
  );
  const rendered = bar.firstElementChild;
  if (!rendered) throw new Error('headerBarFixture rendered nothing');
  await (rendered as Partial<{ updateComplete: Promise<unknown> }>).updateComplete;
  return rendered as T;
}
