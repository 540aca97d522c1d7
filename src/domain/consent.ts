// Cookie consent and analytics (spec 3 §1, §7, §9; spec 2 §6, §8, §9): when analytics may run, and the waits for the
// two scripts. Pure rules; src/analytics/consent.ts loads the scripts and applies them.

/** The visitor's answer as the consent script reports it. */
export type ConsentDecision = 'granted' | 'denied' | 'pending';

/** Spec 3 §9: "Consent script wait: up to 10 polls at 1 s". */
export const CONSENT_WAIT = { polls: 10, intervalMs: 1000 } as const;

/** Spec 2 §9: "Analytics tag wait 10 s polling every 100 ms". */
export const ANALYTICS_TAG_WAIT = { polls: 100, intervalMs: 100 } as const;

/** The URL parameter that turns telemetry off (spec 3 §2 recognises `telemetry`; spec 2 §6 "a URL parameter disables it"). */
export const TELEMETRY_PARAM = 'telemetry';

/** Whether the page's URL disables analytics: `telemetry=false` (any case), or `0` / `off` / `no`. */
export function analyticsDisabledByUrl(url: URL): boolean {
  const value = url.searchParams.get(TELEMETRY_PARAM);
  return value !== null && ['false', '0', 'off', 'no'].includes(value.trim().toLowerCase());
}

/** The facts that decide whether the analytics tag loads and receives events. */
export interface AnalyticsFacts {
  /** The realm configures an analytics tag. */
  tagConfigured: boolean;
  /** The URL disables analytics. */
  disabledByUrl: boolean;
  /** The consent script's answer; null when it never loaded (then there is no consent). */
  decision: ConsentDecision | null;
}

/** Analytics is off without consent or when the URL disables it (spec 2 §6). */
export function analyticsAllowed(facts: AnalyticsFacts): boolean {
  return facts.tagConfigured && !facts.disabledByUrl && facts.decision === 'granted';
}

/** A consent decision from whatever the consent script answered; anything unknown is no consent yet. */
export function consentDecisionOf(value: unknown): ConsentDecision {
  return value === 'granted' || value === 'denied' ? value : 'pending';
}

/** The consent script's URL for a language (spec 3 §7: "Cookie-consent script load with a language parameter"). */
export function consentScriptUrl(base: string, language: string): string {
  const url = new URL(base);
  url.searchParams.set('lang', language);
  return url.href;
}
