/** A region of the realm as the console knows it (realm configuration data, not UI text). */
export interface KnownRegion {
  name: string;
  key: string;
  friendlyName: string;
}

/** Regions of the commercial realm. Friendly names are realm data and shown as they are in every language. */
export const KNOWN_REGIONS: readonly KnownRegion[] = [
  { name: 'us-ashburn-1', key: 'IAD', friendlyName: 'US East (Ashburn)' },
  { name: 'us-phoenix-1', key: 'PHX', friendlyName: 'US West (Phoenix)' },
  { name: 'us-sanjose-1', key: 'SJC', friendlyName: 'US West (San Jose)' },
  { name: 'us-chicago-1', key: 'ORD', friendlyName: 'US Midwest (Chicago)' },
  { name: 'ca-toronto-1', key: 'YYZ', friendlyName: 'Canada Southeast (Toronto)' },
  { name: 'ca-montreal-1', key: 'YUL', friendlyName: 'Canada Southeast (Montreal)' },
  { name: 'eu-frankfurt-1', key: 'FRA', friendlyName: 'Germany Central (Frankfurt)' },
  { name: 'eu-amsterdam-1', key: 'AMS', friendlyName: 'Netherlands Northwest (Amsterdam)' },
  { name: 'eu-zurich-1', key: 'ZRH', friendlyName: 'Switzerland North (Zurich)' },
  { name: 'eu-paris-1', key: 'CDG', friendlyName: 'France Central (Paris)' },
  { name: 'eu-marseille-1', key: 'MRS', friendlyName: 'France South (Marseille)' },
  { name: 'eu-milan-1', key: 'LIN', friendlyName: 'Italy Northwest (Milan)' },
  { name: 'eu-stockholm-1', key: 'ARN', friendlyName: 'Sweden Central (Stockholm)' },
  { name: 'eu-madrid-1', key: 'MAD', friendlyName: 'Spain Central (Madrid)' },
  { name: 'uk-london-1', key: 'LHR', friendlyName: 'UK South (London)' },
  { name: 'uk-cardiff-1', key: 'CWL', friendlyName: 'UK West (Newport)' },
  { name: 'ap-tokyo-1', key: 'NRT', friendlyName: 'Japan East (Tokyo)' },
  { name: 'ap-osaka-1', key: 'KIX', friendlyName: 'Japan Central (Osaka)' },
  { name: 'ap-seoul-1', key: 'ICN', friendlyName: 'South Korea Central (Seoul)' },
  { name: 'ap-chuncheon-1', key: 'YNY', friendlyName: 'South Korea North (Chuncheon)' },
  { name: 'ap-mumbai-1', key: 'BOM', friendlyName: 'India West (Mumbai)' },
  { name: 'ap-hyderabad-1', key: 'HYD', friendlyName: 'India South (Hyderabad)' },
  { name: 'ap-sydney-1', key: 'SYD', friendlyName: 'Australia East (Sydney)' },
  { name: 'ap-melbourne-1', key: 'MEL', friendlyName: 'Australia Southeast (Melbourne)' },
  { name: 'ap-singapore-1', key: 'SIN', friendlyName: 'Singapore (Singapore)' },
  { name: 'sa-saopaulo-1', key: 'GRU', friendlyName: 'Brazil East (Sao Paulo)' },
  { name: 'sa-vinhedo-1', key: 'VCP', friendlyName: 'Brazil Southeast (Vinhedo)' },
  { name: 'sa-santiago-1', key: 'SCL', friendlyName: 'Chile (Santiago)' },
  { name: 'me-jeddah-1', key: 'JED', friendlyName: 'Saudi Arabia West (Jeddah)' },
  { name: 'me-dubai-1', key: 'DXB', friendlyName: 'UAE East (Dubai)' },
  { name: 'il-jerusalem-1', key: 'MTZ', friendlyName: 'Israel Central (Jerusalem)' },
  { name: 'af-johannesburg-1', key: 'JNB', friendlyName: 'South Africa Central (Johannesburg)' },
  { name: 'mx-queretaro-1', key: 'QRO', friendlyName: 'Mexico Central (Queretaro)' },
];

/** Region values the development realms use besides the known regions (spec 3 §5). */
const DEVELOPMENT_REGIONS = ['r1', 'us-seattle-1'];

/** The value a `?region=` query may use to mean the home region (spec 3 §5). */
export const HOME_REGION_ALIAS = 'home';

/** True for r1, us-seattle-1 or a known region name (spec 3 §5). */
export function isValidRegionValue(value: string): boolean {
  return DEVELOPMENT_REGIONS.includes(value) || KNOWN_REGIONS.some(region => region.name === value);
}

/** The friendly name of a region, or its name when the realm does not know it. */
export function regionFriendlyName(name: string): string {
  return KNOWN_REGIONS.find(region => region.name === name)?.friendlyName ?? name;
}
