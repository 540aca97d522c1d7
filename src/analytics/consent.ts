import {
  ANALYTICS_TAG_WAIT,
  analyticsAllowed,
  analyticsDisabledByUrl,
  CONSENT_WAIT,
  consentDecisionOf,
  consentScriptUrl,
  type ConsentDecision,
} from '../domain/consent.ts';
import { CONSOLE_CONFIG, type ConsoleConfig } from '../config.ts';
import { SCRIPT_URL_POLICY } from '../security/third-party-scripts.ts';
import { setAnalyticsSink, track, type TelemetryEvent } from '../services/telemetry.ts';
import { sleep } from '../sleep.ts';

// Cookie consent and analytics (issue 17 point 5; spec 3 §1, §7, §9; spec 2 §6, §8, §9). The consent script comes from
// its configured URL with the language, as a script element whose URL only the `console-scripts` Trusted Types policy
// can make, and the CSP allows exactly that path (src/security/csp.ts): no inline script, no nonce to leak. Once it
// answers (up to 10 polls at 1 s), the analytics tag loads only with the user's consent and when the URL does not
// disable analytics; it is waited for 10 s, polling every 100 ms, and its absence is logged. A decision the user
// changes later (the consent banner) turns the tag's events on or off from then on. Loaded with the page data, after
// the console is ready, so neither script ever delays the first page.

/** What the consent script puts on the page (the local cloud's stand-in, and the contract with a real one). */
export interface ConsentApi {
  loaded: true;
  language: string;
  /** The visitor's answer: granted, denied or pending (still asked). */
  decision(): string;
  /** Calls back when the answer changes; returns a function that stops it. */
  onChange(listener: (decision: string) => void): () => void;
}

/** What the analytics tag puts on the page. */
export interface AnalyticsApi {
  loaded: true;
  /** Records one event. */
  track(name: string, data: Record<string, string | number | boolean>): void;
}

declare global {
  interface Window {
    __cloudConsent?: ConsentApi;
    __cloudAnalytics?: AnalyticsApi;
  }
}

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL: (input: string) => string }): ScriptUrlPolicy;
}

let policy: ScriptUrlPolicy | null | undefined;

/** The URL as a script URL, if it is one of the configured scripts (same origin and path); else the policy throws. */
function scriptUrl(url: string, config: ConsoleConfig): unknown {
  const allowed = [config.consentScriptUrl, config.analyticsScriptUrl].filter((value): value is string => !!value);
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    policy =
      factory?.createPolicy(SCRIPT_URL_POLICY, {
        createScriptURL: input => {
          const target = new URL(input);
          const match = allowed.some(entry => {
            const known = new URL(entry);
            return known.origin === target.origin && known.pathname === target.pathname;
          });
          if (!match) throw new TypeError(`${target.origin}${target.pathname} is not a configured console script.`);
          return target.href;
        },
      }) ?? null;
  }
  return policy ? policy.createScriptURL(url) : url;
}

/** Polls `read` until it answers something, at most `polls` times `intervalMs` apart; undefined when it never did. */
export async function waitFor<T>(
  read: () => T | undefined,
  wait: { polls: number; intervalMs: number }
): Promise<T | undefined> {
  for (let poll = 0; poll <= wait.polls; poll += 1) {
    const value = read();
    if (value !== undefined) return value;
    if (poll < wait.polls) await sleep(wait.intervalMs);
  }
  return undefined;
}

/** Adds a script element for a configured URL; a load error is logged (the wait then runs out). */
function addScript(url: string, config: ConsoleConfig, label: string): void {
  const script = document.createElement('script');
  script.async = true;
  // The CSP and the policy allow it; the cast is what the DOM typing of a TrustedScriptURL needs.
  script.src = scriptUrl(url, config) as string;
  script.addEventListener('error', () => console.error(`[${label}] The script ${url} could not be loaded.`), {
    once: true,
  });
  document.head.append(script);
}

/** Where consent and analytics stand (for tests and the console's diagnostics). */
export interface ConsentState {
  decision: ConsentDecision | null;
  analytics: 'off' | 'loading' | 'on' | 'missing';
}

const state: ConsentState = { decision: null, analytics: 'off' };

/** The current consent and analytics state. */
export function consentState(): Readonly<ConsentState> {
  return { ...state };
}

let analyticsLoad: Promise<AnalyticsApi | undefined> | null = null;

/** Loads the analytics tag once and waits for it (10 s, polling every 100 ms); logs an error when it never came. */
function loadAnalyticsTag(config: ConsoleConfig): Promise<AnalyticsApi | undefined> {
  const url = config.analyticsScriptUrl;
  if (!url) return Promise.resolve(undefined);
  analyticsLoad ??= (async () => {
    state.analytics = 'loading';
    addScript(url, config, 'analytics');
    const tag = await waitFor(
      () => (window.__cloudAnalytics?.loaded ? window.__cloudAnalytics : undefined),
      ANALYTICS_TAG_WAIT
    );
    if (!tag) {
      state.analytics = 'missing';
      console.error('[analytics] The analytics tag did not load within 10 s; no analytics are sent.');
    }
    return tag;
  })();
  return analyticsLoad;
}

function sinkFor(tag: AnalyticsApi): { send(event: TelemetryEvent): void } {
  return {
    send: event => {
      try {
        tag.track(event.name, event.data ?? {});
      } catch (error) {
        console.debug('[analytics] The analytics tag refused an event.', error);
      }
    },
  };
}

/** Applies a consent decision: the tag loads and receives events only while analytics is allowed. */
async function applyDecision(decision: ConsentDecision, url: URL, config: ConsoleConfig): Promise<void> {
  state.decision = decision;
  const allowed = analyticsAllowed({
    tagConfigured: !!config.analyticsScriptUrl,
    disabledByUrl: analyticsDisabledByUrl(url),
    decision,
  });
  if (!allowed) {
    setAnalyticsSink(null);
    if (state.analytics === 'on') state.analytics = 'off';
    return;
  }
  const tag = await loadAnalyticsTag(config);
  // The decision may have changed while the tag loaded.
  if (!tag || state.decision !== 'granted') return;
  if (state.analytics === 'on') return;
  state.analytics = 'on';
  setAnalyticsSink(sinkFor(tag));
  // The page the user is on when analytics starts; later pages follow from the route (src/page-data.ts).
  track({ category: 'analytics', name: 'page-view', data: { path: window.location.pathname } });
}

let started = false;

/**
 * Loads the consent script for `language` and, with consent, the analytics tag. Resolves once the consent script
 * answered (or its wait ran out, logged); never rejects. `url` is the address the console opened on.
 */
export async function startConsentAndAnalytics(
  url: URL,
  language: string,
  config: ConsoleConfig = CONSOLE_CONFIG
): Promise<void> {
  if (started) return;
  started = true;
  const base = config.consentScriptUrl;
  if (!base) return;
  try {
    addScript(consentScriptUrl(base, language), config, 'consent');
  } catch (error) {
    console.error('[consent] The consent script could not be added; analytics stays off.', error);
    return;
  }
  const consent = await waitFor(
    () => (window.__cloudConsent?.loaded ? window.__cloudConsent : undefined),
    CONSENT_WAIT
  );
  if (!consent) {
    console.error('[consent] The consent script did not answer within 10 s; analytics stays off.');
    return;
  }
  consent.onChange(decision => void applyDecision(consentDecisionOf(decision), url, config));
  await applyDecision(consentDecisionOf(consent.decision()), url, config);
}
