/**
 * The test identities (sandbox/src/engine/testIdentities.ts): each passes its check digits; each row of
 * the outcome table names an operation and a named example its published spec documents; the engine
 * answers that example to the listed identity and the success example to another valid identity of the
 * same kind, in the same field of the same operation.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {before, describe, test} from 'node:test';
import {services} from '../../config/services';
import {repoRoot} from '../../lib/paths';
import {identityOutcomeTableMarkdown, testIdentityTableMarkdown} from '../../lib/testIdentitiesMarkdown';
import {createSandbox, responseExamples, SOURCE_HEADER, type Sandbox, type SandboxResponse, type SpecNode} from '../../sandbox/src/engine';
import {TEST_IDENTITY_SOURCE} from '../../sandbox/src/engine/identityOutcome';
import {CIC_PATTERN, isValidClabe, isValidCurp, isValidRfc, mrzCheckDigit} from '../../sandbox/src/engine/mexicanIds';
import {resolve} from '../../sandbox/src/engine/refs';
import {
  IDENTITY_OUTCOMES,
  outcomeValue,
  TEST_IDENTITIES,
  testIdentitiesDocument,
  type IdentityOutcome,
  type TestIdentity,
} from '../../sandbox/src/engine/testIdentities';
import {loadSandboxModels} from '../../scripts/lib/sandboxModels';

let sandbox: Sandbox;
before(async () => {
  const models = await loadSandboxModels(services);
  sandbox = createSandbox(models.map(({service, model}) => ({id: service.id, spec: model})));
});

const CREDENTIALS = {'Rem-Apikey': 'llave-de-prueba', 'x-api-key': 'llave-de-prueba', 'Content-Type': 'application/json'};
const bodyOf = (response: SandboxResponse) => (response.body === '' ? undefined : JSON.parse(response.body));

describe('cada identidad pasa sus dígitos verificadores', () => {
  for (const identity of TEST_IDENTITIES) {
    test(`${identity.id}: ${identity.label}`, () => {
      if (identity.kind === 'curp') {
        assert.ok(isValidCurp(identity.value), identity.value);
        assert.equal(identity.value[10], identity.sex);
      } else if (identity.kind === 'rfc') {
        assert.ok(isValidRfc(identity.value), identity.value);
        assert.equal(identity.value.length, identity.person === 'fisica' ? 13 : 12);
      } else if (identity.kind === 'clabe') {
        assert.ok(isValidClabe(identity.value), identity.value);
      } else {
        assertIneZone(identity);
      }
    });
  }

  test('hay CURP con sexo H, M y X, RFC de persona física y moral, CLABE e INE', () => {
    const kinds = new Set(
      TEST_IDENTITIES.map((identity) =>
        identity.kind === 'curp' ? `curp-${identity.sex}` : identity.kind === 'rfc' ? `rfc-${identity.person}` : identity.kind,
      ),
    );
    assert.deepEqual([...kinds].sort(), ['clabe', 'curp-H', 'curp-M', 'curp-X', 'ine', 'rfc-fisica', 'rfc-moral']);
  });

  test('cada identidad tiene un id propio', () => {
    assert.equal(new Set(TEST_IDENTITIES.map((identity) => identity.id)).size, TEST_IDENTITIES.length);
  });

  test('un dígito verificador cambiado deja de pasar (la comprobación puede fallar)', () => {
    const curp = TEST_IDENTITIES.find((identity) => identity.kind === 'curp')!;
    assert.equal(isValidCurp(curp.value.slice(0, 17) + ((Number(curp.value[17]) + 1) % 10)), false);
  });
});

/** The reverse of a credential as Vision reads it: the CIC's digit, the two dates' digits and the composite one. */
function assertIneZone(identity: Extract<TestIdentity, {kind: 'ine'}>): void {
  const [first, second, third] = identity.lines;
  for (const line of identity.lines) assert.equal(line.length, 30, line);
  assert.match(identity.cic, CIC_PATTERN);
  assert.match(identity.ocr, /^\d{13}$/);
  assert.equal(identity.cic_digit_check, mrzCheckDigit(identity.cic));
  assert.equal(first, `IDMEX${identity.cic}${identity.cic_digit_check}<<${identity.ocr}`);
  assert.equal(second[6], mrzCheckDigit(second.slice(0, 6)), 'dígito de la fecha de nacimiento');
  assert.equal(second[14], mrzCheckDigit(second.slice(8, 14)), 'dígito de la fecha de vigencia');
  assert.equal(second.slice(15, 18), 'MEX');
  assert.equal(
    second[29],
    mrzCheckDigit(first.slice(5) + second.slice(0, 7) + second.slice(8, 15) + second.slice(18, 29)),
    'dígito compuesto',
  );
  assert.match(third, /^[A-Z<]{30}$/);
}

