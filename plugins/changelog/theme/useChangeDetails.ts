/**
 * The folded detail of /docs/cambios: an operation's changes are not in the page, they arrive from
 * their own small detail file when the reader opens the operation (kept for the visit). A link to one operation (`#version-…-people-create-person`) opens it, loads its
 * changes and brings it into view, after a full load as after a router navigation; if the filters hide
 * it, they are cleared first.
 */
import {useEffect, type RefObject} from 'react';
import {useLocation} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';

/** `{"html": "<ul>…</ul>"}`: plugins/changelog/pageData.ts writes one per release and operation. */
type DetailFile = {html?: unknown};

const LOADING = '<p>Cargando los cambios…</p>';
const FAILED = '<p>No se pudieron cargar los cambios de esta operación. <button type="button" data-retry>Reintentar</button></p>';

const files = new Map<string, Promise<DetailFile>>();

function detailFile(url: string): Promise<DetailFile> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<DetailFile>;
    });
    // A failed download is asked again on the next try.
    file.catch(() => files.delete(url));
    files.set(url, file);
  }
  return file;
}

async function showChanges(details: HTMLDetailsElement, withBaseUrl: (path: string) => string): Promise<void> {
  const box = details.querySelector<HTMLElement>('[data-changes]');
  const path = details.dataset.detail;
  if (!box || !path || box.dataset.state === 'loaded' || box.dataset.state === 'loading') return;
  box.dataset.state = 'loading';
  box.innerHTML = LOADING;
  try {
    const file = await detailFile(withBaseUrl(path));
    box.innerHTML = typeof file.html === 'string' ? file.html : '<p>Esta operación no tiene cambios en esta versión.</p>';
    box.dataset.state = 'loaded';
  } catch {
    box.innerHTML = FAILED;
    box.dataset.state = 'failed';
  }
}

/** Whether the page's filters, as the address gives them, hide the entry `target` is (or is in). */
function filteredOut(target: Element, search: string, kindOfSlug: (slug: string) => string | undefined): boolean {
  const params = new URLSearchParams(search);
  const api = params.get('api');
  const kind = kindOfSlug(params.get('clase') ?? '');
  const section = target.closest<HTMLElement>('section[data-api]');
  const kinds = target.closest<HTMLElement>('li[data-kinds]')?.dataset.kinds?.split(' ');
  return Boolean((api && section && section.dataset.api !== api) || (kind && kinds && !kinds.includes(kind)));
}

/** Opens the disclosures down to `target` (its own operation too, whose changes it loads) and scrolls to it. */
function reveal(root: HTMLElement, target: HTMLElement, withBaseUrl: (path: string) => string): void {
  for (let element: Element | null = target; element && element !== root; element = element.parentElement)
    if (element instanceof HTMLDetailsElement) element.open = true;
  const own = target.querySelector(':scope > details[data-operation]');
  if (own instanceof HTMLDetailsElement) {
    own.open = true;
    void showChanges(own, withBaseUrl);
  }
  target.scrollIntoView();
}

/**
 * `clearFilters` shows every entry again: a link's target wins over filters that would hide it (the
 * address's filters are applied after hydration, so they are read from the address, not the page).
 */
export function useChangeDetails(
  container: RefObject<HTMLElement | null>,
  kindOfSlug: (slug: string) => string | undefined,
  clearFilters: () => void,
): void {
  const {hash, search} = useLocation();
  const {withBaseUrl} = useBaseUrlUtils();
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    // `toggle` does not bubble: listen while it goes down to the disclosure.
    const onToggle = (event: Event) => {
      const details = event.target;
      if (details instanceof HTMLDetailsElement && details.open && details.dataset.operation) void showChanges(details, withBaseUrl);
    };
    const onRetry = (event: MouseEvent) => {
      const button = (event.target as Element).closest?.('[data-retry]');
      const details = button?.closest('details[data-operation]');
      if (details instanceof HTMLDetailsElement) void showChanges(details, withBaseUrl);
    };
    // A tap opens its operation in the next task, not in the tap's own: on a phone (CPU ×4) opening it
    // there made one task of 60-80 ms of the tap's events followed by the style, layout and pre-paint the
    // browser runs for them; apart, neither reaches 50 ms. Enter and Space on the summary come here too.
    const onSummary = (event: MouseEvent) => {
      const summary = (event.target as Element).closest?.('details[data-operation] > summary');
      if (!summary || event.defaultPrevented) return;
      event.preventDefault();
      const details = summary.parentElement as HTMLDetailsElement;
      window.setTimeout(() => {
        details.open = !details.open;
      }, 0);
    };
    root.addEventListener('toggle', onToggle, true);
    root.addEventListener('click', onRetry);
    root.addEventListener('click', onSummary);
    return () => {
      root.removeEventListener('toggle', onToggle, true);
      root.removeEventListener('click', onRetry);
      root.removeEventListener('click', onSummary);
    };
  }, [container, withBaseUrl]);

  useEffect(() => {
    const root = container.current;
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!root || !target || !root.contains(target)) return undefined;
    if (!filteredOut(target, search, kindOfSlug)) {
      reveal(root, target, withBaseUrl);
      return undefined;
    }
    // The filters hide what the link points at: show everything, then open it once the page shows it.
    clearFilters();
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => reveal(root, target, withBaseUrl));
    });
    return () => cancelAnimationFrame(frame);
    // Only when the address's target changes: a filter chosen later leaves the scroll alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);
}
