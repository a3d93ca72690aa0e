/**
 * Lets the browser paint and handle input before the next step of a long piece of work, so a phone
 * never sees it as one long task. `scheduler.yield()` where the browser has it (the continuation runs
 * before other queued tasks), a zero-delay timer elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
