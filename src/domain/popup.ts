/**
 * How long the popup-blocked message stays (not shown: chosen 10 s, the shell's other countdown, spec 1 §9); a visible
 * "Closing in N s" counts it down and the close button ends it early.
 */
export const POPUP_BLOCKED_SECONDS = 10;

/** Schemes a new tab may open: web pages only, never `javascript:` or `data:` (they would run with our origin). */
const OPENABLE_PROTOCOLS: readonly string[] = ['https:', 'http:'];

/**
 * The absolute address of a URL the console may open in a new tab, resolved against the page's address; null for
 * anything that is not an http(s) address or does not parse.
 */
export function openableUrl(url: string, base?: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  return OPENABLE_PROTOCOLS.includes(parsed.protocol) ? parsed.href : null;
}

/** The seconds left on a countdown that started `startedAt` (ms) and runs `seconds`, at `now` (ms); never below 0. */
export function secondsLeft(startedAt: number, now: number, seconds: number = POPUP_BLOCKED_SECONDS): number {
  return Math.max(0, seconds - Math.floor((now - startedAt) / 1000));
}
