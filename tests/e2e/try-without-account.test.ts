/**
 * One story for trying the APIs without an account (issue 39, item 3): every page that tells it offers
 * «Probar» in the browser and the sandbox package from the portal that serves the page, with a copy
 * button; the command never breaks on a phone; the printed commands run as a reader runs them (npx and
 * `npm install -g` against the served tarball); and no page, twin or collection sends a newcomer to the
 * repository's `npm run mock`.
 */
import assert from 'node:assert/strict';
import {execFile, spawn} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {promisify} from 'node:util';
import {siteSettings} from '../../config/site';
import {buildDir, openPage, shutdown, siteUrl} from '../../lib/browserSession';
import {sandboxCommands, sandboxTarballUrl} from '../../lib/sandboxCommands';
import {freePort} from '../../scripts/lib/mockGateway';
import {axeViolations, leakedEnglish, literalBackticks} from './pageQuality';

const run = promisify(execFile);
const workDir = mkdtempSync(path.join(tmpdir(), 'sin-cuenta-'));
after(async () => {
  await shutdown();
  rmSync(workDir, {recursive: true, force: true});
});

/** The pages that tell the story (the webhooks guide runs `webhooks list` instead of `mock`). */
const STORY_PAGES = [
  '/',
  '/docs/',
  '/docs/primeros-pasos',
  '/docs/herramientas/servidor-de-pruebas',
  '/docs/herramientas/escenarios-de-prueba',
  '/docs/herramientas/escenarios-de-prueba/people',
  '/docs/herramientas/descargas',
];

/** Every file of the build a reader reads: pages, twins, llms files and Postman collections. */
function readableFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return readableFiles(file);
    return /\.(html|md|txt)$|\.postman\.json$/.test(name) ? [file] : [];
  });
}

