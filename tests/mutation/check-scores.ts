/**
 * The mutation score floor of each rule-bearing module (tests/mutation/modules.json): reads the report
 * StrykerJS just wrote (`npm run test:mutation`), prints the score of each module and fails when one is
 * below its floor, or when a module's file was not mutated at all.
 *
 * Score = mutants the unit tests detect (killed, or made to time out) over every mutant that could be
 * detected (those plus the survivors and the mutants no test runs); mutants that do not compile or that
 * Stryker ignores count for neither side, as in Stryker's own score.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {repoRoot} from '../../lib/paths';
import {mutationModules} from './modules';

interface MutantResult {
  status: string;
}
interface MutationReport {
  files: Record<string, {mutants: MutantResult[]}>;
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

const report = JSON.parse(readFileSync(path.join(repoRoot, 'reports', 'mutation', 'mutation.json'), 'utf8')) as MutationReport;
const byFile = new Map(
  Object.entries(report.files).map(([file, result]) => [path.relative(repoRoot, path.resolve(repoRoot, file)), result]),
);

const failures: string[] = [];
const rows: string[] = [];
for (const {module, files, floor} of mutationModules) {
  let detected = 0;
  let undetected = 0;
  for (const file of files) {
    const result = byFile.get(file);
    if (!result) {
      failures.push(`${module}: ${file} no está en el informe de Stryker (¿falta en mutate?)`);
      continue;
    }
    detected += result.mutants.filter((mutant) => DETECTED.has(mutant.status)).length;
    undetected += result.mutants.filter((mutant) => UNDETECTED.has(mutant.status)).length;
  }
  const score = detected + undetected === 0 ? 100 : (100 * detected) / (detected + undetected);
  rows.push(`${module}: ${score.toFixed(2)} % (${detected} de ${detected + undetected} mutantes detectados; mínimo ${floor} %)`);
  if (score < floor) failures.push(`${module}: puntuación de mutación ${score.toFixed(2)} % por debajo del mínimo ${floor} %`);
}
console.log(`Puntuación de mutación por módulo:\n${rows.map((row) => `  ${row}`).join('\n')}`);
if (failures.length > 0) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}
