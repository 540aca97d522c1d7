// The peers measured beside the console (../shared/bench-peers): the static floor page, a SAP Luigi shell and a
// Cloudscape app doing a shell's job. They are built outside the repository the first time they are needed, from
// their own build scripts, and served like the console's production build (gzip), without the console's CSP.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCdnServer } from '../../emulator/cdn.ts';
import type { LocalOrigins } from '../../emulator/origins.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where the peers' sources are (BENCH_PEERS_SRC overrides) and where they are built (BENCH_PEERS_DIR overrides). */
export const PEER_SOURCES = process.env['BENCH_PEERS_SRC'] ?? resolve(REPO_ROOT, '../shared/bench-peers');
export const PEER_BUILDS = process.env['BENCH_PEERS_DIR'] ?? join(tmpdir(), 'console-bench-peers');

/** A shell peer: its build script and the two folders it serves (the shell, and its plugin on the next port). */
export type ShellPeer = 'luigi' | 'cloudscape';

/** A served peer: the URL to open and how to stop it. */
export interface ServedPeer {
  url: string;
  close: () => Promise<void>;
}

/** Whether the peers' sources are on this machine. */
export function peersAvailable(): boolean {
  return existsSync(join(PEER_SOURCES, 'floor', 'index.html'));
}

/** Builds a shell peer unless its build is there already (npm install from the registry; a minute or two). */
export function ensurePeerBuilt(peer: ShellPeer): void {
  const dist = join(PEER_BUILDS, peer, 'dist');
  if (existsSync(join(dist, 'shell', 'index.html')) && existsSync(join(dist, 'mfe', 'index.html'))) return;
  console.log(`building the ${peer} peer into ${join(PEER_BUILDS, peer)} (first run only)`);
  execFileSync('bash', [join(PEER_SOURCES, peer, 'build.sh')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PEERS: PEER_BUILDS },
  });
}

async function serve(root: string, origins: LocalOrigins, port: number): Promise<Server> {
  const server = createCdnServer({ root, origins, csp: null });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolveListen());
  });
  return server;
}

const close = (server: Server) => new Promise<void>(resolveClose => server.close(() => resolveClose()));

/** Serves the static floor page on a free port. */
export async function serveFloor(origins: LocalOrigins): Promise<ServedPeer> {
  const server = await serve(join(PEER_SOURCES, 'floor'), origins, 0);
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => close(server) };
}

/**
 * Serves a shell peer: its shell on `port` and its plugin page on `port + 1`, where the shell looks for it.
 * Both on 127.0.0.1, so the plugin frame is a cross-origin frame as the console's are.
 */
export async function serveShellPeer(peer: ShellPeer, origins: LocalOrigins, port: number): Promise<ServedPeer> {
  const dist = join(PEER_BUILDS, peer, 'dist');
  const shell = await serve(join(dist, 'shell'), origins, port);
  const mfe = await serve(join(dist, 'mfe'), origins, port + 1);
  const start = peer === 'luigi' ? '#/home' : '';
  return {
    url: `http://127.0.0.1:${port}/${start}`,
    close: async () => {
      await Promise.all([close(shell), close(mfe)]);
    },
  };
}
