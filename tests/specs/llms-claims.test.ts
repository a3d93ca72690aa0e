/**
 * Issue 52: what llms.txt and the Convenciones guide say of each API's error answers equals that API's spec.
 * - Authorization: llms.txt names, for each API, exactly the messages its `401`/`403` examples carry
 *   (`Failed authorization` for People, Workflows and Signt; none for the APIs whose specs give those statuses no
 *   body), read back from the text, not from the function that wrote it.
 * - Message field: where an API's error bodies carry their messages in another field than usual (Signt's reviewers
 *   answer `errors`, not `error`), llms.txt and Convenciones name that field with each operation that uses it.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {services} from '../../config/services';
import {bundleSpec} from '../../lib/openapi/bundle';
import {apiErrorFacts, exceptionalMessageFields} from '../../lib/openapi/errorBodies';
import {mediaExamples} from '../../lib/openapi/mediaExamples';
import {listOperations} from '../../lib/openapi/operations';
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';
import {repoRoot} from '../../lib/paths';
import {assistantInstructions, type ApiEntry} from '../../plugins/ai-docs/llmsTxt';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'llms-claims-'));
const specs = new Map<string, OpenApiDocument>();
let instructions = '';

before(async () => {
  for (const service of services) specs.set(service.id, await bundleSpec(service, path.join(outDir, `${service.id}.json`)));
  const apis: ApiEntry[] = services.map((service) => ({
    service,
    servers: [],
    markdown: '',
    operations: [],
    errors: apiErrorFacts(specs.get(service.id)!),
  }));
  instructions = assistantInstructions(apis);
});
after(() => rmSync(outDir, {recursive: true, force: true}));

/** The `error` text of every `401`/`403` example of a spec: what a reader of the reference sees for those statuses. */
function specAuthMessages(spec: OpenApiDocument): string[] {
  const messages = new Set<string>();
  for (const {operation} of listOperations(spec)) {
    for (const status of ['401', '403']) {
      const response = resolveRef<Record<string, SpecNode>>(spec, operation.responses?.[status]);
      for (const media of Object.values<SpecNode>(response?.content ?? {}))
        for (const {value} of mediaExamples(spec, media)) {
          const error = (value as {error?: unknown})?.error;
          if (typeof error === 'string') messages.add(error);
        }
    }
  }
  return [...messages].sort();
}

/** The sub-bullet of «Cuando la autorización falla» that names the API, and the messages it gives. */
function llmsAuthMessages(label: string): string[] | undefined {
  const section = instructions.slice(instructions.indexOf('### Autenticación'), instructions.indexOf('### Respuestas exitosas'));
  const line = section.split('\n').find((candidate) => {
    const names = /^ {2}- (.+?): /.exec(candidate)?.[1];
    return names?.split(/, | y /).includes(label);
  });
  if (!line) return undefined;
  return [...line.matchAll(/ con `([^`]+)`/g)].map((match) => match[1]).sort();
}

describe('llms.txt y Convenciones dicen de los errores de cada API lo que dice su especificación', () => {
  for (const service of services) {
    test(`${service.id}: los mensajes de 401/403 de llms.txt son los de sus ejemplos`, () => {
      const said = llmsAuthMessages(service.label);
      assert.ok(said, `llms.txt no tiene una línea de autorización para ${service.label}`);
      assert.deepEqual(said, specAuthMessages(specs.get(service.id)!));
    });
  }

  test('ninguna línea de llms.txt promete Failed authorization fuera de su lista por API', () => {
    const promises = instructions.split('\n').filter((line) => line.includes('Failed authorization') && !/^ {2}- /.test(line));
    assert.deepEqual(promises, []);
  });

  test('un campo de mensajes distinto del habitual (errors en los revisores de Signt) está en llms.txt y en Convenciones', () => {
    const conventions = readFileSync(path.join(repoRoot, 'docs', 'convenciones.md'), 'utf8');
    const found: string[] = [];
    for (const service of services) {
      for (const {field, usual, operations} of exceptionalMessageFields(apiErrorFacts(specs.get(service.id)!))) {
        found.push(`${service.id} ${field}`);
        const line = instructions
          .split('\n')
          .find((candidate) => candidate.startsWith(`- ${service.label}: `) && candidate.includes(`\`${field}\``));
        assert.ok(line, `llms.txt no dice que ${service.label} responde \`${field}\` en lugar de \`${usual}\``);
        const paragraph = conventions.split('\n\n').find((text) => text.includes(service.label) && text.includes(`\`${field}\``));
        assert.ok(paragraph, `Convenciones no dice que ${service.label} responde \`${field}\``);
        for (const operation of operations) {
          assert.ok(line.includes(`\`${operation}\``), `llms.txt no nombra ${operation}`);
          assert.ok(paragraph.includes(`\`${operation}\``), `Convenciones no nombra ${operation}`);
        }
      }
    }
    // The case the issue found must be among them, or the check above ran on nothing.
    assert.ok(found.includes('signt errors'), `campos excepcionales encontrados: ${found.join(', ') || 'ninguno'}`);
  });
});
