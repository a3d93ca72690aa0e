/**
 * The check a request gets before it is sent (the try-it console and the MCP server's `llamar`) reads
 * the request as a request, for every kind of body and parameter: a writeOnly field is demanded when
 * required (a signer's `password`), a readOnly one never is, and every required field, part and
 * parameter is enforced. First on every operation of the eight published specs, then on a small spec
 * written here for what the specs do not use (readOnly fields).
 */
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {services} from '../../config/services';
import {publishSpec} from '../../plugins/api-reference/publishSpec';
import {findOperation, type OperationModel, type Spec} from '../../sandbox/src/contract/operation';
import {parameterKey} from '../../sandbox/src/contract/parameters';
import {checkRequest, isMultipartBody, type BodyToCheck} from '../../sandbox/src/contract/requestCheck';
import {HTTP_METHODS} from '../../sandbox/src/engine/operations';
import {resolve as resolveRef} from '../../sandbox/src/engine/refs';

const workDir = mkdtempSync(path.join(tmpdir(), 'comprobacion-'));
after(() => rmSync(workDir, {recursive: true, force: true}));

interface Published {
  api: string;
  spec: Spec;
  model: OperationModel;
}
const published: Published[] = [];

before(async () => {
  for (const service of services) {
    const spec = await publishSpec(service, workDir, 'https://api.sandbox.identia.example');
    for (const item of Object.values<Record<string, {operationId?: string}>>(spec.paths ?? {}))
      for (const method of HTTP_METHODS) {
        const operationId = resolveRef(spec, item)?.[method]?.operationId;
        const model = operationId ? findOperation(spec, operationId) : undefined;
        if (model) published.push({api: service.id, spec, model});
      }
  }
});

const check = (spec: Spec, model: OperationModel, body: BodyToCheck, parameters: Record<string, string> = {}) =>
  checkRequest(spec, model, {parameters, body, credentials: {}, credentialRequired: false});

/** Whether a property of the body's schema (or of one of its allOf parts) is marked with the keyword. */
function marked(spec: Spec, schema: unknown, name: string, keyword: 'readOnly' | 'writeOnly'): boolean {
  const resolved = resolveRef(spec, schema);
  if (resolveRef(spec, resolved?.properties?.[name])?.[keyword] === true) return true;
  return (resolved?.allOf ?? []).some((part: unknown) => marked(spec, part, name, keyword));
}

describe('las ocho APIs publicadas: cada campo, parte y parámetro obligatorio se exige', () => {
  test('se leyeron las operaciones de las ocho APIs', () => {
    assert.deepEqual([...new Set(published.map(({api}) => api))].sort(), services.map((service) => service.id).sort());
    assert.ok(published.length >= 280, `solo ${published.length} operaciones`);
  });

  test('cuerpo JSON vacío: falta cada campo obligatorio, también los writeOnly (la contraseña de un firmante)', () => {
    let writeOnlyRequired = 0;
    for (const {api, spec, model} of published) {
      if (!model.body || isMultipartBody(model) || !/json/.test(model.body.mediaType)) continue;
      const issues = check(spec, model, {kind: 'json', text: '{}'});
      for (const field of model.body.fields.filter((candidate) => candidate.required)) {
        if (marked(spec, model.body.schema, field.name, 'writeOnly')) writeOnlyRequired += 1;
        assert.ok(
          issues.some((issue) => issue.path === field.name && issue.message === `Falta el campo obligatorio «${field.name}».`),
          `${api} ${model.operationId}: no se exige «${field.name}» (${JSON.stringify(issues)})`,
        );
      }
    }
    assert.ok(writeOnlyRequired > 0, 'ningún cuerpo JSON publicado exige un campo writeOnly: el caso no se probó');
  });

  test('cuerpo JSON: el ejemplo documentado de cada operación cumple como petición', () => {
    for (const {api, spec, model} of published) {
      if (!model.body || isMultipartBody(model) || model.body.example === undefined) continue;
      const bodyIssues = check(spec, model, {kind: 'json', text: JSON.stringify(model.body.example)}).filter(
        (issue) => !issue.path.includes('(parámetro'),
      );
      assert.deepEqual(bodyIssues, [], `${api} ${model.operationId}`);
    }
  });

  test('cuerpo multipart sin partes: falta cada parte obligatoria, archivo o texto (writeOnly incluidas)', () => {
    let checked = 0;
    for (const {api, spec, model} of published) {
      if (!model.body || !isMultipartBody(model)) continue;
      const issues = check(spec, model, {kind: 'multipart', parts: {}});
      for (const field of model.body.fields.filter((candidate) => candidate.required)) {
        checked += 1;
        const message = field.file ? 'Falta el archivo, que es obligatorio.' : 'Es obligatorio.';
        assert.ok(
          issues.some((issue) => issue.path === field.name && issue.message === message),
          `${api} ${model.operationId}: no se exige la parte «${field.name}»`,
        );
      }
    }
    assert.ok(checked > 0, 'ningún cuerpo multipart publicado tiene partes obligatorias');
  });

  test('un cuerpo obligatorio ausente se pide, JSON o multipart', () => {
    for (const {api, spec, model} of published) {
      if (!model.body?.required || isMultipartBody(model)) continue;
      assert.deepEqual(
        check(spec, model, {kind: 'none'}).filter((issue) => issue.path === '(cuerpo)'),
        [{path: '(cuerpo)', message: 'El cuerpo es obligatorio.'}],
        `${api} ${model.operationId}`,
      );
    }
  });

  test('parámetros de ruta, consulta y encabezado: cada obligatorio vacío se pide', () => {
    const kinds = new Set<string>();
    for (const {api, spec, model} of published) {
      const issues = check(spec, model, {kind: 'none'});
      for (const parameter of model.parameters.filter((candidate) => candidate.required)) {
        kinds.add(parameter.in);
        const where = {path: 'de ruta', query: 'de consulta', header: 'de encabezado'}[parameter.in];
        assert.ok(
          issues.some((issue) => issue.path === `${parameter.name} (parámetro ${where})` && issue.message === 'Es obligatorio.'),
          `${api} ${model.operationId}: no se pide ${parameterKey(parameter)}`,
        );
      }
    }
    assert.ok(kinds.has('path'), 'ninguna operación publicada tiene un parámetro de ruta');
  });
});

