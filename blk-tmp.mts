import {chromium} from 'playwright-core';
import {siteUrl, shutdown} from './tests/e2e/harness';
const base = await siteUrl();
const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
for (let run = 0; run < 2; run++) {
const context = await browser.newContext({viewport: {width: 412, height: 823}, deviceScaleFactor: 2, isMobile: true, hasTouch: true});
await context.addInitScript(() => {
  const tasks: any[] = [];
  (window as any).__longTasks = tasks;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) tasks.push({start: e.startTime, duration: e.duration, name: e.name, attr: JSON.stringify((e as any).attribution?.map((a: any) => [a.containerType, a.containerSrc, a.containerName]))}); }).observe({type: 'longtask', buffered: true});
});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
await page.goto(base + '/docs/api/signt', {waitUntil: 'load'});
await page.waitForTimeout(3000);
await page.mouse.move(200, 400); await page.mouse.wheel(0, 900); await page.waitForTimeout(4000);
const target = page.locator('main input[type="search"]').filter({visible: true}).first();
await target.scrollIntoViewIfNeeded(); await page.waitForTimeout(500);
const at = await page.evaluate(() => performance.now());
const requests: string[] = [];
page.on('request', (r) => requests.push(r.url().replace(base, '')));
await target.click();
await page.waitForTimeout(6000);
console.log(await page.evaluate((s) => (window as any).__longTasks.filter((t: any) => t.start >= s).map((t: any) => ({...t, start: Math.round(t.start - s), duration: Math.round(t.duration)})), at));
console.log(requests);
await context.close();
}
await browser.close(); await shutdown();
