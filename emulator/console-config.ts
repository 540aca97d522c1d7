import type { ConsoleConfig } from '../src/config.ts';
import type { LocalOrigins } from './origins.ts';

/** Realm configuration the console build receives for the local cloud. */
export function consoleConfigFor(origins: LocalOrigins): ConsoleConfig {
  return {
    cloudOrigin: origins.cloudOrigin,
    pluginOrigin: origins.pluginOrigin,
    realm: 'oc1',
    secondLevelDomain: 'oraclecloud.com',
    hostRegion: 'us-ashburn-1',
    consoleVersion: '3.1.7',
    realmFeatures: {
      footerMarkdown: {
        left: '[Terms of Use and Privacy](https://www.oracle.com/legal/privacy/)',
        right: 'Copyright © 2026, Oracle and/or its affiliates. All rights reserved.',
      },
    },
  };
}
