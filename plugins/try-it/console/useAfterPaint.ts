import {startTransition, useEffect, useState} from 'react';

/**
 * Calls `callback` once the browser has painted `frames` times from now (a timer after the last frame
 * runs once that frame has been painted). Returns a function that cancels it.
 */
export function afterPaint(callback: () => void, frames = 1): () => void {
  let cancelled = false;
  let left = frames;
  const afterFrame = () => {
    left -= 1;
    if (left > 0) requestAnimationFrame(afterFrame);
    else window.setTimeout(() => !cancelled && callback(), 0);
  };
  requestAnimationFrame(afterFrame);
  return () => {
    cancelled = true;
  };
}

/**
 * False on the first render, true once the browser has painted `frames` times since: a part of the
 * answer rendered this way (the highlighted body, the cURL box) gets a task of its own instead of
 * adding its style, layout and paint to the task that shows the status. On a phone each one stays
 * short; together they were one long task.
 */
export function useAfterPaint(frames = 1): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterPaint(() => startTransition(() => setReady(true)), frames), [frames]);
  return ready;
}
