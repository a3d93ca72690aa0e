/**
 * The error catalogue's generator against the published specs: every error message in the
 * specs' examples is in the catalogue, the catalogue has no message the specs lack, each has its
 * explanation, and a message without one fails with a Spanish error naming it and its API.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {services} from '../../config/services';
import type {BundledSpec} from '../../lib/openapi/publishedSpec';
import {
  errorCatalogueAnchor,
  errorMessages,
  errorResponses,
  explanationKey,
  messageOnlySuccesses,
} from '../../plugins/error-catalogue/catalogue';
import {explanations} from '../../plugins/error-catalogue/explanations';
import {buildCatalogue, errorCatalogueEntries, MissingExplanationError} from '../../plugins/error-catalogue/model';
import {publishSpec} from '../../plugins/api-reference/publishSpec';
import {siteSettings} from '../../config/site';
import type {SpecNode} from '../../lib/openapi/types';

/** The specs bundled now from openapi/ (never an earlier build's copy, which may be stale). */
async function loadBundled(): Promise<BundledSpec[]> {
  const downloadsDir = mkdtempSync(path.join(tmpdir(), 'catalogo-'));
  try {
    const bundled: BundledSpec[] = [];
    for (const service of services) bundled.push({service, spec: await publishSpec(service, downloadsDir, siteSettings.apiBaseUrl)});
    return bundled;
  } finally {
    rmSync(downloadsDir, {recursive: true, force: true});
  }
}

/** Every string an error example carries at any depth, to check the extractor misses no message. */
function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(strings);
  if (node && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
}

