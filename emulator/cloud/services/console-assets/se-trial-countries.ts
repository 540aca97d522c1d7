// The SE trial's country-to-legal-entity table (spec 2 §3, spec 3 SE trial profile): about 200 countries, each with
// the contracting entity and the agreement the trial's terms are under. The spec names the entity groups (US,
// EMEA/Ireland, Singapore, Australia, UK, Denmark, Spain, France, Italy, Norway, Romania, Switzerland, Hong Kong and
// others) but not the table; which country falls to which entity is chosen here, by region.

/** One contracting entity. */
interface Entity {
  orgNameId: string;
  orgName: string;
}

const ENTITIES = {
  us: { orgNameId: 'us', orgName: 'Oracle America, Inc.' },
  emea: { orgNameId: 'emea', orgName: 'Oracle EMEA Limited (Ireland)' },
  sg: { orgNameId: 'sg', orgName: 'Oracle Corporation Singapore Pte. Ltd.' },
  au: { orgNameId: 'au', orgName: 'Oracle Corporation Australia Pty Limited' },
  uk: { orgNameId: 'uk', orgName: 'Oracle Corporation UK Limited' },
  dk: { orgNameId: 'dk', orgName: 'Oracle Danmark ApS' },
  es: { orgNameId: 'es', orgName: 'Oracle Ibérica, S.R.L.' },
  fr: { orgNameId: 'fr', orgName: 'Oracle France S.A.S.' },
  it: { orgNameId: 'it', orgName: 'Oracle Italia S.r.l.' },
  no: { orgNameId: 'no', orgName: 'Oracle Norge AS' },
  ro: { orgNameId: 'ro', orgName: 'Oracle România S.R.L.' },
  ch: { orgNameId: 'ch', orgName: 'Oracle Software (Schweiz) GmbH' },
  hk: { orgNameId: 'hk', orgName: 'Oracle Global (Hong Kong) Limited' },
  jp: { orgNameId: 'jp', orgName: 'Oracle Corporation Japan' },
  br: { orgNameId: 'br', orgName: 'Oracle do Brasil Sistemas Limitada' },
  in: { orgNameId: 'in', orgName: 'Oracle India Private Limited' },
} as const satisfies Record<string, Entity>;

/** Country codes written as one space-separated string. */
function codes(list: string): readonly string[] {
  return list.split(' ');
}

// Countries by the entity they contract with (ISO 3166-1 alpha-2).
const COUNTRIES_BY_ENTITY: Record<keyof typeof ENTITIES, readonly string[]> = {
  us: codes(
    'US CA MX AR CL CO PE EC UY PY BO VE CR PA GT HN SV NI DO PR JM TT BS BB BZ GY SR HT AG DM GD KN LC ' +
      'VC AW CW KY BM VI VG GU AS MP'
  ),
  emea: codes(
    'DE AT BE NL LU IE PT GR CY MT PL CZ SK HU SI HR BG EE LV LT FI SE IS LI MC SM AD RS BA ME MK AL MD ' +
      'UA GE AM AZ TR IL JO LB SA AE QA KW BH OM EG MA TN DZ ZA NG KE GH TZ UG RW ET SN CI CM AO MZ ZM ZW ' +
      'BW NA MU SC MG BJ BF ML NE TG GA CG CD MW LS SZ GM GN SL LR CV DJ KZ UZ KG TJ TM GI FO GL IM JE GG ' +
      'IQ LY MR GQ GW BI KM ST TD SO'
  ),
  sg: codes('SG MY ID TH VN PH KH LA MM BN BD LK NP MV PK MN KR TW MO FJ PG WS TO VU SB BT TL KI FM MH PW'),
  au: codes('AU NZ'),
  uk: codes('GB'),
  dk: codes('DK'),
  es: codes('ES'),
  fr: codes('FR RE GP MQ GF YT PF NC'),
  it: codes('IT VA'),
  no: codes('NO'),
  ro: codes('RO'),
  ch: codes('CH'),
  hk: codes('HK'),
  jp: codes('JP'),
  br: codes('BR'),
  in: codes('IN'),
};

/** One row of the table as the local cloud serves it (spec 2 §2: countryName, orgNameId, url). */
export interface SeTrialCountryRow {
  countryCode: string;
  countryName: string;
  orgNameId: string;
  orgName: string;
  url: string;
}

const NAMES = new Intl.DisplayNames('en', { type: 'region' });

/** The table, every country once, its agreement page under `agreementBase` (`{base}/{orgNameId}.html`). */
export function seTrialCountries(agreementBase: string): SeTrialCountryRow[] {
  return Object.entries(COUNTRIES_BY_ENTITY).flatMap(([key, codes]) => {
    const entity: Entity = ENTITIES[key as keyof typeof ENTITIES];
    return codes.map(countryCode => ({
      countryCode,
      countryName: NAMES.of(countryCode) ?? countryCode,
      orgNameId: entity.orgNameId,
      orgName: entity.orgName,
      url: `${agreementBase}/${entity.orgNameId}.html`,
    }));
  });
}

/** The contracting entity of an agreement page, or undefined for an id the table does not have. */
export function agreementEntity(orgNameId: string): Entity | undefined {
  return Object.values(ENTITIES).find(entity => entity.orgNameId === orgNameId);
}
