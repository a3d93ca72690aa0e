// @ts-check
/**
 * StrykerJS over the rule-bearing modules of tests/mutation/modules.json (`npm run test:mutation`, part of
 * `npm test`): each module's files are mutated and its unit tests run against every mutant; the README's
 * «Mutation testing» says why this tool and this runner.
 */
import {readFileSync} from 'node:fs';
import {URL} from 'node:url';

/** @type {{module: string, files: string[], tests: string[], floor: number}[]} */
const modules = JSON.parse(readFileSync(new URL('./tests/mutation/modules.json', import.meta.url), 'utf8'));

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: [...new Set(modules.flatMap((entry) => entry.files))],
  testRunner: 'tap',
  tap: {
    testFiles: [...new Set(modules.flatMap((entry) => entry.tests))],
    // Each test file runs as `node --import tsx --test-reporter=tap <file>` on the pinned Node (npm puts
    // node_modules/.bin first on the PATH): node:test prints TAP, and tsx compiles the instrumented TypeScript.
    nodeArgs: ['--import', 'tsx', '--test-reporter=tap', '-r', '{{hookFile}}', '{{testFile}}'],
    forceBail: true,
  },
  // Per test file: a mutant runs only the test files that reached its code.
  coverageAnalysis: 'perTest',
  // In place, not in a copy under .stryker-tmp/: the tests read the product spec beside the repository
  // (../shared), which a copy one folder deeper would not find. Stryker puts every file back when it ends.
  inPlace: true,
  // tsx does not check types, so the mutated files need no `// @ts-nocheck`, and no other file is rewritten.
  disableTypeChecks: false,
  incremental: true,
  incrementalFile: 'tests/mutation/stryker-incremental.json',
  reporters: ['json', 'progress-append-only', 'clear-text'],
  jsonReporter: {fileName: 'reports/mutation/mutation.json'},
  clearTextReporter: {reportMutants: false, reportTests: false},
  concurrency: 2,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