describe('catálogo de errores', async () => {
  const bundled = await loadBundled();
  const catalogue = buildCatalogue(bundled);

  test('cada mensaje de los ejemplos de error está en el catálogo y el catálogo no tiene otros', () => {
    const fromSpecs = new Set<string>();
    for (const {service, spec} of bundled) {
      for (const {status, examples} of [...errorResponses(spec), ...messageOnlySuccesses(spec)]) {
        for (const {value} of examples) for (const {message} of errorMessages(value)) fromSpecs.add(`${service.id} ${status} ${message}`);
      }
    }
    const inCatalogue = new Set(
      catalogue.messages.flatMap((entry) => entry.answers.map((answer) => `${answer.api} ${answer.status} ${entry.message}`)),
    );
    assert.ok(fromSpecs.size > 100, `solo ${fromSpecs.size} respuestas de error`);
    assert.deepEqual([...inCatalogue].sort(), [...fromSpecs].sort());
  });

  test('el catálogo incluye los nueve fallos de Visionary que responden 200 con solo un mensaje (especificación, §8)', () => {
    const visionary200 = catalogue.messages
      .filter((entry) => entry.answers.some((answer) => answer.api === 'visionary' && answer.status === 200))
      .map((entry) => entry.message);
    assert.deepEqual(
      visionary200.sort(),
      [
        "Can't extract enough information from the image",
        'Document is not a bank statement',
        'Not a Carta Libranza',
        'Not a CIF',
        'Not a CURP',
        'Not a FM2',
        'Not a NSS assignment',
        'Not a passport',
        'Not an address proof',
      ].sort(),
    );
  });

  test('el extractor no pierde mensajes en inglés o español de los cuerpos de error', () => {
    const messages = new Set(catalogue.messages.map((entry) => entry.message));
    for (const {spec} of bundled) {
      for (const {examples} of errorResponses(spec)) {
        for (const {value} of examples) {
          const sentences = strings(value).filter((text) => /\s/.test(text) && !/^https?:/.test(text) && text.length > 12);
          for (const sentence of sentences) {
            // Provider echoes (`message_renapo`) repeat in Spanish what `message` says; they are details, not messages.
            if ((value as SpecNode)?.errors?.message_renapo === sentence) continue;
            // Visionary's `error` is the HTTP reason phrase beside its `message` and `error_type`.
            if ((value as SpecNode)?.error_type !== undefined && (value as SpecNode).error === sentence) continue;
            assert.ok(messages.has(sentence), `el catálogo no tiene «${sentence}»`);
          }
        }
      }
    }
  });

  test('todas las APIs aparecen y cada mensaje tiene explicación y operaciones enlazadas', () => {
    // An API whose errors the product spec documents without a body has no message to list.
    const withBodies = bundled
      .filter(({spec}) => errorResponses(spec).some(({examples}) => examples.some(({value}) => errorMessages(value).length > 0)))
      .map(({service}) => service.id);
    assert.deepEqual(
      [...new Set(catalogue.messages.flatMap((entry) => entry.answers.map((answer) => answer.api)))].sort(),
      withBodies.sort(),
    );
    for (const entry of catalogue.messages) {
      assert.ok(entry.explanation.meaning.length > 10 && entry.explanation.action.length > 10, entry.message);
      for (const answer of entry.answers) {
        assert.ok(answer.operations.length > 0, entry.message);
        for (const operation of answer.operations) assert.match(operation.route, new RegExp(`^/docs/api/${answer.api}/[a-z0-9-]+$`));
      }
    }
  });

  test('ninguna explicación sobra: cada clave corresponde a un mensaje de las especificaciones', () => {
    const keys = new Set(catalogue.messages.map((entry) => explanationKey(entry.message)));
    assert.deepEqual(
      Object.keys(explanations).filter((key) => !keys.has(key)),
      [],
    );
  });

  test('un mensaje sin explicación detiene la construcción con un error en español que lo nombra', () => {
    const {['Person not found']: _removed, ...incomplete} = explanations;
    assert.throws(
      () => buildCatalogue(bundled, incomplete),
      (error: unknown) =>
        error instanceof MissingExplanationError &&
        /API Workflows: «Person not found»/.test((error as Error).message) &&
        /no tiene explicación/.test((error as Error).message),
    );
  });

  test('anclas estables: el slug del mensaje, con el uuid del ejemplo fuera', () => {
    assert.equal(errorCatalogueAnchor('Failed authorization'), 'error-failed-authorization');
    assert.equal(errorCatalogueAnchor('[type] field must be one of: INE, INE_REVERSO'), 'error-type-field-must-be-one-of-ine-ine-reverso');
    assert.equal(
      errorCatalogueAnchor('No query results for model [App\\Models\\Person] 9b2f4c1e-7a3d-4e8b-9c61-2f5d8a0e4b17'),
      errorCatalogueAnchor('No query results for model [App\\Models\\Person] 00000000-7a3d-4e8b-9c61-2f5d8a0e4b17'),
    );
    assert.equal(new Set(catalogue.messages.map((entry) => entry.anchor)).size, catalogue.messages.length);
  });

  test('los cuerpos de error de cada API, con ejemplo', () => {
    for (const {api} of catalogue.messages.flatMap((entry) => entry.answers))
      assert.ok(
        catalogue.shapes.some((shape) => shape.api === api),
        api,
      );
    assert.ok(catalogue.shapes.some((shape) => shape.api === 'people' && shape.fields.join() === 'success,code,error'));
  });

  test('entradas de búsqueda: una por API, estado y mensaje, con URL al ancla', () => {
    const entries = errorCatalogueEntries(bundled);
    const total = catalogue.messages.reduce((sum, entry) => sum + entry.answers.length, 0);
    assert.equal(entries.length, total);
    const curp = entries.find((entry) => entry.title.includes('CURP not found'));
    assert.ok(curp);
    assert.equal(curp.url, '/docs/errores#error-curp-not-found');
    assert.equal(curp.api, 'verification');
    assert.equal(curp.status, 404);
    assert.match(curp.text, /Qué hacer/);
  });

  test('extrae mensaje y código de las cuatro formas de cuerpo de error (por campo, error con código, error_type, detail) y nada de un texto', () => {
    assert.deepEqual(errorMessages({success: false, code: 422, error: {name: ['The name field is required.']}}), [
      {message: 'The name field is required.'},
    ]);
    assert.deepEqual(errorMessages({success: false, data: null, error: {code: 'BAD_REQUEST', message: 'query field is required'}}), [
      {message: 'query field is required', code: 'BAD_REQUEST'},
    ]);
    assert.deepEqual(errorMessages({message: 'No file provided', error: 'Unprocessable Entity', error_type: 'UNPROCESSABLE_ENTITY'}), [
      {message: 'No file provided', code: 'UNPROCESSABLE_ENTITY'},
    ]);
    assert.deepEqual(errorMessages({detail: [{loc: ['body', 'file'], msg: 'field required', type: 'value_error.missing'}]}), [
      {message: 'field required', code: 'value_error.missing'},
    ]);
    assert.deepEqual(errorMessages('texto'), []);
  });
});
