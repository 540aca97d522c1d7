import type { Messages } from '@lingui/core';
import { messages as app } from '../../locales/en/app.ts';
import { messages as chrome } from '../../locales/en/chrome.ts';
import { messages as errors } from '../../locales/en/errors.ts';
import { messages as home } from '../../locales/en/home.ts';
import { messages as navigation } from '../../locales/en/navigation.ts';
import { messages as plugins } from '../../locales/en/plugins.ts';
import { messages as router } from '../../locales/en/router.ts';

/** Every compiled catalog area of this locale, merged (catalog areas: lingui.config.ts). */
export const messages: Messages = { ...app, ...chrome, ...errors, ...home, ...navigation, ...plugins, ...router };
