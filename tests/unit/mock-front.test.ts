/** The mock front's pure parts: routing under the paths of API_BASE_URL, allowed origins, multipart repair. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {isAllowedOrigin, mockRoutes, routeOf} from '../../scripts/lib/mockFront';
import {multipartBoundary, repairMultipart} from '../../scripts/lib/multipartRepair';

describe('frente del servidor de pruebas', () => {
  // Server shapes as prepareSpec publishes them: an API under its own base path, one with two
  // servers, and two at the base URL itself told apart by their first path segment.
  const routes = [
    ...mockRoutes('people', {
      servers: [{'x-base-url-path': '/onboarding'}],
      paths: {'/people': {}, '/people/{uuid}': {}, '/temporary-people': {}},
    }),
    ...mockRoutes('verification', {
      servers: [{'x-base-url-path': '/verification/test'}, {'x-base-url-path': '/verification'}],
      paths: {'/curp': {}},
    }),
    ...mockRoutes('vision', {servers: [{'x-base-url-path': ''}], paths: {'/vision': {}}}),
    ...mockRoutes('visionary', {servers: [{'x-base-url-path': ''}], paths: {'/visionary/curp': {}, '/visionary/nss': {}}}),
  ];

  test('enruta con las rutas de API_BASE_URL y entrega a Prism la ruta de la especificación', () => {
    assert.deepEqual(routeOf('/onboarding/people/1?x=2', routes), {service: 'people', path: '/people/1?x=2'});
    assert.deepEqual(routeOf('/onboarding/temporary-people', routes), {service: 'people', path: '/temporary-people'});
    assert.deepEqual(routeOf('/verification/test/curp', routes), {service: 'verification', path: '/curp'});
    assert.deepEqual(routeOf('/verification/curp?a=1', routes), {service: 'verification', path: '/curp?a=1'});
    assert.deepEqual(routeOf('/vision', routes), {service: 'vision', path: '/vision'});
    assert.deepEqual(routeOf('/visionary/nss', routes), {service: 'visionary', path: '/visionary/nss'});
  });

  test('una ruta que no es de ninguna API no se enruta, salvo con una API predeterminada', () => {
    assert.equal(routeOf('/otro/x', routes), undefined);
    assert.equal(routeOf('/onboarding/otra-cosa', routes), undefined);
    assert.equal(routeOf('/visionaryx', routes), undefined);
    assert.deepEqual(routeOf('/people', routes, 'people'), {service: 'people', path: '/people'});
  });

  test('orígenes permitidos: los locales y el portal configurado', () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://127.0.0.1:50123', 'http://[::1]:3000'])
      assert.ok(isAllowedOrigin(origin), origin);
    assert.ok(isAllowedOrigin('https://docs.identia.example', ['https://docs.identia.example/']));
    for (const origin of ['https://sitio-ajeno.example', 'http://localhost.evil.example', 'null', 'file://'])
      assert.ok(!isAllowedOrigin(origin, ['https://docs.identia.example']), origin);
  });
});

describe('reparación de multipart', () => {
  const body = (parts: string[]) => Buffer.from(`preámbulo\r\n${parts.map((part) => `--b1\r\n${part}\r\n`).join('')}--b1--\r\n`, 'latin1');

  test('la parte de archivo sin Content-Type recibe application/octet-stream y el resto queda igual', () => {
    assert.equal(multipartBoundary('multipart/form-data; boundary="b1"'), 'b1');
    const repaired = repairMultipart(
      body([
        'Content-Disposition: form-data; filename=foto;x.jpg; name=document\r\n\r\n\u00ff\u00d8datos',
        'Content-Disposition: form-data; name="type"\r\n\r\nINE',
      ]),
      'b1',
    );
    assert.ok(repaired.ok);
    assert.equal(
      repaired.body.toString('latin1'),
      '--b1\r\nContent-Disposition: form-data; name="document"; filename="foto"\r\nContent-Type: application/octet-stream\r\n\r\n\u00ff\u00d8datos\r\n' +
        '--b1\r\nContent-Disposition: form-data; name="type"\r\n\r\nINE\r\n--b1--\r\n',
    );
  });

  test('conserva el Content-Type que sí viene', () => {
    const repaired = repairMultipart(
      body(['Content-Disposition: form-data; name="a"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nPNG']),
      'b1',
    );
    assert.ok(repaired.ok && repaired.body.toString('latin1').includes('filename="x.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n'));
  });

  test('explica en español lo que no se puede leer', () => {
    assert.deepEqual(repairMultipart(Buffer.from('nada'), 'b1'), {
      ok: false,
      reason: 'el cuerpo no contiene el separador "--b1" que anuncia Content-Type',
    });
    assert.deepEqual(repairMultipart(Buffer.from('--b1\r\nContent-Disposition: form-data; name="a"\r\n\r\nsin cierre'), 'b1'), {
      ok: false,
      reason: 'el cuerpo termina sin el separador de cierre',
    });
    const noName = repairMultipart(body(['Content-Disposition: form-data\r\n\r\nx']), 'b1');
    assert.deepEqual(noName, {ok: false, reason: 'la parte 1 no trae el parámetro name en Content-Disposition'});
  });
});
