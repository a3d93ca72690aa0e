import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {repoRoot} from '../../lib/paths';

interface LockEntry {
  version?: string;
  integrity?: string;
  link?: boolean;
}
const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as {packages: Record<string, LockEntry>};

test('cada dependencia directa tiene una versión exacta, la misma del lockfile', () => {
  for (const group of ['dependencies', 'devDependencies', 'overrides'] as const) {
    for (const [name, range] of Object.entries(manifest[group] ?? {})) {
      // An exact version may carry a pre-release tag (cheerio 1.0.0-rc.12, the one Docusaurus installs).
      assert.match(range, /^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?$/, `${group}.${name} no es una versión exacta: ${range}`);
      if (group !== 'overrides') assert.equal(lock.packages[`node_modules/${name}`]?.version, range, name);
    }
  }
});

test('cada paquete del lockfile fija su versión y su hash de integridad', () => {
  const entries = Object.entries(lock.packages).filter(([key, entry]) => key !== '' && !entry.link);
  assert.ok(entries.length > 100);
  for (const [key, entry] of entries) {
    assert.ok(entry.version, `${key} sin versión`);
    assert.match(entry.integrity ?? '', /^sha(512|1)-/, `${key} sin integridad`);
  }
});
