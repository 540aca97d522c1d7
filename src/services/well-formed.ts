import * as v from 'valibot';

/**
 * The entries of a list that match `schema`, in order; the rest are dropped with one warning (`[source] n malformed
 * what dropped`), so one bad entry from a service never hides the others.
 */
export function wellFormed<T>(
  schema: v.GenericSchema<unknown, T>,
  entries: readonly unknown[],
  what: string,
  source: string
): T[] {
  const kept: T[] = [];
  let dropped = 0;
  for (const entry of entries) {
    const parsed = v.safeParse(schema, entry);
    if (parsed.success) kept.push(parsed.output);
    else dropped += 1;
  }
  if (dropped > 0) console.warn(`[${source}] ${dropped} malformed ${what} dropped`);
  return kept;
}
