/**
 * Every webhook page prints the tester's command for that webhook, with a copy button and a link to the
 * receiver guide, on the page and in its Markdown twin (issue 39, item 4). That the printed command runs
 * against the installed package is tests/e2e/sandbox-package.test.ts, which reads it from the twins.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {serviceArtifacts, services} from '../../config/services';
import {documentedOperations} from '../../lib/openapi/operations';
import {readPublishedSpec} from '../../lib/openapi/publishedSpec';
import {buildDir, openPage, shutdown, siteUrl} from '../../lib/browserSession';
import {WEBHOOK_TESTER_GUIDE, webhookSendCommand} from '../../lib/sandboxCommands';

after(shutdown);

/** Every documented webhook, by API, with its page and its twin. */
function webhooks() {
  return services.flatMap((service) =>
    documentedOperations(readPublishedSpec(buildDir, service))
      .filter((operation) => operation.isWebhook)
      .map(({pathOrName, operation}) => ({
        api: service.id,
        name: pathOrName,
        route: serviceArtifacts(service).operationRoute(operation.operationId),
        twin: serviceArtifacts(service).operationMarkdown(operation.operationId),
      })),
  );
}

const unescape = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe('páginas de webhook', () => {
  test('las 13 páginas y sus gemelos imprimen el comando del probador y enlazan la guía del receptor', async () => {
    const base = await siteUrl();
    const all = webhooks();
    assert.equal(all.length, 13);
    for (const webhook of all) {
      const command = webhookSendCommand(webhook.api, webhook.name);
      const html = unescape(await (await fetch(base + webhook.route)).text());
      assert.ok(html.includes(`<code>${command}</code>`), `${webhook.route}: sin «${command}»`);
      assert.match(html, /id="?prueba-tu-receptor/, `${webhook.route}: sin la sección`);
      assert.match(html, /href="?\/docs\/webhooks#prueba-tu-receptor-sin-esperar-un-aviso-real/, `${webhook.route}: sin enlace a la guía`);
      const twin = readFileSync(path.join(buildDir, webhook.twin), 'utf8');
      assert.ok(twin.includes(`\`\`\`bash\n${command}\n\`\`\``), `${webhook.twin}: sin el comando`);
    }
  });

  test('el comando se copia con su botón, cabe en un teléfono y la guía enlazada existe', async () => {
    const [webhook] = webhooks().filter((candidate) => candidate.name === 'DocumentFinished');
    for (const viewport of [
      {width: 390, height: 844},
      {width: 1280, height: 900},
    ]) {
      const {page, errors, close} = await openPage(webhook.route, {viewport, permissions: ['clipboard-read', 'clipboard-write']});
      try {
        const section = page.locator('section[aria-labelledby="prueba-tu-receptor"]');
        await section.getByRole('button', {name: 'Copiar: Enviar este webhook a tu receptor'}).click();
        await section.getByText('Comando copiado al portapapeles.').waitFor();
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), webhookSendCommand('signt', 'DocumentFinished'));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 1, `${viewport.width} px: la página se desborda ${overflow} px`);
        await section.getByRole('link', {name: 'Cómo obtener el probador y un receptor mínimo'}).click();
        await page.waitForURL((url) => url.pathname + decodeURIComponent(url.hash) === WEBHOOK_TESTER_GUIDE);
        await page.getByRole('heading', {name: 'Prueba tu receptor sin esperar un aviso real'}).waitFor();
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    }
  });
});
