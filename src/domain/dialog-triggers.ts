// When the console's dialogs open (spec 1 §2 "Dialogs", §4). Pure: stores/dialog-triggers.ts feeds them the state and
// opens the dialogs they name. The unsupported-browser rule is src/domain/browser-support.ts.
import { findSupportedLocale, type LocaleOptions } from './locale.ts';

/** What the language conflict rule reads. */
export interface LanguageFacts {
  /** The active locale tag ($localeTag). */
  active: string;
  /** The stored language preference, null when the user never chose one (the service then echoes the identity's). */
  preference: string | null;
  /** The identity service's locale of the user (GET Me `locale`, else the token's user_locale or user_lang). */
  identity: string | null;
  /** The browser's first language (navigator.languages[0]). */
  browser: string | null;
  /** Conflicts the user already answered, as `languagePairKey` values. */
  answered: readonly string[];
  /** The `locale-support` flag: off, English is the only language and there is nothing to choose. */
  localeSupport: boolean;
}

/** Where the other language of a conflict comes from. */
export type LanguageSource = 'preference' | 'identity' | 'browser';

/** The two languages the conflict dialog offers: the active one and the other, and where the other comes from. */
export interface LanguageConflict {
  current: string;
  other: string;
  source: LanguageSource;
}

/** The key of a conflict between two locale tags, whichever is active: answered once, not asked again. */
export function languagePairKey(first: string, second: string): string {
  return [first, second].sort().join('|');
}

/**
 * The language conflict (spec 1 §4): the stored preference, the identity-service locale or the browser locale
 * differs from the active locale; the first that differs (in that order) is offered beside the active one. Each is
 * compared as the supported locale it resolves to (en-US is English), and one that resolves to none is no candidate.
 * Chosen so that an answer holds: the browser counts only while the user has no stored preference (their choice is
 * the preference), and a pair the user already answered is not asked again.
 */
export function languageConflict(facts: LanguageFacts, options: LocaleOptions = {}): LanguageConflict | null {
  if (!facts.localeSupport) return null;
  const active = findSupportedLocale(facts.active, options)?.localeTag ?? facts.active;
  const candidates: [LanguageSource, string | null][] = [
    ['preference', facts.preference],
    ['identity', facts.identity],
    ['browser', facts.preference === null ? facts.browser : null],
  ];
  for (const [source, candidate] of candidates) {
    if (!candidate) continue;
    const other = findSupportedLocale(candidate, options)?.localeTag;
    if (!other || other === active) continue;
    if (facts.answered.includes(languagePairKey(active, other))) continue;
    return { current: active, other, source };
  }
  return null;
}

/**
 * The production tenancy warning (spec 1 §4 "shown until acknowledged"): an operator's override into an
 * operator-in-production tenancy whose warning was not acknowledged (chosen: acknowledged per tenancy, so a second
 * production tenancy warns again).
 */
export function needsProductionWarning(
  tenancy: { ocid: string; isBoatInProdTenancy: boolean } | null,
  acknowledged: readonly string[]
): boolean {
  return tenancy !== null && tenancy.isBoatInProdTenancy && !acknowledged.includes(tenancy.ocid);
}

/** A subscribed region as the rule reads it. */
export interface RegionChoice {
  name: string;
  isHome: boolean;
}

/**
 * The region the console uses while the home region is down (spec 1 §4 "an alternative region is used until
 * sign-out"): the active region when it is not the home region, else the first other subscribed region (the
 * subscription list's order); null when the tenancy subscribes to the home region alone.
 */
export function alternativeRegion(active: string, home: string, regions: readonly RegionChoice[]): string | null {
  if (active !== home && regions.some(region => region.name === active)) return active;
  return regions.find(region => !region.isHome && region.name !== home)?.name ?? null;
}

/**
 * Guided tours moved (spec 1 §2 "Dialogs"): tell a user whose guided journey still has the tours checklist on, once,
 * where the tours are now. Chosen: announced only while its flag is on, since this console never had the checklist
 * (a deployment that retires one turns the flag on for that release).
 */
export function needsGuidedToursMoved(
  journey: { showChecklist?: boolean | undefined } | null,
  flagOn: boolean
): boolean {
  return flagOn && journey?.showChecklist === true;
}
