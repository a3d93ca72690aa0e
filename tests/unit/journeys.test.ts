/**
 * The journeys' sources (static/arazzo/) agree with their registry (config/journeys.ts) and read the
 * specs where the build publishes them: each source description is a service id and its url is the
 * published YAML spec, relative to the journey's own published URL.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {parse as parseYaml} from 'yaml';
import {journeyPath, journeys} from '../../config/journeys';
import {findService, serviceArtifacts} from '../../config/services';
import {repoRoot} from '../../lib/paths';

const sourceDir = path.join(repoRoot, 'static', 'arazzo');

test('cada archivo de static/arazzo está registrado en config/journeys.ts y viceversa', () => {
  const files = readdirSync(sourceDir).filter((file) => file.endsWith('.arazzo.yaml'));
  assert.deepEqual(files.sort(), journeys.map((journey) => journey.file).sort());
});

test('cada fuente de un recorrido es la especificación publicada de una API, relativa al recorrido', () => {
  for (const journey of journeys) {
    const document = parseYaml(readFileSync(path.join(sourceDir, journey.file), 'utf8'));
    assert.equal(document.arazzo, '1.0.1', `${journey.file}: versión de Arazzo`);
    for (const source of document.sourceDescriptions as {name: string; url: string; type: string}[]) {
      const service = findService(source.name);
      assert.ok(service, `${journey.file}: la fuente ${source.name} no es una API del portal`);
      const published = path.posix.resolve(path.posix.dirname(journeyPath(journey)), source.url);
      assert.equal(published, serviceArtifacts(service).yaml, `${journey.file}: ${source.url}`);
      assert.equal(source.type, 'openapi');
    }
  }
});

test('los archivos de muestra que sube un recorrido existen en static/', () => {
  for (const journey of journeys) {
    const text = readFileSync(path.join(sourceDir, journey.file), 'utf8');
    for (const [, file] of text.matchAll(/\$file\('([^']+)'\)/g)) {
      assert.doesNotThrow(() => readFileSync(path.join(sourceDir, file)), `${journey.file}: no existe ${file}`);
    }
  }
});
