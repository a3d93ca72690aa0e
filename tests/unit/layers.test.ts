/**
 * The layers of README.md, as the lint enforces them: config ← lib ← plugins and scripts ← tests,
 * and src/ on config and lib only. Each case lints a one-line module placed in a layer with the
 * repository's own ESLint configuration.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {ESLint} from 'eslint';
import {repoRoot} from '../../lib/paths';

const eslint = new ESLint({cwd: repoRoot});

/** Rule ids ESLint reports for `source` as if it were the file `file` (relative to the repository). */
async function ruleViolations(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, {filePath: path.join(repoRoot, file)});
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const upward: [string, string][] = [
  ['config/probe.ts', "export {repoRoot} from '../lib/paths';"],
  ['lib/probe.ts', "export {writeHostHeaderFiles} from '../plugins/static-hosting/hostHeaderFiles';"],
  ['lib/openapi/probe.ts', "export {loadSandboxModel} from '../../scripts/lib/sandboxModels';"],
  ['plugins/search/probe.ts', "export {startMockGateway} from '../../scripts/lib/mockGateway';"],
  ['sandbox/src/engine/probe.ts', "export {services} from '../../../config/services';"],
  ['sandbox/src/engine/probe.ts', "export {runCli} from '../cli/main';"],
  ['sandbox/src/engine/probe.ts', "export {checkRequest} from '../contract/requestCheck';"],
  ['sandbox/src/contract/probe.ts', "export {createMcpServer} from '../mcp/server';"],
  ['sandbox/src/search/probe.ts', "export {runCli} from '../cli/main';"],
  ['sandbox/src/mcp/probe.ts', "export {services} from '../../../config/services';"],
  ['sandbox/src/cli/probe.ts', "export {repoRoot} from '../../../lib/paths';"],
  ['plugins/search/probe.ts', "export {openPage} from '../../tests/e2e/pageQuality';"],
  ['scripts/probe.ts', "export {publishSpec} from '../plugins/api-reference/publishSpec';"],
  ['src/components/probe.ts', "export {freePort} from '@site/scripts/lib/mockGateway';"],
  ['src/components/probe.ts', "export {searchEntries} from '../../plugins/search';"],
];

for (const [file, source] of upward) {
  test(`el lint rechaza en ${file}: ${source}`, async () => {
    assert.ok((await ruleViolations(file, source)).includes('import-x/no-restricted-paths'), `${file} pudo importar hacia arriba`);
  });
}

const downward: [string, string][] = [
  ['lib/probe.ts', "export {services} from '../config/services';"],
  ['plugins/search/probe.ts', "export {resolveRef} from '../../lib/openapi/refs';"],
  ['scripts/probe.ts', "export {listOperations} from '../lib/openapi/operations';"],
  ['src/components/probe.ts', "export {markdownTwinPath} from '@site/lib/twinPath';"],
  ['tests/unit/probe.ts', "export {publishSpec} from '../../plugins/api-reference/publishSpec';"],
  ['scripts/probe.ts', "export {createSandbox} from '../sandbox/src/engine';"],
  ['plugins/try-it/console/probe.ts', "export {createSandbox} from '../../../sandbox/src/engine';"],
  ['sandbox/src/cli/probe.ts', "export {createSandbox} from '../engine';"],
  ['sandbox/src/mcp/probe.ts', "export {checkRequest} from '../contract/requestCheck';"],
  ['sandbox/src/contract/probe.ts', "export {createApiSandbox} from '../engine';"],
  ['plugins/try-it/console/probe.ts', "export {checkRequest} from '../../../sandbox/src/contract/requestCheck';"],
];

test('el motor del simulador, las comprobaciones de la consola y el buscador no importan módulos de Node (corren también en el navegador)', async () => {
  for (const folder of ['engine', 'contract', 'search'])
    assert.ok(
      (await ruleViolations(`sandbox/src/${folder}/probe.ts`, "import {readFileSync} from 'node:fs'; export {readFileSync};")).includes(
        'no-restricted-imports',
      ),
      folder,
    );
});

for (const [file, source] of downward) {
  test(`el lint acepta en ${file}: ${source}`, async () => {
    assert.deepEqual(await ruleViolations(file, source), []);
  });
}
