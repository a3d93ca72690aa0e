/**
 * The claims checker of tests/specs/contract-claims.test.ts on its own: how it reads a sentence (real sentences of the
 * specs, both ways) and what it reports on small specs written here, so each rule is proved without the real specs
 * (and StrykerJS can run it against every mutant of the checker in a fraction of a second).
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {checkClaims} from '../../scripts/lib/provenance/claimCheck';
import {claimsOf, withoutSchemaSettled, type Claim} from '../../scripts/lib/provenance/contractClaims';
import {listProse} from '../../scripts/lib/provenance/descriptionInventory';
import {SpecGraph} from '../../scripts/lib/provenance/specGraph';

/** The claims of a sentence without their text, for short expectations. */
const read = (sentence: string): Omit<Claim, 'text'>[] => claimsOf(sentence).map(({text: _text, ...claim}) => claim);
const kindsOf = (sentence: string) => read(sentence).map((claim) => claim.kind);

describe('patrones de las afirmaciones (frases reales de los specs, en los dos sentidos)', () => {
  test('obligatorio y opcional: la lista, el aparte, la condición, la falta', () => {
    assert.deepEqual(read('Son obligatorios `person_id`, `bank`, `account` y `clabe`; `card_number` es opcional.'), [
      {kind: 'obligatorio', subject: {fields: ['person_id', 'bank', 'account', 'clabe']}, conditional: false},
      {kind: 'opcional', subject: {fields: ['card_number']}},
    ]);
    assert.deepEqual(read('Envía `person_id` (obligatorio), `email` y `code`.'), [
      {kind: 'obligatorio', subject: {fields: ['person_id']}, conditional: false},
    ]);
    assert.deepEqual(read('Obligatorio si no envías `file_tmp_id`.'), [{kind: 'obligatorio', subject: 'propiedad', conditional: true}]);
    assert.deepEqual(read('`cic` es obligatorio para los modelos `D` y `EFGH`.'), [
      {kind: 'obligatorio', subject: {fields: ['cic']}, conditional: true},
    ]);
    assert.deepEqual(read('Errores: `400` si falta `name` o `email`.'), [
      {kind: 'obligatorio', subject: {fields: ['name', 'email']}, conditional: false},
      {kind: 'estado-http', status: '400'},
    ]);
    assert.deepEqual(read('Errores: `400` si faltan `file` y `file_tmp_id`.')[0], {
      kind: 'obligatorio',
      subject: {fields: ['file', 'file_tmp_id']},
      conditional: true,
    });
    assert.deepEqual(read('Responde `400` si falta un campo o no es válido.')[0], {
      kind: 'obligatorio',
      subject: 'alguno',
      conditional: false,
    });
    // Not a claim about a field of the request: the key, a meaning, a document's step.
    assert.deepEqual(kindsOf('Si falta o no es válida, la API responde `401` o `403`.'), ['estado-http', 'estado-http']);
    assert.deepEqual(kindsOf('Marca la validación de listas negras como obligatoria para la persona.'), []);
    assert.deepEqual(kindsOf('Extrae los datos de un estado de cuenta, con validación opcional del RFC.'), []);
  });

  test('longitudes, rangos, formatos, tipos y valores', () => {
    assert.deepEqual(read('`name` y `description` son obligatorios (máximo 255 caracteres cada uno).')[1], {
      kind: 'longitud',
      subject: {fields: ['name', 'description']},
      unit: 'caracteres',
      max: 255,
    });
    assert.deepEqual(read('Errores: `400` si `sha256` falta o no tiene exactamente 64 caracteres.')[1], {
      kind: 'longitud',
      subject: {fields: ['sha256']},
      unit: 'caracteres',
      min: 64,
      max: 64,
    });
    assert.deepEqual(read('Los datos no pasan la validación: un texto supera 255 caracteres.'), [
      {kind: 'longitud', subject: 'propiedad', unit: 'caracteres', max: 255},
    ]);
    assert.deepEqual(read('Similitud mínima (de 0 a 1) que debe tener una coincidencia.'), [
      {kind: 'rango', subject: 'propiedad', min: 0, max: 1},
    ]);
    assert.deepEqual(read('Identificador (UUID) del documento.'), [{kind: 'formato', subject: 'propiedad', format: 'uuid'}]);
    assert.deepEqual(read('Fecha de nacimiento (AAAA-MM-DD).'), [{kind: 'formato', subject: 'propiedad', format: 'fecha'}]);
    assert.deepEqual(read('`seniority` no es un entero.'), [{kind: 'tipo', subject: {fields: ['seniority']}, type: 'integer'}]);
    assert.deepEqual(read('`gender` no es `MALE` ni `FEMALE`.'), [
      {kind: 'valores', subject: {fields: ['gender']}, values: ['MALE', 'FEMALE']},
    ]);
    // A page size, a time and a count of images are not lengths of a text.
    assert.deepEqual(kindsOf('Devuelve los domicilios de tu cuenta, paginados de 20 en 20.'), []);
    assert.deepEqual(kindsOf('Los enlaces vencen a los 300 segundos.'), []);
    assert.deepEqual(kindsOf('Envía la imagen en `value` y la `password` del firmante.'), []);
    // What each kind must leave: a page range, a URL that is not a format rule, a value stated as data.
    assert.deepEqual(kindsOf('Consulta de la página 1 a la 5 con `page`.'), []);
    assert.deepEqual(kindsOf('URL temporal de descarga del PDF base; pide la plantilla de nuevo para obtener otra.'), []);
    assert.deepEqual(kindsOf('En éxito `success` es `true` y `data` trae los acuerdos.'), []);
    assert.deepEqual(kindsOf('La configuración de `anti_spoofing` y `face_duplicity` es un objeto libre.'), []);
  });

  test('estados HTTP: en código, sueltos tras «responde» y en «401/403»', () => {
    assert.deepEqual(kindsOf('Las creaciones responden `201`.'), ['estado-http']);
    assert.deepEqual(read('Con `callback_url` responde `Webhook created`.'), []);
    assert.deepEqual(
      claimsOf('`401`/`403` si la llave falta.').flatMap((claim) => (claim.kind === 'estado-http' ? [claim.status] : [])),
      ['401', '403'],
    );
    assert.deepEqual(kindsOf('`name` admite hasta 255 caracteres; `filename` pasa de 255.'), ['longitud']);
  });

  test('lo que el esquema decide se aparta de las causas que debe dar el spec del producto', () => {
    assert.doesNotMatch(
      withoutSchemaSettled('Los datos no pasan la validación: falta `person_id` o un texto supera 255 caracteres.'),
      /falta|supera/,
    );
    assert.match(withoutSchemaSettled('`person_id` no corresponde a una persona de tu cuenta.'), /no corresponde/);
  });
});

