/**
 * React wrappers of the chrome elements (dist-elements/react.js), made with `@lit/react`: typed props for the
 * elements' properties and an `onX` prop per event (`onRegionSelect` for `console-region-select`), each handler
 * getting the typed event class. Importing this module defines the wrapped elements under their standard tags.
 */
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';

type Constructor<T> = new () => T;
type EventNames = Record<string, EventName | string>;
import '../console-header/console-header.ts';
import '../console-toasts/console-toasts.ts';
import '../console-toast/console-toast.ts';
import '../console-side-panel/console-side-panel.ts';
import '../console-bottom-dock/console-bottom-dock.ts';
import '../console-side-dock/console-side-dock.ts';
import '../console-nav-menu/console-nav-menu.ts';
import '../console-banner/console-banner.ts';
import '../console-banners/console-banners.ts';
import '../console-message-bar/console-message-bar.ts';
import '../console-confirm-dialog/console-confirm-dialog.ts';
import '../console-shell/console-shell.ts';
import '../console-loading/console-loading.ts';
import { ConsoleHeader } from '../console-header/console-header.component.ts';
import { ConsoleToasts } from '../console-toasts/console-toasts.component.ts';
import { ConsoleToast } from '../console-toast/console-toast.component.ts';
import { ConsoleSidePanel } from '../console-side-panel/console-side-panel.component.ts';
import { ConsoleBottomDock } from '../console-bottom-dock/console-bottom-dock.component.ts';
import { ConsoleSideDock } from '../console-side-dock/console-side-dock.component.ts';
import { ConsoleNavMenu } from '../console-nav-menu/console-nav-menu.component.ts';
import { ConsoleBanner } from '../console-banner/console-banner.component.ts';
import { ConsoleBanners } from '../console-banners/console-banners.component.ts';
import { ConsoleMessageBar } from '../console-message-bar/console-message-bar.component.ts';
import { ConsoleConfirmDialog } from '../console-confirm-dialog/console-confirm-dialog.component.ts';
import { ConsoleShell } from '../console-shell/console-shell.component.ts';
import { ConsoleLoading } from '../console-loading/console-loading.component.ts';
import type { BannerActionEvent } from '../../src/events/banner-action-event.ts';
import type { BannerDismissEvent } from '../../src/events/banner-dismiss-event.ts';
import type { BannerRunEvent } from '../../src/events/banner-run-event.ts';
import type { CancelEvent } from '../../src/events/cancel-event.ts';
import type { ConfirmEvent } from '../../src/events/confirm-event.ts';
import type { DevToolOpenEvent } from '../../src/events/dev-tool-open-event.ts';
import type { DockCloseEvent } from '../../src/events/dock-close-event.ts';
import type { DockMaximizeEvent } from '../../src/events/dock-maximize-event.ts';
import type { DockMinimizeEvent } from '../../src/events/dock-minimize-event.ts';
import type { DockRestoreEvent } from '../../src/events/dock-restore-event.ts';
import type { DockTabCloseEvent } from '../../src/events/dock-tab-close-event.ts';
import type { DockTabSelectEvent } from '../../src/events/dock-tab-select-event.ts';
import type { HelpActionEvent } from '../../src/events/help-action-event.ts';
import type { LocaleSelectEvent } from '../../src/events/locale-select-event.ts';
import type { MenuOpenEvent } from '../../src/events/menu-open-event.ts';
import type { NavPinEvent } from '../../src/events/nav-pin-event.ts';
import type { NavSelectEvent } from '../../src/events/nav-select-event.ts';
import type { NavToggleEvent } from '../../src/events/nav-toggle-event.ts';
import type { PanelSubmitEvent } from '../../src/events/panel-submit-event.ts';
import type { RegionSelectEvent } from '../../src/events/region-select-event.ts';
import type { RequestCloseEvent } from '../../src/events/request-close-event.ts';
import type { SearchActivateEvent } from '../../src/events/search-activate-event.ts';
import type { SearchSubmitEvent } from '../../src/events/search-submit-event.ts';
import type { SettingsOpenEvent } from '../../src/events/settings-open-event.ts';
import type { SignOutEvent } from '../../src/events/sign-out-event.ts';
import type { ToastActionEvent } from '../../src/events/toast-action-event.ts';
import type { ToastDismissEvent } from '../../src/events/toast-dismiss-event.ts';
import type { ToastHoldEvent } from '../../src/events/toast-hold-event.ts';
import type { ToastRunEvent } from '../../src/events/toast-run-event.ts';

const requestClose = 'console-request-close' as EventName<RequestCloseEvent>;

/** One wrapper: the element's class for its typed props, and its events as `onX` props. */
function wrap<I extends HTMLElement, E extends EventNames = Record<never, never>>(
  tagName: string,
  elementClass: Constructor<I>,
  events: E
) {
  return createComponent({ tagName, elementClass, react: React, events });
}

