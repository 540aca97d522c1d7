// npm test needs Debian's Chromium (browser downloads do not work here). Installs it when run as root without it.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';

if (!existsSync(CHROMIUM)) {
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log(`${CHROMIUM} is missing: installing Debian's chromium`);
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core', {
      stdio: 'inherit',
    });
  } else {
    console.error(`${CHROMIUM} is missing. Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