describe('una especificación escrita aquí: readOnly y writeOnly en cada tipo de cuerpo y en un parámetro', () => {
  const account = {
    type: 'object',
    required: ['id', 'password', 'name', 'owner'],
    properties: {
      id: {type: 'string', readOnly: true},
      password: {type: 'string', writeOnly: true},
      name: {type: 'string'},
      owner: {
        type: 'object',
        required: ['created_at', 'pin'],
        properties: {created_at: {type: 'string', readOnly: true}, pin: {type: 'string', writeOnly: true}},
      },
    },
  };
  const spec: Spec = {
    openapi: '3.1.0',
    components: {schemas: {Account: account}},
    paths: {
      '/accounts/{id}': {
        post: {
          operationId: 'jsonBody',
          parameters: [
            {name: 'id', in: 'path', schema: {type: 'string'}},
            {name: 'page', in: 'query', required: true, schema: {type: 'integer', minimum: 1}},
            {name: 'X-Request', in: 'header', required: true, schema: {type: 'string'}},
          ],
          requestBody: {required: true, content: {'application/json': {schema: {allOf: [{$ref: '#/components/schemas/Account'}]}}}},
          responses: {'200': {description: 'OK'}},
        },
        put: {
          operationId: 'formBody',
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['id', 'password', 'file'],
                  properties: {
                    id: {type: 'string', readOnly: true},
                    password: {type: 'string', writeOnly: true},
                    file: {type: 'string', format: 'binary'},
                  },
                },
              },
            },
          },
          responses: {'200': {description: 'OK'}},
        },
      },
    },
  };
  const model = (operationId: string) => findOperation(spec, operationId)!;
  const parameters = {'path:id': 'a1', 'query:page': '1', 'header:X-Request': 'r'};

  test('JSON: writeOnly se exige y readOnly no, también dentro de un objeto y a través de allOf y $ref', () => {
    assert.deepEqual(check(spec, model('jsonBody'), {kind: 'json', text: '{"name": "Ana", "owner": {}}'}, parameters), [
      {path: 'password', message: 'Falta el campo obligatorio «password».'},
      {path: 'owner.pin', message: 'Falta el campo obligatorio «pin».'},
    ]);
    assert.deepEqual(
      check(spec, model('jsonBody'), {kind: 'json', text: '{"name": "Ana", "password": "x", "owner": {"pin": "1"}}'}, parameters),
      [],
    );
  });

  test('multipart: la parte writeOnly se exige y la readOnly no', () => {
    assert.deepEqual(check(spec, model('formBody'), {kind: 'multipart', parts: {}}), [
      {path: 'password', message: 'Es obligatorio.'},
      {path: 'file', message: 'Falta el archivo, que es obligatorio.'},
    ]);
    assert.deepEqual(check(spec, model('formBody'), {kind: 'multipart', parts: {password: 'x', file: 'a.pdf'}}), []);
  });

  test('parámetros: el de ruta siempre es obligatorio, el de consulta y el de encabezado cuando lo dicen, y se validan', () => {
    const body: BodyToCheck = {kind: 'json', text: '{"name": "Ana", "password": "x", "owner": {"pin": "1"}}'};
    assert.deepEqual(check(spec, model('jsonBody'), body, {}), [
      {path: 'id (parámetro de ruta)', message: 'Es obligatorio.'},
      {path: 'page (parámetro de consulta)', message: 'Es obligatorio.'},
      {path: 'X-Request (parámetro de encabezado)', message: 'Es obligatorio.'},
    ]);
    assert.deepEqual(check(spec, model('jsonBody'), body, {...parameters, 'query:page': '0'}), [
      {path: 'page (parámetro de consulta)', message: 'Debe ser mayor o igual que 1.'},
    ]);
  });
});
