/**
 * The parts of the server's desktop layout that a phone hides and removes after hydration (the docs sidebar,
 * the side table of contents, the API navigation, the blog's sidebar) are adopted as HTML on a phone, not
 * hydrated (lib/ui/HydrateOnDesktop): React never creates a component for any of their elements. A desktop
 * hydrates them, and a phone turned to a desktop's width renders them, working.
 *
 * React reports every commit to the developer tools' hook, which this test installs before the page's
 * scripts run: the hook walks each committed tree and notes which of those parts had an element in it.
 */
import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import type {BrowserContextOptions} from 'playwright-core';
import {browser, DESKTOP, PHONE, shutdown, siteUrl} from '../../lib/browserSession';
import {serviceArtifacts} from '../../config/services';
import {pageSettled} from './settled';

after(shutdown);

/** Each desktop-only part, by a selector that matches its elements and not those of its phone version. */
const DESKTOP_PARTS = {
  'barra lateral de docs': '.theme-doc-sidebar-container .theme-doc-sidebar-menu',
  'tabla de contenido lateral': '.theme-doc-toc-desktop',
  'navegación de la API': 'aside nav[aria-label^="Operaciones de la"]',
  'barra lateral del blog': 'aside nav[aria-label="Navegación de publicaciones recientes"]',
};
type Part = keyof typeof DESKTOP_PARTS;

const PAGES: {route: string; parts: Part[]}[] = [
  {route: '/docs/herramientas/diagnostico-de-captura', parts: ['barra lateral de docs', 'tabla de contenido lateral']},
  {route: '/docs/cambios', parts: ['barra lateral de docs', 'tabla de contenido lateral']},
  {route: serviceArtifacts('people').operationRoute('createPerson'), parts: ['navegación de la API']},
  {route: '/blog/welcome', parts: ['barra lateral del blog']},
];

/** Runs before the page's scripts: a developer tools hook that records which parts React ever committed. */
function recordCommittedParts(parts: Record<string, string>): void {
  const committed: Record<string, number> = {};
  (window as unknown as {__committedParts: Record<string, number>}).__committedParts = committed;
  const seen = new Set<Element>();
  type Fiber = {child: Fiber | null; sibling: Fiber | null; type: unknown; stateNode: unknown};
  // Methods, not arrow functions: tsx would name arrows with a helper the page does not have.
  (window as unknown as {__REACT_DEVTOOLS_GLOBAL_HOOK__: object}).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject() {
      return 1;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id: number, root: {current: Fiber}) {
      const pending: (Fiber | null)[] = [root.current];
      while (pending.length > 0) {
        const fiber = pending.pop();
        if (!fiber) continue;
        if (typeof fiber.type === 'string' && fiber.stateNode instanceof Element) {
          // Each element once, however many commits it is in.
          for (const [name, selector] of Object.entries(parts)) {
            if (!seen.has(fiber.stateNode) && fiber.stateNode.closest(selector)) committed[name] = (committed[name] ?? 0) + 1;
          }
          seen.add(fiber.stateNode);
        }
        pending.push(fiber.sibling, fiber.child);
      }
    },
  };
}

async function committedParts(route: string, options: BrowserContextOptions) {
  const context = await (await browser()).newContext({locale: 'es-MX', ...options});
  await context.addInitScript(recordCommittedParts, DESKTOP_PARTS);
  const page = await context.newPage();
  await page.goto((await siteUrl()) + route, {waitUntil: 'load'});
  await pageSettled(page);
  return {
    page,
    context,
    committed: await page.evaluate(() => (window as unknown as {__committedParts: Record<Part, number>}).__committedParts),
  };
}

describe('lo que solo muestra un escritorio no se hidrata en un teléfono', () => {
  for (const {route, parts} of PAGES) {
    test(`${route}: ${parts.join(' y ')}`, async () => {
      const onPhone = await committedParts(route, PHONE);
      try {
        for (const part of parts) {
          assert.equal(
            onPhone.committed[part] ?? 0,
            0,
            `${route}: en un teléfono React creó ${onPhone.committed[part]} elementos de la ${part}`,
          );
        }
      } finally {
        await onPhone.context.close();
      }
      const onDesktop = await committedParts(route, DESKTOP);
      try {
        for (const part of parts) {
          assert.ok((onDesktop.committed[part] ?? 0) > 0, `${route}: en un escritorio la ${part} no se hidrató`);
          assert.ok(
            await onDesktop.page.locator(DESKTOP_PARTS[part]).first().isVisible(),
            `${route}: en un escritorio no se ve la ${part}`,
          );
        }
      } finally {
        await onDesktop.context.close();
      }
    });
  }

  test('un teléfono girado al ancho de un escritorio muestra la barra lateral de docs y responde a ella', async () => {
    const {page, context} = await committedParts('/docs/herramientas/diagnostico-de-captura', PHONE);
    try {
      await page.setViewportSize({width: 1280, height: 900});
      const sidebar = page.locator(DESKTOP_PARTS['barra lateral de docs']);
      await sidebar.waitFor();
      const category = sidebar.locator('.menu__list-item-collapsible [aria-expanded]').first();
      const expanded = await category.getAttribute('aria-expanded');
      await category.click();
      await page.waitForFunction(([element, before]) => element?.getAttribute('aria-expanded') !== before, [
        await category.elementHandle(),
        expanded,
      ] as const);
      const link = sidebar.getByRole('link', {name: 'Catálogo de errores'});
      await link.click();
      await page.waitForURL(/\/docs\/errores$/);
      // A client-side navigation: the new page's heading replaces the old one.
      await page.locator('h1', {hasText: 'Catálogo de errores'}).waitFor();
    } finally {
      await context.close();
    }
  });
});
