// Angular binds the elements' data as properties (`[regions]`) and listens to their events by name
// (`(console-region-select)`); CUSTOM_ELEMENTS_SCHEMA lets the template use the tags.
import { Component, CUSTOM_ELEMENTS_SCHEMA, effect, signal } from '@angular/core';
import {
  setLocale,
  type LocaleSelectEvent,
  type RegionSelectEvent,
  type ToastDismissEvent,
  type ToastItem,
} from '@cloud-console/elements';
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

@Component({
  selector: 'app-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <console-header
      [regions]="regions"
      [activeRegion]="region()"
      [user]="user"
      [locales]="locales"
      [activeLocale]="locale()"
      (console-region-select)="selectRegion($event)"
      (console-locale-select)="selectLocale($event)"
      (console-search-submit)="record($event)"
      (console-sign-out)="record($event)"
    ></console-header>
    <main>
      <h1>Angular</h1>
      <div class="controls">
        <button type="button" (click)="showToast()">Show a toast</button>
        <button type="button" [attr.aria-pressed]="rtl()" (click)="rtl.set(!rtl())">Right to left</button>
        <label>
          Theme
          <select (change)="selectTheme($event)">
            @for (theme of themes; track theme.id) {
              <option [value]="theme.id">{{ theme.label }}</option>
            }
          </select>
        </label>
      </div>
      <h2 id="log-heading">Events received</h2>
      <ol class="log" aria-labelledby="log-heading" aria-live="polite">
        @for (line of events(); track $index) {
          <li>{{ line }}</li>
        }
      </ol>
    </main>
    <div class="toasts" role="status">
      <console-toasts [toasts]="toasts()" (console-toast-dismiss)="dismissToast($event)"></console-toasts>
    </div>
  `,
})
export class App {
  readonly regions = REGIONS;
  readonly user = USER;
  readonly locales = LOCALES;
  readonly themes = THEMES;
  readonly region = signal('us-ashburn-1');
  readonly locale = signal('en');
  readonly rtl = signal(false);
  readonly toasts = signal<ToastItem[]>([]);
  readonly events = signal<string[]>([]);

  constructor() {
    effect(() => applyDocumentLocale(this.locale(), this.rtl() ? 'rtl' : 'ltr'));
  }

  record(event: Event): void {
    this.events.update(list => [...list, describeEvent(event)]);
  }

  selectRegion(event: Event): void {
    const { region } = event as RegionSelectEvent;
    this.record(event);
    this.region.set(region);
    this.toasts.update(list => [...list, regionToast(region)]);
  }

  async selectLocale(event: Event): Promise<void> {
    this.record(event);
    this.locale.set(await setLocale((event as LocaleSelectEvent).localeTag));
  }

  dismissToast(event: Event): void {
    this.record(event);
    const { toastId } = event as ToastDismissEvent;
    this.toasts.update(list => list.filter(toast => toast.id !== toastId));
  }

  showToast(): void {
    this.toasts.update(list => [...list, regionToast(this.region())]);
  }

  selectTheme(event: Event): void {
    applyTheme((event.target as HTMLSelectElement).value);
  }
}
