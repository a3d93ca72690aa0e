/**
 * The downloads page (/docs/herramientas/descargas, issue 39 item 5): every file the build publishes for
 * download is listed once, its link serves that file, and the version, size and date shown are the file's
 * own; the Markdown twin lists the same; the pages that listed downloads before link it.
 */
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {parse as parseYaml} from 'yaml';
import {services} from '../../config/services';
import {buildDir, openPage, shutdown, siteUrl} from '../../lib/browserSession';
import {dayOf, recordedBuildDate} from '../../lib/buildDate';
import {SANDBOX_MANIFEST_PATH, TEST_IDENTITIES_PATH, type SandboxTarballManifest} from '../../lib/sandboxCommands';
import {sandboxDir} from '../../lib/sandboxPackage';
import {markdownTwinPath} from '../../lib/twinPath';
import {bytesText, dateText, sizeText, tarballManifest} from '../../plugins/downloads/catalogue';
import {DOWNLOADS_ROUTE} from '../../plugins/downloads/page';

after(shutdown);

interface Row {
  href: string;
  name: string;
  version: string;
  date: string;
  dateShown: string;
  bytes: number;
  size: string;
}

/** Every downloadable file the build publishes, as site paths. */
function publishedFiles(): string[] {
  const inFolder = (folder: string, pattern: RegExp) =>
    readdirSync(path.join(buildDir, folder))
      .filter((name) => pattern.test(name))
      .map((name) => `/${folder}/${name}`);
  return [
    ...inFolder('descargas', /\.tgz$/),
    TEST_IDENTITIES_PATH,
    ...inFolder('openapi', /\.(yaml|json)$/),
    ...inFolder('arazzo', /\.arazzo\.yaml$/),
    '/llms.txt',
    '/llms-full.txt',
  ].sort();
}

/** The version a file states about itself, read as its format says. */
function statedVersion(sitePath: string, content: Buffer): string | undefined {
  if (sitePath.endsWith('.tgz')) return tarballManifest(content).version;
  if (sitePath.endsWith('.txt')) return undefined;
  const document = (sitePath.endsWith('.yaml') ? parseYaml(content.toString('utf8')) : JSON.parse(content.toString('utf8'))) as {
    info?: {version?: string};
  };
  return document.info?.version;
}

