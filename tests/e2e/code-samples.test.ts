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
        // Redoc adds its own request payload tab first when the operation has a JSON body.
        assert.deepEqual(labels.slice(-LABELS.length), LABELS);
        assert.ok(labels.length === LABELS.length || labels[0] === 'Payload', `pestañas inesperadas: ${labels.join(', ')}`);
        const panel = tabs.locator('xpath=..');
        assert.match(await panel.locator('[role="tabpanel"]').first().innerText(), /^curl --request [A-Z]+ \\$/m);
        await tabs.locator('[role="tab"]', {hasText: /^Python$/}).click();
        const pythonPanel = panel.locator('[role="tabpanel"]', {hasText: 'import requests'}).first();
        await pythonPanel.waitFor({state: 'visible'});
        const python = await pythonPanel.innerText();
        assert.match(python, /import requests/);
        assert.match(python, /os\.environ\["[A-Z_]+"\]/);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });
  }
});
