// The local cloud's stand-ins for the cookie-consent script and the analytics tag (spec 3 §7, spec 2 §7). Both run in
// the console's page under its CSP and Trusted Types, so they build their DOM with createElement and textContent and
// style it with a constructable stylesheet in a shadow root: no markup strings, no style attributes, no inline script.

/** The consent banner's texts per language (anything else: English). */
const CONSENT_TEXTS: Readonly<Record<string, Record<'label' | 'text' | 'accept' | 'refuse', string>>> = {
  en: {
    label: 'Cookie preferences',
    text: 'We use cookies that the console needs to work and, only with your consent, cookies that measure how it is used.',
    accept: 'Accept all',
    refuse: 'Refuse optional cookies',
  },
  de: {
    label: 'Cookie-Einstellungen',
    text: 'Wir verwenden Cookies, die die Konsole zum Funktionieren braucht, und nur mit Ihrer Zustimmung Cookies, die ihre Nutzung messen.',
    accept: 'Alle akzeptieren',
    refuse: 'Optionale Cookies ablehnen',
  },
};

const BANNER_CSS = `
:host { all: initial; }
section { position: fixed; z-index: 2147483000; inset-inline: 0; inset-block-end: 0; box-sizing: border-box;
  display: flex; flex-wrap: wrap; align-items: center; gap: 12px 24px; padding: 16px 24px;
  background: #fff; color: #161513; border-block-start: 1px solid #8a8a8a; box-shadow: 0 -4px 16px rgb(0 0 0 / 15%);
  font: 14px/1.5 system-ui, sans-serif; }
p { flex: 1 1 28rem; margin: 0; }
div { display: flex; gap: 8px; flex-wrap: wrap; }
button { min-block-size: 36px; padding-inline: 16px; border: 1px solid #161513; border-radius: 999px; background: #fff;
  color: #161513; font: inherit; font-weight: 600; cursor: pointer; }
button.primary { background: #161513; color: #fff; }
button:focus-visible { outline: 2px solid #227e9e; outline-offset: 2px; }
@media (forced-colors: active) { section { border-block-start: 2px solid CanvasText; } }
`;

/**
 * The consent script for a language. `required`: the visitor must opt in (the local cloud's `consent-required`
 * condition; a real service decides by the visitor's jurisdiction), so the banner asks until answered and the answer is
 * kept in the page's localStorage (`cloud-consent.decision`); otherwise consent is implied and no banner shows. It puts
 * `window.__cloudConsent = {loaded, language, required, decision(), onChange(listener)}` on the page.
 */
export function consentScript(language: string, required: boolean): string {
  const texts = CONSENT_TEXTS[language.split('-')[0]?.toLowerCase() ?? 'en'] ?? CONSENT_TEXTS['en'];
  return `(() => {
  const KEY = 'cloud-consent.decision';
  const required = ${JSON.stringify(required)};
  const texts = ${JSON.stringify(texts)};
  const listeners = new Set();
  let stored = null;
  try { stored = localStorage.getItem(KEY); } catch { stored = null; }
  let decision = !required ? 'granted' : stored === 'granted' || stored === 'denied' ? stored : 'pending';
  let host = null;
  const decide = next => {
    decision = next;
    try { localStorage.setItem(KEY, next); } catch { /* private mode: asked again next time */ }
    if (host) { host.remove(); host = null; }
    for (const listener of listeners) listener(next);
  };
  const show = () => {
    host = document.createElement('cloud-consent-banner');
    const root = host.attachShadow({ mode: 'open' });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(${JSON.stringify(BANNER_CSS)});
    root.adoptedStyleSheets = [sheet];
    const section = document.createElement('section');
    section.setAttribute('aria-label', texts.label);
    section.lang = ${JSON.stringify(language)};
    const text = document.createElement('p');
    text.textContent = texts.text;
    const actions = document.createElement('div');
    const button = (label, value, primary) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.textContent = label;
      if (primary) element.className = 'primary';
      element.addEventListener('click', () => decide(value));
      actions.append(element);
    };
    button(texts.refuse, 'denied', false);
    button(texts.accept, 'granted', true);
    section.append(text, actions);
    root.append(section);
    document.body.append(host);
  };
  if (decision === 'pending') {
    if (document.body) show(); else document.addEventListener('DOMContentLoaded', show, { once: true });
  }
  window.__cloudConsent = Object.freeze({
    loaded: true,
    language: ${JSON.stringify(language)},
    required,
    decision: () => decision,
    onChange: listener => { listeners.add(listener); return () => listeners.delete(listener); },
  });
})();
`;
}

/**
 * The analytics tag: `window.__cloudAnalytics = {loaded, track(name, data)}`, each event posted (without credentials)
 * to the local cloud's collector, which keeps what it received for tests (`GET /analytics/events`).
 */
export function analyticsScript(collectUrl: string): string {
  return `(() => {
  const collect = ${JSON.stringify(collectUrl)};
  window.__cloudAnalytics = Object.freeze({
    loaded: true,
    track: (name, data) => {
      void fetch(collect, {
        method: 'POST',
        credentials: 'omit',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: String(name), data: data ?? {}, page: location.pathname }),
      }).catch(() => undefined);
    },
  });
})();
`;
}
