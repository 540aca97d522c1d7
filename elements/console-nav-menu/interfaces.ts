import type { NavigationMenuEntry, NavigationMenuGroup, NavigationMenuView } from '../../src/domain/navigation-menu.ts';

/** The menu the element shows: what `$navigationView` of stores/navigation.ts holds (src/domain/navigation-menu.ts). */
export type NavMenuModel = NavigationMenuView;

/** One group: a static group (home, pinned, recent, featured) or a category. */
export type NavMenuGroup = NavigationMenuGroup;

/** One row: a link (maybe with children) or a header over its children. */
export type NavMenuEntry = NavigationMenuEntry;

/** A notice the menu shows in its live region: the pin limit (spec 1 §5). */
export type NavMenuNotice = 'pin-limit';
