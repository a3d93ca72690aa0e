/**
 * The page «Asistentes de código (MCP)» as a reader gets it in Chromium (under Herramientas in the
 * sidebar; axe, console, English text, Markdown and ids as every page), and what it claims held
 * against the server: its table names the registry's tools in order, its client configuration runs
 * `identia-sandbox mcp`, `/llms.txt` points assistants to it, and its example conversation is the server's:
 * the blocks the build writes (plugins/sandbox/mcpSample.ts) are what the packed server answers, and the
 * `buscar` answer the page quotes by hand is the real one (the build fails otherwise; this holds it too).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {buildDir, shutdown} from '../../lib/browserSession';
import {MCP_PAGE_ROUTE} from '../../plugins/sandbox';
import {conversationOf, conversationProblems, MCP_SAMPLE_CALLS, sampleAnswer} from '../../plugins/sandbox/mcpSample';
import {createTools} from '../../sandbox/src/mcp/tools';
import {packageContext} from './mcpSession';
import {assertToolPageReads} from './toolPages';

after(shutdown);

const ROUTE = MCP_PAGE_ROUTE;
const twin = () => readFileSync(path.join(buildDir, `${ROUTE}.md`), 'utf8');

describe('página «Asistentes de código (MCP)»', () => {
  test('se lee bajo Herramientas, sin fallas de accesibilidad, errores, inglés ni Markdown sin interpretar', () =>
    assertToolPageReads(ROUTE, 'Asistentes de código (MCP)'));

  test('su tabla nombra las herramientas del servidor, en su orden, y su configuración arranca identia-sandbox mcp', () => {
    const text = twin();
    const listed = [...text.matchAll(/^\| `([a-z_]+) \{[^`]*\}` \|/gm)].map((match) => match[1]);
    assert.deepEqual(
      listed,
      createTools(packageContext()).map((tool) => tool.name),
    );
    const config = JSON.parse(/```json\n(\{\n {2}"mcpServers"[\s\S]*?)\n```/.exec(text)![1]!) as {
      mcpServers: Record<string, {command: string; args: string[]}>;
    };
    assert.deepEqual(config.mcpServers.identia, {command: 'identia-sandbox', args: ['mcp']});
    assert.match(text, /^\| Claude Code \| `claude mcp add identia -- identia-sandbox mcp` \|$/m);
    assert.match(text, /^## Privacidad$/m);
    assert.match(text, /Todo corre en tu equipo\./);
  });

  test('/llms.txt la enlaza y dice a los asistentes con MCP que la lean', () => {
    const llms = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
    assert.match(
      llms,
      /^Si tu cliente admite MCP, el servidor `identia-sandbox mcp` .*\[Asistentes de código \(MCP\)\]\(docs\/herramientas\/asistentes-de-codigo\.md\)\.$/m,
    );
    assert.match(llms, /^- \[Asistentes de código \(MCP\)\]\(docs\/herramientas\/asistentes-de-codigo\.md\): /m);
  });

  test('su ejemplo de conversación es el del servidor: las respuestas que escribe la compilación y la de buscar', async () => {
    const context = packageContext();
    const conversation = conversationOf(twin());
    // The blocks the build wrote from the specs alone are what the packed server answers, with all its data.
    for (const name of ['crear', 'sin-nombre', 'explicar'] as const) {
      const answer = await sampleAnswer(name, context);
      assert.ok(answer.split('\n').length >= 3, `${name}: la respuesta citada es muy corta`);
      assert.ok(conversation.includes(`\`\`\`text\n${answer}\n\`\`\``), `${name}: la página no muestra la respuesta del servidor`);
      assert.ok(
        conversation.includes(`\`\`\`json\n${JSON.stringify(MCP_SAMPLE_CALLS[name].args, null, 2)}\n\`\`\``) || name === 'explicar',
      );
    }
    assert.deepEqual(await conversationProblems(twin(), context), []);
    // A build for another SITE_URL quotes the same answer: the page writes its links with the default portal.
    const elsewhere = {...context, data: {...context.data, index: {...context.data.index, portal: 'https://portal.otra-empresa.example'}}};
    assert.deepEqual(await conversationProblems(twin(), elsewhere), []);
    // The build's own check would say so: a quote of buscar one line off is a problem.
    const stale = twin().replace('Léela con leer_operacion', 'Lee con leer_operacion');
    assert.equal((await conversationProblems(stale, context)).length, 1);
  });
});
