/**
 * Signt's document lifecycle (sandbox/src/state/lifecycles/signtDocuments.ts), each rule both ways: the step the
 * state allows, and the refusal with the API's documented body. Product spec §4: «Document lifecycle: created,
 * filled, generated, signed with NOM 151. Generate needs all fields filled. Sign needs a generated document. After
 * signing, fill, add-signer and add-sign-field changes are refused. Download and preview need a generated
 * document. With a callback_url the call answers 'Webhook created'.»
 */
import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';
import type {StatefulSandbox} from '../../sandbox/src/state';
import {caller, statefulSandbox} from './sandboxState';

const TEMPLATE = '9b2f4c1e-7a3d-4e8b-9c61-2f5a8d0e4b17';
const NAME_FIELD = '3c8e1f52-4b7a-4d19-8e2c-6a0f9b3d7e41';
const DATE_FIELD = '5d1a7b93-2e6c-4f08-a3b5-8c7e0d2f1a69';
const SIGNED = {success: false, code: 400, error: "Document has already been signed, can't make changes"};
const NOT_GENERATED = {success: false, code: 400, error: 'Document has not been generated'};

let sandbox: StatefulSandbox;
let call: ReturnType<typeof caller>;
before(async () => {
  sandbox = await statefulSandbox();
  call = caller(sandbox);
});

const newDocument = (extra: Record<string, unknown> = {}) =>
  call('POST', '/signt/documents', {name: 'Contrato de arrendamiento - Calle Roble 12', template_id: TEMPLATE, ...extra}).body.result
    .id as string;
const fill = (id: string, fields: Record<string, string>) => call('POST', `/signt/documents/${id}/fill-elements`, {fields});
const both = {[NAME_FIELD]: 'Laura Gómez Ibarra', [DATE_FIELD]: '2026-04-01'};

describe('generar', () => {
  test('sin llenar: 400 con missing_fields (name, template_element_id) de cada campo de la plantilla sin valor', () => {
    const id = newDocument();
    const refused = call('GET', `/signt/documents/${id}/generate`);
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.error.missing_fields, [
      {name: 'nombre_arrendatario', template_element_id: NAME_FIELD},
      {name: 'fecha_inicio', template_element_id: DATE_FIELD},
    ]);
    fill(id, {[NAME_FIELD]: 'Laura Gómez Ibarra'});
    assert.deepEqual(call('GET', `/signt/documents/${id}/generate`).body.error.missing_fields, [
      {name: 'fecha_inicio', template_element_id: DATE_FIELD},
    ]);
  });

  test('llenado (con fill-elements o con elements al crearlo): 200 y last_generated_at del reloj', () => {
    const filled = newDocument();
    fill(filled, both);
    const generated = call('GET', `/signt/documents/${filled}/generate`);
    assert.equal(generated.status, 200);
    assert.equal(generated.body.result.last_generated_at, '2026-03-04T05:06:07Z');
    const atCreation = newDocument({elements: Object.entries(both).map(([template_element_id, value]) => ({template_element_id, value}))});
    assert.equal(call('GET', `/signt/documents/${atCreation}/generate`).status, 200);
  });
});

describe('firmar y descargar', () => {
  test('sin generar: 400 «Document has not been generated»', () => {
    const id = newDocument();
    assert.deepEqual(call('GET', `/signt/documents/${id}/sign`).body, NOT_GENERATED);
    assert.deepEqual(call('GET', `/signt/documents/${id}/download`).body, NOT_GENERATED);
  });

  test('generado: firmar responde la URL de ese documento y descargar responde 200', () => {
    const id = newDocument();
    fill(id, both);
    call('GET', `/signt/documents/${id}/generate`);
    assert.equal(call('GET', `/signt/documents/${id}/download`).status, 200);
    const signed = call('GET', `/signt/documents/${id}/sign`);
    assert.equal(signed.status, 200);
    assert.ok(signed.body.result.document_url.includes(id), signed.body.result.document_url);
  });

  test('con callback_url, firmar responde «Webhook created»', () => {
    const id = newDocument({callback_url: 'https://receptor.example/webhooks/signt'});
    fill(id, both);
    call('GET', `/signt/documents/${id}/generate`);
    assert.deepEqual(call('GET', `/signt/documents/${id}/sign`).body, {success: true, result: 'Webhook created'});
  });
});

describe('después de firmar', () => {
  test('llenar, agregar firmantes y agregar campos de firma: permitido antes, 400 «already been signed» después', () => {
    const id = newDocument();
    const signers = {signers: [{id: '6b1e3f9a-8d2c-4b75-9e0a-3f7c1d5b8a26', expires_in: 15}]};
    const signFields = {
      signers: [{id: '6b1e3f9a-8d2c-4b75-9e0a-3f7c1d5b8a26', meta_signs: [{page: 1, top: 10, left: 10, width: 100, height: 30}]}],
    };
    assert.equal(fill(id, both).status, 200);
    assert.equal(call('POST', `/signt/documents/${id}/add-signers`, signers).status, 200);
    assert.equal(call('POST', `/signt/documents/${id}/add-sign-fields`, signFields).status, 200);
    call('GET', `/signt/documents/${id}/generate`);
    call('GET', `/signt/documents/${id}/sign`);
    assert.deepEqual(fill(id, both).body, SIGNED);
    assert.deepEqual(call('POST', `/signt/documents/${id}/add-signers`, signers).body, SIGNED);
    assert.deepEqual(call('POST', `/signt/documents/${id}/add-sign-fields`, signFields).body, SIGNED);
  });
});

describe('los ejemplos documentados funcionan sin cambios', () => {
  test('el documento de los ejemplos está generado y lleno: generarlo y firmarlo responden 200', () => {
    const example = '4a7f9c2d-1e5b-4c83-9d6a-0b2e8f7c3a15';
    assert.equal(call('GET', `/signt/documents/${example}/generate`).status, 200);
    assert.equal(call('GET', `/signt/documents/${example}/sign`).status, 200);
    sandbox.reset();
  });
});
