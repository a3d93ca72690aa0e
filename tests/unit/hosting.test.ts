import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {CAPTURE_CHECK_ROUTE} from '../../config/captureCheck';
import {HEADERS_FILE, NGINX_HEADERS_FILE, ROUTE_HEADER_EXCEPTIONS, nginxRouteHeadersFile, securityHeaders} from '../../config/headers';
import {builtHeadersByPath, builtSiteHeaders} from '../../lib/serve/hostHeaders';
import {createStaticServer, listen} from '../../lib/serve/staticServer';
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

const CAPTURE_POLICY = 'camera=(self), microphone=(self), geolocation=(self), payment=(), usb=()';
const SITE_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
const capturePaths = [CAPTURE_CHECK_ROUTE, `${CAPTURE_CHECK_ROUTE}/`];
const otherPaths = [
  '/',
  '/docs/',
  '/docs/workflows/compatibilidad',
  `${CAPTURE_CHECK_ROUTE}.md`,
  `${CAPTURE_CHECK_ROUTE}/otra`,
  `${CAPTURE_CHECK_ROUTE}-2`,
  '/assets/js/main.1234abcd.js',
];

/** The `_headers` rules that match a path, in file order: `/*` and `/dir/*` globs, or an exact path. */
function matchingRules(headersFileText: string, requestPath: string): Record<string, string>[] {
  const rules: {pattern: string; headers: Record<string, string>}[] = [];
  for (const line of headersFileText.split('\n')) {
    if (line.startsWith('/')) rules.push({pattern: line, headers: {}});
    else if (line.startsWith('  ')) {
      const [name, ...value] = line.trim().split(': ');
      rules.at(-1)!.headers[name] = value.join(': ');
    }
  }
  const matches = (pattern: string) => (pattern.endsWith('*') ? requestPath.startsWith(pattern.slice(0, -1)) : requestPath === pattern);
  return rules.filter((rule) => matches(rule.pattern)).map((rule) => rule.headers);
}

/** What a browser takes from a Permissions-Policy: each feature's last value (a structured-field dictionary). */
function effectivePolicy(value: string): Record<string, string> {
  return Object.fromEntries(value.split(',').map((member) => member.trim().split('=') as [string, string]));
}

test('solo el diagnóstico de captura tiene cámara, micrófono y ubicación, en la definición única', () => {
  for (const requestPath of capturePaths) {
    assert.equal(securityHeaders([], requestPath)['Permissions-Policy'], CAPTURE_POLICY, requestPath);
  }
  for (const requestPath of otherPaths) {
    assert.equal(securityHeaders([], requestPath)['Permissions-Policy'], SITE_POLICY, requestPath);
  }
  assert.equal(securityHeaders([])['Permissions-Policy'], SITE_POLICY);
  // The exception changes nothing else: same CSP, same framing rules.
  const {'Permissions-Policy': _capture, ...captureRest} = securityHeaders(["'sha256-x'"], CAPTURE_CHECK_ROUTE);
  const {'Permissions-Policy': _site, ...siteRest} = securityHeaders(["'sha256-x'"]);
  assert.deepEqual(captureRest, siteRest);
});

test('_headers da a la ruta del diagnóstico su política en Netlify y en Cloudflare Pages, y a las demás ninguna', () => {
  const {dir} = tinyBuild();
  writeHostHeaderFiles(dir);
  const headersFileText = readFileSync(path.join(dir, HEADERS_FILE), 'utf8');
  for (const requestPath of [...capturePaths, ...otherPaths]) {
    const rules = matchingRules(headersFileText, requestPath).filter((headers) => 'Permissions-Policy' in headers);
    const expected = capturePaths.includes(requestPath) ? CAPTURE_POLICY : SITE_POLICY;
    // Netlify: the later rule's value of a header two rules set.
    assert.equal(rules.at(-1)!['Permissions-Policy'], expected, `Netlify, ${requestPath}`);
    // Cloudflare Pages: both values joined with a comma in file order; the browser keeps each feature's last.
    const joined = rules.map((headers) => headers['Permissions-Policy']).join(', ');
    assert.deepEqual(effectivePolicy(joined), effectivePolicy(expected), `Cloudflare Pages, ${requestPath}`);
  }
});

test('nginx sirve cada ruta de una excepción con su propio archivo de cabeceras, completo', () => {
  const {dir} = tinyBuild();
  writeHostHeaderFiles(dir);
  const serverBlock = renderServerBlock({root: dir, listen: '127.0.0.1:8089'});
  for (const exception of ROUTE_HEADER_EXCEPTIONS) {
    const file = path.join(dir, nginxRouteHeadersFile(exception));
    for (const requestPath of exception.paths) {
      assert.ok(serverBlock.includes(`location = ${requestPath} {\n        include ${file};`), `sin location para ${requestPath}`);
    }
    const nginxFile = readFileSync(file, 'utf8');
    for (const [name, value] of Object.entries(builtSiteHeaders(dir, exception.route))) {
      assert.ok(nginxFile.includes(`add_header ${name} "${value}" always;`), `${exception.name}: sin ${name}`);
    }
  }
  assert.match(
    readFileSync(path.join(dir, NGINX_HEADERS_FILE), 'utf8'),
    new RegExp(`Permissions-Policy "${SITE_POLICY.replace(/[()]/g, '\\$&')}"`),
  );
});

test('npm run serve da la política de cada ruta', async () => {
  const {dir} = tinyBuild();
  mkdirSync(path.join(dir, CAPTURE_CHECK_ROUTE), {recursive: true});
  writeFileSync(path.join(dir, CAPTURE_CHECK_ROUTE, 'index.html'), '<h1>diagnóstico</h1>');
  writeFileSync(path.join(dir, '404.html'), '<h1>no encontrada</h1>');
  const server = createStaticServer({root: dir, headers: builtHeadersByPath(dir)});
  const base = await listen(server, 0);
  try {
    for (const requestPath of capturePaths) {
      const response = await fetch(base + requestPath);
      assert.equal(response.status, 200, requestPath);
      assert.equal(response.headers.get('permissions-policy'), CAPTURE_POLICY, requestPath);
    }
    for (const requestPath of ['/', `${CAPTURE_CHECK_ROUTE}-2`]) {
      assert.equal((await fetch(base + requestPath)).headers.get('permissions-policy'), SITE_POLICY, requestPath);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
