import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {openPage, shutdown} from '../../lib/browserSession';
import {domQuiet} from './settled';

after(shutdown);

const GUIDE = '/docs/primeros-pasos';

/** Prism's tokenizer is in every script that can highlight code in the browser. */
function recordHighlighterScripts(page: Page): string[] {
  const highlighterScripts: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('tokenize')) highlighterScripts.push(new URL(response.url()).pathname);
  });
  return highlighterScripts;
}

async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  // Effects that run after hydration (tab choice restored, word-wrap observers) have run once the DOM is quiet.
  await domQuiet(page);
}

function highlightedTokenCount(page: Page, selector = 'pre.prism-code'): Promise<number> {
  return page.locator(`${selector} .token`).count();
}

describe('bloques de código', () => {
  test('una guía cargada de cero muestra el código resaltado del servidor sin descargar Prism ni rehacer los bloques', async () => {
    const opened = await openPage(GUIDE, {waitUntil: 'load'});
    try {
      const {page: guide} = opened;
      // Mark the server's <pre> elements before any script of the page runs.
      await guide.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          for (const pre of document.querySelectorAll('pre')) (pre as HTMLElement & {fromServer?: boolean}).fromServer = true;
          for (const line of document.querySelectorAll('pre > code > *')) (line as HTMLElement & {fromServer?: boolean}).fromServer = true;
        });
      });
      const highlighterScripts = recordHighlighterScripts(guide);
      await guide.reload({waitUntil: 'networkidle'});
      await waitForHydration(guide);
      const blocks = await guide.locator('pre.prism-code').count();
      assert.ok(blocks >= 10, `la guía debería tener bloques de código: ${blocks}`);
      assert.ok((await highlightedTokenCount(guide)) > 500, 'el código no está resaltado');
      // A phone-width window makes blocks overflow, so their word-wrap buttons appear (a re-render).
      await guide.setViewportSize({width: 390, height: 800});
      await guide.locator('button[aria-label="Ajustar las líneas"]').first().waitFor();
      await domQuiet(guide);
      // (No helper function inside evaluate: the test runner's transform would reference its own helpers.)
      const {replacedBlocks, reparsedLines} = await guide.evaluate(() => ({
        replacedBlocks: [...document.querySelectorAll('pre')].filter((pre) => !(pre as Element & {fromServer?: boolean}).fromServer).length,
        reparsedLines: [...document.querySelectorAll('pre > code > *')].filter(
          (line) => !(line as Element & {fromServer?: boolean}).fromServer,
        ).length,
      }));
      assert.equal(replacedBlocks, 0, 'bloques vueltos a crear en el navegador tras la hidratación');
      assert.equal(reparsedLines, 0, 'líneas de código vueltas a analizar (innerHTML) tras la hidratación');
      assert.ok(
        (await guide.locator('button[aria-label="Ajustar las líneas"]').count()) > 0,
        'sin botón de ajuste de línea en un bloque que desborda',
      );
      assert.deepEqual(highlighterScripts, [], 'se descargó el resaltador en una carga completa');
      assert.deepEqual(opened.errors, []);
    } finally {
      await opened.close();
    }
  });

  test('tras navegar dentro del sitio el código de la nueva página se resalta', async () => {
    const {page, errors, close} = await openPage('/docs/', {waitUntil: 'networkidle'});
    try {
      await waitForHydration(page);
      const highlighterScripts = recordHighlighterScripts(page);
      // The sidebar link navigates inside the app: no server HTML to adopt on arrival.
      await page.locator(`.theme-doc-sidebar-container a[href="${GUIDE}"]`).click();
      await page.waitForURL(`**${GUIDE}`);
      // React reveals the blocks that were waiting for Prism in batches.
      await page
        .waitForFunction(() => document.querySelectorAll('pre.prism-code .token').length > 500, undefined, {timeout: 10_000})
        .catch(() => undefined);
      assert.ok((await highlightedTokenCount(page)) > 500, 'el código de la página nueva no está resaltado');
      assert.ok(highlighterScripts.length > 0, 'el resaltador debía cargarse bajo demanda');
      assert.equal(await page.evaluate(() => document.documentElement.dataset.hasHydrated), 'true');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('la pestaña de lenguaje elegida se aplica a todo su grupo y sigue elegida al recargar', async () => {
    const {page, errors, close} = await openPage(GUIDE, {waitUntil: 'networkidle'});
    try {
      await waitForHydration(page);
      const pythonTabs = page.getByRole('tab', {name: 'Python'});
      const groups = await pythonTabs.count();
      assert.ok(groups >= 2, `se esperaban varios grupos con Python: ${groups}`);
      await pythonTabs.first().click();
      for (let index = 0; index < groups; index += 1) {
        assert.equal(await pythonTabs.nth(index).getAttribute('aria-selected'), 'true');
      }
      await page.reload({waitUntil: 'networkidle'});
      await waitForHydration(page);
      for (let index = 0; index < groups; index += 1) {
        assert.equal(await pythonTabs.nth(index).getAttribute('aria-selected'), 'true', `grupo ${index + 1} tras recargar`);
      }
      const visiblePanel = page.locator('[role="tabpanel"]:not([hidden])').first();
      assert.ok((await visiblePanel.locator('pre.language-python, pre.language-py').count()) > 0, 'el panel visible no es el de Python');
      // Keyboard: the arrow keys move along the tab list and Enter chooses.
      const firstTab = page.getByRole('tab', {selected: true}).first();
      await firstTab.focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      assert.notEqual(await page.getByRole('tab', {selected: true}).first().textContent(), 'Python');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});
