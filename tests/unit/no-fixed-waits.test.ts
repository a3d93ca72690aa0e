/**
 * The lint rule that keeps tests waiting for states (eslint.config.mjs, tests/): each way a test could wait
 * for time or read the clock fails, in any folder of tests/; waiting for a state passes; and the rule is
 * scoped to tests/ (the site's code may use timers). Each case lints a probe module with the repository's
 * own configuration.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, test} from 'node:test';
import {ESLint} from 'eslint';
import {repoRoot} from '../../lib/paths';

const eslint = new ESLint({cwd: repoRoot});

async function ruleViolations(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, {filePath: path.join(repoRoot, file)});
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const forbidden: Array<[what: string, source: string, rule: string]> = [
  [
    'waitForTimeout',
    'export const wait = (page: {waitForTimeout(ms: number): Promise<void>}) => page.waitForTimeout(1000);',
    'no-restricted-properties',
  ],
  ['setTimeout', 'export const sleep = () => new Promise((resolve) => setTimeout(resolve, 500));', 'no-restricted-globals'],
  [
    'window.setTimeout',
    'export const sleep = () => new Promise((resolve) => window.setTimeout(resolve, 500));',
    'no-restricted-properties',
  ],
  ['setInterval', 'export const poll = () => setInterval(() => undefined, 50);', 'no-restricted-globals'],
  [
    'timers/promises',
    "import {setTimeout as sleep} from 'node:timers/promises'; export const wait = () => sleep(500);",
    'no-restricted-imports',
  ],
  ['Date.now', 'export const budget = () => Date.now() < 5000;', 'no-restricted-properties'],
  ['performance.now', 'export const budget = () => performance.now() < 5000;', 'no-restricted-properties'],
  ['new Date()', 'export const today = () => new Date().toISOString().slice(0, 10);', 'no-restricted-syntax'],
  ['Date()', 'export const today = () => Date();', 'no-restricted-syntax'],
];

describe('el lint de tests/ no deja esperar un tiempo fijo ni leer el reloj', () => {
  for (const [what, source, rule] of forbidden)
    for (const folder of ['tests/e2e', 'tests/unit', 'tests/build', 'tests/specs'])
      test(`${what} falla en ${folder}`, async () => {
        assert.ok((await ruleViolations(`${folder}/probe.ts`, source)).includes(rule), source);
      });

  test('esperar un estado, una fecha fija y la fecha del build pasan', async () => {
    const source = [
      "import {recordedBuildDate} from '../../lib/buildDate';",
      "export const ready = (page: {waitForSelector(selector: string): Promise<unknown>}) => page.waitForSelector('html[data-has-hydrated]');",
      "export const fixed = new Date('2027-01-01T00:00:00Z');",
      'export const built = recordedBuildDate();',
    ].join('\n');
    assert.deepEqual(await ruleViolations('tests/e2e/probe.ts', source), []);
  });

  test('fuera de tests/ la regla no aplica: el código del sitio usa temporizadores', async () => {
    assert.deepEqual(await ruleViolations('lib/probe.ts', 'export const later = (run: () => void) => setTimeout(run, 0);'), []);
  });
});
