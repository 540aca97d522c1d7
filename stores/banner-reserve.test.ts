import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installMemoryStorage } from '../test/memory-storage.ts';
import { $bannerReserve, holdBannerReserve, recordBannerBlockSize, releaseBannerReserve } from './banner-reserve.ts';
import { $location } from './route.ts';

const ADA = 'ocid1.user.oc1..ada';
const BOB = 'ocid1.user.oc1..bob';

beforeEach(() => {
  installMemoryStorage();
  $location.set({ pathname: '/', search: '' });
});

afterEach(() => {
  releaseBannerReserve();
  Reflect.deleteProperty(globalThis, 'sessionStorage');
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('the room kept for banners', () => {
  it('keeps what the banners took at the same user’s last visit until the first navigation', () => {
    recordBannerBlockSize(ADA, 225.4);
    holdBannerReserve(ADA);
    expect($bannerReserve.get()).toBe(225);
    $location.set({ pathname: '/compute/instances', search: '' });
    expect($bannerReserve.get()).toBe(0);
  });

  it('keeps nothing for another user, or before any visit was recorded', () => {
    holdBannerReserve(ADA);
    expect($bannerReserve.get()).toBe(0);
    recordBannerBlockSize(BOB, 90);
    holdBannerReserve(ADA);
    expect($bannerReserve.get()).toBe(0);
  });

  it('does not believe a stored size that is negative, absurdly tall or not a number', () => {
    for (const stored of [
      '{"user":"ocid1.user.oc1..ada","blockSize":-5}',
      '{"user":"ocid1.user.oc1..ada","blockSize":9000}',
      '{"user":"ocid1.user.oc1..ada","blockSize":"90"}',
      'not json',
    ]) {
      localStorage.setItem('console.banner-reserve', stored);
      holdBannerReserve(ADA);
      expect($bannerReserve.get()).toBe(0);
    }
  });
});