/** The spec's operation of an outcome row, with its path item. */
function operationOf(outcome: IdentityOutcome): {spec: SpecNode; operation: SpecNode; pathItem: SpecNode} {
  const api = sandbox.apis.get(outcome.api);
  assert.ok(api, `${outcome.api} no es una API del registro`);
  const found = api.operations().find((candidate) => candidate.operationId === outcome.operationId);
  assert.ok(found, `${outcome.api} no tiene la operación ${outcome.operationId}`);
  assert.equal(`${found.method.toUpperCase()} ${found.path}`, `${outcome.method} ${outcome.path}`, 'método y ruta de la fila');
  return {spec: api.spec, operation: found.operation, pathItem: found.pathItem};
}

/** A request the contract accepts: the operation's documented body and path examples, with `value` in the row's field. */
function requestWith(outcome: IdentityOutcome, value: string): {path: string; body: unknown} {
  const {spec, operation, pathItem} = operationOf(outcome);
  let path = outcome.path;
  for (const raw of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = resolve(spec, raw);
    if (parameter?.in !== 'path') continue;
    const given = parameter.name === outcome.field.name ? value : String(parameter.example ?? resolve(spec, parameter.schema)?.example);
    path = path.replace(`{${parameter.name}}`, encodeURIComponent(given));
  }
  const media = resolve(spec, resolve(spec, operation.requestBody)?.content?.['application/json']);
  const documented = media?.example ?? resolve(spec, Object.values<SpecNode>(media?.examples ?? {})[0])?.value;
  const body = outcome.field.in === 'body' ? {...documented, [outcome.field.name]: value} : documented;
  return {path, body};
}

function send(outcome: IdentityOutcome, value: string): SandboxResponse {
  const {path, body} = requestWith(outcome, value);
  return sandbox.apis.get(outcome.api)!.handle({
    method: outcome.method,
    path,
    headers: CREDENTIALS,
    body: body === undefined ? {kind: 'none'} : {kind: 'text', text: JSON.stringify(body)},
  });
}

/** Another valid identity of the same kind that no row lists for this operation and field. */
function otherIdentity(outcome: IdentityOutcome): string {
  const kind = TEST_IDENTITIES.find((identity) => identity.id === outcome.identity)!.kind;
  const listed = new Set(
    IDENTITY_OUTCOMES.filter((row) => row.api === outcome.api && row.operationId === outcome.operationId).map((row) => row.identity),
  );
  const other = TEST_IDENTITIES.find((identity) => identity.kind === kind && !listed.has(identity.id));
  assert.ok(other && other.kind !== 'ine', `no hay otra identidad ${kind} sin resultado en ${outcome.operationId}`);
  return other.value;
}

