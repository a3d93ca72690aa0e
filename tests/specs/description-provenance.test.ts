/**
 * Issues 27 and 37: a sentence of a description that promises behaviour (the meaning of `null`, a state change or
 * transition, what is stored, a side effect or its absence, which party does what, a time limit, a currency, what an
 * update does with the fields you leave out, which authority answers, the cause of an error) has its source on
 * record — a verbatim quote of the product spec, under `descriptions` in provenance.yaml — or it is rewritten to what
 * the reader can rely on, or removed. Claims the schema settles are checked by contract-claims.test.ts.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {services} from '../../config/services';
import {repoRoot, sharedSpecDir} from '../../lib/paths';
import {behaviourKinds, splitSentences} from '../../scripts/lib/provenance/behaviourPatterns';
import {
  behaviourSentences,
  countSentencesByKind,
  isErrorResponse,
  listProse,
  proseOfFile,
} from '../../scripts/lib/provenance/descriptionInventory';
import {descriptionProblems} from '../../scripts/lib/provenance/provenanceCheck';
import {readDescriptionRecords} from '../../scripts/lib/provenance/provenanceRecord';
import {SpecGraph} from '../../scripts/lib/provenance/specGraph';
import {assertMalformedRecordsFail} from './malformedRecords';

const openapiDir = path.join(repoRoot, 'openapi');
const folders = ['_shared', ...services.map((service) => service.id)];
const productSpec = readFileSync(path.join(sharedSpecDir, 'product-spec.md'), 'utf8');
const prose = listProse(openapiDir);
const responseStatuses = new SpecGraph(openapiDir).responseStatuses();
const sentences = behaviourSentences(prose, (file) => responseStatuses.get(file) ?? []);
const entries = readDescriptionRecords(openapiDir, folders);
const problems = descriptionProblems(sentences, entries, productSpec);

describe('procedencia de las frases de comportamiento de las descripciones', () => {
  test('se listan las descripciones y sus frases de comportamiento', () => {
    console.log(
      `frases de comportamiento por tipo: ${JSON.stringify(countSentencesByKind(sentences))} (total ${sentences.length}, ` +
        `de ${prose.length} descripciones)`,
    );
    for (const sentence of sentences) console.log(`  ${sentence.kind}\t${sentence.file}#${sentence.pointer}\t${sentence.sentence}`);
    assert.ok(prose.length > 1000, `se leyeron muy pocas descripciones (${prose.length})`);
    for (const folder of folders)
      assert.ok(
        prose.some((text) => text.file.startsWith(`${folder}/`)),
        `ninguna descripción en ${folder}/`,
      );
  });

  test('toda frase de comportamiento tiene fuente registrada', () => {
    assert.deepEqual(
      problems.filter((problem) => problem.includes('sin fuente')),
      [],
    );
  });

  test('cada cita está literal en el spec del producto y ninguna convención sostiene un comportamiento', () => {
    assert.deepEqual(
      problems.filter((problem) => problem.includes('la cita') || problem.includes('convención')),
      [],
    );
  });

  test('ninguna entrada del registro apunta a una frase que ya no existe', () => {
    assert.deepEqual(
      problems.filter((problem) => problem.includes('obsoleta')),
      [],
    );
  });

  test('los patrones reconocen cada tipo y la guía al lector no es una promesa', () => {
    const cases: [string, string[]][] = [
      ['Fecha de verificación; `null` si no se ha verificado.', ['nulo']],
      ['No viene cuando no hubo extracción.', ['nulo']],
      ['Errores por fila; vacía si no hay.', ['nulo']],
      ['Empieza en `pending` y pasa a `approved` o `rejected` cuando el revisor responde.', ['estado']],
      ['La aprobación queda en `pending` hasta que el revisor responde.', ['estado']],
      ['No guarda ni cambia nada en tu cuenta.', ['almacenamiento']],
      ['Los datos se borran al terminar.', ['almacenamiento']],
      ['Envía un código de verificación al correo de la persona.', ['efecto']],
      ['El cambio se notifica a tus canales.', ['efecto']],
      ['Tu servidor debe responder con un código 2xx.', ['reparto']],
      ['La API envía este `POST` a la `callback_url` de cada canal.', ['reparto']],
      ['No hay un orden de transiciones documentado: decide por el estado que leas.', []],
      ['Decide por el estado HTTP; el texto puede variar.', []],
      // Guidance next to a promise does not excuse the promise.
      ['Pasa a `approved` cuando el revisor responde; decide por el estado que leas.', ['estado']],
      ['Si persiste, contacta a soporte.', []],
      // Issue 37: transitions, time limits, update semantics, authorities, absent side effects, currencies.
      ['Cada resultado pasa por los estados `1` running y luego `2` success, `3` failed o `4` error.', ['estado']],
      ['El lote pasa por `processing` y termina en `completed` o `error`.', ['estado']],
      ['El proceso pasa a `completed`.', ['estado']],
      ['El lote se cancela a las 24 horas.', ['estado', 'plazo']],
      ['Los enlaces vencen a los 300 segundos: descárgalos de inmediato o pide enlaces nuevos.', ['plazo']],
      ['Modifica un domicilio; envía solo los campos que cambian.', ['actualizacion']],
      ['Reemplaza el recurso completo.', ['actualizacion']],
      ['Solo se modifican los campos que envías.', ['actualizacion']],
      ['SAT valida el RFC.', ['autoridad']],
      ['Resultado de la validación de un RFC ante el SAT.', ['autoridad']],
      ['Error interno o el registro oficial no respondió.', ['autoridad']],
      ['No recibe parámetros y no modifica nada.', ['efecto']],
      ['No modifica nada.', ['efecto']],
      ['El catálogo es de solo lectura.', ['efecto']],
      ['Ingreso mensual en pesos mexicanos.', ['unidad']],
      // Issue 52, each class both ways: a sentence it must catch and one it must leave.
      ['Devuelve los acuerdos encontrados, ordenados por similitud.', ['orden']],
      ['Pasos del flujo, en el orden en que los completa el usuario final.', ['orden']],
      ['Devuelve los acuerdos encontrados, cada uno con su `similarity`.', []],
      ['Claves de las listas; si no lo envías, se busca en todas.', ['omision']],
      ['Número de páginas que se leen (por omisión, 1).', ['omision']],
      ['Texto por omisión para elementos de texto.', []],
      ['Edad en años, calculada a partir de `birthdate`.', ['calculado']],
      ['Contraseña del firmante. Nunca se devuelve en las respuestas.', ['calculado']],
      ['Edad en años.', []],
      ['Un mismo aviso puede llegarte más de una vez.', ['entrega']],
      ['Cualquier otro código se considera una entrega fallida.', ['entrega']],
      ['Responde `2xx` al recibir el aviso.', []],
      ['Tamaño de la fuente en puntos.', ['posicion']],
      ['La posición se mide desde la esquina superior izquierda de la página.', ['posicion']],
      ['Posición horizontal del elemento en la página.', []],
      ['Una persona nueva empieza en `pending`.', ['estado']],
      ['Una persona nueva tiene un `status`.', []],
      // Names in code are not claims; a page size is not a time limit; the plain verb of the operation is not.
      ['Código `code_renapo` del detalle de la consulta.', []],
      ['Documento cuyo QR lee el paso: `SAT_DOCUMENT`, `LICENSE` o `CFDI`.', []],
      ['Devuelve los domicilios de tu cuenta, paginados de 20 en 20.', []],
      ['Modifica un domicilio (textos de hasta 255 caracteres).', []],
      ['Elimina un domicilio por su `id`, el que devolvió `POST /addresses`.', []],
      ['Monto del pago.', []],
      ['Constancia de situación fiscal (cédula de identificación fiscal).', []],
    ];
    for (const [sentence, kinds] of cases) assert.deepEqual(behaviourKinds(sentence), kinds, sentence);
    // A cause of an error is a promise in the description of a 4xx/5xx response, and only there.
    assert.deepEqual(behaviourKinds('No existe un domicilio con ese identificador.', true), ['causa']);
    assert.deepEqual(behaviourKinds('Responde `422` si falta `name`.', true), ['causa']);
    assert.deepEqual(behaviourKinds('No existe un domicilio con ese identificador.'), []);
    // Anywhere, an error status tied to a condition states a cause; «ante un error interno» names the error.
    assert.deepEqual(behaviourKinds('Responde `404` si la persona no existe.'), ['causa']);
    assert.deepEqual(behaviourKinds('Errores: `422` si `type` no es válido; `500` ante un error interno.'), ['causa']);
    assert.deepEqual(behaviourKinds('`500` ante un error interno.'), []);
    // A 5xx response's sentences state a cause unless they name the error or advise the reader.
    assert.deepEqual(behaviourKinds('Error interno o el registro oficial no respondió.', 'servidor'), ['autoridad', 'causa']);
    assert.deepEqual(behaviourKinds('Error interno del servidor.', 'servidor'), []);
    assert.deepEqual(behaviourKinds('Reintenta con espera exponencial y, si persiste, contacta a soporte.', 'servidor'), []);
    // In a 4xx response, what the schema settles is compared with it; other causes need the spec.
    assert.deepEqual(behaviourKinds('Los datos no pasan la validación: falta `person_id` o un texto supera 255 caracteres.', 'error'), []);
    assert.deepEqual(behaviourKinds('`person_id` no corresponde a una persona de tu cuenta.', 'error'), ['causa']);
    assert.deepEqual(behaviourKinds('El documento ya está firmado.', 'error'), ['causa']);
    assert.ok(isErrorResponse('people/components/responses/AddressNotFound.yaml', '/content/application~1json/examples/x/summary'));
    assert.ok(isErrorResponse('people/paths/addresses.yaml', '/post/responses/422/description'));
    assert.ok(!isErrorResponse('people/paths/addresses.yaml', '/post/responses/201/description'));
    assert.ok(!isErrorResponse('people/paths/addresses.yaml', '/post/description'));
  });

  test('las frases que el spec del producto no da fallan sin fuente (las que pide el issue 37)', () => {
    const invented = [
      'El proceso se cancela a las 24 horas.',
      'El lote pasa a `completed`.',
      'SAT valida el RFC.',
      'Reemplaza el recurso completo.',
      'No modifica nada.',
    ];
    const demo = behaviourSentences(invented.map((text, i) => ({file: 'demo/x.yaml', pointer: `/${i}/description`, text})));
    assert.deepEqual(
      descriptionProblems(demo, [], productSpec).map((problem) => problem.replace(/ \([a-z, ]+\) /, ' ')),
      invented.map(
        (text, i) => `demo/x.yaml#/${i}/description «${text}»: sin fuente; reescribe la frase con lo que da el producto o quítala`,
      ),
    );
  });

  test('las frases se separan sin cortar fragmentos de código', () => {
    assert.deepEqual(splitSentences('Monto (`0.8` por defecto). `null` si no hay.\n\n- Uno. Dos'), [
      'Monto (`0.8` por defecto).',
      '`null` si no hay.',
      '- Uno.',
      'Dos',
    ]);
  });

  test('los valores de ejemplo no son descripciones, sus resúmenes sí', () => {
    const document = {
      properties: {description: {type: 'string', description: 'Texto; `null` si no hay.'}},
      example: {description: 'dato'},
    };
    assert.deepEqual(
      proseOfFile('demo/components/schemas/X.yaml', document).map((text) => text.pointer),
      ['/properties/description/description'],
    );
    const media = {content: {'application/json': {examples: {uno: {summary: 'Se envía un correo', value: {description: 'x'}}}}}};
    assert.deepEqual(
      proseOfFile('demo/components/responses/X.yaml', media).map((text) => text.pointer),
      ['/content/application~1json/examples/uno/summary'],
    );
  });

  test('una frase sin fuente, una cita inventada y una entrada obsoleta fallan con archivo, puntero y motivo', () => {
    const demo = behaviourSentences([
      {file: 'demo/x.yaml', pointer: '/properties/a/description', text: 'Fecha; `null` si no se ha verificado.'},
      {file: 'demo/x.yaml', pointer: '/properties/b/description', text: 'Empieza en `pending`.'},
    ]);
    const found = descriptionProblems(
      demo,
      [
        {
          file: 'demo/x.yaml',
          pointer: '/properties/b/description',
          fragment: 'Empieza en `pending`',
          source: {quote: 'starts as pending'},
          recordedIn: 'demo/provenance.yaml b',
        },
        {
          file: 'demo/x.yaml',
          pointer: '/properties/c/description',
          fragment: 'queda en',
          source: {quote: 'Approval status: pending, approved, rejected'},
          recordedIn: 'demo/provenance.yaml c',
        },
      ],
      productSpec,
    );
    assert.deepEqual(found, [
      'demo/x.yaml#/properties/a/description (nulo) «Fecha; `null` si no se ha verificado.»: sin fuente; reescribe la frase con lo que da el producto o quítala',
      'demo/x.yaml#/properties/b/description (estado) «Empieza en `pending`.»: la cita no está literal en el spec del producto («starts as pending»)',
      'demo/provenance.yaml c: entrada obsoleta, ninguna frase de comportamiento de demo/x.yaml#/properties/c/description la contiene',
    ]);
  });

  test('un registro de descripciones mal formado da un mensaje en español con archivo, campo y motivo', () => {
    const cases: [string, RegExp][] = [
      [
        'descriptions:\n  x.yaml:\n    /description:\n      "pasa a": desconocida\n',
        /demo\/provenance\.yaml: descriptions\.x\.yaml\.\/description\.«pasa a»: la fuente "desconocida"/,
      ],
      ['descriptions:\n  x.yaml:\n    description:\n      "pasa a": {quote: "x"}\n', /el puntero JSON debe empezar con "\/"/],
      ['descriptions:\n  x.yaml:\n    /description: fuente\n', /se esperaba un mapa frase → fuente/],
      ['descriptions:\n  x.yaml:\n    /description:\n      "": {quote: "x"}\n', /la frase no puede estar vacía/],
    ];
    assertMalformedRecordsFail(readDescriptionRecords, cases);
  });
});
