/**
 * Main-thread blocking of the try-it console on a phone with the CPU slowed 4×: the long tasks of the
 * 15 s after «Probar» (the console's chunk loads, parses and renders) and of the 15 s after «Enviar»
 * (the simulated server's engine loads, validates the example request and answers). Lighthouse never
 * clicks, so these costs would otherwise go unmeasured.
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

export async function measureConsoleBlocking(browser: Browser, url: string): Promise<ConsoleBlocking> {
  const context = await phoneContext(browser);
  try {
    const page = await openThrottled(context, url);
    const tryButton = page.getByRole('button', {name: 'Probar', exact: true});
    await tryButton.scrollIntoViewIfNeeded();
    const triedAt = await page.evaluate(() => performance.now());
    await tryButton.click();
    const region = page.locator('section[aria-labelledby$="-probar"]');
    const send = region.getByRole('button', {name: 'Enviar', exact: true});
    await send.waitFor({timeout: WINDOW_MS});
    const afterTry = await windowFrom(page, triedAt);

    const sentAt = await page.evaluate(() => performance.now());
    await send.click();
    const status = region.locator('[aria-live] p', {hasText: /^Estado \d{3}/}).first();
    await status.waitFor({timeout: WINDOW_MS});
    const answered = (await status.innerText()).trim();
    const afterSend = await windowFrom(page, sentAt);
    return {afterTry, afterSend, answered};
  } finally {
    await context.close();
  }
}