describe('tabla de resultados', () => {
  for (const outcome of IDENTITY_OUTCOMES) {
    const title = `${outcome.identity} en ${outcome.api} ${outcome.operationId} (${outcome.field.in} ${outcome.field.name})`;

    test(`${title}: la especificación documenta ${outcome.status} con el ejemplo ${outcome.example}`, () => {
      const {spec, operation} = operationOf(outcome);
      const names = responseExamples(spec, operation, String(outcome.status)).map((example) => example.name);
      assert.ok(names.includes(outcome.example), `${outcome.status} documenta ${names.join(', ') || 'ningún ejemplo con nombre'}`);
    });

    test(`${title}: responde ${outcome.status} ${outcome.example}`, () => {
      const {spec, operation} = operationOf(outcome);
      const example = responseExamples(spec, operation, String(outcome.status)).find((candidate) => candidate.name === outcome.example)!;
      const response = send(outcome, outcomeValue(outcome));
      assert.equal(response.status, outcome.status, response.body);
      assert.deepEqual(bodyOf(response), example.value);
      assert.equal(response.headers[SOURCE_HEADER], TEST_IDENTITY_SOURCE);
    });

    test(`${title}: otra identidad válida recibe el ejemplo de éxito`, () => {
      const response = send(outcome, otherIdentity(outcome));
      assert.match(String(response.status), /^2\d\d$/, response.body);
      assert.equal(response.headers[SOURCE_HEADER], 'ejemplo');
    });
  }

  test('con Prefer manda el escenario pedido, no la identidad', () => {
    const outcome = IDENTITY_OUTCOMES.find((row) => row.operationId === 'getCurp' && row.status === 404)!;
    const {path, body} = requestWith(outcome, outcomeValue(outcome));
    const response = sandbox.apis.get('verification')!.handle({
      method: 'POST',
      path,
      headers: {...CREDENTIALS, Prefer: 'code=200'},
      body: {kind: 'text', text: JSON.stringify(body)},
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers[SOURCE_HEADER], 'escenario');
  });

  test('una identidad con resultado que no pasa la validación recibe el error de validación', () => {
    const outcome = IDENTITY_OUTCOMES.find((row) => row.operationId === 'getCurp' && row.status === 404)!;
    const response = sandbox.apis.get('verification')!.handle({
      method: 'POST',
      path: '/curp',
      headers: {'Content-Type': 'application/json'},
      body: {kind: 'text', text: JSON.stringify({curp: outcomeValue(outcome)})},
    });
    assert.notEqual(response.headers[SOURCE_HEADER], TEST_IDENTITY_SOURCE);
  });

  test('las identidades INE reciben el éxito documentado de POST /validate', () => {
    for (const identity of TEST_IDENTITIES) {
      if (identity.kind !== 'ine') continue;
      const response = sandbox.apis.get('verification')!.handle({
        method: 'POST',
        path: '/validate?webhook=https%3A%2F%2Freceptor.example%2Fine',
        headers: CREDENTIALS,
        body: {kind: 'text', text: JSON.stringify({type: identity.type, ocr: identity.ocr, cic: identity.cic})},
      });
      assert.equal(response.status, 200, response.body);
      assert.equal(response.headers[SOURCE_HEADER], 'ejemplo');
    }
  });

  test('ninguna identidad repite un valor de las especificaciones publicadas (sus ejemplos siguen respondiendo éxito)', () => {
    const published = JSON.stringify([...sandbox.apis.values()].map((api) => api.spec));
    const values = TEST_IDENTITIES.flatMap((identity) => (identity.kind === 'ine' ? [identity.ocr, identity.cic] : [identity.value]));
    assert.deepEqual(
      values.filter((value) => published.includes(value)),
      [],
    );
  });

  test('el documento descargable es el mismo dato del módulo', () => {
    assert.deepEqual(JSON.parse(JSON.stringify(testIdentitiesDocument())), {identities: TEST_IDENTITIES, outcomes: IDENTITY_OUTCOMES});
  });

  test('el ejemplo de la página envía la identidad de su fila: la CURP a la que POST /curp responde 404', () => {
    const page = readFileSync(path.join(repoRoot, 'docs', 'herramientas', 'identidades-de-prueba.mdx'), 'utf8');
    const notFound = IDENTITY_OUTCOMES.find((row) => row.operationId === 'getCurp' && row.status === 404)!;
    assert.ok(page.includes(`'{"curp": "${outcomeValue(notFound)}"}'`), 'el cURL de la página no envía la CURP de la fila');
    assert.ok(page.includes(`\`${notFound.status}\` con el ejemplo \`${notFound.example}\``));
  });

  test('el gemelo en Markdown de la página trae cada valor y cada fila de respuestas', () => {
    const tables = ['curp', 'rfc', 'clabe', 'ine'].flatMap((kind) => testIdentityTableMarkdown(kind, '')).join('\n');
    for (const identity of TEST_IDENTITIES)
      for (const value of identity.kind === 'ine' ? [identity.ocr, identity.cic, ...identity.lines] : [identity.value])
        assert.ok(tables.includes(`\`${value}\``), `${identity.id}: falta ${value}`);
    const outcomes = identityOutcomeTableMarkdown('');
    assert.equal(outcomes.length, IDENTITY_OUTCOMES.length + 2);
    assert.ok(
      outcomes.includes(
        '| [POST /curp](/docs/api/verification/get-curp.md) | `curp` (cuerpo) | `PUNP880520HMCRXD09` | `404` | `curp-not-found` |',
      ),
    );
    assert.throws(() => testIdentityTableMarkdown('pasaporte', ''), /no hay identidades de ese tipo/);
  });
});