/** `<console-header>`: regions, user, locales, menus in; region, locale, search, sign-out and menu intents out. */
export const ConsoleHeaderComponent = wrap('console-header', ConsoleHeader, {
  onNavToggle: 'console-nav-toggle' as EventName<NavToggleEvent>,
  onSearchSubmit: 'console-search-submit' as EventName<SearchSubmitEvent>,
  onSearchActivate: 'console-search-activate' as EventName<SearchActivateEvent>,
  onDevToolOpen: 'console-dev-tool-open' as EventName<DevToolOpenEvent>,
  onRegionSelect: 'console-region-select' as EventName<RegionSelectEvent>,
  onSignOut: 'console-sign-out' as EventName<SignOutEvent>,
  onLocaleSelect: 'console-locale-select' as EventName<LocaleSelectEvent>,
  onSettingsOpen: 'console-settings-open' as EventName<SettingsOpenEvent>,
  onHelpAction: 'console-help-action' as EventName<HelpActionEvent>,
  onMenuOpen: 'console-menu-open' as EventName<MenuOpenEvent>,
});

/** `<console-toasts>`: the toast area; the owner keeps the list and the time. */
export const ConsoleToastsComponent = wrap('console-toasts', ConsoleToasts, {
  onToastDismiss: 'console-toast-dismiss' as EventName<ToastDismissEvent>,
  onToastRun: 'console-toast-run' as EventName<ToastRunEvent>,
  onToastHold: 'console-toast-hold' as EventName<ToastHoldEvent>,
});

/** `<console-toast>`: one toast. */
export const ConsoleToastComponent = wrap('console-toast', ConsoleToast, {
  onToastAction: 'console-toast-action' as EventName<ToastActionEvent>,
  onRequestClose: requestClose,
});

/** `<console-side-panel>`: the generic side panel. */
export const ConsoleSidePanelComponent = wrap('console-side-panel', ConsoleSidePanel, {
  onPanelSubmit: 'console-panel-submit' as EventName<PanelSubmitEvent>,
  onRequestClose: requestClose,
});

/** `<console-bottom-dock>`: the bottom dock (Cloud Shell, Code Editor). */
export const ConsoleBottomDockComponent = wrap('console-bottom-dock', ConsoleBottomDock, {
  onDockTabSelect: 'console-dock-tab-select' as EventName<DockTabSelectEvent>,
  onDockTabClose: 'console-dock-tab-close' as EventName<DockTabCloseEvent>,
  onDockMinimize: 'console-dock-minimize' as EventName<DockMinimizeEvent>,
  onDockMaximize: 'console-dock-maximize' as EventName<DockMaximizeEvent>,
  onDockRestore: 'console-dock-restore' as EventName<DockRestoreEvent>,
  onDockClose: 'console-dock-close' as EventName<DockCloseEvent>,
});

/** `<console-side-dock>`: the docked container beside the content. */
export const ConsoleSideDockComponent = wrap('console-side-dock', ConsoleSideDock, { onRequestClose: requestClose });

/** `<console-nav-menu>`: the navigation menu. */
export const ConsoleNavMenuComponent = wrap('console-nav-menu', ConsoleNavMenu, {
  onNavSelect: 'console-nav-select' as EventName<NavSelectEvent>,
  onNavPin: 'console-nav-pin' as EventName<NavPinEvent>,
  onRequestClose: requestClose,
});

/** `<console-banners>`: the banner list; the owner keeps the list. */
export const ConsoleBannersComponent = wrap('console-banners', ConsoleBanners, {
  onBannerDismiss: 'console-banner-dismiss' as EventName<BannerDismissEvent>,
  onBannerRun: 'console-banner-run' as EventName<BannerRunEvent>,
});

/** `<console-banner>`: one banner. */
export const ConsoleBannerComponent = wrap('console-banner', ConsoleBanner, {
  onBannerAction: 'console-banner-action' as EventName<BannerActionEvent>,
  onRequestClose: requestClose,
});

/** `<console-message-bar>`: a message bar. */
export const ConsoleMessageBarComponent = wrap('console-message-bar', ConsoleMessageBar, {
  onRequestClose: requestClose,
});

/** `<console-confirm-dialog>`: the leave-this-page confirmation. */
export const ConsoleConfirmDialogComponent = wrap('console-confirm-dialog', ConsoleConfirmDialog, {
  onConfirm: 'console-confirm' as EventName<ConfirmEvent>,
  onCancel: 'console-cancel' as EventName<CancelEvent>,
});

/** `<console-shell>`: the page layout with its slots (header, banner, navigation, main, docks, toasts). */
export const ConsoleShellComponent = wrap('console-shell', ConsoleShell, {});

/** `<console-loading>`: the loading indicator. */
export const ConsoleLoadingComponent = wrap('console-loading', ConsoleLoading, {});

export { CATALOG_LOCALES, catalogFor, setLocale, type CatalogLocale } from './locale.ts';
