/**
 * How long a step took, for a figure a test prints (an install, a run of Portman, a journey), never for
 * its verdict: a verdict waits for a state, and speed budgets live in `npm run bench`. The lint rule of
 * tests/ forbids the clock everywhere else (eslint.config.mjs).
 */
export function stopwatch(): {ms(): number; seconds(): string} {
  // eslint-disable-next-line no-restricted-properties -- a printed figure, the one place tests read the clock
  const now = () => performance.now();
  const started = now();
  return {ms: () => Math.round(now() - started), seconds: () => `${((now() - started) / 1000).toFixed(1)} s`};
}

/**
 * Turns a wait that may never end (a child process that never prints its address, a report that never
 * arrives) into a failure with a message after `ms`. It never passes a test: the awaited state does.
 */
export function failAfter<T>(waiting: Promise<T>, ms: number, message: () => string): Promise<T> {
  let timer: ReturnType<typeof globalThis.setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    // eslint-disable-next-line no-restricted-globals -- a deadline that only fails, see above
    timer = setTimeout(() => reject(new Error(message())), ms);
  });
  return Promise.race([waiting, deadline]).finally(() => clearTimeout(timer));
}