describe('probar sin cuenta', () => {
  test('ninguna página, gemelo ni colección manda al repositorio con npm run mock', () => {
    const files = readableFiles(buildDir);
    assert.ok(files.length > 500, `solo ${files.length} archivos`);
    const offenders = files.filter((file) => readFileSync(file, 'utf8').includes('npm run mock'));
    assert.deepEqual(
      offenders.map((file) => path.relative(buildDir, file)),
      [],
    );
  });

  test('cada página de la historia ofrece Probar y el paquete desde la dirección que la sirve, con botón de copiar', async () => {
    const origin = await siteUrl();
    const expected = sandboxCommands(sandboxTarballUrl(`${origin}/`));
    for (const route of STORY_PAGES) {
      const {page, errors, close} = await openPage(route, {permissions: ['clipboard-read', 'clipboard-write']});
      try {
        const commands = page.locator('[data-command]');
        // Hydrated: the browser has put its own address in place of the canonical one.
        await page.waitForFunction(
          (npx) => [...document.querySelectorAll('[data-command]')].some((pre) => pre.textContent === npx),
          expected.npx,
        );
        const texts = await commands.allTextContents();
        assert.ok(texts.includes(expected.npx), `${route}: ${texts.join(' | ')}`);
        assert.ok(!texts.some((text) => text.includes(siteSettings.siteUrl)), `${route}: queda la dirección canónica en un comando`);
        assert.match(await page.locator('main').innerText(), /Probar/, `${route}: no menciona Probar`);
        const npx = commands.filter({hasText: expected.npx}).first();
        await npx
          .locator('xpath=..')
          .getByRole('button', {name: /^Copiar:/})
          .click();
        await page.getByText('Comando copiado al portapapeles.').first().waitFor();
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), expected.npx, route);
        assert.deepEqual(errors, [], route);
      } finally {
        await close();
      }
    }
  });

  test('las páginas nuevas o cambiadas pasan axe, sin inglés ni Markdown sin interpretar', async () => {
    for (const route of [
      '/docs/primeros-pasos',
      '/docs/herramientas/servidor-de-pruebas',
      '/docs/herramientas/descargas',
      '/docs/webhooks',
      '/docs/api/signt/on-document-finished',
    ]) {
      for (const viewport of [
        {width: 1280, height: 900},
        {width: 390, height: 844},
      ]) {
        const {page, errors, close} = await openPage(route, {bypassCSP: true, waitUntil: 'networkidle', viewport});
        try {
          assert.deepEqual(await axeViolations(page), [], `${route} a ${viewport.width} px`);
          assert.deepEqual(await leakedEnglish(page), [], route);
          assert.deepEqual(await literalBackticks(page), [], route);
          assert.deepEqual(errors, [], route);
        } finally {
          await close();
        }
      }
    }
  });

  test('en un teléfono cada comando ocupa una línea y se desplaza dentro de su caja', async () => {
    for (const route of ['/', '/docs/primeros-pasos', '/docs/herramientas/servidor-de-pruebas']) {
      const {page, errors, close} = await openPage(route, {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});
      try {
        await page.locator('[data-command]').first().waitFor();
        const boxes = await page.locator('[data-command]').evaluateAll((pres) =>
          pres.map((pre) => {
            const element = pre as HTMLElement;
            const style = getComputedStyle(element);
            const lines = (element.textContent ?? '').split('\n').length;
            const content = element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
            return {
              lines,
              shownLines: Math.round(content / parseFloat(style.lineHeight)),
              whiteSpace: style.whiteSpace,
              scrolls: element.scrollWidth > element.clientWidth && ['auto', 'scroll'].includes(style.overflowX),
              focusable: element.tabIndex === 0,
              insideViewport: element.getBoundingClientRect().right <= window.innerWidth + 1,
            };
          }),
        );
        assert.ok(boxes.length > 0, route);
        for (const box of boxes) {
          assert.equal(box.shownLines, box.lines, `${route}: un comando se parte en líneas: ${JSON.stringify(box)}`);
          assert.equal(box.whiteSpace, 'pre', route);
          assert.ok(box.scrolls && box.focusable && box.insideViewport, `${route}: ${JSON.stringify(box)}`);
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 1, `${route}: la página se desborda ${overflow} px`);
        assert.deepEqual(errors, [], route);
      } finally {
        await close();
      }
    }
  });

  test('los gemelos y las colecciones cuentan lo mismo', () => {
    const canonical = sandboxCommands(sandboxTarballUrl(siteSettings.siteUrl));
    for (const twin of [
      'docs/index.md',
      'docs/primeros-pasos.md',
      'docs/herramientas/servidor-de-pruebas.md',
      'docs/herramientas/descargas.md',
    ]) {
      const text = readFileSync(path.join(buildDir, twin), 'utf8');
      assert.ok(text.includes(`\`\`\`bash\n${canonical.npx}\n\`\`\``), `${twin}: sin el comando npx`);
      assert.ok(text.includes(`${canonical.install}\n${canonical.run}`), `${twin}: sin la instalación`);
      assert.doesNotMatch(text, /<SandboxInstall|import SandboxInstall/, twin);
    }
    for (const twin of ['docs/herramientas/escenarios-de-prueba.md', 'docs/herramientas/escenarios-de-prueba/people.md']) {
      const text = readFileSync(path.join(buildDir, twin), 'utf8');
      assert.ok(text.includes(canonical.npx), `${twin}: sin el comando npx`);
      assert.match(text, /Probar este escenario/, twin);
    }
    const collection = JSON.parse(readFileSync(path.join(buildDir, 'openapi', 'people.postman.json'), 'utf8')) as {
      variable: {key: string; description?: string}[];
    };
    const baseUrl = collection.variable.find((variable) => variable.key === 'API_BASE_URL')!;
    assert.match(baseUrl.description ?? '', /identia-sandbox mock/);
    assert.match(baseUrl.description ?? '', /«Probar»/);
  });

  test('los comandos impresos corren contra el paquete que sirve el portal: npx y npm install -g', async () => {
    const origin = await siteUrl();
    const printed = sandboxCommands(sandboxTarballUrl(`${origin}/`));
    // npm's cache and global folder go to a temporary folder: the reader's command, not the reader's machine.
    const env = {...process.env, npm_config_cache: path.join(workDir, 'cache'), npm_config_prefix: path.join(workDir, 'global')};
    const port = await freePort();
    // Its own process group: npx starts node, which must stop with it.
    const child = spawn('bash', ['-c', printed.npx], {
      env: {...env, IDENTIA_SANDBOX_PORT: String(port)},
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    try {
      const output = await new Promise<string>((resolve, reject) => {
        let text = '';
        const onData = (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('export API_BASE_URL=')) resolve(text);
        };
        child.stdout!.on('data', onData);
        child.stderr!.on('data', onData);
        child.once('exit', (code) => reject(new Error(`npx terminó (código ${code}) antes de arrancar:\n${text}`)));
      });
      assert.match(output, new RegExp(`http://127\\.0\\.0\\.1:${port}`));
      const answer = await fetch(`http://127.0.0.1:${port}/onboarding/catalogs/nationalities`, {headers: {'Rem-Apikey': 'cualquiera'}});
      assert.equal(answer.status, 200);
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
    }
    await run('bash', ['-c', printed.install], {env, timeout: 180_000});
    const {stdout} = await run(path.join(workDir, 'global', 'bin', 'identia-sandbox'), ['--version'], {env});
    assert.match(stdout, /^\d+\.\d+\.\d+/);
  });
});
