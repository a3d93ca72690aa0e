/**
 * Checks one or more specs: bundles them and reports coverage of endpoints.tsv and the
 * per-operation rules, the contract rules, every example against its schema and every placeholder
 * value in an example (`"string"`, a meaningless `0`, `property1`, a `success` contradicting the status).
 * Usage: npx tsx scripts/check-spec.ts [service...] (all when none given).
 */
import os from 'node:os';
import path from 'node:path';
import {findService, services, type ApiService} from '../config/services';
import {contractProblems} from './lib/contractRules';
import {invalidExamples} from './lib/exampleValidation';
import {bundleSpec} from '../lib/openapi/bundle';
import {readEndpoints} from '../lib/openapi/endpoints';
import {specPlaceholders} from '../lib/openapi/placeholders';
import {checkOperations} from '../lib/openapi/styleRules';
import {SpecError} from '../lib/openapi/types';

async function main(): Promise<number> {
  const ids = process.argv.slice(2);
  const selected: ApiService[] = ids.length === 0 ? [...services] : [];
  for (const id of ids) {
    const service = findService(id);
    if (!service) {
      console.error(`Servicio desconocido: ${id}. Usa uno de: ${services.map((s) => s.id).join(', ')}`);
      return 2;
    }
    selected.push(service);
  }
  const endpoints = readEndpoints();
  let failures = 0;
  for (const service of selected) {
    const outFile = path.join(os.tmpdir(), 'check-spec', `${service.id}.json`);
    try {
      const document = await bundleSpec(service, outFile);
      const required = endpoints.filter((row) => row.service === service.id);
      const {operationCount, problems} = checkOperations(document, required);
      problems.push(...contractProblems(document));
      problems.push(
        ...invalidExamples(document).problems.map((problem) => `${problem.location}: el ejemplo no cumple su esquema (${problem.message})`),
      );
      problems.push(
        ...specPlaceholders(document).map(
          (placeholder) => `${placeholder.location} ${placeholder.path || '/'}: valor de relleno en un ejemplo (${placeholder.reason})`,
        ),
      );
      const status = problems.length === 0 ? 'OK' : `${problems.length} problemas`;
      console.log(`${service.id}: ${operationCount} operaciones (${required.length} requeridas) — ${status}`);
      for (const problem of problems) console.log(`  - ${problem}`);
      if (problems.length > 0) failures += 1;
    } catch (error) {
      failures += 1;
      console.error(error instanceof SpecError ? `${service.id}: ${error.message}` : error);
    }
  }
  return failures === 0 ? 0 : 1;
}

main().then((code) => process.exit(code));
