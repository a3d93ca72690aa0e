import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {missingToolsMessage, systemTools} from '../../config/systemTools';
import {repoRoot} from '../../lib/paths';
import {missingSystemTools, prerequisiteProblems} from '../../lib/prerequisites';

test('un programa del sistema que falta se nombra con el apt-get install que lo instala, en una línea', () => {
  const absent = [{name: 'nginx', debianPackage: 'nginx', path: '/no/existe/nginx'}];
  assert.deepEqual(missingSystemTools(absent), absent);
  const message = missingToolsMessage(absent);
  assert.match(message, /apt-get install -y nginx/);
  assert.doesNotMatch(message, /\n/);
});

test('un Node.js anterior al fijado se detecta antes de las pruebas', () => {
  const problems = prerequisiteProblems('20.20.2');
  assert.ok(problems.some((line) => line.includes('Node.js 20.20.2') && line.includes('npm install')));
});

test('.ci/run instala los paquetes de Debian de cada programa que las pruebas necesitan', () => {
  const ciScript = readFileSync(path.join(repoRoot, '.ci', 'run'), 'utf8');
  for (const tool of systemTools) assert.match(ciScript, new RegExp(`\\b${tool.debianPackage}\\b`), tool.debianPackage);
});

test('el README muestra la misma línea que npm test imprime cuando falta todo', () => {
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  assert.ok(readme.includes(missingToolsMessage(systemTools)), 'README.md no muestra el mensaje de programas faltantes');
});
