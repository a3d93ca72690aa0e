import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import {serviceArtifacts, services} from '../../config/services';
import {openPage, shutdown} from '../../lib/browserSession';
import {bundledOperations} from './referenceOperations';

after(shutdown);

const LABELS = ['cURL', 'JavaScript', 'Python', 'PHP', 'Java'];

describe('ejemplos de código en la referencia', () => {
  for (const service of services) {
    const first = bundledOperations(service).find((operation) => !operation.webhook)!;
    const route = serviceArtifacts(service).operationRoute(first.operationId);
    test(`${route} muestra las pestañas de los ejemplos de código`, async () => {
      const {page, errors, close} = await openPage(route, {viewport: {width: 1440, height: 900}});
      try {
        const samples = page.locator('section[aria-labelledby="ejemplos-de-codigo"]');
        const labels = (await samples.locator('[role="tab"]').allInnerTexts()).map((label) => label.trim());
        assert.deepEqual(labels, LABELS);
        const panel = samples.locator('[role="tabpanel"]:visible');
        const curl = await panel.innerText();
        assert.match(curl, /curl --request [A-Z]+/);
        assert.match(curl, /--header "[A-Za-z-]+: (Bearer )?\$[A-Z_]+"/);
        await samples.locator('[role="tab"]', {hasText: /^Python$/}).click();
        const python = await samples.locator('[role="tabpanel"]:visible').innerText();
        assert.match(python, /import requests/);
        assert.match(python, /os\.environ\["[A-Z_]+"\]/);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });
  }

  test('la elección de lenguaje se comparte con las guías', async () => {
    const people = serviceArtifacts('people');
    const {page, close} = await openPage(people.operationRoute('createPerson'), {viewport: {width: 1440, height: 900}});
    try {
      await page
        .locator('[role="tab"]', {hasText: /^Python$/})
        .first()
        .click();
      await page.goto(new URL('/docs/primeros-pasos', page.url()).href);
      // The stored choice applies once the guide has hydrated.
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page
        .locator('[role="tab"][aria-selected="true"]', {hasText: /^Python$/})
        .first()
        .waitFor({timeout: 10_000});
    } finally {
      await close();
    }
  });
});
