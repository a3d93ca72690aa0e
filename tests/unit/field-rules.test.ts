/**
 * The readers the surfaces test compares (tests/e2e/fieldRules.ts): the spec's rules read from the schema, the
 * page's read back from its Spanish phrases and the twin's from its «Reglas» column, on small fixtures shaped like
 * the built page and twin; a rule one surface drops shows up as a difference.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {load} from 'cheerio';
import {multisetDifference, pageRules, phraseRules, specRules, twinRules} from '../e2e/fieldRules';
import type {OpenApiDocument} from '../../lib/openapi/types';

const spec: OpenApiDocument = {
  openapi: '3.1.0',
  paths: {},
  components: {
    schemas: {
      Payload: {
        type: 'object',
        properties: {
          event: {type: 'string', enum: ['person_register', 'person_restore']},
          id: {type: 'string', format: 'uuid', readOnly: true},
        },
      },
      Channel: {
        type: 'object',
        properties: {type: {type: 'string', enum: ['email', 'webhook']}},
        oneOf: [
          {title: 'Correo', type: 'object', properties: {emails: {type: 'array', items: {type: 'string', format: 'email'}, minItems: 1}}},
          {title: 'Webhook', type: 'object', properties: {callback_url: {type: 'string', maxLength: 255}}},
        ],
      },
    },
  },
};

describe('reglas de los campos en cada superficie', () => {
  test('las frases del sitio se leen como reglas', () => {
    assert.deepEqual(phraseRules('exactamente 18 caracteres'), ['minLength:18', 'maxLength:18']);
    assert.deepEqual(phraseRules('no vacío'), ['minLength:1']);
    assert.deepEqual(phraseRules('mínimo 0'), ['minimum:0']);
    assert.deepEqual(phraseRules('máximo 3 elementos'), ['maxItems:3']);
    assert.deepEqual(phraseRules('mayor que 0.5'), ['exclusiveMinimum:0.5']);
    assert.deepEqual(phraseRules('cada elemento: formato `uuid`'), ['items.format:uuid']);
    assert.deepEqual(phraseRules('Predeterminado: `10`'), [], 'un valor por omisión no es una de las reglas comparadas');
  });

  test('la especificación: allOf combinado, readOnly fuera de la petición, opciones de los elementos con el nombre del campo', () => {
    const body = {
      allOf: [{$ref: '#/components/schemas/Payload'}, {type: 'object', properties: {event: {const: 'person_register'}}}],
    };
    assert.deepEqual(specRules(spec, body, 'request').sort(), ['event|enum:"person_register","person_restore"']);
    assert.deepEqual(specRules(spec, body, 'response').sort(), ['event|enum:"person_register","person_restore"', 'id|format:uuid']);
    const list = {type: 'object', properties: {data: {type: 'array', items: {$ref: '#/components/schemas/Channel'}}}};
    assert.deepEqual(specRules(spec, list, 'response').sort(), [
      'callback_url|maxLength:255',
      'emails|items.format:email',
      'emails|minItems:1',
      'type|enum:"email","webhook"',
    ]);
  });

  test('la página (como la escribe el build) y el gemelo dicen sus reglas; la que falta en uno aparece como diferencia', () => {
    const $ = load(`<section aria-labelledby="cuerpo"><div class="schema_a1"><p>Tipo: object</p><ul class="properties_b2">
      <li class="property_c3"><span class="nodeHead_d4"><code class="nodeName_e5">national_id</code></span>
        <span class="constraints_f6">exactamente 18 caracteres</span></li>
      <li class="property_c3"><details><summary><span class="nodeHead_d4"><code class="nodeName_e5">tags</code></span></summary>
        <span class="constraints_f6">mínimo 1 elemento · cada elemento: formato <code>uuid</code></span>
        <div class="enumValues__g7">Valores permitidos: <ul><li><code>"a"</code>: la <code>a</code></li><li><code>"b"</code></li></ul></div>
      </details></li></ul></div></section>`);
    const page = pageRules($, $('section').toArray());
    assert.deepEqual(page.sort(), [
      'national_id|maxLength:18',
      'national_id|minLength:18',
      'tags|enum:"a","b"',
      'tags|items.format:uuid',
      'tags|minItems:1',
    ]);
    const twin = [
      '| Campo | Tipo | Obligatorio | Reglas | Descripción |',
      '|---|---|---|---|---|',
      '| `national_id` | `string` | sí | exactamente 18 caracteres | CURP; máximo 255 caracteres en el texto no cuenta. |',
      '| `tags` | `array` de `string` | no | mínimo 1 elemento; cada elemento: formato `uuid` |  |',
    ].join('\n');
    assert.deepEqual(multisetDifference(page, twinRules(twin)), {onlyLeft: ['tags|enum:"a","b"'], onlyRight: []});
  });
});
