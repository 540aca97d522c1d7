// Daily usage records: how the seed makes them from a scenario's commercial facts, and how routes read them back.
import { createHash } from 'node:crypto';
import type { Queryable } from '../../wire/paging.ts';
import type { CommerceFacts } from '../commercial/scenario-commerce.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far back paying tenancies have usage. */
export const USAGE_HISTORY_DAYS = 90;

/** One day of one SKU in one compartment and region. */
export interface UsageRecord {
  tenancyId: string;
  tenancyName: string;
  timeUsageStarted: Date;
  timeUsageEnded: Date;
  service: string;
  skuPartNumber: string;
  skuName: string;
  unit: string;
  unitPrice: number;
  compartmentId: string;
  compartmentName: string;
  compartmentPath: string;
  region: string;
  amountCents: number;
  quantity: number;
  currency: string;
  subscriptionId: string;
  isCredit: boolean;
  tags: { namespace: string; key: string; value: string }[];
}

interface Sku {
  service: string;
  skuPartNumber: string;
  skuName: string;
  unit: string;
  unitPrice: number;
  /** Share of a day's spend. */
  share: number;
  /** Always Free quantity per day, used when nothing is charged. */
  freeQuantity: number;
}

const SKUS: readonly Sku[] = [
  {
    service: 'COMPUTE',
    skuPartNumber: 'B93113',
    skuName: 'Compute - Standard - E4 - OCPU',
    unit: 'OCPU Per Hour',
    unitPrice: 0.025,
    share: 0.42,
    freeQuantity: 96,
  },
  {
    service: 'DATABASE',
    skuPartNumber: 'B95702',
    skuName: 'Oracle Autonomous Database - ECPU',
    unit: 'ECPU Per Hour',
    unitPrice: 0.336,
    share: 0.26,
    freeQuantity: 48,
  },
  {
    service: 'BLOCK_STORAGE',
    skuPartNumber: 'B91961',
    skuName: 'Storage - Block Volume - Storage',
    unit: 'Gigabyte Storage Capacity Per Month',
    unitPrice: 0.0255,
    share: 0.14,
    freeQuantity: 6.45,
  },
  {
    service: 'OBJECT_STORAGE',
    skuPartNumber: 'B91628',
    skuName: 'Object Storage - Storage',
    unit: 'Gigabyte Storage Capacity Per Month',
    unitPrice: 0.0255,
    share: 0.1,
    freeQuantity: 0.65,
  },
  {
    service: 'NETWORK',
    skuPartNumber: 'B88327',
    skuName: 'Outbound Data Transfer Zone 1',
    unit: 'Gigabytes Outbound Data Transfer',
    unitPrice: 0.0085,
    share: 0.08,
    freeQuantity: 3.2,
  },
];

/** The start of the UTC day holding `time`. */
export function utcDay(time: Date): Date {
  return new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));
}

/** A stable weight in [0.8, 1.2) for a seed name, so daily spend varies the same way at every start. */
function weight(name: string): number {
  return 0.8 + (createHash('sha256').update(name).digest().readUInt16BE(0) / 65536) * 0.4;
}

/** Splits whole cents over weights; the last part takes the rounding remainder, so the parts sum exactly. */
function splitCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((accumulated, value) => accumulated + value, 0);
  const parts = weights.map(value => (sum === 0 ? 0 : Math.floor((total * value) / sum)));
  const remainder = total - parts.reduce((accumulated, value) => accumulated + value, 0);
  if (parts.length > 0) parts[parts.length - 1] = (parts[parts.length - 1] ?? 0) + remainder;
  return parts;
}

function daysBetween(first: Date, last: Date): Date[] {
  const days: Date[] = [];
  for (let day = first.getTime(); day <= last.getTime(); day += DAY_MS) days.push(new Date(day));
  return days;
}

/**
 * The usage records of a tenancy. A promotion's spend adds up exactly to its used amount (so the trial banner and
 * cost analysis agree); paying tenancies spend about their daily cost for the last 90 days; Always Free usage costs 0.
 */
