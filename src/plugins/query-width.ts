/**
 * Query-width customisation of a plugin (spec 3 §2): only a percentage of one to three digits, such as 50%, is
 * accepted; anything else is ignored with a warning. The spec checks the digits only, so 0% and 999% pass as written
 * (not shown: chosen to follow the rule literally rather than add a range the spec does not name).
 */
export const QUERY_WIDTH_PATTERN = /^\d{1,3}%$/;

/** The longest part of a refused value a warning repeats (a plugin must not be able to flood the log). */
const SHOWN_CHARS = 32;

/** A refused value as a warning shows it: quoted, cut short, control characters escaped by JSON. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : String(value);
  return JSON.stringify(text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text);
}

/**
 * The query width when it is a one-to-three-digit percentage ('50%'), else null after one warning line naming the
 * refused value. `warn` defaults to `console.warn`.
 */
export function parseQueryWidth(
  width: unknown,
  warn: (message: string) => void = message => console.warn(message)
): string | null {
  if (typeof width === 'string' && QUERY_WIDTH_PATTERN.test(width)) return width;
  warn(
    `[plugins] Query width ${shown(width)} ignored: only a percentage of one to three digits, such as 50%, is accepted.`
  );
  return null;
}
