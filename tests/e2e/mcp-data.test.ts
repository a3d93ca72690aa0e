/**
 * The MCP server's data (sandbox/data/, written by the build) says what the site says: every
 * operation's reference equals its built Markdown twin; the documents are the published files byte
 * for byte; the search answers the relevance set in the order the browser's engine gives on the
 * built index, and /buscar in Chromium lists the same first results as «buscar»; the catalogue's
 * meaning, action and operations and the scenarios equal the built twins of /docs/errores and of the
 * scenarios pages. Without a build it fails, saying to run one.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {buildDir, openPage, shutdown} from '../../lib/browserSession';
import {mcpDataDir, sandboxSpecsDigest} from '../../lib/sandboxPackage';
import {openMcpData} from '../../sandbox/src/mcp/data';
import {createSearchEngine} from '../../sandbox/src/search/engine';
import {searchTextChunkPath, searchTextChunkSize, type SearchTextFile} from '../../sandbox/src/search/types';
import {builtSearch} from '../../scripts/search/evaluate';
import {relevanceCases} from '../../scripts/search/relevance';
import {inProcessMcp} from './mcpSession';

after(() => shutdown());

const data = openMcpData(mcpDataDir);
const built = (sitePath: string) => readFileSync(path.join(buildDir, sitePath.replace(/^\//, '')), 'utf8');

describe('los datos del servidor MCP son los de la compilación', () => {
  test('se escribieron con los modelos que lleva el paquete', () => {
    assert.equal(data.index.specsDigest, sandboxSpecsDigest());
  });

  test('la referencia de cada operación y webhook es su gemelo Markdown publicado', () => {
    const operations = data.index.apis.flatMap((api) => api.operations);
    assert.ok(operations.length >= 280, `${operations.length} operaciones`);
    const twins = data.twins();
    const differing = operations.filter((operation) => twins[operation.twin] !== built(operation.twin)).map((operation) => operation.twin);
    assert.deepEqual(differing, []);
  });

  test('los documentos OpenAPI y los flujos Arazzo son los publicados, byte a byte', () => {
    const documents = data.documents();
    assert.equal(data.index.documents.filter((document) => document.sitePath.startsWith('/openapi/')).length, 8);
    for (const document of data.index.documents) assert.equal(documents[document.sitePath], built(document.sitePath), document.sitePath);
  });

  test('el buscador da, para cada consulta del conjunto de relevancia, el orden del motor del navegador sobre el índice publicado', () => {
    const browserEngine = builtSearch(buildDir).engine;
    const packed = createSearchEngine(data.search().index);
    for (const {query} of relevanceCases) {
      const urls = (engine: typeof packed) => engine.search(query, 10).map((hit) => `${hit.document.kind} ${hit.document.url}`);
      assert.deepEqual(urls(packed), urls(browserEngine), `«${query}»`);
    }
    const {texts} = data.search();
    for (let chunk = 0; chunk * searchTextChunkSize < texts.length; chunk++) {
      const file = JSON.parse(built(searchTextChunkPath(chunk))) as SearchTextFile;
      assert.deepEqual(texts.slice(chunk * searchTextChunkSize, (chunk + 1) * searchTextChunkSize), file.texts, `extractos ${chunk}`);
    }
  });

  test('/buscar en Chromium lista los mismos primeros resultados que «buscar»', async () => {
    const mcp = await inProcessMcp();
    try {
      for (const query of ['crear persona', 'The name field is required.', 'firma con FIEL']) {
        const answer = await mcp.call('buscar', {consulta: query, limite: 8});
        const fromMcp = [...answer.text.matchAll(/^ {3}(https?:\/\/\S+)$/gm)].map((match) =>
          decodeURI(new URL(match[1]!).pathname + new URL(match[1]!).hash),
        );
        const {page, close} = await openPage(`/buscar?q=${encodeURIComponent(query)}`, {waitUntil: 'networkidle'});
        try {
          const links = page.locator('main ol > li a');
          await links.first().waitFor({state: 'visible'});
          const hrefs = (
            await links.evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).getAttribute('href') ?? ''))
          ).slice(0, 8);
          assert.deepEqual(
            fromMcp,
            hrefs.map((href) => decodeURI(href)),
            `«${query}»`,
          );
        } finally {
          await close();
        }
      }
    } finally {
      await mcp.close();
    }
  });

  test('el catálogo de errores: significado, qué hacer y operaciones de cada mensaje, como /docs/errores.md', () => {
    const twin = built('/docs/errores.md');
    const sections = new Map(
      twin
        .split(/^### /m)
        .slice(1)
        .map((section) => [section.slice(0, section.indexOf('\n')), section] as const),
    );
    const messages = data.errors();
    assert.ok(messages.length > 50, `${messages.length} mensajes`);
    for (const entry of messages) {
      const section = sections.get(entry.message);
      assert.ok(section, `/docs/errores.md no tiene «${entry.message}»`);
      assert.ok(section.includes(`Ancla en la página: \`#${entry.anchor}\``), entry.message);
      assert.ok(section.includes(`**Qué significa:** ${entry.meaning}\n`), `${entry.message}: qué significa`);
      assert.ok(section.includes(`**Qué hacer:** ${entry.action}\n`), `${entry.message}: qué hacer`);
      for (const answer of entry.answers) {
        const row = section.split('\n').find((line) => line.startsWith(`| ${answer.apiLabel} | \`${answer.status}\` |`));
        assert.ok(row, `${entry.message}: falta ${answer.apiLabel} ${answer.status}`);
        for (const operation of answer.operations)
          assert.ok(row.includes(`\`${operation.method} ${operation.path}\``), `${entry.message}: ${operation.operationId}`);
      }
    }
  });

  test('los escenarios de cada operación son los de las páginas de escenarios', () => {
    for (const api of data.index.apis) {
      const twin = built(`/docs/herramientas/escenarios-de-prueba/${api.id}.md`);
      const scenarios = data.scenarios()[api.id] ?? [];
      assert.ok(scenarios.length > 0, api.id);
      for (const operation of scenarios) {
        const start = twin.indexOf(`\`${operation.method} ${operation.path}\` · referencia`);
        assert.ok(start >= 0, `${api.id}: ${operation.method} ${operation.path}`);
        // Up to the next operation (`###`) or group (`##`).
        const next = /\n#{2,3} /.exec(twin.slice(start));
        const rows = twin
          .slice(start, next ? start + next.index : undefined)
          .split('\n')
          .filter((line) => /^\| `\d{3}` \|/.test(line))
          .map((line) => /\| `([^`]+)` \|$/.exec(line)![1]);
        assert.deepEqual(
          operation.scenarios.map((scenario) => scenario.prefer),
          rows,
          `${api.id}: ${operation.operationId}`,
        );
      }
    }
  });
});
