/**
 * Every lifecycle rule, exception, webhook trigger and chosen outcome of the sandbox's state layer carries the
 * product spec's words: each
 * fragment of its quote (split at «…», «§N:» and «(§N)») is literal in ../shared/spec/product-spec.md, and each
 * rule names an operation of its API's published spec.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {services} from '../../config/services';
import {sharedSpecDir} from '../../lib/paths';
import {EXCEPTIONS, LIFECYCLE_RULES, OUTCOME_KINDS, TRIGGERS} from '../../sandbox/src/state';
import {loadSandboxModels} from '../../scripts/lib/sandboxModels';

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
const productSpec = normalise(readFileSync(path.join(sharedSpecDir, 'product-spec.md'), 'utf8'));

/** `A. §8: B … C (§6) D` → [A., B, C, D]. */
const fragments = (quote: string) =>
  quote
    .split(/\s*(?:…|§\d+:|\(§\d+\))\s*/)
    .map((fragment) => normalise(fragment))
    .filter((fragment) => fragment.length > 0);

test('cada cita de una regla del ciclo de vida, de una excepción, de un disparador de webhook o de un resultado que eliges está literal en el spec del producto', () => {
  const missing = [
    ...LIFECYCLE_RULES.map((rule) => [`${rule.api} ${rule.operationId}`, rule.quote]),
    ...TRIGGERS.map((trigger) => [`disparador ${trigger.id}`, trigger.quote]),
    ...OUTCOME_KINDS.map((kind) => [`resultado ${kind.tipo}`, kind.quote]),
    ...EXCEPTIONS.map((exception) => [
      `${exception.api} ${exception.kind === 'item' ? exception.item : exception.operation}`,
      exception.quote,
    ]),
  ].flatMap(([owner, quote]) =>
    fragments(quote!)
      .filter((fragment) => !productSpec.includes(fragment))
      .map((fragment) => `${owner}: «${fragment}»`),
  );
  assert.deepEqual(missing, []);
});

test('la comprobación de citas rechaza un fragmento que el spec no dice', () => {
  assert.ok(
    fragments('Sign needs a generated document. §8: Document is burned after signing').some((fragment) => !productSpec.includes(fragment)),
  );
});

test('cada regla nombra una operación de la especificación publicada de su API', async () => {
  const models = await loadSandboxModels(services);
  const operationIds = new Map(
    models.map(({service, model}) => [
      service.id,
      new Set(
        Object.values(model.paths ?? {}).flatMap((item) =>
          Object.values(item as Record<string, {operationId?: string}>).map((operation) => operation?.operationId),
        ),
      ),
    ]),
  );
  const unknown = LIFECYCLE_RULES.filter((rule) => !operationIds.get(rule.api)?.has(rule.operationId)).map(
    (rule) => `${rule.api} ${rule.operationId}`,
  );
  assert.deepEqual(unknown, []);
});
