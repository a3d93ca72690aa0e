import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {
  addRouteScripts,
  matchRouteChain,
  parseRouteTable,
  pathnameOf,
  routeScriptsFor,
  withRouteScripts,
  FORGET_FAILED_SCRIPTS,
  type RouteScriptInputs,
} from '../../plugins/static-hosting/routeScripts';

// The shape Docusaurus generates in .docusaurus/routes.js.
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'a1b'),
    routes: [
      {
        path: '/docs/guia',
        component: ComponentCreator('/docs/guia', 'c2d'),
        exact: true
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e3f'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const inputs: RouteScriptInputs = {
  routes: parseRouteTable(ROUTES_JS),
  chunkNames: {
    '/docs-a1b': {__comp: 'layout', __props: 'version'},
    '/docs/guia-c2d': {__comp: 'docItem', content: 'guiaMdx'},
    '/-e3f': {__comp: 'home'},
  },
  manifest: {
    entrypoints: ['main'],
    origins: {
      main: ['runtime', 'main'],
      layout: ['10', 'layout'],
      version: ['version'],
      docItem: ['10', 'docItem'],
      guiaMdx: ['guiaMdx'],
      home: ['home'],
    },
    assets: {
      runtime: {js: [{publicPath: '/assets/js/runtime~main.1.js'}]},
      main: {js: [{publicPath: '/assets/js/main.1.js'}]},
      '10': {js: [{publicPath: '/assets/js/10.shared.js'}]},
      layout: {js: [{publicPath: '/assets/js/layout.js'}]},
      version: {js: [{publicPath: '/assets/js/version.js'}]},
      docItem: {js: [{publicPath: '/assets/js/docItem.js'}]},
      guiaMdx: {js: [{publicPath: '/assets/js/guiaMdx.js'}]},
      home: {js: [{publicPath: '/assets/js/home.js'}]},
    },
  },
};

test('una ruta anidada reúne los chunks de cada nivel, sin repetir los compartidos ni los de main', () => {
  assert.deepEqual(
    matchRouteChain(inputs.routes, '/docs/guia').map((route) => route.path),
    ['/docs', '/docs/guia'],
  );
  assert.deepEqual(routeScriptsFor('/docs/guia', inputs), [
    '/assets/js/10.shared.js',
    '/assets/js/layout.js',
    '/assets/js/version.js',
    '/assets/js/docItem.js',
    '/assets/js/guiaMdx.js',
  ]);
  assert.deepEqual(routeScriptsFor('/', inputs), ['/assets/js/home.js']);
  assert.deepEqual(routeScriptsFor('/404.html', inputs), [], 'la ruta comodín no tiene chunks');
});

test('las rutas exactas no atrapan subrutas y las no exactas sí', () => {
  assert.deepEqual(
    matchRouteChain(inputs.routes, '/docs/otra').map((route) => route.path),
    ['/docs'],
  );
  assert.deepEqual(
    matchRouteChain(inputs.routes, '/docsx').map((route) => route.path),
    ['*'],
  );
  assert.equal(pathnameOf('index.html'), '/');
  assert.equal(pathnameOf(path.join('docs', 'guia', 'index.html')), '/docs/guia');
  assert.equal(pathnameOf('404.html'), '/404.html');
});

test('los scripts de la ruta van antes del runtime y no se duplican', () => {
  const html =
    '<head><script src=/assets/js/docItem.js defer></script><script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.1.js defer></script></head>';
  const updated = withRouteScripts(html, ['/assets/js/layout.js', '/assets/js/docItem.js']);
  assert.equal(
    updated,
    `<head><script src=/assets/js/docItem.js defer></script><script>${FORGET_FAILED_SCRIPTS}</script><script src=/assets/js/layout.js defer></script><script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.1.js defer></script></head>`,
  );
  assert.equal(withRouteScripts(updated, ['/assets/js/layout.js']), updated);
});

test('sin los archivos generados o con uno dañado falla con el archivo y el motivo', () => {
  const generated = mkdtempSync(path.join(os.tmpdir(), 'route-scripts-'));
  const outDir = path.join(generated, 'build');
  mkdirSync(path.join(outDir, 'docs', 'guia'), {recursive: true});
  assert.throws(() => addRouteScripts(outDir, generated), /No se puede leer .*routes\.js/);
  writeFileSync(path.join(generated, 'routes.js'), ROUTES_JS);
  writeFileSync(path.join(generated, 'routesChunkNames.json'), JSON.stringify(inputs.chunkNames));
  writeFileSync(path.join(generated, 'client-manifest.json'), '{"entrypoints": [');
  assert.throws(() => addRouteScripts(outDir, generated), /client-manifest\.json no es JSON válido/);
  writeFileSync(path.join(generated, 'client-manifest.json'), JSON.stringify(inputs.manifest));
  const page = path.join(outDir, 'docs', 'guia', 'index.html');
  writeFileSync(page, '<script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.1.js defer></script>');
  assert.equal(addRouteScripts(outDir, generated), 1);
  assert.match(
    readFileSync(page, 'utf8'),
    /^<script>addEventListener\("error".*<\/script><script src=\/assets\/js\/10\.shared\.js defer><\/script>.*guiaMdx\.js defer><\/script><script src=\/assets\/js\/runtime~main/,
  );
});
