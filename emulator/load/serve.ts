// The cloud under load, in a process of its own: a freshly seeded in-memory cloud on a free loopback port. It
// prints its origins as one JSON line and runs until it is told to stop (SIGTERM or its stdin closing).
import { startLocalCloud } from '../../test/local-cloud.ts';

const local = await startLocalCloud();
process.stdout.write(
  `${JSON.stringify({ cloudOrigin: local.origins.cloudOrigin, consoleOrigin: local.origins.consoleOrigin })}\n`
);

const stop = async () => {
  await local.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
