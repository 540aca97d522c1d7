import { describe, expect, it } from 'vitest';
import {
  browserDetails,
  DEFAULT_SNOOZE_DAYS,
  isMobileDevice,
  shouldShowUnsupportedBrowser,
  unsupportedReason,
  type BrowserName,
} from './browser-support.ts';

const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)';
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64)';
const WEBKIT = 'AppleWebKit/537.36 (KHTML, like Gecko)';

const chrome = (version: string, os = WINDOWS) => `${os} ${WEBKIT} Chrome/${version} Safari/537.36`;
const safari = (version: string, os = MAC) =>
  `${os} AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${version} Safari/605.1.15`;
const firefox = (version: string, os = WINDOWS) =>
  `${os.replace(')', `; rv:${version})`)} Gecko/20100101 Firefox/${version}`;
const edge = (version: string) => `${chrome(`${version}.0.0.0`)} Edg/${version}.0.1293.70`;

describe('browserDetails: spec 1 §9 table (Chrome 80+, Safari 12.1+, Firefox 62+, Edge 104+) and plugin check', () => {
  it.each<[string, string, BrowserName, number, number, boolean, boolean]>([
    // description, user agent, name, major, minor, supported browser, fails only the plugin feature check
    ['Chrome 120', chrome('120.0.6099.109'), 'chrome', 120, 0, true, false],
    ['Chrome 80 (the minimum)', chrome('80.0.3987.163'), 'chrome', 80, 0, true, false],
    ['Chrome 79', chrome('79.0.3945.130'), 'chrome', 79, 0, false, false],
    [
      'headless Chromium',
      `${LINUX} ${WEBKIT} HeadlessChrome/131.0.6778.33 Safari/537.36`,
      'chrome',
      131,
      0,
      true,
      false,
    ],
    ['Safari 17.1', safari('17.1'), 'safari', 17, 1, true, false],
    ['Safari 13.1 (plugin minimum)', safari('13.1'), 'safari', 13, 1, true, false],
    ['Safari 12.1: in the table, fails the plugin check', safari('12.1'), 'safari', 12, 1, false, true],
    ['Safari 12.0', safari('12.0'), 'safari', 12, 0, false, false],
    ['Firefox 121', firefox('121.0'), 'firefox', 121, 0, true, false],
    ['Firefox 74 (plugin minimum)', firefox('74.0'), 'firefox', 74, 0, true, false],
    ['Firefox 70: in the table, fails the plugin check', firefox('70.0'), 'firefox', 70, 0, false, true],
    ['Firefox 61', firefox('61.0'), 'firefox', 61, 0, false, false],
    ['Edge 120', edge('120'), 'edge', 120, 0, true, false],
    ['Edge 104 (the minimum)', edge('104'), 'edge', 104, 0, true, false],
    ['Edge 103 (Chromium 103 is not enough)', edge('103'), 'edge', 103, 0, false, false],
    [
      'legacy Edge 18',
      `${WINDOWS} ${WEBKIT} Chrome/70.0.3538.102 Safari/537.36 Edge/18.19045`,
      'edge',
      18,
      19045,
      false,
      false,
    ],
    [
      'Internet Explorer 11',
      `${WINDOWS.replace(')', '; Trident/7.0; rv:11.0)')} like Gecko`,
      'ie',
      11,
      0,
      false,
      false,
    ],
    [
      'Internet Explorer 10',
      'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)',
      'ie',
      10,
      0,
      false,
      false,
    ],
    ['Opera (not in the table)', `${chrome('120.0.0.0')} OPR/106.0.0.0`, 'other', 106, 0, false, false],
    [
      'Samsung Internet',
      `${LINUX} ${WEBKIT} SamsungBrowser/23.0 Chrome/115.0.0.0 Safari/537.36`,
      'other',
      23,
      0,
      false,
      false,
    ],
    ['an unknown agent', 'curl/8.4.0', 'other', 0, 0, false, false],
    ['an empty agent', '', 'other', 0, 0, false, false],
  ])('%s', (_description, userAgent, name, major, minor, supported, failsPluginCheck) => {
    const details = browserDetails(userAgent);
    expect(details).toMatchObject({ name, majorVersion: major, minorVersion: minor, isSupportedBrowser: supported });
    expect(details.failsPluginFeatureCheck).toBe(failsPluginCheck);
  });
});

