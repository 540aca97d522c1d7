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

/**
 * Documentation pages for the inline help panel (spec 2 §2): more structure than the footer's markup (headings,
 * tables, definition lists, code blocks, accordions as `details`, the class names that mark alerts, accordions and
 * tabs, `data-title` of a tab) and the same refusals: no script, style, form, frame, image, event handler, `id`
 * (it could clobber the panel's own) or URL scheme other than http, https, mailto and relative ones.
 */
const DOCUMENTATION_TAGS = [
  ...ALLOWED_TAGS,
  'blockquote',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'kbd',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
];
const DOCUMENTATION_ATTR = [...ALLOWED_ATTR, 'class', 'colspan', 'rowspan', 'scope', 'data-title', 'role'];
/** Relative links are kept here: the help panel resolves them against the page's own address. */
const DOCUMENTATION_URI = /^(?:https?:|mailto:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Cleans a documentation page (see DOCUMENTATION_TAGS) and returns its body as a fragment (a new one per call). */
export function sanitizeDocumentationHtml(markup: string): DocumentFragment {
  installLinkHook();
  return DOMPurify.sanitize(markup, {
    ALLOWED_TAGS: DOCUMENTATION_TAGS,
    ALLOWED_ATTR: DOCUMENTATION_ATTR,
    ALLOWED_URI_REGEXP: DOCUMENTATION_URI,
    ALLOW_DATA_ATTR: false,
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
