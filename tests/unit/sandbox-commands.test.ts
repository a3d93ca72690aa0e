/**
 * The commands the portal prints for the @identia/sandbox package (lib/sandboxCommands.ts), as the pages'
 * Markdown twins, the webhook pages' view model and the downloads page read them; the scenarios' groups in
 * the reference's order; and the downloads page's reading of real files.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {findService, services} from '../../config/services';
import {sortByTagOrder, tagOrder} from '../../lib/openapi/tagOrder';
import {repoRoot} from '../../lib/paths';
import {
  EXAMPLE_RECEIVER_URL,
  SANDBOX_VERSION,
  sandboxCommands,
  sandboxInstallMarkdown,
  sandboxTarballUrl,
  WEBHOOK_TESTER_GUIDE,
  webhookSendCommand,
} from '../../lib/sandboxCommands';
import {documentedOperations} from '../../lib/openapi/operations';
import {loadSandboxModels} from '../../scripts/lib/sandboxModels';
import {docToMarkdown} from '../../plugins/ai-docs/docToMarkdown';
import {operationToMarkdown} from '../../plugins/ai-docs/openapiToMarkdown';
import {serviceView} from '../../plugins/api-reference/viewModel/service';
import {dateText, sizeText, tarballManifest} from '../../plugins/downloads/catalogue';
import {downloadManifest} from '../../plugins/sandbox/downloadManifest';
import {collectScenarios} from '../../plugins/test-scenarios/scenarios';

const workDir = mkdtempSync(path.join(tmpdir(), 'comandos-'));
after(() => rmSync(workDir, {recursive: true, force: true}));

describe('comandos del paquete de pruebas', () => {
  test('el paquete se pide a la dirección del portal que sirve la página, sin partir la URL', () => {
    const url = sandboxTarballUrl('https://docs.ejemplo.mx/');
    assert.equal(url, `https://docs.ejemplo.mx/descargas/identia-sandbox-${SANDBOX_VERSION}.tgz`);
    assert.equal(
      sandboxTarballUrl('http://127.0.0.1:3000/portal/'),
      `http://127.0.0.1:3000/portal/descargas/identia-sandbox-${SANDBOX_VERSION}.tgz`,
    );
    const commands = sandboxCommands(url);
    assert.equal(commands.npx, `npx --yes --package=${url} identia-sandbox mock`);
    assert.equal(commands.install, `npm install -g ${url}`);
    assert.equal(commands.run, 'identia-sandbox mock');
    assert.equal(sandboxCommands(url, 'webhooks list').run, 'identia-sandbox webhooks list');
  });

  test('el gemelo de una guía escribe los mismos comandos que el componente, sin JSX', () => {
    const source = [
      '---',
      'title: T',
      '---',
      '',
      "import SandboxInstall from '@site/lib/ui/SandboxInstall';",
      '',
      '{/* Un comentario del autor. */}',
      'Antes.',
      '',
      '<SandboxInstall args="webhooks list" />',
      '',
      'Después.',
    ].join('\n');
    const markdown = docToMarkdown({
      title: 'T',
      source,
      rewriteLink: (target) => target,
      components: {SandboxInstall: (attribute) => sandboxInstallMarkdown('https://docs.ejemplo.mx/', attribute('args'))},
    });
    const commands = sandboxCommands(sandboxTarballUrl('https://docs.ejemplo.mx/'), 'webhooks list');
    assert.ok(markdown.includes(`\`\`\`bash\n${commands.npx}\n\`\`\``), markdown);
    assert.ok(markdown.includes(`\`\`\`bash\n${commands.install}\n${commands.run}\n\`\`\``), markdown);
    assert.doesNotMatch(markdown, /SandboxInstall|\{\/\*|import /);
    assert.match(markdown, /Antes\.[\s\S]*Sin instalar nada[\s\S]*Después\./);
  });

  test('cada webhook lleva en su página y en su gemelo el comando del probador, con la API y el nombre que acepta la CLI', async () => {
    const models = await loadSandboxModels(services);
    let webhooks = 0;
    for (const {service, model} of models) {
      const {operations} = serviceView(service, model);
      for (const view of operations) {
        if (view.kind !== 'webhook') {
          assert.equal(view.webhookTester, undefined, `${view.operationId} no es un webhook`);
          continue;
        }
        webhooks++;
        assert.ok(model.webhooks?.[view.path], `${service.id}: ${view.path} no es un nombre de webhooks`);
        assert.deepEqual(view.webhookTester, {
          command: `identia-sandbox webhooks send ${service.id} ${view.path} --to ${EXAMPLE_RECEIVER_URL}`,
          guideRoute: WEBHOOK_TESTER_GUIDE,
        });
        const documented = documentedOperations(model).find((operation) => operation.isWebhook && operation.pathOrName === view.path)!;
        const twin = operationToMarkdown(service, model, documented);
        assert.ok(
          twin.includes(`\`\`\`bash\n${webhookSendCommand(service.id, view.path)}\n\`\`\``),
          `${service.id}/${view.path}: sin comando`,
        );
        assert.ok(twin.includes('(/docs/webhooks.md#prueba-tu-receptor-sin-esperar-un-aviso-real)'), `${view.path}: sin enlace a la guía`);
      }
    }
    assert.equal(webhooks, 13);
  });
});

