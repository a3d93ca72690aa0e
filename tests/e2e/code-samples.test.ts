import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import {services} from '../../config/services';
import {openPage, shutdown} from './harness';

after(shutdown);

const LABELS = ['cURL', 'JavaScript', 'Python', 'PHP', 'Java'];

describe('ejemplos de código en la referencia', () => {
  for (const service of services) {
    test(`${service.route} muestra las pestañas de los ejemplos de código`, async () => {
      const {page, errors, close} = await openPage(service.route, {viewport: {width: 1440, height: 900}});
      try {
        // The first operation's sample tabs, in the right-hand panel of Redoc.
        const tabs = page.locator('.redocusaurus [role="tablist"]').filter({hasText: 'cURL'}).first();
        await tabs.waitFor({state: 'visible'});
        const labels = (await tabs.locator('[role="tab"]').allInnerTexts()).map((label) => label.trim());
        assert.deepEqual(labels, LABELS);
        const panel = tabs.locator('xpath=..');
        assert.match(await panel.locator('[role="tabpanel"]').first().innerText(), /^curl --request [A-Z]+ \\$/m);
        await tabs.locator('[role="tab"]', {hasText: /^Python$/}).click();
        const python = await panel.locator('[role="tabpanel"]:visible').first().innerText();
        assert.match(python, /import requests/);
        assert.match(python, /os\.environ\["[A-Z_]+"\]/);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });
  }
});
