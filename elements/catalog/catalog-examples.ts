// The catalog's live examples: each packaged element in the states a plugin team needs to see, fed by properties
// only (standalone mode: no store, no network). Typed by PackageElement, so an element added to the package does not
// compile until it has its examples here. catalog.ts renders them and reacts to their events as a page would.
import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { PackageElement } from '../package/package-elements.ts';
import type { RegionOption } from '../console-region-menu/interfaces.ts';
import type {
  AnnouncementsBadge,
  DeveloperTools,
  HelpMenuItem,
  LiveChatForm,
  LocaleOption,
  SaasApp,
  UserMenuModel,
} from '../../src/domain/header-menus.ts';
import type { BannerItem } from '../console-banners/interfaces.ts';
import type { ToastItem } from '../console-toasts/interfaces.ts';
import type { DockTab } from '../console-bottom-dock/interfaces.ts';
import type { NavMenuEntry, NavMenuModel } from '../console-nav-menu/interfaces.ts';

/** One live example: a titled stage with the element in one state. */
export interface CatalogExample {
  title: string;
  /** One sentence: what the example sets. */
  description: string;
  /**
   * `inline` (default): the element in the flow. `contained`: a fixed-height frame that also holds the element's
   * fixed-position parts (navigation menu, docks). `overlay`: a modal element. `document`: an iframe of a document
   * of its own that follows the settings (an element that owns the page's landmarks). `bar`: on the header bar's
   * colours, for a header menu's button as the header shows it.
   */
  frame?: 'inline' | 'contained' | 'overlay' | 'document' | 'bar';
  /** The stage has a button that opens the element (sets `open`): always for `overlay`; for an element that moves
   * focus into itself when it opens, so the page does not jump to it on load. */
  opener?: boolean;
  render: () => TemplateResult;
}

const REGIONS: RegionOption[] = [
  { name: 'us-ashburn-1', friendlyName: 'US East (Ashburn)', key: 'IAD', isHome: true },
  { name: 'eu-frankfurt-1', friendlyName: 'Germany Central (Frankfurt)', key: 'FRA', isHome: false },
  { name: 'ap-tokyo-1', friendlyName: 'Japan East (Tokyo)', key: 'NRT', isHome: false },
];
const LONG_REGIONS: RegionOption[] = [
  ...REGIONS,
  {
    name: 'sa-saopaulo-1',
    friendlyName: 'Brazil East (Sao Paulo) Sovereign Government Region',
    key: 'GRU',
    isHome: false,
  },
];
const USER: UserMenuModel = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  tenancyName: 'analytical-engines',
  items: [
    { id: 'my-profile', href: '/identity/profile' },
    { id: 'tenancy', href: '/tenancy' },
  ],
  consoleSettings: true,
};
const LONG_USER: UserMenuModel = {
  name: 'CorpDomain/augusta.ada.king-noel.countess.of.lovelace',
  email: 'augusta.ada.king-noel@engineering.analytical-engines.example',
  tenancyName: 'analytical-engines-production-eu-sovereign',
  items: [{ id: 'my-profile', href: '/identity/profile' }],
};
const LOCALES: LocaleOption[] = [
  { localeTag: 'en', endonym: 'English' },
  { localeTag: 'de', endonym: 'Deutsch' },
  { localeTag: 'ja', endonym: '日本語' },
  { localeTag: 'ar', endonym: 'العربية', dir: 'rtl' },
];
const HELP: HelpMenuItem[] = [
  { id: 'documentation', href: 'https://docs.example.com/', external: true },
  { id: 'support-center', href: '/support/home', external: false },
  { id: 'feedback', href: '', external: false, action: 'feedback', count: 2 },
];
const TOOLS: DeveloperTools = { cloudShell: true, codeEditor: true, combined: true };
const APART: DeveloperTools = { cloudShell: true, codeEditor: true, combined: false };
const ANNOUNCEMENTS: AnnouncementsBadge = { count: 3, partial: false };
const APPS: SaasApp[] = [
  { id: 'hcm', name: 'Human Capital Management', href: 'https://hcm.example.com/' },
  { id: 'erp', name: 'Enterprise Resource Planning', href: 'https://erp.example.com/' },
];
const CHAT: LiveChatForm = { action: 'https://chat.example.com/start', fields: { topic: 'console' } };

