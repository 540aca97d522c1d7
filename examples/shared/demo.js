// What every example page shows, so one Playwright spec (e2e/elements-examples.spec.ts) drives all of them alike.
// Plain JavaScript: each framework's own tooling imports it unchanged.

/** The regions the header's region menu offers. */
export const REGIONS = [
  { name: 'us-ashburn-1', friendlyName: 'US East (Ashburn)', key: 'IAD', isHome: true },
  { name: 'eu-frankfurt-1', friendlyName: 'Germany Central (Frankfurt)', key: 'FRA', isHome: false },
];

/** The signed-in user and tenancy the user menu shows. */
export const USER = { name: 'Ada Lovelace', email: 'ada@example.com', tenancyName: 'analytical-engines', items: [] };

/** The languages the header's language menu offers. */
export const LOCALES = [
  { localeTag: 'en', endonym: 'English' },
  { localeTag: 'de', endonym: 'Deutsch' },
];

/** The page's themes: the console's three token sets (theme.css), chosen by `data-console-theme` on the root. */
export const THEMES = [
  { id: 'redwood', label: 'Redwood' },
  { id: 'rainbow', label: 'Rainbow' },
  { id: 'hg', label: 'HG' },
];

/** A line of the event log: the event's type and the data it carries. */
export function describeEvent(event) {
  const fields = ['region', 'localeTag', 'query', 'toastId', 'action', 'tool']
    .filter(field => field in event)
    .map(field => `${field}=${event[field]}`);
  return [event.type, ...fields].join(' ');
}

/** Shows a theme: the tokens of theme.css follow `data-console-theme`. */
export function applyTheme(themeId) {
  if (themeId === 'redwood') document.documentElement.removeAttribute('data-console-theme');
  else document.documentElement.setAttribute('data-console-theme', themeId);
}

/** Sets the page's language and direction; the elements follow the page's `dir` through logical CSS properties. */
export function applyDocumentLocale(locale, dir) {
  document.documentElement.lang = locale;
  document.documentElement.dir = dir;
}

let nextToastId = 1;

/** A toast saying the region changed, as the toast area takes it. */
export function regionToast(region) {
  const friendly = REGIONS.find(option => option.name === region)?.friendlyName ?? region;
  return { id: nextToastId++, severity: 'success', message: `Region switched to ${friendly}.` };
}
