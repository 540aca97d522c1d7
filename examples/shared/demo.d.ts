// Types of demo.js for the examples written in TypeScript (React, Angular).
import type { LocaleOption, RegionOption, ToastItem, UserMenuModel } from '@cloud-console/elements';

export declare const REGIONS: RegionOption[];
export declare const USER: UserMenuModel;
export declare const LOCALES: LocaleOption[];
export declare const THEMES: { id: string; label: string }[];
export declare function describeEvent(event: Event): string;
export declare function applyTheme(themeId: string): void;
export declare function applyDocumentLocale(locale: string, dir: 'ltr' | 'rtl' | string): void;
export declare function regionToast(region: string): ToastItem;
