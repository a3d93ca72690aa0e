import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {HEADERS_FILE, NGINX_HEADERS_FILE} from '../../config/headers';
import {builtSiteHeaders} from '../../lib/serve/hostHeaders';
import {writeHostHeaderFiles} from '../../plugins/static-hosting/hostHeaderFiles';
import {renderServerBlock, renderStandaloneConfig} from '../../scripts/deploy/nginxConfig';
import {NGINX_BIN} from '../../scripts/deploy/nginxProcess';

function tinyBuild(): {dir: string; hash: string} {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hosting-'));
  const inline = 'document.documentElement.dataset.x="1"';
  writeFileSync(
    path.join(dir, 'index.html'),
    `<html><head><script>${inline}</script><script type=application/ld+json>{"a":1}</script><script src=/a.js></script></head></html>`,
  );
  return {dir, hash: `'sha256-${createHash('sha256').update(inline).digest('base64')}'`};
}

test('la CSP permite por hash solo los scripts en línea que se ejecutan', () => {
  const {dir, hash} = tinyBuild();
  const csp = builtSiteHeaders(dir)['Content-Security-Policy'];
  assert.match(csp, new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')};`));
  assert.equal(csp.match(/sha256-/g)?.length, 1, 'el JSON-LD no debe llevar hash');
});

test('_headers y el archivo de nginx salen de la misma definición de cabeceras', () => {
  const {dir} = tinyBuild();
  writeHostHeaderFiles(dir);
  const headersFile = readFileSync(path.join(dir, HEADERS_FILE), 'utf8');
  const nginxFile = readFileSync(path.join(dir, NGINX_HEADERS_FILE), 'utf8');
  for (const [name, value] of Object.entries(builtSiteHeaders(dir))) {
    assert.ok(headersFile.includes(`  ${name}: ${value}\n`), `_headers sin ${name}`);
    assert.ok(nginxFile.includes(`add_header ${name} "${value}" always;`), `nginx sin ${name}`);
  }
  assert.match(headersFile, /\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
});

test('la receta de nginx renderizada es una configuración válida para nginx -t', {skip: !existsSync(NGINX_BIN) && 'sin nginx'}, () => {
  const {dir} = tinyBuild();
  writeHostHeaderFiles(dir);
  const serverBlock = renderServerBlock({root: dir, listen: '127.0.0.1:8089'});
  assert.doesNotMatch(serverBlock, /@[A-Z_]+@/);
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'hosting-nginx-'));
  writeFileSync(path.join(prefix, 'portal.conf'), serverBlock);
  writeFileSync(path.join(prefix, 'nginx.conf'), renderStandaloneConfig(prefix, path.join(prefix, 'portal.conf')));
  const check = spawnSync(NGINX_BIN, ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')], {
    encoding: 'utf8',
  });
  assert.equal(check.status, 0, check.stderr);
});