describe('página de descargas', () => {
  test('lista cada archivo publicado una vez, con la versión, el tamaño y la fecha del archivo que se descarga', async () => {
    const base = await siteUrl();
    const {page, errors, close} = await openPage(DOWNLOADS_ROUTE, {viewport: {width: 1280, height: 900}});
    try {
      assert.equal(await page.locator('h1').innerText(), 'Descargas');
      // In the docs sidebar, as the current page.
      assert.equal(await page.locator('nav.menu a[aria-current="page"]').first().innerText(), 'Descargas');
      // The tarball's size comes from its manifest, read by the page once it has loaded.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('tr[data-download]')].every((tr) => tr.querySelector('td:last-child data')),
      );
      const rows: Row[] = await page.locator('tr[data-download]').evaluateAll((trs) =>
        trs.map((tr) => {
          const cells = tr.querySelectorAll('td');
          const link = cells[0].querySelector('a')!;
          return {
            href: new URL(link.href).pathname,
            name: link.getAttribute('download') ?? '',
            version: cells[3].textContent ?? '',
            date: cells[4].querySelector('time')?.getAttribute('datetime') ?? '',
            dateShown: cells[4].textContent ?? '',
            bytes: Number(cells[5].querySelector('data')?.getAttribute('value')),
            size: cells[5].textContent ?? '',
          };
        }),
      );
      assert.deepEqual(rows.map((row) => row.href).sort(), publishedFiles(), 'los archivos listados no son los publicados');
      const buildDay = dayOf(recordedBuildDate());
      for (const row of rows) {
        const response = await fetch(base + row.href);
        assert.equal(response.status, 200, row.href);
        const content = Buffer.from(await response.arrayBuffer());
        assert.equal(row.bytes, content.length, `${row.href}: tamaño`);
        assert.equal(row.size, sizeText(content.length), row.href);
        assert.equal(row.name, path.basename(row.href));
        const version = statedVersion(row.href, content);
        if (version) assert.equal(row.version, version, `${row.href}: versión`);
        else assert.match(row.version, /^huella SHA-256 [0-9a-f]{12}$/, `${row.href}: sin versión propia`);
        assert.match(row.date, /^\d{4}-\d{2}-\d{2}$/, row.href);
        assert.ok(row.date <= buildDay, `${row.href}: fecha posterior al build (${buildDay}): ${row.date}`);
        assert.equal(row.dateShown, dateText(row.date), row.href);
      }
      // Each OpenAPI document's YAML and JSON state the same version; the collection, the spec's.
      for (const service of services) {
        const versions = rows.filter((row) => row.href.startsWith(`/openapi/${service.id}.`)).map((row) => row.version);
        assert.equal(new Set(versions).size, 1, `${service.id}: ${versions.join(', ')}`);
      }
      assert.equal(await page.locator('[data-sandbox-install]').count(), 1, 'sin los comandos del paquete');
      // The manifest the page reads (checked against the tarball by the next test) names the tarball it links.
      const manifest = (await (await fetch(base + SANDBOX_MANIFEST_PATH)).json()) as SandboxTarballManifest;
      assert.ok(
        rows.some((row) => row.href === manifest.file),
        manifest.file,
      );
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('el manifiesto del paquete describe el tarball servido: nombre y versión de sandbox/package.json y del package.json del tarball, tamaño y SHA-256', async () => {
    const manifest = (await (await fetch((await siteUrl()) + SANDBOX_MANIFEST_PATH)).json()) as SandboxTarballManifest;
    const tarball = readFileSync(path.join(buildDir, manifest.file));
    const {name, version} = JSON.parse(readFileSync(path.join(sandboxDir, 'package.json'), 'utf8')) as Record<string, string>;
    assert.deepEqual({name: manifest.name, version: manifest.version}, {name, version});
    const packed = tarballManifest(tarball);
    assert.deepEqual({name: packed.name, version: packed.version}, {name, version});
    assert.equal(manifest.bytes, tarball.length);
    assert.equal(manifest.sha256, createHash('sha256').update(tarball).digest('hex'));
  });

  test('su gemelo en Markdown lista los mismos archivos, y llms.txt lo enlaza sin copiarlo en llms-full.txt', async () => {
    const base = await siteUrl();
    const twin = readFileSync(path.join(buildDir, markdownTwinPath(DOWNLOADS_ROUTE)), 'utf8');
    const html = await (await fetch(base + DOWNLOADS_ROUTE)).text();
    for (const file of publishedFiles()) {
      const name = path.basename(file);
      const line = twin.split('\n').find((candidate) => candidate.startsWith(`| [${name}](${file}) |`));
      assert.ok(line, `el gemelo no lista ${file}`);
      const bytes = readFileSync(path.join(buildDir, file)).length;
      assert.ok(line.includes(`${sizeText(bytes)} (${bytesText(bytes)})`), `${file}: ${line}`);
      // The build minifies the HTML: attribute values may come without quotes.
      assert.match(html, new RegExp(`download=["']?${name.replace(/\./g, '\\.')}["' >]`), `la página no enlaza ${file}`);
    }
    const llms = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
    assert.ok(llms.includes(`(${markdownTwinPath(DOWNLOADS_ROUTE).slice(1)})`), 'llms.txt no enlaza las descargas');
    assert.ok(!readFileSync(path.join(buildDir, 'llms-full.txt'), 'utf8').includes('| [llms-full.txt]'));
  });

  test('las páginas que listaban descargas enlazan la página de descargas', async () => {
    const base = await siteUrl();
    const pages = ['/docs/api-reference', '/docs/herramientas/servidor-de-pruebas', ...services.map((service) => service.route)];
    for (const route of pages) {
      const html = await (await fetch(base + route)).text();
      assert.match(html, new RegExp(`href=["']?${DOWNLOADS_ROUTE}(#[\\w-]*)?["' >]`), `${route} no enlaza ${DOWNLOADS_ROUTE}`);
    }
  });
});
