// The elements from the package as any page uses them: one import defines them all, data goes in as properties,
// intent comes back as DOM events.
import '@cloud-console/elements/theme.css';
import { setLocale } from '@cloud-console/elements';
import '../shared/example.css';
import {
  applyDocumentLocale,
  applyTheme,
  describeEvent,
  LOCALES,
  REGIONS,
  regionToast,
  THEMES,
  USER,
} from '../shared/demo.js';

const header = document.querySelector('console-header');
const toasts = document.querySelector('console-toasts');
const log = document.querySelector('#log');
const direction = document.querySelector('#direction');
const theme = document.querySelector('#theme');

header.regions = REGIONS;
header.user = USER;
header.locales = LOCALES;
toasts.toasts = [];

function record(event) {
  const item = document.createElement('li');
  item.textContent = describeEvent(event);
  log.append(item);
}

for (const type of ['console-region-select', 'console-locale-select', 'console-search-submit', 'console-sign-out']) {
  document.addEventListener(type, record);
}

header.addEventListener('console-region-select', event => {
  header.activeRegion = event.region;
  toasts.toasts = [...toasts.toasts, regionToast(event.region)];
});
header.addEventListener('console-locale-select', async event => {
  const locale = await setLocale(event.localeTag);
  header.activeLocale = locale;
  applyDocumentLocale(locale, document.documentElement.dir);
});
toasts.addEventListener('console-toast-dismiss', event => {
  record(event);
  toasts.toasts = toasts.toasts.filter(toast => toast.id !== event.toastId);
});

document.querySelector('#toast').addEventListener('click', () => {
  toasts.toasts = [...toasts.toasts, regionToast(header.activeRegion)];
});
direction.addEventListener('click', () => {
  const rtl = direction.getAttribute('aria-pressed') !== 'true';
  direction.setAttribute('aria-pressed', String(rtl));
  applyDocumentLocale(document.documentElement.lang, rtl ? 'rtl' : 'ltr');
});
theme.append(...THEMES.map(option => new Option(option.label, option.id)));
theme.addEventListener('change', () => applyTheme(theme.value));
