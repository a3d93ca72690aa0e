import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {services} from '../../config/services';
import {openPage, shutdown} from './harness';

after(shutdown);

const LABELS = ['cURL', 'JavaScript', 'Python', 'PHP', 'Java'];

/**
 * Clicks a sample tab of the first operation until its code shows. The page serves Redoc's HTML
 * first and starts Redoc on the first interaction, so the first click may land before it is live.
 */
async function showSample(page: Page, label: string, expected: RegExp): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const tabs = page.locator('.redocusaurus [role="tablist"]').filter({hasText: 'cURL'}).first();
    await tabs.locator('[role="tab"]', {hasText: new RegExp(`^${label}$`)}).click();
    const panel = page.locator('.redocusaurus [role="tabpanel"]:visible').filter({hasText: expected}).first();
    // The server HTML is swapped for live Redoc on that first click: a panel found just before the
    // swap reads empty, so the text itself must match before it counts.
    const text = (await panel.count()) ? await panel.innerText().catch(() => '') : '';
    if (expected.test(text)) return text;
    await page.waitForTimeout(500);
  }
  assert.fail(`la pestaña ${label} no mostró ${expected}`);
}

describe('ejemplos de código en la referencia', () => {
  for (const service of services) {
    test(`${service.route} muestra las pestañas de los ejemplos de código`, async () => {
      const {page, errors, close} = await openPage(service.route, {viewport: {width: 1440, height: 900}});
      try {
        const tabs = page.locator('.redocusaurus [role="tablist"]').filter({hasText: 'cURL'}).first();
        await tabs.waitFor({state: 'visible'});
        const labels = (await tabs.locator('[role="tab"]').allTextContents()).map((label) => label.trim());
        // Redoc adds its own request payload tab first when the operation has a JSON body.
        assert.deepEqual(labels.slice(-LABELS.length), LABELS);
        assert.ok(labels.length === LABELS.length || labels[0] === 'Payload', `pestañas inesperadas: ${labels.join(', ')}`);
        const curl = await showSample(page, 'cURL', /curl --request [A-Z]+/);
        assert.match(curl, /--header "[A-Za-z-]+: (Bearer )?\$[A-Z_]+"/);
        const python = await showSample(page, 'Python', /import requests/);
        assert.match(python, /os\.environ\["[A-Z_]+"\]/);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });
  }
});
