import * as v from 'valibot';
import { CONSOLE_CONFIG } from '../config.ts';
import type { CountryLegalEntity } from '../domain/se-trial.ts';
import { fetchJson, type TransportOptions } from '../http/api-client.ts';
import type { EndpointConfig } from '../http/endpoints.ts';

// The SE trial's country-to-legal-entity table (spec 2 §2, §3): public content of the realm, served beside the
// console's other assets (path chosen: emulator/cloud/services/console-assets/README.md, GetSeTrialCountries).

const TEXT = v.pipe(v.string(), v.trim(), v.minLength(1));

/** One row: country code, its name, the contracting entity and the agreement's address. */
export const SE_TRIAL_COUNTRY_SCHEMA = v.object({
  countryCode: v.pipe(TEXT, v.regex(/^[A-Za-z]{2}$/)),
  countryName: TEXT,
  orgNameId: TEXT,
  orgName: TEXT,
  url: v.pipe(v.string(), v.url()),
});

/** The document: `{items: [...]}`. */
export const SE_TRIAL_COUNTRIES_SCHEMA = v.object({ items: v.array(SE_TRIAL_COUNTRY_SCHEMA) });

/** The table's address: `{cloudOrigin}/console-terms/v1/se-trial-countries.json` locally (chosen). */
export function seTrialCountriesUrl(config: EndpointConfig = CONSOLE_CONFIG): string {
  const base = config.cloudOrigin
    ? config.cloudOrigin.replace(/\/+$/, '')
    : `https://console.${config.secondLevelDomain}`;
  return `${base}/console-terms/v1/se-trial-countries.json`;
}

/** GETs the country-to-legal-entity table, public and unsigned. */
export async function getSeTrialCountries(
  config: EndpointConfig = CONSOLE_CONFIG,
  options: Omit<TransportOptions, 'operation'> = {}
): Promise<CountryLegalEntity[]> {
  const document = await fetchJson(seTrialCountriesUrl(config), {
    ...options,
    operation: 'GetSeTrialCountries',
    schema: SE_TRIAL_COUNTRIES_SCHEMA,
  });
  return document.items;
}
