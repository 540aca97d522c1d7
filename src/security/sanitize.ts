import DOMPurify from 'dompurify';
import { Marked } from 'marked';

/**
 * The one place where markup from outside (realm footer markdown, banner texts from services) becomes DOM. DOMPurify
 * parses and cleans it and hands back a fragment, so no code of ours ever assigns a string to an HTML sink and the
 * Trusted Types CSP stays strict: only DOMPurify's own policy (`dompurify`, listed in the CSP) may create HTML.
 *
 * Allowed: text formatting, lists, paragraphs, line breaks, code and links (http, https, mailto and same-origin
 * paths). Scripts, styles, forms, frames, images, event handlers and other URL schemes are removed.
 */
const ALLOWED_TAGS = ['a', 'b', 'br', 'code', 'em', 'i', 'li', 'ol', 'p', 'span', 'strong', 'ul'];
const ALLOWED_ATTR = ['href', 'title'];
const ALLOWED_URI = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

let hooked = false;

/** Links that leave the console open in a new tab without handing it the opener. */
function installLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', node => {
    if (!(node instanceof HTMLAnchorElement)) return;
    const href = node.getAttribute('href') ?? '';
    if (/^https?:/i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Cleans service-provided HTML and returns it as a fragment ready to insert (a new one per call). */
export function sanitizeHtml(markup: string): DocumentFragment {
  installLinkHook();
  return DOMPurify.sanitize(markup, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    RETURN_DOM_FRAGMENT: true,
  });
}

const markdown = new Marked({ async: false, gfm: true, breaks: false });

/** Renders markdown (realm footer texts, banner bodies) to a sanitised fragment; raw HTML in it is cleaned too. */
export function renderMarkdown(source: string): DocumentFragment {
  return sanitizeHtml(markdown.parse(source, { async: false }));
}

/** Renders a single line of markdown without the surrounding paragraph (footer and banner lines). */
export function renderInlineMarkdown(source: string): DocumentFragment {
  return sanitizeHtml(markdown.parseInline(source, { async: false }));
}
