/**
 * Main-thread blocking a reader feels after the page has loaded, which Lighthouse never sees because
 * it never interacts: on a phone viewport with the CPU throttled 4×, load the page, wait 3 s, scroll
 * once and add up the long tasks (over 50 ms) of the next 15 s; then click the first schema expander
 * (or, where the page has none, the side navigation's first category, else the index's filter box)
 * and do the same.
 */
import type {Browser, BrowserContext, Page} from 'playwright-core';

export interface BlockingWindow {
  /** Sum of the durations of every long task in the window, in ms (whole tasks, not just their part over 50 ms). */
  totalMs: number;
  longestMs: number;
  tasks: number;
}

export interface InteractionBlocking {
  afterScroll: BlockingWindow;
  afterClick: BlockingWindow;
  /** What was clicked, in words. */
  clicked: string;
}

const SETTLE_MS = 3_000;
export const WINDOW_MS = 15_000;
const CPU_SLOWDOWN = 4;

/** The first schema expander in the content, else the side navigation's first category toggle. */
const EXPANDER_SELECTORS: {selector: string; label: string}[] = [
  {selector: 'main details > summary', label: 'primer expansor de esquema'},
  {selector: 'nav .menu__caret, nav .menu__link--sublist', label: 'primera categoría del menú lateral'},
  // An entry page on a phone has neither (its navigation sits in the closed mobile menu): its filter box.
  {selector: 'main input[type="search"]', label: 'cuadro de filtro del índice'},
];

export async function longTasksSince(page: Page, since: number): Promise<BlockingWindow> {
  const durations = await page.evaluate(
    (start) =>
      ((window as unknown as {__longTasks: {start: number; duration: number}[]}).__longTasks ?? [])
        .filter((task) => task.start >= start)
        .map((task) => task.duration),
    since,
  );
  return {
    totalMs: Math.round(durations.reduce((sum, duration) => sum + duration, 0)),
    longestMs: Math.round(Math.max(0, ...durations)),
    tasks: durations.length,
  };
}

/** A phone's context that records long tasks (window.__longTasks) and sends nothing off the machine. */
export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, deviceScaleFactor: 2, isMobile: true, hasTouch: true});
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  await context.addInitScript(() => {
    const tasks: {start: number; duration: number}[] = [];
    (window as unknown as {__longTasks: typeof tasks}).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({start: entry.startTime, duration: entry.duration});
    }).observe({type: 'longtask', buffered: true});
  });
  return context;
}

/** Opens a page on a phone with the CPU slowed 4×, loaded and settled. */
export async function openThrottled(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForTimeout(SETTLE_MS);
  return page;
}

export async function measureInteractionBlocking(browser: Browser, url: string): Promise<InteractionBlocking> {
  const context = await phoneContext(browser);
  try {
    const page = await openThrottled(context, url);

    const scrolledAt = await page.evaluate(() => performance.now());
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(WINDOW_MS);
    const afterScroll = await longTasksSince(page, scrolledAt);

    let clicked = 'nada (la página no tiene expansores)';
    let clickedAt = await page.evaluate(() => performance.now());
    for (const {selector, label} of EXPANDER_SELECTORS) {
      const target = page.locator(selector).filter({visible: true}).first();
      if ((await target.count()) === 0) continue;
      await target.scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      clickedAt = await page.evaluate(() => performance.now());
      await target.click();
      clicked = label;
      break;
    }
    await page.waitForTimeout(WINDOW_MS);
    const afterClick = await longTasksSince(page, clickedAt);
    return {afterScroll, afterClick, clicked};
  } finally {
    await context.close();
  }
}