describe('el comprobador nombra el archivo, la frase y el motivo', () => {
  test('un campo obligatorio que el esquema no exige, una longitud distinta de la que fija (100 contra maxLength 255) y un estado que no declara fallan', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'claims-'));
    mkdirSync(path.join(dir, 'demo', 'paths'), {recursive: true});
    writeFileSync(path.join(dir, 'demo', 'openapi.yaml'), 'openapi: 3.1.0\npaths:\n  /signers:\n    $ref: paths/signers.yaml\n');
    writeFileSync(
      path.join(dir, 'demo', 'paths', 'signers.yaml'),
      [
        'post:',
        '  description: |',
        '    Crea un firmante. Son obligatorios `name` y `email`. `country` tiene exactamente 2 caracteres.',
        '    Responde `409` si el firmante ya existe.',
        '  requestBody:',
        '    content:',
        '      application/json:',
        '        schema:',
        '          type: object',
        '          required: [email]',
        '          properties:',
        '            name: {type: string, maxLength: 255, description: Nombre (hasta 100 caracteres).}',
        '            email: {type: string}',
        '            country: {type: string, minLength: 2, maxLength: 2}',
        '  responses:',
        "    '201': {description: Creado.}",
        "    '400': {description: Petición inválida.}",
        '',
      ].join('\n'),
    );
    const demo = new SpecGraph(dir);
    assert.deepEqual(checkClaims(demo, listProse(dir)).problems, [
      'demo/paths/signers.yaml#/post/description (obligatorio) «Son obligatorios `name` y `email`.»: el esquema de POST /signers no dice obligatorio de `name` (es opcional)',
      'demo/paths/signers.yaml#/post/description (estado-http) «Responde `409` si el firmante ya existe.»: POST /signers no declara `409`',
      'demo/paths/signers.yaml#/post/requestBody/content/application~1json/schema/properties/name/description (longitud) «Nombre (hasta 100 caracteres).»: el esquema no dice longitud …–100 de `name` (no lo declara)',
    ]);
  });

  test('un límite que el esquema no fija falla: longitud máxima y mínima, número de elementos y rango, con o sin tipo, solo o junto a otro que sí fija', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'claims-'));
    mkdirSync(path.join(dir, 'demo', 'paths'), {recursive: true});
    writeFileSync(path.join(dir, 'demo', 'openapi.yaml'), 'openapi: 3.1.0\npaths:\n  /signers:\n    $ref: paths/signers.yaml\n');
    // Each field claims a bound its schema leaves unset; `fijo` has the bound it claims and must pass.
    const fields: Record<string, string> = {
      sinTipo: '{description: Nombre (hasta 100 caracteres).}',
      texto: '{type: string, description: Nombre (hasta 100 caracteres).}',
      nulable: "{type: [string, 'null'], description: Nombre (hasta 100 caracteres).}",
      soloMinimo: '{type: string, minLength: 1, description: Nombre (hasta 100 caracteres).}',
      alias: '{type: string, description: Alias (al menos 3 caracteres).}',
      etiquetas: '{type: array, items: {type: string}, description: Etiquetas (hasta 10 elementos).}',
      similitud: '{type: number, description: Similitud (de 0 a 1).}',
      umbral: '{type: number, maximum: 1, description: Umbral (de 0 a 1).}',
      peso: '{type: number, minimum: 0, description: Peso (de 0 a 1).}',
      clave: '{type: string, maxLength: 100, description: Clave (de 3 a 100 caracteres).}',
      fijo: '{type: string, maxLength: 100, description: Nombre (hasta 100 caracteres).}',
    };
    writeFileSync(
      path.join(dir, 'demo', 'paths', 'signers.yaml'),
      [
        'post:',
        '  requestBody:',
        '    content:',
        '      application/json:',
        '        schema:',
        '          type: object',
        '          properties:',
        ...Object.entries(fields).map(([name, schema]) => `            ${name}: ${schema}`),
        '  responses:',
        "    '201': {description: Creado.}",
        '',
      ].join('\n'),
    );
    const at = (name: string) =>
      `demo/paths/signers.yaml#/post/requestBody/content/application~1json/schema/properties/${name}/description`;
    assert.deepEqual(checkClaims(new SpecGraph(dir), listProse(dir)).problems, [
      `${at('sinTipo')} (longitud) «Nombre (hasta 100 caracteres).»: el esquema no dice longitud …–100 de \`sinTipo\` (no lo declara)`,
      `${at('texto')} (longitud) «Nombre (hasta 100 caracteres).»: el esquema no dice longitud …–100 de \`texto\` (no lo declara)`,
      `${at('nulable')} (longitud) «Nombre (hasta 100 caracteres).»: el esquema no dice longitud …–100 de \`nulable\` (no lo declara)`,
      `${at('soloMinimo')} (longitud) «Nombre (hasta 100 caracteres).»: el esquema no dice longitud …–100 de \`soloMinimo\` (no lo declara)`,
      `${at('alias')} (longitud) «Alias (al menos 3 caracteres).»: el esquema no dice longitud 3–… de \`alias\` (no lo declara)`,
      `${at('etiquetas')} (longitud) «Etiquetas (hasta 10 elementos).»: el esquema no dice número de elementos …–10 de \`etiquetas\` (no lo declara)`,
      `${at('similitud')} (rango) «Similitud (de 0 a 1).»: el esquema no dice rango 0–1 de \`similitud\` (no lo declara)`,
      `${at('umbral')} (rango) «Umbral (de 0 a 1).»: el esquema no dice rango 0–1 de \`umbral\` (no lo declara)`,
      `${at('peso')} (rango) «Peso (de 0 a 1).»: el esquema no dice rango 0–1 de \`peso\` (no lo declara)`,
      `${at('clave')} (longitud) «Clave (de 3 a 100 caracteres).»: el esquema no dice longitud 3–100 de \`clave\` (no lo declara)`,
    ]);
  });
});
