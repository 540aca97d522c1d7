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

/** The source as one text node: what a page shows when its markup cannot be turned into a fragment. */
function textFragment(source: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  fragment.append(source);
  return fragment;
}

/**
 * DOMPurify answers null instead of a fragment for markup the HTML parser turns into a document without a body
 * (a leading `<frameset>`); the text then shows as it is rather than the caller failing on null (found by fuzzing,
 * issue 20).
 */
function fragmentOr(cleaned: DocumentFragment | null, source: string): DocumentFragment {
  return cleaned instanceof DocumentFragment ? cleaned : textFragment(source);
}

/** Cleans service-provided HTML and returns it as a fragment ready to insert (a new one per call). */
export function sanitizeHtml(markup: string): DocumentFragment {
  installLinkHook();
  const cleaned = DOMPurify.sanitize(markup, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    RETURN_DOM_FRAGMENT: true,
  }) as DocumentFragment | null;
  return fragmentOr(cleaned, markup);
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
  const cleaned = DOMPurify.sanitize(markup, {
    ALLOWED_TAGS: DOCUMENTATION_TAGS,
    ALLOWED_ATTR: DOCUMENTATION_ATTR,
    ALLOWED_URI_REGEXP: DOCUMENTATION_URI,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  }) as DocumentFragment | null;
  return fragmentOr(cleaned, markup);
}

const markdown = new Marked({ async: false, gfm: true, breaks: false });

/**
 * Service markdown longer than this is shown as text, unparsed (not shown: chosen). Footer lines and banner texts are
 * a sentence or two; parsing a megabyte takes marked half a second of the main thread, and a text that long is no
 * footer or banner anyone wrote.
 */
export const MAX_MARKDOWN_LENGTH = 20_000;

/**
 * Parses markdown, or shows the source as text when it is too long or marked cannot parse it: deeply nested input
 * (ten thousand `>` or `*`) overflows marked's recursion, and a throw here would leave a banner list or the footer
 * blank (found by fuzzing, issue 20).
 */
function markdownFragment(source: string, parse: (text: string) => string): DocumentFragment {
  if (source.length > MAX_MARKDOWN_LENGTH) return textFragment(source);
  let markup: string;
  try {
    markup = parse(source);
  } catch {
    return textFragment(source);
  }
  return sanitizeHtml(markup);
}

/** Renders markdown (realm footer texts, banner bodies) to a sanitised fragment; raw HTML in it is cleaned too. */
export function renderMarkdown(source: string): DocumentFragment {
  return markdownFragment(source, text => markdown.parse(text, { async: false }));
}

/** Renders a single line of markdown without the surrounding paragraph (footer and banner lines). */
export function renderInlineMarkdown(source: string): DocumentFragment {
  return markdownFragment(source, text => markdown.parseInline(text, { async: false }));
}
