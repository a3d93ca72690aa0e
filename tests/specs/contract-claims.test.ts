/**
 * Issue 37: prose cannot drift from the contract. Every description, summary and example summary of the specs is
 * read for claims the schema can settle — a field called required or optional, a length, a bound, a format, a
 * type, the allowed values, an HTTP status — and each claim is compared with the schema the text sits in (the
 * operation, or every operation that reaches a shared component). A 404 example names a model only where the
 * product spec gives its identifier. Behaviour claims (transitions, side effects, authorities, update semantics,
 * causes…) are checked against the product spec by tests/specs/description-provenance.test.ts. The checker's
 * own rules, on sentences and small specs written for them, are tests/unit/claim-check.test.ts's.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {repoRoot, sharedSpecDir} from '../../lib/paths';
import {checkClaims, countClaimsByKind} from '../../scripts/lib/provenance/claimCheck';
import {listProse} from '../../scripts/lib/provenance/descriptionInventory';
import {exampleStrings, namedModels, notFoundModelProblem} from '../../scripts/lib/provenance/notFoundModels';
import {SpecGraph} from '../../scripts/lib/provenance/specGraph';

const openapiDir = path.join(repoRoot, 'openapi');
const productSpec = readFileSync(path.join(sharedSpecDir, 'product-spec.md'), 'utf8');
const graph = new SpecGraph(openapiDir);
const {claims, problems} = checkClaims(graph, listProse(openapiDir));

describe('afirmaciones de la prosa contra el esquema', () => {
  test('se leen las afirmaciones de todas las descripciones, por tipo', () => {
    const counts = countClaimsByKind(claims);
    console.log(`afirmaciones comparadas con el esquema por tipo: ${JSON.stringify(counts)} (total ${claims.length})`);
    assert.ok(graph.operations.length >= 280, `se leyeron muy pocas operaciones (${graph.operations.length})`);
    for (const kind of ['obligatorio', 'longitud', 'formato', 'estado-http'] as const)
      assert.ok(counts[kind] > 5, `muy pocas afirmaciones de tipo ${kind} (${counts[kind]})`);
  });

  test('ninguna afirmación de la prosa contradice el esquema', () => {
    assert.deepEqual(problems, []);
  });

  test('ningún ejemplo de 404 nombra un modelo que el spec del producto no da', () => {
    const allowed = namedModels(productSpec);
    assert.deepEqual(allowed, ['Person', 'PeopleGroup', 'Address', 'Biometric', 'PersonContactData']);
    const found: string[] = [];
    let messages = 0;
    for (const [file, document] of graph.files)
      for (const example of exampleStrings(file, document)) {
        if (example.text.includes('No query results for model')) messages += 1;
        const problem = notFoundModelProblem(example.text, allowed);
        if (problem) found.push(`${example.file}#${example.pointer}: ${problem}`);
      }
    assert.ok(messages >= 19, `se leyeron muy pocos mensajes de 404 (${messages})`);
    assert.deepEqual(found, []);
    assert.match(notFoundModelProblem('No query results for model [PersonBankData]', allowed) ?? '', /usa «No query results for model»/);
    assert.match(notFoundModelProblem('No query results for model [App\\Models\\Person] 9b2f', allowed) ?? '', /prefijo/);
    assert.equal(notFoundModelProblem('No query results for model [Person]', allowed), undefined);
    assert.equal(notFoundModelProblem('No query results for model', allowed), undefined);
  });
});
