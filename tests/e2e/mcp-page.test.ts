/**
 * The page «Asistentes de código (MCP)» as a reader gets it in Chromium (under Herramientas in the
 * sidebar; axe, console, English text, Markdown and ids as every page), and what it claims held
 * against the server: its table names the registry's tools in order, its client configuration runs
 * `identia-sandbox mcp`, `/llms.txt` points assistants to it, and every line its example conversation
 * quotes is in the answer the server gives today.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {buildDir, openPage, shutdown} from '../../lib/browserSession';
import {createTools} from '../../sandbox/src/mcp/tools';
import {axeViolations, duplicateIds, leakedEnglish, literalBackticks} from './pageQuality';
import {inProcessMcp, packageContext} from './mcpSession';

after(shutdown);

const ROUTE = '/docs/herramientas/asistentes-de-codigo';
const twin = () => readFileSync(path.join(buildDir, `${ROUTE}.md`), 'utf8');

describe('página «Asistentes de código (MCP)»', () => {
  test('se lee bajo Herramientas, sin fallas de accesibilidad, errores, inglés ni Markdown sin interpretar', async () => {
    const {page, errors, close} = await openPage(ROUTE, {bypassCSP: true, waitUntil: 'networkidle'});
    try {
      assert.equal(await page.locator('h1').textContent(), 'Asistentes de código (MCP)');
      const group = page.locator('.menu__list-item', {has: page.locator('.menu__link--sublist', {hasText: /^Herramientas$/})});
      assert.equal(await group.getByRole('link', {name: 'Asistentes de código (MCP)'}).getAttribute('aria-current'), 'page');
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(errors, []);
      assert.deepEqual(await leakedEnglish(page), [], 'texto de la interfaz en inglés');
      assert.deepEqual(await literalBackticks(page), [], 'Markdown sin interpretar');
      assert.deepEqual(await duplicateIds(page), [], 'ids repetidos');
    } finally {
      await close();
    }
  });

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

  test('cada línea que cita el ejemplo de conversación está en la respuesta real del servidor', async () => {
    const mcp = await inProcessMcp();
    try {
      const person = {national_id: 'HEGJ850101HDFRRN00', name: 'Juan', first_lastname: 'Hernández', second_lastname: 'García'};
      const {name: _name, ...withoutName} = person;
      const answers = [
        await mcp.call('buscar', {consulta: 'crear persona', limite: 3}),
        await mcp.call('llamar', {api: 'people', metodo: 'POST', ruta: '/people', cuerpo: person}),
        await mcp.call('llamar', {api: 'people', metodo: 'POST', ruta: '/people', cuerpo: withoutName}),
        await mcp.call('explicar_error', {mensaje: 'The name field is required.'}),
      ]
        .map((answer) => answer.text)
        .join('\n');
      const example = twin().slice(twin().indexOf('## Un ejemplo de conversación'), twin().indexOf('## Privacidad'));
      const quoted = [...example.matchAll(/```text\n([\s\S]*?)\n```/g)].flatMap((match) => match[1]!.split('\n'));
      assert.ok(quoted.length > 15, `el ejemplo cita ${quoted.length} líneas`);
      // «…» marks what the page leaves out; a line it cuts short ends with it.
      const missing = quoted.map((line) => line.trim()).filter((line) => line !== '' && !line.endsWith('…') && !answers.includes(line));
      assert.deepEqual(missing, [], 'líneas del ejemplo que el servidor no responde');
    } finally {
      await mcp.close();
    }
  });
});
