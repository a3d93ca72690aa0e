/**
 * When the reader starts using a server-rendered API reference. Until then its HTML stays as the
 * server sent it (readable, scrollable, links and anchors working) and no Redoc code runs.
 */
const engagementEvents = ['pointerdown', 'pointerover', 'keydown', 'focusin', 'touchstart', 'wheel', 'scroll'] as const;

let engaged: Promise<void> | undefined;
/** Child indexes from `.redocusaurus` down to the last element clicked before Redoc was live. */
let pendingClickPath: number[] | undefined;

/** Whether the page is hydrating a server-rendered reference (not after a client-side navigation). */
export function hasServerReference(): boolean {
  if (typeof document === 'undefined' || document.documentElement.dataset.hasHydrated !== 'false') return false;
  return document.querySelector('.redocusaurus') !== null;
}

/** The reference's HTML as it stands in the page (the server's, until the live Redoc replaces it). */
export function currentReferenceHtml(): string | undefined {
  return document.querySelector('.redocusaurus')?.innerHTML;
}

/** Resolves on the first sign of use: pointer, keyboard, focus or scroll; at once when the URL points at an operation. */
export function whenReaderEngages(): Promise<void> {
  engaged ??= new Promise<void>((resolve) => {
    window.addEventListener('click', rememberClick, true);
    if (window.location.hash) {
      resolve();
      return;
    }
    const engage = () => {
      for (const type of engagementEvents) window.removeEventListener(type, engage, true);
      resolve();
    };
    for (const type of engagementEvents) window.addEventListener(type, engage, {capture: true, passive: true});
  });
  return engaged;
}

function rememberClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : undefined;
  const root = target?.closest('.redocusaurus');
  // A link's default action already works without Redoc (download, external links, anchors).
  if (!target || !root || target.closest('a[href]')) return;
  const path: number[] = [];
  for (let node: Element = target; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  pendingClickPath = path;
}

/** Called once the live Redoc has replaced the server HTML: repeats the click the static HTML could not handle. */
export function referenceHydrated(): void {
  window.removeEventListener('click', rememberClick, true);
  const path = pendingClickPath;
  pendingClickPath = undefined;
  let node: Element | undefined = document.querySelector('.redocusaurus') ?? undefined;
  for (const index of path ?? []) node = node?.children[index];
  if (path && node instanceof HTMLElement) node.click();
}