/** A full header: everything the console shows for a paying administrator. */
const header = (overrides: { user?: UserMenuModel; regions?: RegionOption[]; slot?: string } = {}) =>
  html`<console-header
    slot=${ifDefined(overrides.slot)}
    active-region="us-ashburn-1"
    active-locale="en"
    bell
    .regions=${overrides.regions ?? REGIONS}
    .user=${overrides.user ?? USER}
    .locales=${LOCALES}
    .helpItems=${HELP}
    .developerTools=${TOOLS}
    .announcements=${ANNOUNCEMENTS}
    .saasApps=${APPS}
    .liveChat=${CHAT}
  ></console-header>`;

function link(key: string, text: string, pinned = false): NavMenuEntry {
  return {
    key,
    text,
    kind: 'link',
    path: `/${key}`,
    parentKey: null,
    openInNewTab: false,
    external: false,
    muted: false,
    pinnable: true,
    pinned,
    searchTags: [],
    disablePluginNavigation: false,
    children: [],
  };
}

const NAV_MENU: NavMenuModel = {
  pinnedCount: 1,
  maxPinned: 12,
  groups: [
    {
      key: 'compute',
      kind: 'category',
      text: 'Compute',
      entries: [link('instances', 'Instances', true), link('dedicated-hosts', 'Dedicated virtual machine hosts')],
      relatedServices: [],
      helpItems: [],
      loading: false,
      errorInfo: null,
    },
    {
      key: 'storage',
      kind: 'category',
      text: 'Storage',
      entries: [
        link('buckets', 'Buckets'),
        link('block-volumes', 'Block volumes'),
        link('file-systems', 'File systems'),
      ],
      relatedServices: [],
      helpItems: [],
      loading: false,
      errorInfo: null,
    },
  ],
};

const BANNERS: BannerItem[] = [
  {
    key: 'critical',
    severity: 'critical',
    heading: 'Account suspended.',
    body: 'Pay the open invoice to restore access.',
    href: '/billing',
    linkText: 'View invoices',
  },
  {
    key: 'error',
    severity: 'error',
    body: 'The usage service is not answering; the figures may be out of date.',
    dismissible: true,
  },
  {
    key: 'warning',
    severity: 'warning',
    heading: 'Trial ends in 3 days.',
    body: 'Upgrade to keep your resources.',
    actionLabel: 'Upgrade',
    dismissible: true,
  },
  {
    key: 'info',
    severity: 'info',
    body: 'Maintenance in Germany Central (Frankfurt) on Saturday, 02:00–04:00 UTC.',
    dismissible: true,
  },
  { key: 'success', severity: 'success', body: 'Your account was upgraded to pay as you go.', dismissible: true },
];

/** The list's own banners: the same text twice on one page would make two regions of the same name. */
const BANNER_LIST: BannerItem[] = [
  {
    key: 'quota',
    severity: 'warning',
    body: 'Block volume usage is at 90% of the tenancy’s limit.',
    href: '/limits',
    linkText: 'Request a higher limit',
    dismissible: true,
  },
  { key: 'release', severity: 'info', heading: 'New:', body: 'Cost reports can now be scheduled.', dismissible: true },
];

const TOASTS: ToastItem[] = [
  { id: 1, severity: 'info', message: 'Instance web-1 is starting.' },
  {
    id: 2,
    severity: 'success',
    message: 'Bucket reports-2026 created.',
    actionLabel: 'View bucket',
    actionHref: '#console-toasts',
  },
  { id: 3, severity: 'warning', message: 'The compartment is close to its storage quota.' },
  { id: 4, severity: 'critical', message: 'Instance db-2 could not be stopped.', actionLabel: 'Retry' },
];

const DOCK_TABS: DockTab[] = [{ id: 'cloud-shell' }, { id: 'code-editor', loading: true }];

const SHELL_BANNERS: BannerItem[] = [
  { key: 'shell', severity: 'info', body: 'This tenancy is in its trial: 18 of 30 days left.', dismissible: true },
];

/** The whole layout, for the shell's own document (shell-frame.ts). */
export function shellExample(): TemplateResult {
  return html`<console-shell>
    ${header({ slot: 'header' })}
    <console-banners slot="banner" .banners=${SHELL_BANNERS}></console-banners>
    <div class="page-content">
      <h2 class="page-title">Instances</h2>
      <p>A plugin page renders here.</p>
    </div>
  </console-shell>`;
}

