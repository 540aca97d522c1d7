import type { Server } from 'node:http';

/** A port another process already holds. */
export class PortInUseError extends Error {
  /** The port that was taken. */
  readonly port: number;

  constructor(label: string, port: number, variable: string) {
    super(`Port ${port} for the ${label} is already in use. Stop the other process or set ${variable} to a free port.`);
    this.name = 'PortInUseError';
    this.port = port;
  }
}

/** What a listening server needs to report a clear error. */
export interface ListenTarget {
  label: string;
  port: number;
  host: string;
  /** The environment variable that moves this port. */
  variable: string;
}

/** Starts listening; a taken port rejects with PortInUseError rather than an uncaught 'error' event. */
export function listen(server: Server, { label, port, host, variable }: ListenTarget): Promise<void> {
  return new Promise((resolve, reject) => {
    const handleError = (error: NodeJS.ErrnoException) => {
      server.off('listening', handleListening);
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(label, port, variable) : error);
    };
    const handleListening = () => {
      server.off('error', handleError);
      resolve();
    };
    server.once('error', handleError);
    server.once('listening', handleListening);
    // Node closes an idle keep-alive connection after 5 s; a client that reuses it at that moment (Playwright's request
    // context between a test and its afterEach, an SDK between calls) gets ECONNRESET. A minute keeps that race out of
    // any test or session; closeServer still drops idle connections at once.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.listen(port, host);
  });
}

/** Closes a server, dropping idle keep-alive connections so the promise settles promptly. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close(error => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
  });
}
