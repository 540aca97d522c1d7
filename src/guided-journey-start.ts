// Issue 17's part of the page data, in a chunk of its own that src/page-data.ts imports once the console is ready: the
// guided journey (tour entry, checklist, its tasks) and cookie consent with analytics. Imported rather than linked
// into the page data, so the start-up chunk's preload lists never name these modules' chunks (e2e/size-budget.spec.ts).
import { startConsentAndAnalytics } from './analytics/consent.ts';
import { track } from './services/telemetry.ts';
import { startGuidedJourney } from '../stores/guided-journey.ts';
import { $locale } from '../stores/locale.ts';
import { $location } from '../stores/route.ts';

/** Starts the guided journey, then consent and (with consent) analytics; `url` is the address the console opened on. */
export function startJourneyAndConsent(url: URL): void {
  // The Home tour entry runs the tour for eligible users; the checklist and its tasks.
  startGuidedJourney();
  // Cookie consent, then analytics only with consent (spec 3 §1 puts analytics before session and plugins: here it
  // waits until the first page is on screen, so the two scripts never delay it).
  void startConsentAndAnalytics(url, $locale.get());
  // Each page the user goes to next is a page view for analytics (sent only while analytics is on).
  $location.listen(({ pathname }) => track({ category: 'analytics', name: 'page-view', data: { path: pathname } }));
}
