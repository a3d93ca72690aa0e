/**
 * Keyboard shortcuts of the navbar, on every page: `/` and Ctrl+K (⌘K) move the focus to the
 * navbar search box unless the reader is typing somewhere, and Escape closes an open navbar
 * dropdown (the APIs menu), whether it opened on hover, on focus or with Enter.
 */
import './keyboardShortcuts.css';

export const navbarSearchSelector = 'input[data-navbar-search]';
const dismissedClass = 'dropdown--dismissed';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function focusNavbarSearch(): boolean {
  const box = document.querySelector<HTMLInputElement>(navbarSearchSelector);
  // Hidden boxes (display: none) have no layout box to focus.
  if (!box || box.getClientRects().length === 0) return false;
  box.focus();
  box.select();
  return true;
}

function closeNavbarDropdowns(): boolean {
  const open = [...document.querySelectorAll<HTMLElement>('.navbar .dropdown')].filter(
    (dropdown) => dropdown.classList.contains('dropdown--show') || dropdown.matches(':hover') || dropdown.contains(document.activeElement),
  );
  for (const dropdown of open) {
    dropdown.classList.add(dismissedClass);
    const toggle = dropdown.querySelector<HTMLElement>(':scope > .navbar__link');
    if (dropdown.contains(document.activeElement) && document.activeElement !== toggle) toggle?.focus();
    // Docusaurus closes its menu on a focus outside it: that is the event it listens to.
    document.dispatchEvent(new FocusEvent('focusin'));
    // The pointer leaving the menu, or coming back to it later, makes it hoverable again.
    const undismiss = () => {
      dropdown.classList.remove(dismissedClass);
      dropdown.removeEventListener('mouseleave', undismiss);
      dropdown.removeEventListener('mouseenter', undismiss);
    };
    dropdown.addEventListener('mouseleave', undismiss);
    dropdown.addEventListener('mouseenter', undismiss);
  }
  return open.length > 0;
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.altKey) return;
  if (event.key === 'Escape') {
    if (closeNavbarDropdowns()) event.preventDefault();
    return;
  }
  if ((event.key === 'Enter' || event.key === ' ') && event.target instanceof HTMLElement) {
    // Reopening a dismissed menu from its toggle.
    event.target.closest('.navbar .dropdown')?.classList.remove(dismissedClass);
    return;
  }
  const slash = event.key === '/' && !event.ctrlKey && !event.metaKey;
  const commandK = (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k';
  if ((slash || commandK) && !isTyping(event.target) && focusNavbarSearch()) event.preventDefault();
}

if (typeof document !== 'undefined') document.addEventListener('keydown', onKeyDown);
