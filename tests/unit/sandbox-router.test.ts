/** The sandbox's pure parts: routing under the paths of API_BASE_URL, allowed origins, multipart reading, file types. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {routeOf, routesOf} from '../../sandbox/src/engine';
import {parseMultipart} from '../../sandbox/src/engine/multipart';
import {sniffType, typeAccepted} from '../../sandbox/src/engine/fileType';
import {isAllowedOrigin} from '../../sandbox/src/cli/server';

describe('rutas del servidor de pruebas', () => {
  // Server shapes as prepareSpec publishes them: an API under its own base path, one with two
  // servers, and two at the base URL itself told apart by their first path segment.
  const routes = [
    ...routesOf('people', {
      servers: [{'x-base-url-path': '/onboarding'}],
      paths: {'/people': {}, '/people/{uuid}': {}, '/temporary-people': {}},
    }),
    ...routesOf('verification', {
      servers: [{'x-base-url-path': '/verification/test'}, {'x-base-url-path': '/verification'}],
      paths: {'/curp': {}},
    }),
    ...routesOf('vision', {servers: [{'x-base-url-path': ''}], paths: {'/vision': {}}}),
    ...routesOf('visionary', {servers: [{'x-base-url-path': ''}], paths: {'/visionary/curp': {}, '/visionary/nss': {}}}),
  ];

  test('enruta con las rutas de API_BASE_URL y entrega a la API la ruta de su especificación', () => {
    assert.deepEqual(routeOf('/onboarding/people/1?x=2', routes), {api: 'people', path: '/people/1?x=2'});
    assert.deepEqual(routeOf('/onboarding/temporary-people', routes), {api: 'people', path: '/temporary-people'});
    assert.deepEqual(routeOf('/verification/test/curp', routes), {api: 'verification', path: '/curp'});
    assert.deepEqual(routeOf('/verification/curp?a=1', routes), {api: 'verification', path: '/curp?a=1'});
    assert.deepEqual(routeOf('/vision', routes), {api: 'vision', path: '/vision'});
    assert.deepEqual(routeOf('/visionary/nss', routes), {api: 'visionary', path: '/visionary/nss'});
  });

  test('bajo la ruta base de una API responde esa API (su 404); fuera de toda API, ninguna', () => {
    assert.deepEqual(routeOf('/onboarding/otra-cosa', routes), {api: 'people', path: '/otra-cosa'});
    assert.equal(routeOf('/otro/x', routes), undefined);
    assert.equal(routeOf('/visionaryx', routes), undefined);
    assert.deepEqual(routeOf('/people', routes, 'people'), {api: 'people', path: '/people'});
  });

  test('orígenes permitidos: los locales y el portal configurado', () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://127.0.0.1:50123', 'http://[::1]:3000'])
      assert.ok(isAllowedOrigin(origin), origin);
    assert.ok(isAllowedOrigin('https://docs.identia.example', ['https://docs.identia.example/']));
    for (const origin of ['https://sitio-ajeno.example', 'http://localhost.evil.example', 'null', 'file://'])
      assert.ok(!isAllowedOrigin(origin, ['https://docs.identia.example']), origin);
  });
});

describe('lectura de multipart/form-data', () => {
  const bytes = (parts: string[]) =>
    new TextEncoder().encode(`preámbulo\r\n${parts.map((part) => `--b1\r\n${part}\r\n`).join('')}--b1--\r\n`);

  test('una parte de archivo sin Content-Type se lee; el resto queda igual', () => {
    const parsed = parseMultipart(
      bytes([
        'Content-Disposition: form-data; name="document"; filename="foto.jpg"\r\n\r\ndatos',
        'Content-Disposition: form-data; name="type"\r\n\r\nINE',
      ]),
      'multipart/form-data; boundary="b1"',
    );
    assert.ok(parsed.ok);
    assert.equal(parsed.parts.length, 2);
    const [file, field] = parsed.parts;
    assert.ok('data' in file && file.filename === 'foto.jpg' && file.contentType === undefined);
    assert.deepEqual(field, {name: 'type', value: 'INE'});
  });

  test('explica en español lo que no se puede leer', () => {
    assert.deepEqual(parseMultipart(new TextEncoder().encode('x'), 'multipart/form-data'), {
      ok: false,
      reason: 'el encabezado Content-Type no trae el parámetro boundary',
    });
    assert.deepEqual(parseMultipart(new TextEncoder().encode('nada'), 'multipart/form-data; boundary=b1'), {
      ok: false,
      reason: 'el cuerpo no contiene el separador "--b1" que anuncia Content-Type',
    });
    assert.deepEqual(
      parseMultipart(
        new TextEncoder().encode('--b1\r\nContent-Disposition: form-data; name="a"\r\n\r\nsin cierre'),
        'multipart/form-data; boundary=b1',
      ),
      {
        ok: false,
        reason: 'el cuerpo termina sin el separador de cierre',
      },
    );
    assert.deepEqual(parseMultipart(bytes(['Content-Disposition: form-data\r\n\r\nx']), 'multipart/form-data; boundary=b1'), {
      ok: false,
      reason: 'la parte 1 no trae el parámetro name en Content-Disposition',
    });
  });

  test('el tipo de un archivo se lee de su contenido', () => {
    assert.equal(sniffType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])), 'image/jpeg');
    assert.equal(sniffType(new TextEncoder().encode('%PDF-1.3')), 'application/pdf');
    assert.equal(sniffType(new TextEncoder().encode('hola')), undefined);
    assert.ok(typeAccepted('image/png', 'image/jpeg, image/png'));
    assert.ok(typeAccepted('video/mp4', 'image/*, video/*'));
    assert.ok(!typeAccepted('application/octet-stream', 'image/*'));
  });
});
