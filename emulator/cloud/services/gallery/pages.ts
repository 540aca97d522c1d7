import { html } from 'hono/html';
import type { GalleryLanguage, GalleryMedia, TopicSource } from './topics.ts';

// The gallery's content pages: each a small HTML document the console embeds in its flyout (spec 2 §2), with its own
// strict CSP. Its one script posts `{type: 'close'}` (its Close button) or `{type: 'escape'}` (Escape) to the console.

/** Path of the pages' shared script and stylesheet, under the gallery's base. */
export const ASSETS = 'assets';

/**
 * Security headers of a content page: nothing but its own origin's script, style and images, no forms, no base, and
 * framing by the console only (X-Frame-Options cannot name an origin; frame-ancestors supersedes it).
 */
export function pageHeaders(consoleOrigin: string): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self'",
      `frame-ancestors ${consoleOrigin}`,
      "form-action 'none'",
      "base-uri 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cache-Control': 'no-cache',
  };
}

/** The words of the page itself, beside the topic's. */
const PAGE_TEXT: Record<GalleryLanguage, { close: string; steps: string; facts: string }> = {
  en: { close: 'Close', steps: 'How to get started', facts: 'What it includes' },
  de: { close: 'Schließen', steps: 'So legen Sie los', facts: 'Was enthalten ist' },
};

/**
 * A topic's page in one language (the caller has checked that the topic has one). In the console's flyout, whose own
 * heading is the page's title, the page leaves its title out (`.framed`, set by its script) and starts at level 2, so
 * the console's headings keep their order; its main landmark is named after the page, since the console has one too.
 */
export async function renderTopicPage(topic: TopicSource, language: GalleryLanguage): Promise<string> {
  const text = topic.text[language];
  const words = PAGE_TEXT[language];
  const title = text.pageTitle ?? text.title;
  const items = (text.items ?? []).map(item => html`<li>${item}</li>`);
  const list = topic.unordered
    ? html`<ul>
        ${items}
      </ul>`
    : html`<ol>
        ${items}
      </ol>`;
  const page = await html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <link rel="stylesheet" href="../${ASSETS}/page.css" />
        <script defer src="../${ASSETS}/embed.js"></script>
      </head>
      <body>
        <main aria-label="${title}">
          <img class="banner" src="../media/${topic.media}.svg" alt="" />
          <h1 class="title">${title}</h1>
          <p class="lead">${text.intro ?? text.abstract}</p>
          <h2>${topic.unordered ? words.facts : words.steps}</h2>
          ${list}
        </main>
        <div class="actions">
          <button type="button" data-gallery-close>${words.close}</button>
        </div>
      </body>
    </html>`;
  return page.toString();
}

/**
 * The pages' script: the Close button posts `close`, Escape posts `escape`, each to the console that frames the page
 * (its ancestor origin, else the referrer's), never to `*`. Framed, the page is marked `.framed`: it shows Close and
 * leaves out its title (the flyout shows it); opened on its own it shows its title and no Close.
 */
export const EMBED_SCRIPT = `const parentOrigin =
  window.location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : null);
const framed = window.parent !== window && parentOrigin !== null;
document.documentElement.classList.toggle('framed', framed);
function send(type) {
  if (framed) window.parent.postMessage({ type }, parentOrigin);
}
for (const button of document.querySelectorAll('[data-gallery-close]')) {
  button.addEventListener('click', () => send('close'));
}
document.addEventListener('keydown', event => {
  if (event.key === 'Escape' && !event.defaultPrevented) send('escape');
});
`;

/** The pages' stylesheet: readable type, the console's blue for the Close button, a visible focus ring. */
export const PAGE_CSS = `:root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; color: #1f1f1f; }
body { margin: 0; display: flex; flex-direction: column; min-block-size: 100vh; }
main { flex: 1; padding-block: 0 1rem; padding-inline: 1.5rem; }
.banner { display: block; inline-size: calc(100% + 3rem); margin-inline: -1.5rem; block-size: 8rem; object-fit: cover; }
h1 { font-size: 1.375rem; margin-block: 1.25rem 0.5rem; }
.lead { margin-block: 1.25rem 0; }
h2 { font-size: 1rem; margin-block: 1.25rem 0.5rem; }
li { margin-block-end: 0.5rem; }
.framed .title, :root:not(.framed) .actions { display: none; }
.actions { position: sticky; inset-block-end: 0; padding-block: 0.75rem; padding-inline: 1.5rem; border-block-start: 1px solid #d5d5d5; background: #f7f7f7; }
button { min-block-size: 2.25rem; padding-inline: 1rem; border: 1px solid #8a847e; border-radius: 4px; background: #fff; color: #161513; font: inherit; cursor: pointer; }
button:hover { background: #efedea; }
button:focus-visible { outline: 2px solid #227e9e; outline-offset: 2px; }
@media (forced-colors: active) { button { border-color: ButtonText; } }
`;

const PALETTES: Record<GalleryMedia, { back: string; fore: string; accent: string; shapes: string }> = {
  start: {
    back: '#e3f3f2',
    fore: '#0f6e6e',
    accent: '#7cc7c2',
    shapes:
      '<circle cx="262" cy="28" r="64" fill="A"/><rect x="32" y="34" width="96" height="10" rx="5" fill="F"/><rect x="32" y="54" width="140" height="10" rx="5" fill="A"/><rect x="32" y="74" width="72" height="10" rx="5" fill="A"/>',
  },
  build: {
    back: '#e8eaf6',
    fore: '#3949ab',
    accent: '#9fa8da',
    shapes:
      '<rect x="200" y="20" width="90" height="80" rx="10" fill="A"/><path d="M40 85 60 65 40 45" stroke="F" stroke-width="8" fill="none"/>',
  },
  data: {
    back: '#fdf0e1',
    fore: '#b45309',
    accent: '#f3c58c',
    shapes:
      '<ellipse cx="240" cy="35" rx="55" ry="16" fill="F"/><rect x="185" y="35" width="110" height="60" fill="A"/><ellipse cx="240" cy="95" rx="55" ry="16" fill="A"/>',
  },
  costs: {
    back: '#e6f4e7',
    fore: '#2e7d32',
    accent: '#a5d6a7',
    shapes:
      '<rect x="190" y="70" width="22" height="40" fill="A"/><rect x="222" y="45" width="22" height="65" fill="A"/><rect x="254" y="20" width="22" height="90" fill="F"/>',
  },
  saas: {
    back: '#f3e5f5',
    fore: '#7b1fa2',
    accent: '#ce93d8',
    shapes: '<circle cx="215" cy="60" r="32" fill="A"/><circle cx="265" cy="60" r="32" fill="F" fill-opacity="0.7"/>',
  },
};

/** A tile's illustration: a calm band of its category's colours (decorative; tiles give it an empty alt text). */
export function mediaSvg(name: string): string | undefined {
  if (!Object.hasOwn(PALETTES, name)) return undefined;
  const { back, fore, accent, shapes } = PALETTES[name as GalleryMedia];
  const drawn = shapes.replaceAll('"A"', `"${accent}"`).replaceAll('"F"', `"${fore}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120" preserveAspectRatio="xMidYMid slice"><rect width="320" height="120" fill="${back}"/>${drawn}</svg>`;
}
