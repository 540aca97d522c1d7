// Pure rules of the header's menus (spec 1 §2, §6; spec 3 §2): which items each account and sign-in kind sees.
// Types are shared by the header, its menus and the console root; the rules are filled in by the header-menus work.

/** An entry of the help menu, by id; its label comes from the catalog (`menus.help.<id>`). */
export type HelpMenuItemId =
  | 'documentation'
  | 'getting-started'
  | 'support-center'
  | 'create-support-request'
  | 'chat-with-support'
  | 'upgrade-account'
  | 'free-tier-faq'
  | 'community'
  | 'training'
  | 'status'
  | 'feedback';

/** One entry of the help menu. */
export interface HelpMenuItem {
  id: HelpMenuItemId;
  /** A console path (`/support/home`) or an absolute URL; `external` ones open in a new tab. */
  href: string;
  external: boolean;
}

/** Which help menu an account sees (spec 1 §6). */
export type HelpMenuVariant = 'standard' | 'free-tier' | 'expired-promotion' | 'short-support';

/** An entry of the user menu, by id; its label comes from the catalog (`menus.user.<id>`). */
export type UserMenuItemId = 'tenancy' | 'user-settings' | 'my-profile' | 'change-password' | 'override-tenancy';

/** One entry of the user menu: a link to a console path. */
export interface UserMenuItem {
  id: UserMenuItemId;
  href: string;
}

/** The user as the user menu shows them. */
export interface UserMenuModel {
  /** Display name; for domain users with multiple identity domains, prefixed with the domain (`CorpDomain/jane`). */
  name: string;
  email?: string;
  /** The tenancy's name, shown under the user's identity. */
  tenancyName?: string;
  /** The links this user sees, in order. */
  items: readonly UserMenuItem[];
}

/** The Cloud Shell and Code Editor launchers (spec 1 §2, spec 2 §5, spec 3 §5): each shown only when allowed. */
export interface DeveloperTools {
  cloudShell: boolean;
  codeEditor: boolean;
  /** One "Developer tools" menu holds the launchers; otherwise each is its own header button. */
  combined: boolean;
}

/** The announcements bell's unread count (message center summary, spec 1 §3). */
export interface AnnouncementsBadge {
  count: number;
  /** The count is a lower bound (isCountPartial): shown as such, e.g. "9+". */
  partial: boolean;
}

/** A supported locale as the locale menu lists it: by endonym (spec 3 §3). */
export interface LocaleOption {
  localeTag: string;
  endonym: string;
}

/** A SaaS application the apps launcher links to. */
export interface SaasApp {
  id: string;
  name: string;
  href: string;
}

/** The live chat form: where it posts and the fields it sends (spec 1 §7). */
export interface LiveChatForm {
  action: string;
  fields: Readonly<Record<string, string>>;
}
