import type { Messages } from '@lingui/core';
import { messages as app } from '../../locales/en/app.ts';
import { messages as banners } from '../../locales/en/banners.ts';
import { messages as chrome } from '../../locales/en/chrome.ts';
import { messages as errors } from '../../locales/en/errors.ts';
import { messages as header } from '../../locales/en/header.ts';
import { messages as menus } from '../../locales/en/menus.ts';
import { messages as navigation } from '../../locales/en/navigation.ts';
import { messages as panels } from '../../locales/en/panels.ts';
import { messages as plugins } from '../../locales/en/plugins.ts';
import { messages as router } from '../../locales/en/router.ts';
import { messages as themes } from '../../locales/en/themes.ts';

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
