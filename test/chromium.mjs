// The one place that says which Chromium the tests use and how it is started (browser downloads do not work
// here: Debian's Chromium, headless, with the background networking that this machine refuses switched off).

/** Path of the Chromium binary; CHROMIUM_PATH overrides Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Command-line switches for every headless Chromium the tests and the benchmark start. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