describe('devices: mobile is unsupported (spec 1 §4)', () => {
  it.each<[string, string, { maxTouchPoints?: number; mobile?: boolean }, boolean]>([
    ['Windows desktop', chrome('120.0.0.0'), {}, false],
    ['a Mac', safari('17.1'), { maxTouchPoints: 0 }, false],
    ['Linux', firefox('121.0', LINUX), {}, false],
    [
      'iPhone Safari',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      {},
      true,
    ],
    [
      'iPhone Chrome',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
      {},
      true,
    ],
    [
      'Android Chrome',
      `Mozilla/5.0 (Linux; Android 14; Pixel 8) ${WEBKIT} Chrome/120.0.6099.144 Mobile Safari/537.36`,
      {},
      true,
    ],
    ['Android tablet', `Mozilla/5.0 (Linux; Android 13; SM-X700) ${WEBKIT} Chrome/120.0.0.0 Safari/537.36`, {}, true],
    ['iPad (iPadOS asks as a Mac, but has a touch screen)', safari('17.1'), { maxTouchPoints: 5 }, true],
    ['a browser that says it is mobile', chrome('120.0.0.0'), { mobile: true }, true],
  ])('%s', (_description, userAgent, hints, mobile) => {
    expect(isMobileDevice(userAgent, hints)).toBe(mobile);
    expect(browserDetails(userAgent, hints).isSupportedDevice).toBe(!mobile);
  });

  it('keeps a mobile browser supported as a browser: only the device is not', () => {
    const details = browserDetails(
      `Mozilla/5.0 (Linux; Android 14; Pixel 8) ${WEBKIT} Chrome/120.0.6099.144 Mobile Safari/537.36`
    );
    expect(details).toMatchObject({ name: 'chrome', isSupportedBrowser: true, isSupportedDevice: false });
    expect(unsupportedReason(details)).toBe('device');
  });
});

describe('shouldShowUnsupportedBrowser (spec 1 §4, §5: snooze 7 days, never show again)', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const unsupported = { isSupportedBrowser: false, isSupportedDevice: true };
  const mobile = { isSupportedBrowser: true, isSupportedDevice: false };
  const supported = { isSupportedBrowser: true, isSupportedDevice: true };

  it.each<[string, typeof supported, Date | null, boolean, boolean]>([
    ['supported browser and device: never', supported, null, false, false],
    ['unsupported browser, never shown', unsupported, null, false, true],
    ['unsupported device, never shown', mobile, null, false, true],
    ['shown 1 day ago', unsupported, daysAgo(1), false, false],
    ['shown exactly 7 days ago: not more than the snooze', unsupported, daysAgo(7), false, false],
    ['shown 7 days and a minute ago', unsupported, new Date(daysAgo(7).getTime() - 60_000), false, true],
    ['shown 30 days ago', mobile, daysAgo(30), false, true],
    ['never show again ticked', unsupported, null, true, false],
    ['never show again ticked, shown long ago', mobile, daysAgo(300), true, false],
    ['a display date in the future (clock set back)', unsupported, daysAgo(-3), false, false],
    ['an unreadable display date', unsupported, new Date('not a date'), false, true],
  ])('%s', (_description, details, lastShown, neverShow, shown) => {
    expect(shouldShowUnsupportedBrowser(details, { lastShown, neverShow }, now)).toBe(shown);
  });

  it('uses the configured snooze', () => {
    expect(DEFAULT_SNOOZE_DAYS).toBe(7);
    const memory = { lastShown: daysAgo(3), neverShow: false };
    expect(shouldShowUnsupportedBrowser(unsupported, memory, now, 2)).toBe(true);
    expect(shouldShowUnsupportedBrowser(unsupported, memory, now, 3)).toBe(false);
  });

  it('names the reason: device first, then a failed plugin check, then the browser', () => {
    expect(unsupportedReason({ isSupportedDevice: false, failsPluginFeatureCheck: true })).toBe('device');
    expect(unsupportedReason({ isSupportedDevice: true, failsPluginFeatureCheck: true })).toBe('features');
    expect(unsupportedReason({ isSupportedDevice: true, failsPluginFeatureCheck: false })).toBe('browser');
  });
});
