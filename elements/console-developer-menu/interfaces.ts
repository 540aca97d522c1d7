export type { DeveloperTools } from '../../src/domain/header-menus.ts';
export type { DevTool } from '../../src/events/dev-tool-open-event.ts';
export type { MenuVariant } from '../shared/menu-controller.ts';
