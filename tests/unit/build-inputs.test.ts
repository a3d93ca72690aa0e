import assert from 'node:assert/strict';
import {test} from 'node:test';
import {prepareSpec} from '../../lib/openapi/prepareSpec';
import {fillCompanyData} from '../../plugins/legal-pdfs/fillCompanyData';
import {renderLegalPdf} from '../../plugins/legal-pdfs/renderLegalPdf';

test('prepareSpec escribe la URL base configurada en cada servidor y guarda lo que el servidor le agrega', () => {
  const spec = prepareSpec(
    {
      servers: [{url: '{baseUrl}/verification', variables: {baseUrl: {default: 'https://x.example'}}}, {url: 'https://fijo.example'}],
    },
    'https://api.pruebas.example/',
  );
  assert.deepEqual(spec.servers, [
    {url: 'https://api.pruebas.example/verification', 'x-base-url-path': '/verification'},
    {url: 'https://fijo.example'},
  ]);
  assert.throws(
    () => prepareSpec({servers: [{url: 'https://otro.example/{baseUrl}', variables: {baseUrl: {default: 'x'}}}]}, 'https://a.example'),
    /debe empezar por \{baseUrl\}/,
  );
});

test('los marcadores de empresa se llenan y un marcador desconocido es un error', () => {
  const company = {legalName: 'Empresa, S.A. de C.V.', email: 'a@b.example'};
  assert.equal(
    fillCompanyData('Responsable: {{empresa.legalName}} ({{ empresa.email }})', company),
    'Responsable: Empresa, S.A. de C.V. (a@b.example)',
  );
  assert.throws(() => fillCompanyData('{{empresa.telefono}}', company), /marcador desconocido \{\{empresa\.telefono\}\}/);
});

test('un documento legal se convierte en un PDF con su título', async () => {
  const pdf = await renderLegalPdf({
    title: 'Política de prueba',
    markdown: '# Política de prueba\n\n## Objetivo\n\nTexto con **negritas** y acentos: áéíóú ñ ¿¡.\n\n- uno\n- dos\n',
    author: 'Empresa',
    footer: 'Empresa · Política de prueba',
  });
  assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
  assert.ok(pdf.includes(Buffer.from('\ufeffPolítica de prueba', 'utf16le').swap16()));
});

test('un documento legal con Markdown no admitido falla con el motivo', async () => {
  await assert.rejects(
    renderLegalPdf({title: 't', markdown: '```js\ncode\n```\n', author: 'a', footer: 'f'}),
    /no admitido en documentos legales: code/,
  );
});
