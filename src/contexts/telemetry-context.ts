import { createContext } from '@lit/context';
import type { TelemetryEvent } from '../services/telemetry.ts';

/** The telemetry service as the chrome sees it: it records, and never throws. */
export interface TelemetryService {
  track(event: TelemetryEvent): void;
}

/** Telemetry, provided by the console's root (`console-app`) to the chrome below it. */
export const telemetryContext = createContext<TelemetryService>(Symbol('telemetry'));
