import {startTransition, useEffect, useState} from 'react';
import {DESKTOP_BREAKPOINT} from '../../lib/ui/breakpoint';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/**
 * theme-common's `useWindowSize` contract: 'ssr' while hydrating (the server cannot know the
 * window), then 'desktop' or 'mobile', changing only when the breakpoint is crossed. The first
 * change, away from the server's layout, is a transition: nothing visible depends on it at once
 * (the server HTML already hides the desktop-only parts on a phone with CSS), so React may render
 * it in slices between the browser's other work. Resizes stay urgent.
 */
export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT}: {desktopBreakpoint?: number} = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const current = (): WindowSize => (window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');
    startTransition(() => setWindowSize(current()));
    const onResize = () => setWindowSize(current());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [desktopBreakpoint]);
  return windowSize;
}
