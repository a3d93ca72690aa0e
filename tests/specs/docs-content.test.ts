import assert from 'node:assert/strict';
import {mkdtempSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {before, describe, test} from 'node:test';
import {services} from '../../config/services';
import {codeBlocks, pathMentions, readDocs} from '../../scripts/lib/docsScan';
import {bundleSpec} from '../../lib/openapi/bundle';
import {normalizePath} from '../../lib/openapi/endpoints';
import {listOperations} from '../../lib/openapi/operations';
import {repoRoot} from '../../lib/paths';

const docs = readDocs(path.join(repoRoot, 'docs'));
const relative = (file: string) => path.relative(repoRoot, file);

/**
 * Site routes, the integrator's own webhook receivers and the sandbox's reserved control paths (`/__identia/eventos`,
 * sandbox/src/state/eventsControl.ts) are paths too, but not API paths.
 */
const NOT_API = /^\/(docs|blog|img|openapi|legal|llms|buscar|webhooks|__identia)(\/|$)|^\/$/;

interface KnownPath {
  segments: string[];
  methods: Set<string>;
}
const known: KnownPath[] = [];
const serverPrefixes = new Set<string>();

before(async () => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'docs-paths-'));
  for (const service of services) {
    const spec = await bundleSpec(service, path.join(outDir, `${service.id}.json`));
    for (const server of spec.servers ?? []) {
      const prefix = String(server.url).replace(/^\{baseUrl\}/, '');
      if (prefix) serverPrefixes.add(prefix);
    }
    const byPath = new Map<string, Set<string>>();
    for (const {method, path: operationPath} of listOperations(spec)) {
      const key = normalizePath(operationPath);
      if (!byPath.has(key)) byPath.set(key, new Set());
      byPath.get(key)!.add(method.toUpperCase());
    }
    for (const [key, methods] of byPath) known.push({segments: key.split('/').slice(1), methods});
  }
});

/** `{id}`, `${id}`, `$ID`, `:id`, or an example value standing in for one (a UUID). */
const isParameter = (segment: string) =>
  /^(\{[^}]*\}|\$\{[^}]*\}|\$[A-Z_]+|:[a-z_]+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.test(segment);

function matches(pathToCheck: string, method?: string): boolean {
  const clean = pathToCheck
    .replace(/[?#].*$/, '')
    .replace(/[.,;:]+$/, '')
    .replace(/\/$/, '');
  const candidates = [clean];
  for (const prefix of serverPrefixes) if (clean.startsWith(`${prefix}/`)) candidates.push(clean.slice(prefix.length));
  if (serverPrefixes.has(clean)) return true;
  return candidates.some((candidate) => {
    const wildcard = candidate.endsWith('/*');
    const segments = (wildcard ? candidate.slice(0, -2) : candidate).split('/').slice(1);
    return known.some((entry) => {
      if (wildcard ? entry.segments.length <= segments.length : entry.segments.length !== segments.length) return false;
      const fits = segments.every(
        (segment, index) => entry.segments[index] === segment || (entry.segments[index] === '{}' && isParameter(segment)),
      );
      return fits && (!method || entry.methods.has(method));
    });
  });
}

describe('contenido de las guías', () => {
  test('todo bloque de código declara su lenguaje', () => {
    const missing = docs.flatMap(({file, source}) =>
      codeBlocks(source)
        .filter((block) => block.language === '')
        .map((block) => `${relative(file)}:${block.line}`),
    );
    assert.deepEqual(missing, []);
  });

  test('los avisos usan la sintaxis :::tipo[Título] (la de título suelto ya no se interpreta)', () => {
    const legacy = docs.flatMap(({file, source}) =>
      source
        .split('\n')
        .map((line, index) => ({line, index}))
        .filter(({line}) => /^:::[a-z]+\s+\S/.test(line))
        .map(({index}) => `${relative(file)}:${index + 1}`),
    );
    assert.deepEqual(legacy, []);
  });

  test('todo bloque JSON es JSON válido', () => {
    let checked = 0;
    const invalid: string[] = [];
    for (const {file, source} of docs) {
      for (const block of codeBlocks(source).filter((candidate) => candidate.language === 'json')) {
        checked += 1;
        try {
          JSON.parse(block.body);
        } catch (error) {
          invalid.push(`${relative(file)}:${block.line}: ${(error as Error).message}`);
        }
      }
    }
    console.log(`bloques JSON revisados: ${checked}`);
    assert.ok(checked > 10);
    assert.deepEqual(invalid, []);
  });

  test('toda ruta de API que nombran las guías existe en las especificaciones (con su método)', () => {
    let checked = 0;
    const unknown: string[] = [];
    for (const {file, source} of docs) {
      for (const mention of pathMentions(source)) {
        if (NOT_API.test(mention.path)) continue;
        checked += 1;
        if (!matches(mention.path, mention.method)) {
          unknown.push(`${relative(file)}:${mention.line}: ${[mention.method, mention.path].filter(Boolean).join(' ')}`);
        }
      }
    }
    console.log(`rutas de API revisadas en las guías: ${checked}`);
    assert.ok(checked > 100, `muy pocas rutas encontradas (${checked})`);
    assert.deepEqual(unknown, []);
  });
});
