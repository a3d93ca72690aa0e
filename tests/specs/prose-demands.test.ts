/**
 * Issue 52, «no prose asks for more than the table»: a sentence of an operation's description that asks the reader
 * for fields («Envía `name`, `key` y `descriptor`», «Debes…», «Incluye…») names only fields the request body
 * requires or that a condition between fields names (`file` o `tmp_file_id`); a field the table marks optional is
 * asked for only with a hedge («si quieres», «opcionalmente», «puedes»). The Markdown twin prints the same
 * description, so checking the specs checks the twins. In the guides, a sentence that asks for fields in a
 * paragraph or list item naming one operation (`POST /people`) is held to that operation's body the same way.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {services} from '../../config/services';
import {bundleSpec} from '../../lib/openapi/bundle';
import {listOperations} from '../../lib/openapi/operations';
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';
import {repoRoot} from '../../lib/paths';
import {conditionsOf, type Condition} from '../../sandbox/src/engine/conditions';
import {mergedObjectFields} from '../e2e/specFields';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'prose-demands-'));
const specs = new Map<string, OpenApiDocument>();
before(async () => {
  for (const service of services) specs.set(service.id, await bundleSpec(service, path.join(outDir, `${service.id}.json`)));
});
after(() => rmSync(outDir, {recursive: true, force: true}));

/** Where a sentence asks the reader to send something: «Envía…», «…, envía también…», «| Debes…». */
const DEMAND = /(?:^|[|(¿¡:;,]\s*)(?:[Ee]nvía|[Dd]ebes|[Ii]ncluye)\b/;
/** Words after which a field is offered, not asked for. */
const HEDGE = /\b(?:opcional(?:mente)?|si quieres|si lo necesitas|si necesitas|puedes|por omisión|si ya|si no)\b/i;

interface Body {
  required: Set<string>;
  optional: Set<string>;
  /** Fields a condition between fields names (required only sometimes). */
  conditional: Set<string>;
}

const conditionFields = (condition: Condition): string[] => {
  switch (condition.kind) {
    case 'together':
      return condition.fields;
    case 'requires':
      return [condition.field, ...condition.requires];
    case 'when':
      return [
        ...condition.cases.flatMap(({test, then}) => [test.field, ...then.fields, ...then.contains.map((item) => item.field)]),
        ...(condition.otherwise?.fields ?? []),
      ];
    case 'alternatives':
      return condition.options.flatMap((option) => [...option.fields, ...option.contains.map((item) => item.field)]);
  }
};

/** The top-level fields of an operation's request body (JSON or form), by whether the table requires them. */
function bodyOf(spec: OpenApiDocument, operation: SpecNode): Body | undefined {
  const body = resolveRef<Record<string, SpecNode>>(spec, operation.requestBody);
  const media = Object.values<SpecNode>(body?.content ?? {})[0];
  const schema = resolveRef<Record<string, SpecNode>>(spec, media?.schema);
  if (!schema) return undefined;
  const {fields} = mergedObjectFields(spec, schema);
  if (fields.length === 0) return undefined;
  const parts = [schema, ...(schema.allOf ?? []).map((part: SpecNode) => resolveRef<Record<string, SpecNode>>(spec, part))];
  return {
    required: new Set(fields.filter((field) => field.required).map((field) => field.name)),
    optional: new Set(fields.filter((field) => !field.required && !field.readOnly).map((field) => field.name)),
    conditional: new Set(parts.flatMap((part) => conditionsOf(part)).flatMap(conditionFields)),
  };
}

/** Sentences of a text, with its line breaks joined and code blocks left out. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/```[\s\S]*?```/g, '')
    .split(/\n\s*\n|\n(?=\s*(?:[-*]|\d+\.) )|\n(?=\s*\|)/)
    .flatMap((block) =>
      block
        .replace(/^\s*(?:[-*]|\d+\.)\s+/, '')
        .replace(/\s*\n\s*/g, ' ')
        .split(/(?<=[.;:!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡`])/),
    )
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** `Enviar …`, `Envía …` → `envi`: the verb of a summary and of a sentence, to tell one restating the other. */
export const actionVerb = (text: unknown) =>
  String(text ?? '')
    .trim()
    .split(/\s/)[0]!
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .slice(0, 4);

/** The optional fields a demand sentence asks for without a hedge before them. */
export function overAsked(sentence: string, body: Body): string[] {
  const demand = DEMAND.exec(sentence);
  if (!demand) return [];
  const asked: string[] = [];
  for (const match of sentence.matchAll(/`([^`]+)`/g)) {
    const name = match[1]!;
    // Only what follows the verb is asked for; a hedge anywhere before the field («si quieres», «opcionalmente»)
    // makes it an offer, and a condition on the sentence («Si `type` es `PF`, envía…») makes it conditional.
    if (match.index < demand.index || !body.optional.has(name) || body.conditional.has(name)) continue;
    if (HEDGE.test(sentence.slice(0, match.index)) || /^\s*(?:Si|Cuando|Para)\b/.test(sentence)) continue;
    asked.push(name);
  }
  return asked;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return markdownFiles(file);
    return /\.mdx?$/.test(name) ? [file] : [];
  });
}

