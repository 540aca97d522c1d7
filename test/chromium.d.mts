/** Path of the Chromium binary; CHROMIUM_PATH overrides Debian's. */
export declare const CHROMIUM_PATH: string;
/** Command-line switches for every headless Chromium the tests and the benchmark start. */
export declare const CHROMIUM_ARGS: readonly string[];
