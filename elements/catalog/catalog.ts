// The catalog page in the browser: defines every element (the package's all-in-one entry), mounts each section's
// live examples, plays the page's part for their events (sets the chosen region, removes a closed toast, closes a
// panel) and logs each event with its data, and applies the theme, direction and language switches to the
// examples, as a consumer's page would. The settings are in the address (`?theme=hg&dir=rtl&lang=ar`), so a view can
// be shared and reloaded. The catalog's own texts are documentation and stay English, left to right (docs/architecture.md,
// Decisions).
import { html, render, type TemplateResult } from 'lit';
import '../package/index.ts';
import { CATALOG_EXAMPLES, type CatalogExample } from './catalog-examples.ts';
import { applySettings, settingsFromQuery, settingsQuery, type CatalogSettings } from './catalog-settings.ts';
import type { PackageElement } from '../package/package-elements.ts';

/** What an event carries, as a log line: its type and its own fields (`region="eu-frankfurt-1"`). */
function describeEvent(event: Event): string {
  // `isTrusted` is every event's own property; the event classes' fields are the rest.
  const fields = Object.entries(event)
    .filter(([name, value]) => name !== 'isTrusted' && (typeof value !== 'object' || value === null))
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`);
  return [event.type, ...fields].join(' ');
}

type Fed = HTMLElement & Record<string, unknown>;
type Reaction = (target: Fed, event: Event & Record<string, unknown>) => void;

/** What the page does for each intent, as a consumer's page would: the elements never act on their own intent. */
const REACTIONS: Record<string, Reaction> = {
  'console-region-select': (target, event) => (target.activeRegion = event.region),
  'console-locale-select': (target, event) => {
    if ('activeLocale' in target) target.activeLocale = event.localeTag;
    else target.active = event.localeTag;
  },
  'console-nav-toggle': target => (target.navOpen = !target.navOpen),
  'console-request-close': target => {
    if ('open' in target) target.open = false;
  },
  'console-confirm': target => (target.open = false),
  'console-cancel': target => (target.open = false),
  'console-toast-dismiss': (target, event) =>
    (target.toasts = (target.toasts as { id: number }[]).filter(toast => toast.id !== event.toastId)),
  'console-banner-dismiss': (target, event) =>
    (target.banners = (target.banners as { key: string }[]).filter(banner => banner.key !== event.key)),
  'console-dock-tab-select': (target, event) => (target.activeTab = event.tab),
  'console-dock-minimize': target => (target.state = 'MINIMIZED'),
  'console-dock-maximize': target => (target.state = 'MAXIMIZED'),
  'console-dock-restore': target => (target.state = 'DEFAULT'),
  'console-dock-close': target => (target.state = 'CLOSED'),
};

function exampleTemplate(tag: string, example: CatalogExample, index: number): TemplateResult {
  const id = `${tag}-example-${index + 1}`;
  const frame = example.frame ?? 'inline';
  const opener = frame === 'overlay' || example.opener;
  return html`<article class="example" aria-labelledby=${id}>
    <div class="example-head">
      <h4 class="example-title" id=${id}>${example.title}</h4>
      <p class="example-description">${example.description}</p>
    </div>
    <div class="stage stage-${frame}">
      ${
        opener
          ? html`<button class="stage-button" type="button" data-opens=${tag} aria-describedby=${id}>
              Open <code>${tag}</code>
            </button>`
          : ''
      }
      ${example.render()}
    </div>
    ${
      frame === 'document'
        ? ''
        : html`<p class="event-log" role="status" aria-label=${`Last event: ${example.title}`}>
            <span class="event-log-label" aria-hidden="true">Last event</span>
            <code class="event-log-text">none yet</code>
          </p>`
    }
  </article>`;
}

/** Renders a section's examples and wires their events to the reactions and the log. */
function mountExamples(container: HTMLElement): void {
  const tag = container.dataset.examples as PackageElement;
  render(
    html`${(CATALOG_EXAMPLES[tag] ?? []).map((example, index) => exampleTemplate(tag, example, index))}`,
    container
  );
  const types = new Set([...(container.dataset.events ?? '').split(' ').filter(Boolean), ...Object.keys(REACTIONS)]);
  for (const type of types) {
    container.addEventListener(type, event => {
      const log = (event.target as Element).closest('.example')?.querySelector('.event-log-text');
      if (log) log.textContent = describeEvent(event);
      // Seen from the page, the event comes from the element the page fed (a toast's from the toast area, not from
      // the toast inside its shadow root): the one whose property the page sets back.
      REACTIONS[type]?.(event.target as Fed, event as Event & Record<string, unknown>);
    });
  }
  container.addEventListener('click', event => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-opens]');
    const element = button?.parentElement?.querySelector<Fed>(button.dataset.opens ?? '');
    // The docks say where they are in `state` (spec 3 §4), the others in `open`.
    if (element && 'state' in element) element.state = 'DEFAULT';
    else if (element) element.open = true;
  });
}

/** Marks the navigation link of the section in view (`aria-current`), as a documentation site's sidebar does. */
function followSections(): void {
  const links = new Map(
    [...document.querySelectorAll<HTMLAnchorElement>('.nav-list a')].map(link => [link.hash.slice(1), link])
  );
  const observer = new IntersectionObserver(
    entries => {
      const visible = entries.find(entry => entry.isIntersecting);
      if (!visible) return;
      for (const link of links.values()) link.removeAttribute('aria-current');
      links.get(visible.target.id)?.setAttribute('aria-current', 'true');
    },
    { rootMargin: '0px 0px -70% 0px' }
  );
  for (const section of document.querySelectorAll('section.element')) observer.observe(section);
}

function readForm(form: HTMLFormElement): CatalogSettings {
  const data = new FormData(form);
  return {
    theme: String(data.get('theme')),
    dir: data.get('dir') === 'rtl' ? 'rtl' : 'ltr',
    lang: String(data.get('lang')),
  };
}

function showInForm(form: HTMLFormElement, settings: CatalogSettings): void {
  (form.elements.namedItem('theme') as HTMLSelectElement).value = settings.theme;
  (form.elements.namedItem('lang') as HTMLSelectElement).value = settings.lang;
  for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="dir"]')) {
    radio.checked = radio.value === settings.dir;
  }
}

/** The page and every framed example document under the settings; the address keeps them. */
function show(settings: CatalogSettings): Promise<void> {
  const query = settingsQuery(settings);
  history.replaceState(null, '', `${query}${location.hash}`);
  for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe.document-frame')) {
    frame.src = `${frame.src.split('?')[0]}${query}`;
  }
  // The catalog's own texts are English documentation: only the examples take the direction and the language, so
  // a screen reader reads each text in its own language.
  return applySettings(settings, [...document.querySelectorAll<HTMLElement>('.stage')]);
}

for (const container of document.querySelectorAll<HTMLElement>('[data-examples]')) mountExamples(container);
followSections();
const form = document.querySelector<HTMLFormElement>('#switches');
if (form) {
  let current = settingsFromQuery(location.search);
  showInForm(form, current);
  void show(current);
  form.addEventListener('submit', event => event.preventDefault());
  form.addEventListener('change', () => {
    const next = readForm(form);
    // Arabic reads right to left: choosing it (or leaving it) turns the direction with it; the direction switch
    // still mirrors any language on its own.
    if (next.lang !== current.lang) {
      next.dir = form.querySelector<HTMLOptionElement>(`option[value="${next.lang}"]`)?.dir === 'rtl' ? 'rtl' : 'ltr';
      showInForm(form, next);
    }
    current = next;
    void show(current);
  });
}
