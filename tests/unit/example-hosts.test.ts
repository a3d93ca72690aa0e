/**
 * The example-host check (lib/openapi/exampleHosts.ts): a host a reader could take for a real company's is found,
 * in a URL or an e-mail address; the names reserved for examples and loopback addresses are not.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {isReservedHost, realLookingHosts} from '../../lib/openapi/exampleHosts';

describe('hosts de los ejemplos', () => {
  test('encuentra un dominio que parece real en una URL y en un correo', () => {
    assert.deepEqual(
      realLookingHosts(
        'callback_url: https://api.financieradelvalle.com.mx/webhooks/captura, email: ana@gmail.com, ' +
          'slack: https://hooks.slack.com/services/T0/B0/x, "https://cdn.grupoaltamira.mx:8443/a.pdf"',
      ),
      ['api.financieradelvalle.com.mx', 'hooks.slack.com', 'cdn.grupoaltamira.mx', 'gmail.com'],
    );
  });

  test('acepta los nombres reservados para ejemplos (RFC 2606 y 6761) y las direcciones locales', () => {
    const text =
      'https://api.sandbox.identia.example/people https://tu-app.example.com/fin http://localhost:3000 ' +
      'http://127.0.0.1:4010/signt ana@correo.example x@example.org https://a.test/ https://b.invalid';
    assert.deepEqual(realLookingHosts(text), []);
  });

  test('un dominio que solo contiene «example» no es reservado', () => {
    assert.equal(isReservedHost('example.com.mx'), false);
    assert.equal(isReservedHost('ejemplo.com'), false);
    assert.equal(isReservedHost('notexample.com'), false);
    assert.equal(isReservedHost('api.example'), true);
  });

  test('una plantilla de URL o un patrón sin host no cuentan', () => {
    assert.deepEqual(realLookingHosts("{baseUrl}/people pattern: '^https://'"), []);
  });
});
