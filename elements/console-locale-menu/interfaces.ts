export type { LocaleOption } from '../../src/domain/header-menus.ts';
export type { MenuVariant } from '../shared/menu-controller.ts';
