import React, {useEffect, useState} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {focusableWithin, holdFocus} from '@site/lib/ui/focusTrap';

const TOGGLE_BUTTON = '.navbar__toggle';
const toggleButton = () => document.querySelector<HTMLElement>(TOGGLE_BUTTON);
const menu = () => document.querySelector<HTMLElement>('.navbar-sidebar');
const ABOUT_TO_OPEN = ['pointerdown', 'focusin'] as const;

/**
 * Whether the menu should be in the page: from the moment the reader reaches for its button (a touch or a
 * press lands on it, or the keyboard focuses it), a frame or more before the click that opens it, so it
 * mounts closed and still slides in. Until then a phone's start-up does not build it: on the API pages it
 * holds the whole navigation (670 elements on People's), mounted in one commit right after hydration.
 */
function useMenuWanted(shown: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const prepare = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(TOGGLE_BUTTON)) setWanted(true);
    };
    for (const type of ABOUT_TO_OPEN) document.addEventListener(type, prepare, true);
    return () => {
      for (const type of ABOUT_TO_OPEN) document.removeEventListener(type, prepare, true);
    };
  }, [wanted]);
  return wanted || shown;
}

/**
 * The stock mobile menu, made to behave like the modal it looks like: focus moves into it when it
 * opens, Tab cycles through its visible links, and Escape closes it and gives focus back to the
 * button that opened it. It is built when the reader first reaches for it (useMenuWanted).
 */
export default function MobileSidebarWrapper(): React.JSX.Element {
  const sidebar = useNavbarMobileSidebar();
  const {shown, toggle} = sidebar;
  useEffect(() => {
    if (!shown) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    // The menu becomes visible as its opening transition starts: focus moves in on the first frame
    // where it can (an element still `visibility: hidden` does not take focus).
    let frame = 0;
    let tries = 0;
    const focusIn = () => {
      const element = menu();
      if (!element || element.contains(document.activeElement)) return;
      focusableWithin(element)[0]?.focus();
      if (!element.contains(document.activeElement) && ++tries < 30) frame = requestAnimationFrame(focusIn);
    };
    frame = requestAnimationFrame(focusIn);
    const release = holdFocus(menu, () => {
      toggle();
      (toggleButton() ?? opener)?.focus();
    });
    return () => {
      cancelAnimationFrame(frame);
      release();
    };
  }, [shown, toggle]);
  return useMenuWanted(shown) ? <MobileSidebar /> : <></>;
}
