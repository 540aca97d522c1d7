import type { UserMenuModel } from '../../src/domain/header-menus.ts';

export type { UserMenuItem, UserMenuItemId, UserMenuModel } from '../../src/domain/header-menus.ts';
export type { MenuVariant } from '../shared/menu-controller.ts';

/**
 * The user as older callers hand it over (name and email only); the menu shows no links for it.
 * @deprecated Pass a `UserMenuModel` (`userMenuModel` in `src/domain/header-menus.ts`).
 */
export type ConsoleUser = Pick<UserMenuModel, 'name' | 'email'> & Partial<Pick<UserMenuModel, 'tenancyName' | 'items'>>;
