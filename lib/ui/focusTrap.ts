/**
 * Keyboard behaviour of a modal surface (the mobile menu, the try-it console): Tab and Shift+Tab
 * cycle through the surface's visible controls and Escape closes it. Browser code, no dependencies.
 */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The controls of `container` a reader can reach: rendered, not hidden and inside its visible box. */
export function focusableWithin(container: HTMLElement): HTMLElement[] {
  const box = container.getBoundingClientRect();
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => {
    if (element.closest('[hidden], [inert]')) return false;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return false;
    // A panel slid out of the surface (the mobile menu's other level) is out of reach.
    return rect.right > box.left && rect.left < box.right;
  });
}

/** Keeps Tab inside `container`; returns whether it handled the key. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const focusable = focusableWithin(container);
  if (focusable.length === 0) {
    event.preventDefault();
    return true;
  }
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  const active = document.activeElement as HTMLElement | null;
  const inside = active !== null && container.contains(active);
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

/**
 * While `container` is open: Tab stays inside and Escape calls `close`. Returns the function that
 * removes the listener.
 */
export function holdFocus(container: () => HTMLElement | null, close: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const element = container();
    if (!element) return;
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      close();
      return;
    }
    trapTab(event, element);
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}
