export type { ToastSeverity } from '../../src/domain/toasts.ts';
