import { expect } from '@open-wc/testing';
import {
  MAX_MARKDOWN_LENGTH,
  renderInlineMarkdown,
  renderMarkdown,
  sanitizeDocumentationHtml,
  sanitizeHtml,
} from './sanitize.ts';

function htmlOf(fragment: DocumentFragment): string {
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

describe('sanitize', () => {
  it('keeps formatting and links but removes scripts, handlers and javascript: URLs', () => {
    const html = htmlOf(
      sanitizeHtml(
        '<p onclick="steal()">Read <strong>this</strong> <a href="javascript:alert(1)">now</a>' +
          '<script>steal()</script><img src=x onerror="steal()"><iframe src="https://evil.example"></iframe></p>'
      )
    );
    expect(html).to.equal('<p>Read <strong>this</strong> <a>now</a></p>');
  });

  it('opens external links in a new tab without the opener and leaves console paths alone', () => {
    const holder = document.createElement('div');
    holder.append(sanitizeHtml('<a href="https://docs.example/x">docs</a> <a href="/regions">regions</a>'));
    const [external, internal] = [...holder.querySelectorAll('a')];
    expect(external?.getAttribute('target')).to.equal('_blank');
    expect(external?.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(internal?.hasAttribute('target')).to.equal(false);
  });

  it('renders markdown, including raw HTML inside it, through the same cleaning', () => {
    const html = htmlOf(
      renderMarkdown('**Bold** and [terms](https://example.com/terms)\n\n<img src=x onerror=alert(1)>')
    );
    expect(html).to.contain('<strong>Bold</strong>');
    expect(html).to.contain('href="https://example.com/terms"');
    expect(html).not.to.contain('onerror');
    expect(html).not.to.contain('<img');
  });

  it('renders one line without a paragraph around it', () => {
    expect(htmlOf(renderInlineMarkdown('© 2026 _Example_'))).to.equal('© 2026 <em>Example</em>');
  });

  it('shows as text, never blank nor thrown, what cannot be parsed: deep nesting, huge input, a frameset page', () => {
    const deep = `${'> '.repeat(10_000)}x`;
    const emphasis = `${'*'.repeat(10_000)}x${'*'.repeat(10_000)}`;
    // marked overflows its stack on these; the text stays.
    expect(renderMarkdown(deep).textContent).to.equal(deep);
    expect(renderInlineMarkdown(emphasis).textContent).to.equal(emphasis);
    const long = `**${'a'.repeat(MAX_MARKDOWN_LENGTH)}**`;
    expect(htmlOf(renderInlineMarkdown(long))).to.equal(long);
    // DOMPurify has no body to hand back for a frameset document.
    const frameset = '<frameset onload="window.pwned=1"><frame src="https://evil.example"></frameset>';
    expect(htmlOf(sanitizeHtml(frameset))).to.equal(frameset.replaceAll('<', '&lt;').replaceAll('>', '&gt;'));
    expect(sanitizeDocumentationHtml(frameset).textContent).to.equal(frameset);
  });
});
