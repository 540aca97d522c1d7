import type { Messages } from '@lingui/core';
import { messages as home } from '../../locales/en/home.ts';

/** Home's catalog areas of this locale, merged: a catalog part loaded with the Home island (`addCatalogPart('home')`). */
export const messages: Messages = {
  ...home,
};
