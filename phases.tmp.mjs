import { chromium } from '@playwright/test';
const ctx = await chromium.launchPersistentContext('/tmp/ph-profile', { executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = ctx.pages()[0];
await page.goto('http://localhost:5173/');
await page.waitForURL(/7070\/login/);
await page.getByLabel('User name').fill('demo@example.com');
await page.getByLabel('Password').fill('Demo-Console-1');
await page.getByRole('button', { name: 'Sign In' }).click();
await page.waitForFunction(() => performance.getEntriesByName('console:ready').length > 0);
const cdp = await ctx.newCDPSession(page);
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
for (let i = 0; i < 2; i++) {
await page.reload();
await page.waitForFunction(() => performance.getEntriesByName('console:ready').length > 0);
console.log(await page.evaluate(() => [...performance.getEntriesByType('mark').map(m => `${m.name} ${m.startTime.toFixed(0)}`), ...performance.getEntriesByType('resource').map(r => `${new URL(r.name).pathname.slice(0,60)} ${r.startTime.toFixed(0)}-${r.responseEnd.toFixed(0)}`), 'fcp ' + performance.getEntriesByName('first-contentful-paint')[0]?.startTime.toFixed(0)].join('\n')));
}
await ctx.close();
