import { atom } from 'nanostores';
import { POPUP_BLOCKED_SECONDS, openableUrl, secondsLeft } from '../src/domain/popup.ts';

/** The popup-blocked message on screen: the address that did not open and the seconds until the message closes. */
export interface BlockedPopup {
  url: string;
  secondsLeft: number;
}

/** The popup-blocked message (spec 1 §8), or null when none shows. */
export const $blockedPopup = atom<BlockedPopup | null>(null);

/** What happened to a request to open a tab. */
export type OpenWindowResult = 'opened' | 'blocked' | 'refused';

/** The piece of `window` that opens tabs; tests pass a stub. */
export interface WindowOpener {
  open(url?: string | URL, target?: string, features?: string): WindowProxy | null;
  location?: { href: string };
}

let countdown: ReturnType<typeof setInterval> | undefined;

/**
 * Opens a URL in a new tab. When the browser blocks the pop-up, the message 'Your browser prevented {url} from
 * opening. Enable pop-ups and try again.' shows for POPUP_BLOCKED_SECONDS with a countdown. Anything but an http(s)
 * address is refused (a `javascript:` URL would run with the console's origin).
 */
export function openWindow(url: string, opener: WindowOpener | undefined = globalThis.window): OpenWindowResult {
  const href = openableUrl(url, opener?.location?.href);
  if (!href || !opener) return 'refused';
  // The `noopener` feature would make open() answer null even when the tab opened, and blocking could not be told
  // apart; cutting the opener link right away has the same effect, before the new page runs any script.
  const tab = opener.open(href, '_blank');
  if (!tab) {
    showBlockedPopup(href);
    return 'blocked';
  }
  tab.opener = null;
  return 'opened';
}

/** Shows the popup-blocked message for a URL (a new one replaces the message and restarts the countdown). */
export function showBlockedPopup(url: string): void {
  stopCountdown();
  const startedAt = Date.now();
  $blockedPopup.set({ url, secondsLeft: POPUP_BLOCKED_SECONDS });
  countdown = setInterval(() => {
    const left = secondsLeft(startedAt, Date.now());
    if (left <= 0) {
      dismissBlockedPopup();
      return;
    }
    const current = $blockedPopup.get();
    if (current && current.secondsLeft !== left) $blockedPopup.set({ ...current, secondsLeft: left });
  }, 1000);
}

/** Closes the popup-blocked message (its close button, or the end of the countdown). */
export function dismissBlockedPopup(): void {
  stopCountdown();
  $blockedPopup.set(null);
}

function stopCountdown(): void {
  clearInterval(countdown);
  countdown = undefined;
}
