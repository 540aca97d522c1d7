import type { ConsoleConfig } from '../src/config.ts';
import type { LocalOrigins } from './origins.ts';
import { cloudScriptUrls } from '../src/security/third-party-scripts.ts';

/** Realm configuration the console build receives for the local cloud. */
export function consoleConfigFor(origins: LocalOrigins): ConsoleConfig {
  return {
    cloudOrigin: origins.cloudOrigin,
    pluginOrigin: origins.pluginOrigin,
    realm: 'oc1',
    secondLevelDomain: 'oraclecloud.com',
    hostRegion: 'us-ashburn-1',
    consoleVersion: '3.1.7',
    // The local cloud serves both (emulator/cloud/services/console-assets).
    consentScriptUrl: cloudScriptUrls(origins.cloudOrigin).consent,
    analyticsScriptUrl: cloudScriptUrls(origins.cloudOrigin).analytics,
    realmFeatures: {
      footerMarkdown: {
        left: '[Terms of Use and Privacy](https://www.oracle.com/legal/privacy/)',
        right: 'Copyright © 2026, Oracle and/or its affiliates. All rights reserved.',
      },
    },
  };
}
