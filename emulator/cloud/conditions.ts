import { invalidParameter, missingParameter } from './wire/errors.ts';

/** The switchable conditions (issue 3, point 5), as `POST /_emulator/conditions` names them. */
export const CONDITION_NAMES = [
  'home-region-down',
  'region-replicating',
  'region-unsubscribed',
  'limits-not-provisioned',
  'clock-skew',
  'consent-required',
] as const;

/** A condition name. */
export type ConditionName = (typeof CONDITION_NAMES)[number];

/** A validated request to switch one condition; tenancy and region are already resolved. */
export interface ConditionChange {
  condition: ConditionName;
  on: boolean;
  region?: string;
  tenancyId?: string;
  /** clock-skew only: how far the server clock runs ahead (negative: behind). */
  seconds?: number;
}

/** What `GET /_emulator/conditions` reports. */
export interface ConditionSnapshot {
  downRegions: string[];
  replicatingRegions: string[];
  unsubscribedRegions: { tenancyId: string; region: string }[];
  limitsNotProvisioned: string[];
  clockSkewSeconds: number;
  /** The consent script asks the visitor to opt in (issue 17); off: consent is implied, as where no opt-in is needed. */
  consentRequired: boolean;
}

/** Skew used when clock-skew is switched on without `seconds`: beyond the 5-minute signature limit. */
export const DEFAULT_CLOCK_SKEW_SECONDS = 600;

/**
 * Runtime conditions laid over the stored data; never persisted, cleared by `DELETE /_emulator/conditions`. The
 * store applies the subscription and limits overlays, the server clock the skew, and the region status and domain
 * services read the down and replicating regions from here.
 */
export class ConditionState {
  readonly #downRegions = new Set<string>();
  readonly #replicatingRegions = new Set<string>();
  readonly #unsubscribed = new Set<string>();
  readonly #limitsWithheld = new Set<string>();
  #clockSkewMs = 0;
  #consentRequired = false;

  /** Whether the region is reported down by the region status. */
  isRegionDown(region: string): boolean {
    return this.#downRegions.has(region);
  }

  /** The regions the region status reports down (`downRegions`). */
  downRegions(): string[] {
    return [...this.#downRegions].sort();
  }

  /** The domain replica state of a region: ENABLING_REPLICATION while switched on, else REPLICATION_ENABLED. */
  replicaState(region: string): 'ENABLING_REPLICATION' | 'REPLICATION_ENABLED' {
    return this.#replicatingRegions.has(region) ? 'ENABLING_REPLICATION' : 'REPLICATION_ENABLED';
  }

  /** Whether the region was unsubscribed from the tenancy at runtime. */
  isUnsubscribed(tenancyId: string, region: string): boolean {
    return this.#unsubscribed.has(`${tenancyId} ${region}`);
  }

  /** Whether the tenancy's limits are reported as not yet provisioned. */
  limitsWithheld(tenancyId: string): boolean {
    return this.#limitsWithheld.has(tenancyId);
  }

  /** How far the server clock is moved (token times and signature date checks). */
  get clockSkewMs(): number {
    return this.#clockSkewMs;
  }

  /** Whether the consent script asks the visitor to opt in (the `consent-required` condition). */
  get consentRequired(): boolean {
    return this.#consentRequired;
  }

  /** Switches one condition. */
  apply(change: ConditionChange): void {
    const { condition, on } = change;
    const toggle = (set: Set<string>, value: string) => (on ? set.add(value) : set.delete(value));
    switch (condition) {
      case 'home-region-down':
        toggle(this.#downRegions, required(change.region, 'region'));
        break;
      case 'region-replicating':
        toggle(this.#replicatingRegions, required(change.region, 'region'));
        break;
      case 'region-unsubscribed':
        toggle(this.#unsubscribed, `${required(change.tenancyId, 'tenancy')} ${required(change.region, 'region')}`);
        break;
      case 'limits-not-provisioned':
        toggle(this.#limitsWithheld, required(change.tenancyId, 'tenancy'));
        break;
      case 'clock-skew':
        this.#clockSkewMs = on ? (change.seconds ?? DEFAULT_CLOCK_SKEW_SECONDS) * 1000 : 0;
        break;
      case 'consent-required':
        this.#consentRequired = on;
        break;
    }
  }

  /** Switches every condition off. */
  reset(): void {
    this.#downRegions.clear();
    this.#replicatingRegions.clear();
    this.#unsubscribed.clear();
    this.#limitsWithheld.clear();
    this.#clockSkewMs = 0;
    this.#consentRequired = false;
  }

  /** The current conditions. */
  snapshot(): ConditionSnapshot {
    return {
      downRegions: this.downRegions(),
      replicatingRegions: [...this.#replicatingRegions].sort(),
      unsubscribedRegions: [...this.#unsubscribed].sort().map(entry => {
        const [tenancyId = '', region = ''] = entry.split(' ');
        return { tenancyId, region };
      }),
      limitsNotProvisioned: [...this.#limitsWithheld].sort(),
      clockSkewSeconds: this.#clockSkewMs / 1000,
      consentRequired: this.#consentRequired,
    };
  }
}

function required(value: string | undefined, name: string): string {
  if (value === undefined) throw missingParameter(name);
  return value;
}

/** Resolves a tenancy given by OCID, name or scenario key; undefined when unknown. */
export type TenancyResolver = (value: string) => Promise<{ id: string; homeRegion: string } | undefined>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates one `POST /_emulator/conditions` entry `{condition, on?, region?, tenancy?, seconds?}`. The tenancy
 * defaults to the demo tenancy; home-region-down defaults its region to that tenancy's home region.
 */
export async function parseConditionChange(
  body: unknown,
  resolveTenancy: TenancyResolver,
  defaultTenancy: string,
  knownRegions: readonly string[]
): Promise<ConditionChange> {
  if (!isRecord(body)) throw invalidParameter('A condition must be a JSON object {condition, on?, region?, tenancy?}.');
  const { condition, on = true, region, tenancy, seconds } = body;
  if (condition === undefined) throw missingParameter('condition');
  if (typeof condition !== 'string' || !(CONDITION_NAMES as readonly string[]).includes(condition)) {
    throw invalidParameter(`condition must be one of ${CONDITION_NAMES.join(', ')}.`);
  }
  if (typeof on !== 'boolean') throw invalidParameter('on must be true or false.');
  if (region !== undefined && (typeof region !== 'string' || !knownRegions.includes(region))) {
    throw invalidParameter(`region must be one of ${knownRegions.join(', ')}.`);
  }
  if (tenancy !== undefined && typeof tenancy !== 'string') {
    throw invalidParameter('tenancy must be a tenancy OCID, name or scenario key.');
  }
  if (seconds !== undefined && (typeof seconds !== 'number' || !Number.isFinite(seconds))) {
    throw invalidParameter('seconds must be a number.');
  }
  const target = await resolveTenancy(tenancy ?? defaultTenancy);
  if (!target) throw invalidParameter(`No tenancy '${String(tenancy)}'.`);
  const name = condition as ConditionName;
  if ((name === 'region-replicating' || name === 'region-unsubscribed') && region === undefined) {
    throw missingParameter('region');
  }
  if (name === 'region-unsubscribed' && region === target.homeRegion) {
    throw invalidParameter('The home region cannot be unsubscribed.');
  }
  return {
    condition: name,
    on,
    region: region ?? (name === 'home-region-down' ? target.homeRegion : undefined),
    tenancyId: target.id,
    seconds,
  };
}