describe('escenarios de prueba', () => {
  test('los grupos siguen el orden de etiquetas de la referencia', async () => {
    const people = findService('people')!;
    const model = (await loadSandboxModels([people]))[0]!.model;
    const referenceOrder = serviceView(people, model).sidebar.groups.map((group) => group.tag);
    const scenarioOrder = [...new Set(collectScenarios(people, model).map((operation) => operation.tag))];
    assert.deepEqual(
      scenarioOrder,
      referenceOrder.filter((tag) => scenarioOrder.includes(tag)),
    );
    assert.equal(scenarioOrder[0], 'Personas', 'Personas encabeza la referencia de People');
  });

  test('tagOrder: x-tagGroups, luego tags, luego las demás; sortByTagOrder conserva el orden dentro de cada grupo', () => {
    const document = {'x-tagGroups': [{tags: ['B']}], tags: [{name: 'A'}, {name: 'Sin uso'}]} as never;
    assert.deepEqual(tagOrder(document, ['C', 'A', 'B']), ['B', 'A', 'C']);
    const items = [
      {id: 1, tag: 'A'},
      {id: 2, tag: 'C'},
      {id: 3, tag: 'B'},
      {id: 4, tag: 'A'},
    ];
    assert.deepEqual(
      sortByTagOrder(document, items, (item) => item.tag).map((item) => item.id),
      [3, 1, 4, 2],
    );
  });
});

describe('página de descargas', () => {
  test('la versión del paquete se lee del package.json dentro del tarball', () => {
    const folder = path.join(workDir, 'paquete');
    mkdirSync(path.join(folder, 'package'), {recursive: true});
    writeFileSync(path.join(folder, 'package', 'README.md'), 'x'.repeat(700));
    writeFileSync(path.join(folder, 'package', 'package.json'), JSON.stringify({name: '@identia/sandbox', version: '9.8.7'}));
    const tarball = path.join(workDir, 'paquete.tgz');
    execFileSync('tar', ['-czf', tarball, '-C', folder, 'package/README.md', 'package/package.json']);
    assert.deepEqual(tarballManifest(readFileSync(tarball)), {name: '@identia/sandbox', version: '9.8.7'});
  });

  test('el manifiesto de descargas da el nombre y la versión de sandbox/package.json, el tamaño y el SHA-256 del archivo', () => {
    const tarball = path.join(workDir, 'identia-sandbox-prueba.tgz');
    writeFileSync(tarball, 'contenido');
    const {name, version} = JSON.parse(readFileSync(path.join(repoRoot, 'sandbox', 'package.json'), 'utf8')) as Record<string, string>;
    assert.deepEqual(downloadManifest(tarball), {
      name,
      version,
      file: '/descargas/identia-sandbox-prueba.tgz',
      bytes: 9,
      sha256: createHash('sha256').update('contenido').digest('hex'),
    });
  });

  test('tamaños y fechas como los lee una persona', () => {
    assert.equal(sizeText(512), '512 bytes');
    assert.equal(sizeText(250_987), '245.1 KB');
    assert.equal(sizeText(3 * 1024 * 1024), '3 MB');
    assert.equal(dateText('2026-11-27'), '27 nov 2026');
  });
});