describe('ninguna frase pide más de lo que la tabla exige', () => {
  test('las descripciones de las operaciones (y sus gemelos en Markdown)', () => {
    const problems: string[] = [];
    let demands = 0;
    for (const [id, spec] of specs) {
      for (const {method, path: operationPath, operation} of listOperations(spec)) {
        const body = bodyOf(spec, operation);
        if (!body) continue;
        const texts = [operation.description, resolveRef<SpecNode>(spec, operation.requestBody)?.description].filter(Boolean);
        // «Enviar código por correo»: the description's first sentence («Envía un código…») says what the operation
        // does, it does not ask the reader for anything.
        const describesOperation = (sentence: string, index: number) =>
          index === 0 && actionVerb(operation.summary) === actionVerb(sentence);
        for (const sentence of texts.flatMap((text) =>
          sentencesOf(String(text)).filter((item, index) => !describesOperation(item, index)),
        )) {
          if (DEMAND.test(sentence)) demands += 1;
          const asked = overAsked(sentence, body);
          if (asked.length)
            problems.push(`${id} ${method.toUpperCase()} ${operationPath}: pide ${asked.join(', ')} (opcionales) en «${sentence}»`);
        }
      }
    }
    assert.deepEqual(problems, []);
    console.log(`${demands} frases que piden campos en las descripciones de las operaciones`);
  });

  test('las guías: una frase que pide campos y nombra una operación', () => {
    const operations = new Map<string, Body>();
    for (const spec of specs.values())
      for (const {method, path: operationPath, operation} of listOperations(spec)) {
        const body = bodyOf(spec, operation);
        if (body) operations.set(`${method.toUpperCase()} ${operationPath}`, body);
      }
    const problems: string[] = [];
    let checked = 0;
    for (const file of markdownFiles(path.join(repoRoot, 'docs'))) {
      // A sentence is read with the operation its paragraph (or list item) names: «Crea la propiedad con
      // `POST /dynamic-properties`. Envía `name`…».
      const paragraphs = readFileSync(file, 'utf8')
        .replace(/```[\s\S]*?```/g, '')
        .split(/\n\s*\n|\n(?=\s*(?:[-*]|\d+\.) )/);
      for (const [paragraph, sentence] of paragraphs.flatMap((text) => sentencesOf(text).map((item) => [text, item] as const))) {
        if (!DEMAND.test(sentence)) continue;
        const named = [...paragraph.matchAll(/`(GET|POST|PUT|PATCH|DELETE) ([^`]+)`/g)].map((match) => `${match[1]} ${match[2]}`);
        const bodies = [...new Set(named)].map((request) => operations.get(request)).filter((body): body is Body => !!body);
        if (bodies.length !== 1) continue;
        checked += 1;
        const asked = overAsked(sentence, bodies[0]!);
        if (asked.length) problems.push(`${path.relative(repoRoot, file)}: pide ${asked.join(', ')} (opcionales) en «${sentence}»`);
      }
    }
    assert.deepEqual(problems, []);
    assert.ok(checked > 0, 'ninguna frase de las guías pide campos junto a una operación: la comprobación no leyó nada');
    console.log(`${checked} frases de las guías que piden campos de una operación`);
  });

  test('la comprobación sí encuentra lo que pide de más, y deja lo obligatorio, lo condicionado y lo ofrecido', () => {
    const body: Body = {
      required: new Set(['name']),
      optional: new Set(['key', 'descriptor', 'file', 'tmp_file_id']),
      conditional: new Set(['file', 'tmp_file_id']),
    };
    assert.deepEqual(overAsked('Envía `name`, `key` y `descriptor`.', body), ['key', 'descriptor']);
    assert.deepEqual(overAsked('Envía `name`; si quieres, también `key`.', body), []);
    assert.deepEqual(overAsked('Envía el archivo en `file` o su `tmp_file_id`.', body), []);
    assert.deepEqual(overAsked('Devuelve `key` y `descriptor`.', body), []);
    assert.deepEqual(overAsked('Crea la propiedad: envía `name` y `key`.', body), ['key']);
    assert.deepEqual(overAsked('| Falta el dato | Envía `descriptor` |', body), ['descriptor']);
    assert.deepEqual(overAsked('Si ya tienes el catálogo, envía `key`.', body), []);
    assert.deepEqual(overAsked('El firmante envía `key` desde su navegador.', body), []);
    assert.deepEqual(sentencesOf('Reglas:\n- `key`: una clave.\n- Envía `name`.'), ['Reglas:', '`key`: una clave.', 'Envía `name`.']);
    assert.equal(actionVerb('Enviar código por correo'), actionVerb('Envía un código al correo `email`.'));
    assert.notEqual(actionVerb('Crear propiedad dinámica'), actionVerb('Envía `name`.'));
    assert.deepEqual(sentencesOf('Crea algo.\nEnvía `name`, `key`\ny `descriptor`. Listo.'), [
      'Crea algo.',
      'Envía `name`, `key` y `descriptor`.',
      'Listo.',
    ]);
  });
});
