/**
 * When the reader starts using a server-rendered API reference. Until then its HTML stays as the
 * server sent it (readable, scrollable, links and anchors working) and no Redoc code runs.
 */
const engagementEvents = ['pointerdown', 'pointerover', 'keydown', 'focusin', 'touchstart', 'wheel', 'scroll'] as const;

let engaged: Promise<void> | undefined;
let pendingClick: HTMLElement | undefined;

function hasServerReference(): boolean {
  return document.querySelector('.redocusaurus .api-content') !== null;
}

/**
 * Resolves on the first sign of use: pointer, keyboard, focus or scroll. It resolves at once when
 * there is no server HTML to keep (client-side navigation) or the URL points at an operation, so
 * Redoc can mark it in the side menu.
 */
export function whenReaderEngages(): Promise<void> {
  engaged ??= new Promise<void>((resolve) => {
    if (!hasServerReference() || window.location.hash) {
      resolve();
      return;
    }
    const engage = () => {
      for (const type of engagementEvents) window.removeEventListener(type, engage, true);
      resolve();
    };
    for (const type of engagementEvents) window.addEventListener(type, engage, {capture: true, passive: true});
    // React ignores clicks on markup it has not hydrated yet; remember the last one to repeat it.
    window.addEventListener('click', rememberClick, true);
  });
  return engaged;
}

function rememberClick(event: MouseEvent): void {
  const target = event.target instanceof HTMLElement ? event.target : undefined;
  // A link's default action already works without Redoc (download, external links, anchors).
  if (!target?.closest('.redocusaurus') || target.closest('a[href]')) return;
  pendingClick = target;
}

/** Called once Redoc has hydrated the server HTML: repeats the click React could not handle yet. */
export function referenceHydrated(): void {
  window.removeEventListener('click', rememberClick, true);
  const target = pendingClick;
  pendingClick = undefined;
  if (target?.isConnected) target.click();
}
