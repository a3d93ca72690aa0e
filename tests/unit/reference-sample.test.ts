/**
 * Which reference pages the browser checks load (tests/e2e/referenceSample.ts): every page when the
 * reference's templates or the specs changed or git cannot tell, else a sample; the sample, on the eight
 * published specs, shows every API and every variant of the page template at least once.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {services} from '../../config/services';
import {publishSpec} from '../../plugins/api-reference/publishSpec';
import {serviceView} from '../../plugins/api-reference/viewModel/service';
import type {OperationView} from '../../plugins/api-reference/viewModel/types';
import {browserPlan, coveringSample, pageVariants} from '../e2e/referenceSample';

const workDir = mkdtempSync(path.join(tmpdir(), 'muestra-'));
after(() => rmSync(workDir, {recursive: true, force: true}));
const views: OperationView[] = [];

before(async () => {
  for (const service of services)
    views.push(...serviceView(service, await publishSpec(service, workDir, 'https://api.sandbox.identia.example')).operations);
});

describe('todas las páginas o la muestra', () => {
  test('una especificación, una plantilla de la referencia o sus pruebas cambiadas: todas', () => {
    for (const file of [
      'openapi/people/paths/people.yaml',
      'openapi/_shared/components/responses/Unauthorized.yaml',
      'plugins/api-reference/theme/ApiOperationPage/index.tsx',
      'tests/e2e/referenceSample.ts',
    ])
      assert.equal(browserPlan({}, ['README.md', file]).full, true, file);
  });

  test('otros cambios: la muestra; sin historia de git: todas', () => {
    assert.deepEqual(browserPlan({}, ['src/pages/index.tsx', 'docs/primeros-pasos.mdx', 'tests/e2e/layout.test.ts']), {
      full: false,
      reason: 'ni las plantillas de la referencia ni las especificaciones cambiaron',
    });
    assert.equal(browserPlan({}, []).full, false);
    assert.equal(browserPlan({}, null).full, true);
  });

  test('E2E_REFERENCE decide por encima del diff, y un valor desconocido falla en español', () => {
    assert.equal(browserPlan({E2E_REFERENCE: 'completo'}, []).full, true);
    assert.equal(browserPlan({E2E_REFERENCE: 'muestra'}, ['openapi/people/openapi.yaml']).full, false);
    assert.throws(() => browserPlan({E2E_REFERENCE: 'todo'}, []), /^Error: E2E_REFERENCE: «todo» no es un valor válido: usa «completo»/);
  });
});

describe('la muestra sobre las ocho APIs publicadas', () => {
  test('muestra cada API y cada variante de la plantilla, con muchas menos páginas', () => {
    const sample = coveringSample(views, pageVariants);
    const shown = new Set(sample.flatMap(pageVariants));
    assert.deepEqual(
      [...new Set(views.flatMap(pageVariants))].filter((variant) => !shown.has(variant)),
      [],
    );
    assert.deepEqual(new Set(sample.map((view) => view.serviceId)), new Set(services.map((service) => service.id)));
    for (const variant of [
      'tipo:webhook',
      'tipo:operation',
      'parametros:path',
      'parametros:query',
      'cuerpo:multipart/form-data',
      'cuerpo:application/json',
      'cuerpo:ninguno',
    ])
      assert.ok(shown.has(variant), variant);
    console.log(`muestra: ${sample.length} de ${views.length} páginas, ${shown.size} variantes`);
    assert.ok(views.length >= 280 && sample.length < views.length / 4, `${sample.length} de ${views.length}`);
  });

  test('en cada paso toma la página que añade más variantes sin mostrar', () => {
    const pages = [['a'], ['a', 'b'], ['c'], ['b', 'c', 'd']];
    assert.deepEqual(
      coveringSample(pages, (page) => page),
      [['b', 'c', 'd'], ['a']],
    );
  });
});
