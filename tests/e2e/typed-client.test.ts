/**
 * A typed client generated from each published spec, the way an integrator makes one: take the JSON the portal
 * publishes (the built download), run @hey-api/openapi-ts on it, and compile the result. The generated types must keep every
 * required field of every request body (a `required` list beside an `allOf` without `properties` used to be
 * dropped, so `name` and `email` came out optional), must not make an optional one required, and must compile
 * with the TypeScript compiler, conditions between fields included (`dependentRequired`, `if`/`then`, an `anyOf` of
 * requirements: a field they make obligatory only sometimes stays optional in the type).
 */
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import ts from 'typescript';
import {serviceArtifacts, services} from '../../config/services';
import {listOperations} from '../../lib/openapi/operations';
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';
import {repoRoot} from '../../lib/paths';
import {alternativesCondition} from '../../sandbox/src/engine/conditions';
import {generatorBin, heyApiArgs, runGenerator, strictDiagnostics, strictProgram} from './generatedClients';
import {mergedObjectFields} from './specFields';

const workDir = mkdtempSync(path.join(tmpdir(), 'cliente-tipado-'));
after(() => rmSync(workDir, {recursive: true, force: true}));

/** `createSigner` → `CreateSignerData`, the name @hey-api gives an operation's request type. */
const dataTypeName = (operationId: string) => `${operationId[0].toUpperCase()}${operationId.slice(1)}Data`;

/** Top-level fields of a JSON body with their required flag (`allOf` merged, required from any part). */
function specBodyFields(spec: OpenApiDocument, operation: Record<string, SpecNode>): Map<string, boolean> | undefined {
  const body = resolveRef<Record<string, SpecNode>>(spec, operation.requestBody);
  const schema = resolveRef<Record<string, SpecNode>>(spec, body?.content?.['application/json']?.schema);
  // A choice of whole shapes has no one list of fields; a choice of requirements (issue 37: `people_uuid` or an
  // enrolment step) is a condition on the object's own fields, which keep their unconditional required flag.
  const choice = schema?.oneOf ? 'oneOf' : schema?.anyOf ? 'anyOf' : undefined;
  if (!schema || (choice && !alternativesCondition(schema, choice))) return undefined;
  const fields = new Map(
    mergedObjectFields(spec, schema)
      .fields.filter((field) => !field.readOnly)
      .map((field) => [field.name, field.required]),
  );
  return fields.size > 0 ? fields : undefined;
}

describe('cliente tipado generado con @hey-api/openapi-ts desde cada especificación publicada', () => {
  for (const service of services) {
    test(`${service.id}: el cliente compila y conserva cada campo obligatorio del cuerpo`, async () => {
      const input = path.join(repoRoot, 'build', serviceArtifacts(service).json);
      assert.ok(existsSync(input), `No existe ${input}: ejecuta \`npm run build\` antes de las pruebas e2e.`);
      const spec = JSON.parse(readFileSync(input, 'utf8')) as OpenApiDocument;
      const output = path.join(workDir, service.id);
      await runGenerator(`@hey-api/openapi-ts ${service.id}`, generatorBin('openapi-ts'), heyApiArgs(input, output), workDir);

      // The generated client compiles on its own, strictly.
      const program = strictProgram([path.join(output, 'index.ts')]);
      assert.deepEqual(strictDiagnostics(program, workDir), [], `${service.id}: el cliente generado no compila`);

      // Each JSON body's fields keep their required flag in the generated `…Data['body']` type.
      const checker = program.getTypeChecker();
      const typesFile = program.getSourceFile(path.join(output, 'types.gen.ts'));
      assert.ok(typesFile, 'no se generó types.gen.ts');
      const exported = new Map(checker.getExportsOfModule(checker.getSymbolAtLocation(typesFile)!).map((symbol) => [symbol.name, symbol]));
      const problems: string[] = [];
      let compared = 0;
      for (const {method, path: operationPath, operation} of listOperations(spec)) {
        const fields = specBodyFields(spec, operation);
        if (!fields) continue;
        const label = `${method.toUpperCase()} ${operationPath}`;
        const dataSymbol = exported.get(dataTypeName(operation.operationId));
        if (!dataSymbol) {
          problems.push(`${label}: el cliente no tiene el tipo ${dataTypeName(operation.operationId)}`);
          continue;
        }
        const bodySymbol = checker.getPropertyOfType(checker.getDeclaredTypeOfSymbol(dataSymbol), 'body');
        const bodyType = bodySymbol && checker.getNonNullableType(checker.getTypeOfSymbol(bodySymbol));
        for (const [name, required] of fields) {
          const property = bodyType && checker.getPropertyOfType(bodyType, name);
          if (!property) problems.push(`${label}: el cuerpo generado no tiene ${name}`);
          else if (required === Boolean(property.flags & ts.SymbolFlags.Optional))
            problems.push(`${label}: ${name} es ${required ? 'obligatorio' : 'opcional'} en la especificación y no en el cliente`);
        }
        compared += 1;
      }
      assert.deepEqual(problems, [], `${problems.length} diferencias en ${service.id}:\n${problems.join('\n')}`);
      console.log(`${service.id}: cliente generado y compilado; ${compared} cuerpos JSON comparados`);
    });
  }
});
