/**
 * The package's all-in-one entry (dist-elements/index.js): defines every chrome element under its standard tag and
 * exports what classes.js does. For one element only, import `<tag>.js` (define) or `<tag>.component.js` (class).
 */
import '../console-header/console-header.ts';
import '../console-region-menu/console-region-menu.ts';
import '../console-user-menu/console-user-menu.ts';
import '../console-help-menu/console-help-menu.ts';
import '../console-locale-menu/console-locale-menu.ts';
import '../console-developer-menu/console-developer-menu.ts';
import '../console-apps-launcher/console-apps-launcher.ts';
import '../console-live-chat/console-live-chat.ts';
import '../console-nav-menu/console-nav-menu.ts';
import '../console-banner/console-banner.ts';
import '../console-banners/console-banners.ts';
import '../console-toast/console-toast.ts';
import '../console-toasts/console-toasts.ts';
import '../console-side-panel/console-side-panel.ts';
import '../console-bottom-dock/console-bottom-dock.ts';
import '../console-side-dock/console-side-dock.ts';
import '../console-shell/console-shell.ts';
import '../console-message-bar/console-message-bar.ts';
import '../console-loading/console-loading.ts';
import '../console-confirm-dialog/console-confirm-dialog.ts';

export * from './classes.ts';

import { activeLocale } from '../../src/i18n/i18n.ts';
import { setLocale } from './locale.ts';

// The all-in-one entry is the zero-configuration one: without this the elements would show no text until the page
// calls setLocale. A page (or the console) that has already chosen a language keeps it.
if (!activeLocale()) void setLocale(document.documentElement.lang || navigator.language || 'en');
