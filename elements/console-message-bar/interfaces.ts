/** How serious a message bar's message is. */
export type MessageBarSeverity = 'error' | 'info';
