import {startTransition, useEffect, useState} from 'react';

/**
 * False on the first render, true once the browser has painted `frames` times since: a part of the
 * answer rendered this way (the highlighted body, the cURL box) gets a task of its own instead of
 * adding its style, layout and paint to the task that shows the status. On a phone each one stays
 * short; together they were one long task.
 */
export function useAfterPaint(frames = 1): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let left = frames;
    const afterFrame = () => {
      left -= 1;
      // A timer after the frame: runs once that frame has been painted.
      if (left > 0) requestAnimationFrame(afterFrame);
      else window.setTimeout(() => !cancelled && startTransition(() => setReady(true)), 0);
    };
    requestAnimationFrame(afterFrame);
    return () => {
      cancelled = true;
    };
  }, [frames]);
  return ready;
}