/** Every packaged element's examples, in the order shown. */
export const CATALOG_EXAMPLES: Record<PackageElement, readonly CatalogExample[]> = {
  'console-header': [
    {
      title: 'Regions, user and every menu',
      description: 'Regions, user, languages, help, developer tools, announcements, SaaS applications and live chat.',
      render: () => header(),
    },
    {
      title: 'Long names',
      description: 'A domain user with a long name and a long region name: the buttons truncate, the menus wrap.',
      render: () => header({ user: LONG_USER, regions: LONG_REGIONS }),
    },
    {
      title: 'Narrow',
      description: 'In a 480 px column the search box collapses to a button and the menus move into a drawer.',
      frame: 'contained',
      render: () => html`<div class="narrow">${header()}</div>`,
    },
    {
      title: 'Loading',
      description: 'While loading is set the menus are placeholders of their final size.',
      render: () => html`<console-header loading></console-header>`,
    },
  ],
  'console-region-menu': [
    {
      title: 'Menu',
      description: 'The active region checked, the home region marked.',
      frame: 'bar',
      render: () =>
        html`<console-region-menu active-region="eu-frankfurt-1" .regions=${REGIONS}></console-region-menu>`,
    },
    {
      title: 'Inline group',
      description: 'variant="inline", as in the header’s drawer.',
      render: () =>
        html`<console-region-menu
          variant="inline"
          active-region="us-ashburn-1"
          .regions=${REGIONS}
        ></console-region-menu>`,
    },
  ],
  'console-user-menu': [
    {
      title: 'Menu',
      description: 'Identity, links, Console settings and Sign out.',
      frame: 'bar',
      render: () => html`<console-user-menu .user=${USER}></console-user-menu>`,
    },
    {
      title: 'Inline group',
      description: 'variant="inline" with a long identity.',
      render: () => html`<console-user-menu variant="inline" .user=${LONG_USER}></console-user-menu>`,
    },
  ],
  'console-help-menu': [
    {
      title: 'Menu',
      description: 'Links and actions; the count on Feedback.',
      frame: 'bar',
      render: () => html`<console-help-menu .items=${HELP}></console-help-menu>`,
    },
    {
      title: 'Inline group',
      description: 'variant="inline".',
      render: () => html`<console-help-menu variant="inline" .items=${HELP}></console-help-menu>`,
    },
  ],
  'console-locale-menu': [
    {
      title: 'Menu',
      description: 'Languages by their own names.',
      frame: 'bar',
      render: () => html`<console-locale-menu active="en" .locales=${LOCALES}></console-locale-menu>`,
    },
    {
      title: 'Inline group',
      description: 'variant="inline".',
      render: () => html`<console-locale-menu variant="inline" active="de" .locales=${LOCALES}></console-locale-menu>`,
    },
  ],
  'console-developer-menu': [
    {
      title: 'Combined menu',
      description: 'Cloud Shell and Code Editor in one menu.',
      frame: 'bar',
      render: () => html`<console-developer-menu .tools=${TOOLS}></console-developer-menu>`,
    },
    {
      title: 'Inline group',
      description: 'variant="inline".',
      render: () => html`<console-developer-menu variant="inline" .tools=${APART}></console-developer-menu>`,
    },
  ],
  'console-apps-launcher': [
    {
      title: 'Menu',
      description: 'The SaaS applications.',
      frame: 'bar',
      render: () => html`<console-apps-launcher .apps=${APPS}></console-apps-launcher>`,
    },
    {
      title: 'Loading',
      description: 'While the applications load.',
      frame: 'bar',
      render: () => html`<console-apps-launcher loading></console-apps-launcher>`,
    },
  ],
  'console-live-chat': [
    {
      title: 'Bar button',
      description: 'variant="bar", for the header bar.',
      frame: 'bar',
      render: () => html`<console-live-chat .form=${CHAT}></console-live-chat>`,
    },
    {
      title: 'Inline row',
      description: 'variant="inline", for the drawer.',
      render: () => html`<console-live-chat variant="inline" .form=${CHAT}></console-live-chat>`,
    },
  ],
  'console-nav-menu': [
    {
      title: 'Groups and pins',
      description:
        'Groups, a pinned item and the filter; opening it moves focus to the filter. The frame stands in for the window.',
      frame: 'contained',
      opener: true,
      render: () => html`<console-nav-menu .menu=${NAV_MENU}></console-nav-menu>`,
    },
    {
      title: 'Loading',
      description: 'menu is null while it loads.',
      frame: 'contained',
      opener: true,
      render: () => html`<console-nav-menu></console-nav-menu>`,
    },
  ],
  'console-banner': BANNERS.map(banner => ({
    title: banner.severity.charAt(0).toUpperCase() + banner.severity.slice(1),
    description: `severity="${banner.severity}"${banner.actionLabel ? ' with an action' : ''}${banner.href ? ' with a link' : ''}${banner.dismissible ? ', dismissible' : ''}.`,
    render: () =>
      html`<console-banner
        severity=${banner.severity}
        heading=${banner.heading ?? ''}
        .body=${banner.body}
        href=${banner.href ?? ''}
        link-text=${banner.linkText ?? ''}
        action-label=${banner.actionLabel ?? ''}
        ?dismissible=${banner.dismissible ?? false}
      ></console-banner>`,
  })),
  'console-banners': [
    {
      title: 'A list of banners',
      description: 'Closing one reports it; this page removes it.',
      render: () => html`<console-banners .banners=${BANNER_LIST}></console-banners>`,
    },
  ],
  'console-toast': TOASTS.map(toast => ({
    title: toast.severity.charAt(0).toUpperCase() + toast.severity.slice(1),
    description: `severity="${toast.severity}"${toast.actionLabel ? (toast.actionHref ? ' with a link action' : ' with a button action') : ''}.`,
    render: () =>
      html`<console-toast
        severity=${toast.severity}
        message=${toast.message}
        action-label=${toast.actionLabel ?? ''}
        action-href=${toast.actionHref ?? ''}
      ></console-toast>`,
  })),
  'console-toasts': [
    {
      title: 'The toast area',
      description: 'Oldest first; closing one reports it and this page removes it.',
      render: () => html`<console-toasts .toasts=${TOASTS.slice(0, 3)}></console-toasts>`,
    },
  ],
  'console-side-panel': [
    {
      title: 'Form with a primary action',
      description: 'Title, help link, Save and Cancel; a modal dialog along the inline end.',
      frame: 'overlay',
      render: () =>
        html`<console-side-panel
          heading="Edit bucket"
          help-href="https://docs.example.com/buckets"
          primary-label="Save"
        >
          <p>Bucket <strong>reports-2026</strong> in compartment <strong>finance</strong>.</p>
          <label class="field">Name <input name="bucket" value="reports-2026" /></label>
        </console-side-panel>`,
    },
    {
      title: 'Loading and an error',
      description: 'size="small", loading, and a save error above the footer.',
      frame: 'overlay',
      render: () =>
        html`<console-side-panel
          heading="Details"
          size="small"
          loading
          primary-label="Save"
          error="The bucket could not be saved: the name is taken."
        ></console-side-panel>`,
    },
  ],
  'console-bottom-dock': [
    {
      title: 'Two tabs',
      description:
        'Cloud Shell active, Code Editor still starting. Minimize, Maximize, Restore and Close report to the page, which sets state.',
      frame: 'contained',
      opener: true,
      render: () =>
        html`<console-bottom-dock active-tab="cloud-shell" .tabs=${DOCK_TABS} height="220"
          ><div slot="cloud-shell" class="terminal" dir="ltr">ada@cloudshell:~ $</div></console-bottom-dock
        >`,
    },
  ],
  'console-side-dock': [
    {
      title: 'Docked plugin',
      description: 'Title, close button and the plugin’s frame; opening it moves focus to its title.',
      frame: 'contained',
      opener: true,
      render: () =>
        html`<console-side-dock heading="Support center"
          ><p class="plugin">A plugin’s frame goes here.</p></console-side-dock
        >`,
    },
  ],
  'console-shell': [
    {
      title: 'Layout with header, banner, content and footer',
      description:
        'The slots filled; the footer shows the copyright line. The layout owns its landmarks, so it has a frame of its own.',
      frame: 'document',
      render: () => html`<iframe class="document-frame" title="console-shell example" src="shell-frame.html"></iframe>`,
    },
  ],
  'console-message-bar': [
    {
      title: 'Error',
      description: 'severity="error", announced as an alert.',
      render: () =>
        html`<console-message-bar severity="error" message="The plugin could not be loaded."></console-message-bar>`,
    },
    {
      title: 'Information',
      description: 'severity="info".',
      render: () =>
        html`<console-message-bar severity="info" message="You are viewing a read-only copy."></console-message-bar>`,
    },
  ],
  'console-loading': [
    {
      title: 'Skeleton',
      description: 'The content area while a page loads.',
      render: () => html`<console-loading></console-loading>`,
    },
  ],
  'console-confirm-dialog': [
    {
      title: 'Navigation blocked',
      description: 'kind="navigation" with the destination.',
      frame: 'overlay',
      render: () => html`<console-confirm-dialog destination="/networking/vcns"></console-confirm-dialog>`,
    },
    {
      title: 'Own texts',
      description: 'A plugin’s own title, message and labels.',
      frame: 'overlay',
      render: () =>
        html`<console-confirm-dialog
          heading="Discard changes?"
          message="The instance form has unsaved changes."
          confirm-label="Discard"
          cancel-label="Keep editing"
        ></console-confirm-dialog>`,
    },
  ],
};
