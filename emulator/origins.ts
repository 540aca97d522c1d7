/** Ports and origins of the three local origins (DESIGN.md), overridable by environment variables. */
export interface LocalOrigins {
  consolePort: number;
  cloudPort: number;
  pluginPort: number;
  consoleOrigin: string;
  cloudOrigin: string;
  pluginOrigin: string;
}

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${name} must be a TCP port number, got '${raw}'`);
  }
  return value;
}

/** Reads the local origins from CONSOLE_PORT, CLOUD_PORT and PLUGIN_PORT (defaults 5173, 7070, 7071). */
export function localOrigins(): LocalOrigins {
  const consolePort = port('CONSOLE_PORT', 5173);
  const cloudPort = port('CLOUD_PORT', 7070);
  const pluginPort = port('PLUGIN_PORT', 7071);
  return {
    consolePort,
    cloudPort,
    pluginPort,
    consoleOrigin: `http://localhost:${consolePort}`,
    cloudOrigin: `http://127.0.0.1:${cloudPort}`,
    pluginOrigin: `http://127.0.0.1:${pluginPort}`,
  };
}
