/** How an operation page folds a long description under its lead (issue 51: the contract within one screen). */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {splitLead} from '../../plugins/api-reference/viewModel/splitLead';

const long = 'Texto que sigue y que ocupa más de un par de renglones en la columna del contrato, '.repeat(3);

test('un texto largo se parte tras su primer párrafo; uno corto no se parte', () => {
  assert.deepEqual(splitLead(`<p>Primero.</p>\n<p>${long}</p>`), {lead: '<p>Primero.</p>', rest: `<p>${long}</p>`});
  assert.deepEqual(splitLead('<p>Primero.</p>\n<p>Corto.</p>'), {lead: '<p>Primero.</p>\n<p>Corto.</p>'});
  // A description that opens with a list or a heading is left whole.
  assert.deepEqual(splitLead(`<ul><li>a</li></ul><p>${long}</p>`), {lead: `<ul><li>a</li></ul><p>${long}</p>`});
});

test('con bySentence, un solo párrafo se parte tras su primera oración, nunca dentro de un código', () => {
  const paragraph = `<p>Documento en <code>multipart/form-data. No</code> se corta aquí. ${long}</p>`;
  assert.deepEqual(splitLead(paragraph, {bySentence: true}), {
    lead: '<p>Documento en <code>multipart/form-data. No</code> se corta aquí.</p>',
    rest: `<p>${long.trim()}</p>`,
  });
  assert.deepEqual(splitLead(paragraph), {lead: paragraph});
  assert.deepEqual(splitLead('<p>Una sola oración.</p>', {bySentence: true}), {lead: '<p>Una sola oración.</p>'});
});

test('con longLead, un primer párrafo más largo se parte tras su primera oración y el resto va con lo demás', () => {
  const first = `<p>Primera oración. ${long}</p>`;
  assert.deepEqual(splitLead(`${first}\n<p>Después.</p>`, {longLead: 100}), {
    lead: '<p>Primera oración.</p>',
    rest: `<p>${long.trim()}</p>\n<p>Después.</p>`,
  });
  assert.deepEqual(splitLead(first, {longLead: 1000}), {lead: first});
});
