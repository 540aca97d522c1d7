import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import type { HttpBindings } from '@hono/node-server';
import type { LocalOrigins } from '../origins.ts';
import { closeServer, listen } from '../listen.ts';
import { createCloud } from './app.ts';
import type { Cloud, CloudOptions } from './app.ts';

/** A local cloud listening on its port. */
export interface CloudServer {
  cloud: Cloud;
  server: Server;
  /** The origin it answers on, e.g. http://127.0.0.1:7070. */
  url: string;
  close: () => Promise<void>;
}

/** Starts the local cloud on `origins.cloudPort` (127.0.0.1); rejects with PortInUseError if the port is taken. */
export async function startCloudServer(
  origins: LocalOrigins,
  options: Omit<CloudOptions, 'origins'> = {}
): Promise<CloudServer> {
  let cloud: Cloud | undefined;
  // The port is claimed before the database starts, so a taken port fails at once.
  const server = createAdaptorServer({
    // The Node adapter passes the raw IncomingMessage as env.incoming: signatures are checked against the raw target.
    fetch: (request, env) =>
      cloud
        ? cloud.app.fetch(request, env as HttpBindings)
        : Response.json({ code: 'ServiceUnavailable', message: 'The local cloud is still starting.' }, { status: 503 }),
  }) as Server;
  await listen(server, { label: 'local cloud', port: origins.cloudPort, host: '127.0.0.1', variable: 'CLOUD_PORT' });
  try {
    cloud = await createCloud({ ...options, origins });
  } catch (error) {
    await closeServer(server);
    throw error;
  }
  const started = cloud;
  return {
    cloud: started,
    server,
    url: origins.cloudOrigin,
    close: async () => {
      await closeServer(server);
      await started.close();
    },
  };
}
