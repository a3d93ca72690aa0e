import React, {useEffect} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {focusableWithin, holdFocus} from '@site/lib/ui/focusTrap';

const toggleButton = () => document.querySelector<HTMLElement>('.navbar__toggle');
const menu = () => document.querySelector<HTMLElement>('.navbar-sidebar');

/**
 * The stock mobile menu, made to behave like the modal it looks like: focus moves into it when it
 * opens, Tab cycles through its visible links, and Escape closes it and gives focus back to the
 * button that opened it.
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
  return <MobileSidebar />;
}
