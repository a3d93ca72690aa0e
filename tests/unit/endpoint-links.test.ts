/**
 * Guides stitched to the reference (issue 51, item 4): an endpoint named as inline code links to its operation page
 * (plugins/remark/endpointLinks.ts, from lib/openapi/operationRoutes.ts), and every endpoint the guides name is one
 * the registry knows.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import type {Element, Root} from 'hast';
import {operationRouteOf, operationRoutes} from '../../lib/openapi/operationRoutes';
import {repoRoot} from '../../lib/paths';
import rehypeEndpointLinks from '../../plugins/remark/endpointLinks';
import {CONTROL_ROOT} from '../../sandbox/src/state';

const code = (text: string): Element => ({type: 'element', tagName: 'code', properties: {}, children: [{type: 'text', value: text}]});
const element = (tagName: string, children: Element['children']): Element => ({type: 'element', tagName, properties: {}, children});

describe('los endpoints que nombran las guías enlazan a su operación', () => {
  test('el registro tiene una página por operación de las ocho APIs, sin rutas compartidas', () => {
    const routes = [...operationRoutes().values()];
    assert.ok(routes.length >= 280, `solo ${routes.length} operaciones`);
    assert.deepEqual(
      routes.filter((route) => route === null),
      [],
    );
    assert.equal(operationRouteOf('POST /curp')?.route, '/docs/api/verification/get-curp');
    assert.equal(operationRouteOf('GET /people/{uuid}')?.route, '/docs/api/people/get-person', 'el nombre del parámetro no cuenta');
    assert.equal(operationRouteOf('POST /no-existe'), undefined);
    assert.equal(operationRouteOf('curp'), undefined);
  });

  test('un código en línea con un endpoint se vuelve enlace; en un enlace, un bloque o un título se queda igual', () => {
    const paragraph = element('p', [{type: 'text', value: 'Llama a '}, code('POST /curp'), {type: 'text', value: ' o a '}, code('curp')]);
    const linked = element('a', [code('GET /people')]);
    const block = element('pre', [code('POST /curp')]);
    const heading = element('h2', [code('POST /curp')]);
    const tree: Root = {type: 'root', children: [paragraph, linked, block, heading]};
    rehypeEndpointLinks()(tree);
    assert.deepEqual(paragraph.children[1], {
      type: 'element',
      tagName: 'a',
      properties: {href: '/docs/api/verification/get-curp'},
      children: [code('POST /curp')],
    });
    assert.deepEqual(paragraph.children[3], code('curp'));
    assert.deepEqual(linked.children, [code('GET /people')]);
    assert.deepEqual(block.children, [code('POST /curp')]);
    assert.deepEqual(heading.children, [code('POST /curp')]);
  });

  test('cada endpoint que nombran las guías como código está en el registro', () => {
    const docs = path.join(repoRoot, 'docs');
    const files = readdirSync(docs, {recursive: true, encoding: 'utf8'}).filter((file) => /\.mdx?$/.test(file));
    const named = files.flatMap((file) =>
      [...readFileSync(path.join(docs, file), 'utf8').matchAll(/`((?:GET|POST|PUT|PATCH|DELETE) \/[^`\s]*)`/g)].map((match) => ({
        file,
        endpoint: match[1]!,
      })),
    );
    assert.ok(named.length > 100, `las guías nombran muy pocos endpoints (${named.length})`);
    assert.deepEqual(
      named
        // The simulator's control paths (/__identia/…) belong to no API: they have no operation page.
        .filter(({endpoint}) => !endpoint.split(' ')[1]!.startsWith(CONTROL_ROOT) && !operationRouteOf(endpoint))
        .map(({file, endpoint}) => `${file}: ${endpoint}`),
      [],
    );
  });
});
