/**
 * Main-thread blocking of the try-it console on a phone with the CPU slowed 4×: the long tasks of the
 * 15 s after «Probar» (the console's chunk loads, parses and renders) and of the 15 s after «Enviar»
 * (the simulated server's engine loads, validates the example request and answers). Lighthouse never
 * clicks, so these costs would otherwise go unmeasured. The taps are a finger's (touch events at the
 * button's centre) and the waits poll every 250 ms: Playwright's own clicks and locators hit-test and
 * poll in the page, main-thread work that is the measurement's, not the reader's.
 */
import type {Browser, Page} from 'playwright-core';
import {longTasksSince, openThrottled, phoneContext, WINDOW_MS, type BlockingWindow} from './interactionBlocking';

export interface ConsoleBlocking {
  afterTry: BlockingWindow;
  afterSend: BlockingWindow;
  /** The status the simulated server answered, as the console shows it. */
  answered: string;
}

/** The long tasks of the window that began at `since` (page time), once the whole window has passed. */
async function windowFrom(page: Page, since: number): Promise<BlockingWindow> {
  const elapsed = (await page.evaluate(() => performance.now())) - since;
  await page.waitForTimeout(Math.max(0, WINDOW_MS - elapsed));
  return longTasksSince(page, since);
}

/**
 * Waits, from outside the page's main thread as far as possible, until `selector`'s text matches
 * `pattern`: a cheap check every 250 ms instead of a locator, whose in-page polling and hit-testing
 * would add main-thread work of the measurement's own to the window measured.
 */
async function waitForText(page: Page, selector: string, pattern: RegExp): Promise<string> {
  const found = await page.waitForFunction(
    ({css, source}) => {
      const text = (document.querySelector(css) as HTMLElement | null)?.innerText.trim() ?? '';
      return new RegExp(source).test(text) ? text : false;
    },
    {css: selector, source: pattern.source},
    {polling: 250, timeout: WINDOW_MS},
  );
  return String(await found.jsonValue());
}

/** A finger's tap on the element's centre, scrolled into view first (before the window starts). */
async function tapPoint(page: Page, selector: string): Promise<{x: number; y: number}> {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${selector} no está a la vista`);
  return {x: box.x + box.width / 2, y: box.y + box.height / 2};
}

export async function measureConsoleBlocking(browser: Browser, url: string): Promise<ConsoleBlocking> {
  const context = await phoneContext(browser);
  try {
    const page = await openThrottled(context, url);
    const region = 'section[aria-labelledby$="-probar"]';
    const tryPoint = await tapPoint(page, 'main button[aria-haspopup="dialog"]');
    const triedAt = await page.evaluate(() => performance.now());
    await page.touchscreen.tap(tryPoint.x, tryPoint.y);
    await waitForText(page, `${region} form button[type="submit"]`, /^Enviar$/);
    const afterTry = await windowFrom(page, triedAt);

    const sendPoint = await tapPoint(page, `${region} form button[type="submit"]`);
    const sentAt = await page.evaluate(() => performance.now());
    await page.touchscreen.tap(sendPoint.x, sendPoint.y);
    const answered = await waitForText(page, `${region} [aria-live] p`, /^Estado \d{3}/);
    const afterSend = await windowFrom(page, sentAt);
    return {afterTry, afterSend, answered};
  } finally {
    await context.close();
  }
}
