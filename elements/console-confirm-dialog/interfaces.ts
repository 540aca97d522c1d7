/**
 * Which confirmation the dialog asks by default (spec 3 §2 dialogs): `navigation` for the navigation-blocked
 * confirmation (a page has unsaved changes), `force` for the force-nav-away confirmation (actions still running).
 */
export type ConfirmDialogKind = 'navigation' | 'force';
