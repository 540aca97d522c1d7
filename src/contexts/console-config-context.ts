import { createContext } from '@lit/context';
import type { ConsoleConfig } from '../config.ts';

/** Where the console finds the cloud; provided by `<console-shell>` through its `config` property. */
export const consoleConfigContext = createContext<ConsoleConfig>(Symbol('console-config'));
