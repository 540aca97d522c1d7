/** Telemetry categories (spec 3 §9); all are on by default. */
export type TelemetryCategory = 'analytics' | 'logging' | 'metrics';

/** One telemetry event. */
export interface TelemetryEvent {
  category: TelemetryCategory;
  name: string;
  data?: Record<string, string | number | boolean>;
}

/** Where events go. The regional telemetry endpoint is a later issue; until then the sink drops them. */
export interface TelemetrySink {
  send(event: TelemetryEvent): void;
}

/** A sink that drops everything. */
export const NOOP_SINK: TelemetrySink = { send: () => undefined };

let sink: TelemetrySink = NOOP_SINK;
let enabled: ReadonlySet<TelemetryCategory> = new Set();
// The analytics tag, once the user consented and it loaded (src/analytics/consent.ts); analytics events go to it too.
let analyticsSink: TelemetrySink | null = null;

/** Starts telemetry with the given sink; without consent nothing is sent (spec 2 §6). */
export function initTelemetry(options: {
  sink?: TelemetrySink;
  consent: boolean;
  categories?: TelemetryCategory[];
}): void {
  sink = options.sink ?? NOOP_SINK;
  enabled = options.consent ? new Set(options.categories ?? ['analytics', 'logging', 'metrics']) : new Set();
}

/** Records an event if its category is enabled; analytics events also reach the analytics tag while there is one. */
export function track(event: TelemetryEvent): void {
  if (enabled.has(event.category)) sink.send(event);
  if (event.category === 'analytics' && analyticsSink) analyticsSink.send(event);
}

/**
 * Sets (or with null removes) the analytics tag's sink: only with the user's consent and when the URL does not disable
 * analytics (spec 2 §6; src/analytics/consent.ts decides).
 */
export function setAnalyticsSink(next: TelemetrySink | null): void {
  analyticsSink = next;
}
