import {useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap as useStockCodeWordWrap} from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useStockCodeWordWrap>;

/**
 * The stock hook's contract (a wrap toggle, shown only when the code overflows) on one
 * ResizeObserver per block. The stock hook measured every block in an effect right after hydration
 * (a forced layout of the page), watched hidden tab panels with a MutationObserver whose options
 * it memoised with localeCompare (initialising the ICU collator, ~50 ms on a throttled phone), and
 * listened to window resizes. A ResizeObserver reports after layout, when a hidden tab's block
 * first gets a size, when the window changes its width and when wrapping changes its height.
 */
export function useCodeWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement | null>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long tokens (keys, base64) must wrap too, or the scrollbar stays.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block) return undefined;
    const observer = new ResizeObserver(() => {
      const wrapped = block.querySelector('code')?.hasAttribute('style') ?? false;
      setIsCodeScrollable(wrapped || block.scrollWidth > block.clientWidth);
    });
    observer.observe(block);
    return () => observer.disconnect();
  }, []);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
