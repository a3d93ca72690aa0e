/**
 * Bad input fails the build with a message that names the file and the reason. Each case breaks
 * one thing in a temporary copy of the repository and runs the step of the build that reads it:
 * the plugin step directly when that is where the build fails, a full `docusaurus build` otherwise.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {runDocusaurusBuild, runPluginStep, tempCopy, type TempCopy} from './tempCopy';

async function withCopy(check: (copy: TempCopy) => void): Promise<void> {
  const copy = tempCopy();
  try {
    check(copy);
  } finally {
    copy.dispose();
  }
}

describe('la entrada inválida hace fallar el build con el archivo y el motivo', () => {
  test('una especificación con un $ref roto', () =>
    withCopy((copy) => {
      copy.edit('openapi/lexi/paths/search_agreements.yaml', '../components/schemas/AgreementSearchRequest.yaml', '../components/schemas/NoExiste.yaml');
      const {status, output} = runPluginStep(copy, 'api-reference');
      assert.notEqual(status, 0, output);
      assert.match(output, /openapi\/lexi\/paths\/search_agreements\.yaml/);
      assert.match(output, /Can't resolve \$ref|no-unresolved-refs/);
    }));

  test('un ejemplo que no cumple su esquema', () =>
    withCopy((copy) => {
      copy.edit('openapi/lexi/paths/search_agreements.yaml', 'query: ROBERTO SANCHEZ TORRES', 'query: 12345');
      const {status, output} = runPluginStep(copy, 'api-reference');
      assert.notEqual(status, 0, output);
      assert.match(output, /openapi\/lexi\/paths\/search_agreements\.yaml/);
      assert.match(output, /no-invalid-media-type-examples/);
      assert.match(output, /query.*must be string|must be string/);
    }));

  test('falta la fuente de un documento legal', () =>
    withCopy((copy) => {
      copy.remove('legal/politica-disciplinaria.md');
      const {status, output} = runPluginStep(copy, 'legal-pdfs');
      assert.notEqual(status, 0, output);
      assert.match(output, /falta legal\/politica-disciplinaria\.md: "Política disciplinaria" no tiene fuente/);
    }));

  test('un front matter mal formado hace fallar el build y el error nombra el archivo', () =>
    withCopy((copy) => {
      copy.edit('docs/workflows/compatibilidad.md', 'sidebar_label: Compatibilidad', 'sidebar_label: [Compatibilidad');
      const {status, output} = runDocusaurusBuild(copy);
      assert.notEqual(status, 0, output);
      assert.match(output, /docs\/workflows\/compatibilidad\.md/);
      assert.match(output, /front matter/i);
    }));

  test('un enlace de la documentación a una página que no existe', () =>
    withCopy((copy) => {
      copy.edit('docs/workflows/compatibilidad.md', /\n\n/, '\n\nConsulta [la guía](./no-existe.md).\n\n');
      const {status, output} = runDocusaurusBuild(copy);
      assert.notEqual(status, 0, output);
      assert.match(output, /docs\/workflows\/compatibilidad\.md/);
      assert.match(output, /no-existe\.md.*couldn't be resolved|couldn't be resolved.*no-existe\.md/s);
    }));

  test('un enlace de la documentación a un ancla que no existe', () =>
    withCopy((copy) => {
      copy.edit('docs/workflows/compatibilidad.md', /\n\n/, '\n\nConsulta [los errores](./detalles-de-errores.md#ancla-inexistente).\n\n');
      const {status, output} = runDocusaurusBuild(copy);
      assert.notEqual(status, 0, output);
      // Docusaurus checks anchors on the rendered pages, so it names the page by its route.
      assert.match(output, /Broken anchor on source page path = \/docs\/workflows\/compatibilidad/);
      assert.match(output, /ancla-inexistente/);
    }));
});