export function usageRecordsFor(facts: CommerceFacts, seededAt: Date): UsageRecord[] {
  const { scenario, promotion } = facts;
  const today = utcDay(seededAt);
  const firstDay = utcDay(facts.timeCreated);
  const compartments = [
    { id: facts.tenancyId, name: scenario.name, path: scenario.name, tags: [] },
    ...scenario.compartments.slice(0, 2).map(compartment => ({
      id: compartment.id,
      name: compartment.name,
      path: `${scenario.name}/${compartment.name}`,
      tags: [{ namespace: 'Finance', key: 'CostCenter', value: `cc-${compartment.name}` }],
    })),
  ];
  const regions = scenario.subscribedRegions.length > 0 ? scenario.subscribedRegions : [scenario.homeRegion];

  const records: UsageRecord[] = [];
  const addDay = (day: Date, cents: number, isCredit: boolean) => {
    const shares = splitCents(
      cents,
      SKUS.map(sku => sku.share)
    );
    SKUS.forEach((sku, index) => {
      const compartment = compartments[index % compartments.length] ?? compartments[0];
      if (!compartment) return;
      const amountCents = shares[index] ?? 0;
      records.push({
        tenancyId: facts.tenancyId,
        tenancyName: scenario.name,
        timeUsageStarted: day,
        timeUsageEnded: new Date(day.getTime() + DAY_MS),
        service: sku.service,
        skuPartNumber: sku.skuPartNumber,
        skuName: sku.skuName,
        unit: sku.unit,
        unitPrice: cents === 0 ? 0 : sku.unitPrice,
        compartmentId: compartment.id,
        compartmentName: compartment.name,
        compartmentPath: compartment.path,
        region: regions[index % regions.length] ?? scenario.homeRegion,
        amountCents,
        quantity:
          cents === 0 ? sku.freeQuantity : Math.round((amountCents / 100 / sku.unitPrice) * 1_000_000) / 1_000_000,
        currency: facts.currency,
        subscriptionId: facts.classicSubscriptionId,
        isCredit,
        tags: compartment.tags,
      });
    });
  };

  if (promotion) {
    const lastPromotionDay = utcDay(new Date(Math.min(today.getTime(), promotion.timeEnd.getTime() - 1)));
    const days = daysBetween(utcDay(promotion.timeStart), lastPromotionDay);
    const cents = splitCents(
      Math.round(promotion.usedAmount * 100),
      days.map(day => weight(`${scenario.name}/${day.toISOString()}`))
    );
    days.forEach((day, index) => addDay(day, cents[index] ?? 0, true));
    // After an expired trial only Always Free resources keep running; a grace period stops everything.
    if (scenario.account.promotionStatus === 'expired') {
      const afterTrial = utcDay(new Date(promotion.timeEnd.getTime() + DAY_MS));
      for (const day of daysBetween(afterTrial, today)) addDay(day, 0, false);
    }
    return records;
  }

  const start = new Date(Math.max(firstDay.getTime(), today.getTime() - (USAGE_HISTORY_DAYS - 1) * DAY_MS));
  for (const day of daysBetween(start, today)) {
    const cents = Math.round(facts.dailyCost * 100 * weight(`${scenario.name}/${day.toISOString()}`));
    addDay(day, cents, false);
  }
  return records;
}

const COLUMNS = [
  'tenancy_id',
  'time_usage_started',
  'time_usage_ended',
  'service',
  'sku_part_number',
  'sku_name',
  'unit',
  'unit_price',
  'compartment_id',
  'compartment_name',
  'compartment_path',
  'region',
  'amount_cents',
  'quantity',
  'currency',
  'subscription_id',
  'is_credit',
  'tags',
] as const;

function csvField(value: string | number | boolean): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Writes usage records with one COPY (thousands of rows: row-by-row inserts would slow every seed). */
export async function insertUsageRecords(db: Queryable, records: readonly UsageRecord[]): Promise<void> {
  if (records.length === 0) return;
  const csv = records
    .map(record =>
      [
        record.tenancyId,
        record.timeUsageStarted.toISOString(),
        record.timeUsageEnded.toISOString(),
        record.service,
        record.skuPartNumber,
        record.skuName,
        record.unit,
        record.unitPrice,
        record.compartmentId,
        record.compartmentName,
        record.compartmentPath,
        record.region,
        record.amountCents,
        record.quantity,
        record.currency,
        record.subscriptionId,
        record.isCredit,
        JSON.stringify(record.tags),
      ]
        .map(csvField)
        .join(',')
    )
    .join('\n');
  await db.query(`copy usage_records (${COLUMNS.join(', ')}) from '/dev/blob' with (format csv)`, [], {
    blob: new Blob([csv]),
  });
}

interface UsageRow {
  tenancy_id: string;
  tenancy_name: string;
  time_usage_started: Date;
  time_usage_ended: Date;
  service: string;
  sku_part_number: string;
  sku_name: string;
  unit: string;
  unit_price: number;
  compartment_id: string;
  compartment_name: string;
  compartment_path: string;
  region: string;
  amount_cents: number;
  quantity: number;
  currency: string;
  subscription_id: string;
  is_credit: boolean;
  tags: { namespace: string; key: string; value: string }[];
}

/** The tenancy's usage records overlapping [from, to). */
export async function loadUsageRecords(db: Queryable, tenancyId: string, from: Date, to: Date): Promise<UsageRecord[]> {
  const { rows } = await db.query<UsageRow>(
    `select u.*, t.name as tenancy_name from usage_records u join tenancies t on t.id = u.tenancy_id
     where u.tenancy_id = $1 and u.time_usage_ended > $2 and u.time_usage_started < $3
     order by u.time_usage_started, u.service, u.compartment_id`,
    [tenancyId, from, to]
  );
  return rows.map(row => ({
    tenancyId: row.tenancy_id,
    tenancyName: row.tenancy_name,
    timeUsageStarted: row.time_usage_started,
    timeUsageEnded: row.time_usage_ended,
    service: row.service,
    skuPartNumber: row.sku_part_number,
    skuName: row.sku_name,
    unit: row.unit,
    unitPrice: row.unit_price,
    compartmentId: row.compartment_id,
    compartmentName: row.compartment_name,
    compartmentPath: row.compartment_path,
    region: row.region,
    amountCents: row.amount_cents,
    quantity: row.quantity,
    currency: row.currency,
    subscriptionId: row.subscription_id,
    isCredit: row.is_credit,
    tags: row.tags,
  }));
}
