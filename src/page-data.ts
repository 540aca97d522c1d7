// The rest of the start-up data (spec 3 §1), loaded by src/startup.ts once the console is ready and in a chunk of its
// own, so it never delays the first page: the tenancy preference probe, theme, compartments, subscriptions,
// entitlements and service environments. Each store keeps its own states and fallbacks; none can take the console down.
import { startAccountStatus } from '../stores/account-status.ts';
import { $capabilities } from '../stores/capabilities.ts';
import { $user } from '../stores/account.ts';
import { loadAnnouncementsBadge } from '../stores/announcements.ts';
import { startBanners } from '../stores/banners.ts';
import { applyLaunchParameters } from '../stores/cloud-shell-launch.ts';
import { loadCompartments } from '../stores/compartments.ts';
import { startDialogTriggers } from '../stores/dialog-triggers.ts';
import { loadGuidedJourneyExperiment } from '../stores/experiments.ts';
import { startPersonaPrompt } from '../stores/persona-prompt.ts';
import { $locale } from '../stores/locale.ts';
import { loadOrganizationSubscriptions } from '../stores/organization-subscriptions.ts';
import { $preferences, probeTenancyPreferenceAccess } from '../stores/preferences.ts';
import { loadPurchaseEntitlements } from '../stores/purchase-entitlements.ts';
import { loadServiceEntitlements } from '../stores/service-entitlements.ts';
import { loadServiceEnvironments } from '../stores/service-environments.ts';
import { $session } from '../stores/session.ts';
import { startSessionKeeper } from '../stores/session-keeper.ts';
import { loadTheme } from '../stores/theme.ts';

/** Starts loading the page data of the signed-in tenancy; `url` is the address the console opened on. */
export function loadPageData(url?: URL): void {
  // The session's warning, renewal, idle clock and tabs (issue 15): the token is an hour young at this point.
  startSessionKeeper();
  // The dialogs the start-up data calls for (production tenancy, language conflict, browser, home region), and the
  // home region's state from here on (spec 1 §4); their island loads only when one opens.
  startDialogTriggers();
  // The guided journey, cookie consent and analytics (issue 17), in their own chunk (src/guided-journey-start.ts).
  const opened = url ?? new URL(window.location.href);
  void import('./guided-journey-start.ts').then(({ startJourneyAndConsent }) => startJourneyAndConsent(opened));
  // The persona selector at first sign-in (spec 1 §2, §3), when the preferences say the user has none yet.
  startPersonaPrompt();
  const claims = $session.get().claims;
  const accountInfo = $capabilities.get().data?.accountInfo;
  if (!claims || !accountInfo) return;
  const tenancyId = claims.tenant;
  const user = $user.get().value;
  // spec 3 §5: a write attempt decides whether the user can manage tenancy preferences.
  if ($preferences.get().status === 'success') void probeTenancyPreferenceAccess();
  void loadTheme();
  void loadCompartments();
  // The SE trial terms (spec 2 §4), for an SE trial tenancy only: their store and island load only then.
  void loadPurchaseEntitlements({ tenancyId }).then(entitlements => {
    if (entitlements.isSETrial) void import('../stores/se-trial.ts').then(seTrial => seTrial.startSeTrial());
  });
  // The account from here on: its validity metric, and the account info poll while its limits are not provisioned.
  startAccountStatus();
  // Which experience of Shell-GuidedJourney this visitor gets (the guided tour reads it).
  void loadGuidedJourneyExperiment();
  void loadOrganizationSubscriptions({ tenancyId });
  void loadServiceEnvironments({ compartmentId: tenancyId });
  // Banners and the bell's count load after the console is ready; health polling runs until sign-out.
  void startBanners();
  void loadAnnouncementsBadge();
  // The launch parameters of the URL the console opened on (spec 2 §2), once the first page is on screen; from then
  // on the address follows the bottom dock (spec 2 §4), opened by them or from the header.
  if (url) applyLaunchParameters(url);
  if (user) {
    void loadServiceEntitlements({
      tenancyId,
      accountInfo,
      user: { isRegularSignIn: user.isRegularSignIn, isIdcsUser: user.isIdcsUser },
      language: $locale.get(),
      ...(user.idcsInstanceId ? { idcsInstanceId: user.idcsInstanceId } : {}),
    });
  }
}
