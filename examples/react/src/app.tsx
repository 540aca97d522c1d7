// The React wrappers of the package (@lit/react): typed props in, `onX` props for the elements' events.
import { useEffect, useState } from 'react';
import { ConsoleHeaderComponent, ConsoleToastsComponent, setLocale } from '@cloud-console/elements/react.js';
import type { ToastItem } from '@cloud-console/elements';
import {
  applyDocumentLocale,
  applyTheme,
  describeEvent,
  LOCALES,
  REGIONS,
  regionToast,
  THEMES,
  USER,
} from '../../shared/demo.js';

export function App() {
  const [region, setRegion] = useState('us-ashburn-1');
  const [locale, setActiveLocale] = useState('en');
  const [rtl, setRtl] = useState(false);
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [events, setEvents] = useState<string[]>([]);
  const record = (event: Event) => setEvents(list => [...list, describeEvent(event)]);

  useEffect(() => {
    void setLocale('en');
  }, []);
  useEffect(() => applyDocumentLocale(locale, rtl ? 'rtl' : 'ltr'), [locale, rtl]);

  return (
    <>
      <ConsoleHeaderComponent
        regions={REGIONS}
        activeRegion={region}
        user={USER}
        locales={LOCALES}
        activeLocale={locale}
        onRegionSelect={event => {
          record(event);
          setRegion(event.region);
          setToasts(list => [...list, regionToast(event.region)]);
        }}
        onLocaleSelect={event => {
          record(event);
          void setLocale(event.localeTag).then(setActiveLocale);
        }}
        onSearchSubmit={record}
        onSignOut={record}
      />
      <main>
        <h1>React 19</h1>
        <div className="controls">
          <button type="button" onClick={() => setToasts(list => [...list, regionToast(region)])}>
            Show a toast
          </button>
          <button type="button" aria-pressed={rtl} onClick={() => setRtl(value => !value)}>
            Right to left
          </button>
          <label>
            Theme{' '}
            <select onChange={event => applyTheme(event.target.value)}>
              {THEMES.map(theme => (
                <option key={theme.id} value={theme.id}>
                  {theme.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <h2 id="log-heading">Events received</h2>
        <ol className="log" aria-labelledby="log-heading" aria-live="polite">
          {events.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ol>
      </main>
      <div className="toasts" role="status">
        <ConsoleToastsComponent
          toasts={toasts}
          onToastDismiss={event => {
            record(event);
            setToasts(list => list.filter(toast => toast.id !== event.toastId));
          }}
        />
      </div>
    </>
  );
}
