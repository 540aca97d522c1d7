import type { Messages } from '@lingui/core';
import { messages as app } from '../../locales/de/app.ts';
import { messages as chrome } from '../../locales/de/chrome.ts';
import { messages as errors } from '../../locales/de/errors.ts';
import { messages as home } from '../../locales/de/home.ts';
import { messages as navigation } from '../../locales/de/navigation.ts';
import { messages as plugins } from '../../locales/de/plugins.ts';
import { messages as router } from '../../locales/de/router.ts';

/** Every compiled catalog area of this locale, merged (catalog areas: lingui.config.ts). */
export const messages: Messages = { ...app, ...chrome, ...errors, ...home, ...navigation, ...plugins, ...router };
