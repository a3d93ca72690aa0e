/**
 * Waiting for a state instead of sleeping: these helpers resolve as soon as the page reaches it and
 * fail with what the page showed when it never does, so a slow machine waits longer and a fast one
 * does not wait at all. (The functions run in the page are anonymous on purpose: tsx wraps a named
 * inner function in a helper the page does not have.)
 */
import type {Locator, Page} from 'playwright-core';

/** Animation frames an element's position must hold to count as settled (about a quarter second at 60 Hz). */
const STILL_FRAMES = 15;

/**
 * The element's top edge in the viewport once it has stopped moving (a scroll to an anchor, a
 * placeholder growing above it): the same value for STILL_FRAMES frames in a row.
 */
export async function settledTop(target: Locator, timeout = 15_000): Promise<number> {
  const element = await target.elementHandle({timeout});
  if (!element) throw new Error('el elemento no está en la página');
  try {
    const settled = await target.page().waitForFunction(
      ({probe, frames}) => {
        const tracked = probe as Element & {lastTop?: number; stillFrames?: number};
        const top = Math.round(tracked.getBoundingClientRect().top);
        tracked.stillFrames = tracked.lastTop === top ? (tracked.stillFrames ?? 0) + 1 : 0;
        tracked.lastTop = top;
        return tracked.stillFrames >= frames ? {top} : false;
      },
      {probe: element, frames: STILL_FRAMES},
      {polling: 'raf', timeout},
    );
    return ((await settled.jsonValue()) as {top: number}).top;
  } catch (error) {
    const last = await element.evaluate((probe) => (probe as Element & {lastTop?: number}).lastTop).catch(() => undefined);
    throw new Error(`la posición no se asentó en ${timeout} ms (última y=${last}): ${(error as Error).message}`);
  }
}

/**
 * Resolves once no node of the page has been added, removed or changed for `frames` animation frames
 * in a row (a frame count, not a time: a loaded machine renders fewer frames and waits longer): the
 * effects that follow hydration or a resize have run.
 */
export async function domQuiet(page: Page, frames = STILL_FRAMES, timeout = 15_000): Promise<void> {
  await page.evaluate(() => {
    const state = window as unknown as {mutations?: number; mutationWatch?: MutationObserver};
    state.mutations ??= 0;
    state.mutationWatch ??= new MutationObserver(() => {
      state.mutations = (state.mutations ?? 0) + 1;
    });
    state.mutationWatch.observe(document.documentElement, {subtree: true, childList: true, attributes: true, characterData: true});
  });
  await page.waitForFunction(
    (needed) => {
      const state = window as unknown as {mutations: number; seenMutations?: number; quietFrames?: number};
      state.quietFrames = state.seenMutations === state.mutations ? (state.quietFrames ?? 0) + 1 : 0;
      state.seenMutations = state.mutations;
      return state.quietFrames >= needed;
    },
    frames,
    {polling: 'raf', timeout},
  );
}

/** Resolves after `count` animation frames of the page: what was queued before has been laid out and painted. */
export async function animationFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let left = frames; left > 0; left--) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

/**
 * Resolves once a hydrated page has nothing left to do: its main thread reached an idle moment, every
 * finite CSS transition and animation running then has finished, and no node changed for STILL_FRAMES
 * frames. What follows hydration (a phone's layout, effects, transitions) has landed.
 */
export async function pageSettled(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout});
  await pageIdle(page);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await domQuiet(page, STILL_FRAMES, timeout);
}

/** Resolves when the page's main thread reaches an idle moment: everything queued before has run. */
export async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => resolve());
      }),
  );
}
