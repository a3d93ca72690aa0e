import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import {openPage, shutdown} from '../../lib/browserSession';
import {axeViolations, duplicateIds, leakedEnglish, literalBackticks} from './pageQuality';
import {siteRoutes} from './routes';

after(shutdown);

// Three routes at a time: most of each test is waiting for the network to go idle.
describe('calidad de cada página', {concurrency: 3}, () => {
  for (const {route} of siteRoutes) {
    test(`${route}: sin errores de consola, violaciones de accesibilidad, Markdown sin interpretar ni ids repetidos`, async () => {
      // axe is injected as a script, so this context bypasses the CSP (the CSP is tested elsewhere).
      const {page, errors, close} = await openPage(route, {bypassCSP: true, waitUntil: 'networkidle'});
      try {
        assert.deepEqual(await axeViolations(page), []);
        assert.deepEqual(errors, []);
        assert.deepEqual(await leakedEnglish(page), [], 'texto de la interfaz en inglés');
        assert.deepEqual(await literalBackticks(page), [], 'Markdown sin interpretar (comillas invertidas fuera del código)');
        assert.deepEqual(await duplicateIds(page), [], 'ids repetidos');
      } finally {
        await close();
      }
    });
  }
});
