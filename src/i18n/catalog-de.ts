import type { Messages } from '@lingui/core';
import { messages as app } from '../../locales/de/app.ts';
import { messages as banners } from '../../locales/de/banners.ts';
import { messages as chrome } from '../../locales/de/chrome.ts';
import { messages as errors } from '../../locales/de/errors.ts';
import { messages as header } from '../../locales/de/header.ts';
import { messages as menus } from '../../locales/de/menus.ts';
import { messages as navigation } from '../../locales/de/navigation.ts';
import { messages as panels } from '../../locales/de/panels.ts';
import { messages as plugins } from '../../locales/de/plugins.ts';
import { messages as router } from '../../locales/de/router.ts';
import { messages as themes } from '../../locales/de/themes.ts';

/**
 * Every compiled catalog area of this locale that the start-up path needs, merged (catalog areas: lingui.config.ts).
 * Islands add their own areas when they load (`addCatalogPart`): search, search-page, Home's (catalog-home-*.ts).
 */
export const messages: Messages = {
  ...app,
  ...banners,
  ...chrome,
  ...errors,
  ...header,
  ...menus,
  ...navigation,
  ...panels,
  ...plugins,
  ...router,
  ...themes,
};
