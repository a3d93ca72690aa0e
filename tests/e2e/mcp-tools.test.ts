/**
 * Each tool of the package's MCP server, in this process on the data the build wrote (sandbox/data/),
 * under the SDK's own client: what it answers to a good request, and that bad input gets a Spanish
 * error saying what to send instead and leaves the server answering. Also the resources, and the
 * webhook tester against a real receiver on a free port. The same server over stdio, installed from
 * the tarball, is tests/e2e/mcp-package.test.ts; that its data matches the pages, mcp-data.test.ts.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {buildDir} from '../../lib/browserSession';
import {serviceArtifacts, services} from '../../config/services';
import {repoRoot} from '../../lib/paths';
import {markdownTwinPath} from '../../lib/twinPath';
import {mcpDataDir} from '../../lib/sandboxPackage';
import {ANSWER_LIMIT} from '../../sandbox/src/mcp/answers';
import {openMcpData} from '../../sandbox/src/mcp/data';
import {freePort} from '../../scripts/lib/mockGateway';
import {createTools} from '../../sandbox/src/mcp/tools';
import {inProcessMcp, packageContext, type McpSession} from './mcpSession';

let mcp: McpSession;
before(async () => {
  mcp = await inProcessMcp();
});
after(() => mcp.close());

const data = () => openMcpData(mcpDataDir);
const builtTwin = (twin: string) => readFileSync(path.join(buildDir, twin), 'utf8');
const person = {national_id: 'HEGJ850101HDFRRN00', name: 'Juan', first_lastname: 'Hernández', second_lastname: 'García'};

async function rejected(name: string, args: unknown, pattern: RegExp): Promise<string> {
  const answer = await mcp.call(name, args);
  assert.equal(answer.isError, true, `${name} debió responder con error a ${JSON.stringify(args)}:\n${answer.text}`);
  assert.match(answer.text, pattern);
  assert.doesNotMatch(
    answer.text,
    /\b(?:Invalid|Expected|Required|Unexpected|undefined|TypeError)\b|\n\s+at /,
    'error en inglés o con traza',
  );
  return answer.text;
}

describe('buscar', () => {
  test('«crear persona»: la operación primero, con tipo, API, método, ruta, URL y cómo leerla', async () => {
    const {text, isError} = await mcp.call('buscar', {consulta: 'crear persona', limite: 3});
    assert.equal(isError, false);
    const first = text.split('\n').findIndex((line) => line.startsWith('1. '));
    const lines = text.split('\n').slice(first);
    assert.equal(lines[0], '1. **Crear persona** · Operación · People · `POST /people`');
    assert.match(lines[1]!, /^ {3}https?:\/\/\S+\/docs\/api\/people\/create-person$/);
    assert.equal(lines[2], '   Léela con leer_operacion: {"operacion":"createPerson","api":"people"}');
    assert.match(text, /se muestran los 3 primeros, en el orden del buscador del portal/);
    assert.doesNotMatch(text, /^4\. /m);
  });

  test('sin resultados no es un error; una entrada inválida sí, en español', async () => {
    const none = await mcp.call('buscar', {consulta: 'qqqzzzxxxwww'});
    assert.equal(none.isError, false);
    assert.match(none.text, /^Sin resultados para «qqqzzzxxxwww»\. Prueba con otras palabras/);
    await rejected('buscar', {consulta: 'persona', limite: 0}, /«limite» debe ser al menos 1; se recibió el número 0\./);
    await rejected('buscar', {limite: 5}, /Falta «consulta», que es obligatorio: envía texto\./);
  });
});

describe('leer_pagina', () => {
  test('lee cada página a la que apunta un resultado de buscar: el gemelo publicado, o la sección de su ancla', async () => {
    const index = data().search().index.index as unknown as {storedFields: Record<string, {url?: string; kind?: string}>};
    const urls = [...new Set(Object.values(index.storedFields).map((fields) => fields.url!))];
    const routes = new Set(urls.map((url) => url.split('#')[0]!));
    const operations = new Map(data().index.apis.flatMap((api) => api.operations.map((operation) => [operation.route, operation.twin])));
    const overviews = new Map(services.map((service) => [service.route, serviceArtifacts(service).markdown]));
    const problems: string[] = [];
    for (const route of routes) {
      const {text, isError} = await mcp.call('leer_pagina', {pagina: route});
      const twin = operations.get(route) ?? overviews.get(route) ?? markdownTwinPath(route);
      if (isError) problems.push(`${route}: ${text.split('\n')[0]}`);
      else if (!text.startsWith(builtTwin(twin).slice(0, 200))) problems.push(`${route}: no es el gemelo publicado ${twin}`);
    }
    assert.deepEqual(problems, []);
    // An anchor of a guide gives its section, headed by the heading buscar found.
    const guide = Object.values(index.storedFields).find(
      (fields) => fields.kind === 'guide' && fields.url?.includes('#') && !operations.has(fields.url.split('#')[0]!),
    );
    assert.ok(guide, 'el índice no tiene una sección de guía');
    const section = await mcp.call('leer_pagina', {pagina: guide.url!});
    assert.equal(section.isError, false);
    assert.match(section.text, /^#{1,6} /);
    assert.match(section.text, /La página completa está en \S+\.md\.$/);
    console.log(`leer_pagina: ${routes.size} páginas de ${urls.length} resultados posibles de buscar`);
  });
});

describe('leer_operacion', () => {
  test('por operationId, por método y ruta (plantilla, con valores o con la ruta base): el gemelo publicado', async () => {
    const twin = builtTwin('/docs/api/people/create-person.md');
    for (const operacion of ['createPerson', 'POST /people', 'post /onboarding/people', 'create-person']) {
      const {text, isError} = await mcp.call('leer_operacion', {operacion, api: 'people'});
      assert.equal(isError, false, operacion);
      assert.equal(text, twin, `${operacion}: no es el gemelo publicado`);
    }
    const byValue = await mcp.call('leer_operacion', {operacion: 'GET /people/9b2f6a1c-3d4e-4f50-8a6b-7c8d9e0f1a2b'});
    assert.equal(byValue.text, builtTwin('/docs/api/people/get-person.md'));
  });

  test('un webhook por su nombre; el mismo nombre en dos APIs pide la API', async () => {
    const webhook = data()
      .index.apis.find((api) => api.id === 'signt')!
      .operations.find((operation) => operation.kind === 'webhook' && operation.path === 'DocumentFinished')!;
    const {text} = await mcp.call('leer_operacion', {operacion: 'DocumentFinished'});
    assert.equal(text, builtTwin(webhook.twin));
    await rejected(
      'leer_operacion',
      {operacion: 'WorkflowNotification'},
      /«WorkflowNotification» existe en varias APIs \(workflows, verification\): indica cuál con «api»/,
    );
  });

  test('una referencia larga se recorta en una sección y el recurso da el texto completo', async () => {
    const longest = data()
      .index.apis.flatMap((api) => api.operations)
      .map((operation) => ({operation, length: builtTwin(operation.twin).length}))
      .sort((a, b) => b.length - a.length)[0]!;
    assert.ok(longest.length > ANSWER_LIMIT, `la referencia más larga tiene ${longest.length} caracteres`);
    const {text} = await mcp.call('leer_operacion', {operacion: longest.operation.operationId});
    assert.ok(text.length <= ANSWER_LIMIT, `${text.length} caracteres`);
    assert.ok(
      builtTwin(longest.operation.twin).startsWith(text.split('\n---\nRespuesta recortada')[0]!),
      'lo que se muestra es el principio de la referencia',
    );
    const uri = `identia://portal${longest.operation.twin}`;
    assert.match(text, new RegExp(`Respuesta recortada: .* El texto completo está en el recurso \`${uri.replace(/[.]/g, '\\.')}\``));
    const resource = await mcp.client.readResource({uri});
    assert.equal((resource.contents[0] as {text: string}).text, builtTwin(longest.operation.twin));
  });

  test('una operación que no existe: qué escribir y cuáles se parecen', async () => {
    const text = await rejected(
      'leer_operacion',
      {operacion: 'createPersona', api: 'people'},
      /^No hay ninguna operación «createPersona» en la API people\./,
    );
    assert.match(text, /Parecidas: .*`createPerson` \(people, POST \/people\)/);
    await rejected(
      'leer_operacion',
      {operacion: 'createPerson', api: 'pagos'},
      /«api» debe ser uno de: "workflows", .*"lexi"; se recibió el texto "pagos"\./,
    );
  });
});

describe('explicar_error', () => {
  test('un mensaje: qué significa, qué hacer y qué operaciones lo devuelven', async () => {
    const {text, isError} = await mcp.call('explicar_error', {mensaje: 'The name field is required.'});
    assert.equal(isError, false);
    assert.match(text, /^## «The name field is required\.»$/m);
    assert.match(text, /^\*\*Qué significa:\*\* Falta el campo `name`, que la operación exige\.$/m);
    assert.match(text, /^\*\*Qué hacer:\*\* Envía `name` en el cuerpo de la petición\./m);
    // The operations the catalogue lists for it: those whose documented examples carry it.
    assert.match(text, /^\| People \| `422` \| — \| `POST \/people-groups` \(`createPeopleGroup`\) \|$/m);
    assert.match(text, /En el catálogo: \S+\/docs\/errores#error-the-name-field-is-required$/m);
  });

  test('el cuerpo de error completo, y un estado con su API', async () => {
    const body = await mcp.call('explicar_error', {
      mensaje: '{"success":false,"code":422,"error":{"name":["The name field is required."]}}',
    });
    assert.match(body.text, /^## «The name field is required\.»$/m);
    const byStatus = await mcp.call('explicar_error', {mensaje: '422 people'});
    assert.match(byStatus.text, /para el estado 422 de la API People/);
    const rows = byStatus.text.split('\n').filter((line) => /^\| [A-Z]/.test(line) && !line.startsWith('| API'));
    assert.ok(rows.length > 3);
    for (const row of rows) assert.match(row, /^\| People \| `422` \|/);
  });

  test('un texto que no está en el catálogo: qué enviar en su lugar', async () => {
    await rejected(
      'explicar_error',
      {mensaje: 'qqqzzzxxxwww'},
      /^No encontré «qqqzzzxxxwww» en el catálogo de errores\. Envía el mensaje exacto/,
    );
    await rejected('explicar_error', {mensaje: ''}, /«mensaje» no puede estar vacío\./);
  });
});

describe('listar_escenarios', () => {
  test('de una operación: cada respuesta documentada y cómo pedirla', async () => {
    const {text} = await mcp.call('listar_escenarios', {api: 'people', operacion: 'createPerson'});
    assert.match(text, /^# Escenarios de prueba: Crear persona \(API de People\)$/m);
    assert.match(text, /Pide cada uno con la herramienta «llamar» y su valor en `escenario`/);
    for (const status of [201, 401, 403, 422, 500])
      assert.match(text, new RegExp(`^\\| \`${status}\` \\| .* \\| \`code=${status}(, example=[^\`]+)?\` \\|$`, 'm'));
    assert.match(
      text,
      /^\| `422` \| `the-national-id-field-is-required` \| Los datos de la persona no pasan la validación \| `code=422, example=the-national-id-field-is-required` \|$/m,
    );
  });

  test('de toda una API, en resumen; un webhook no tiene escenarios', async () => {
    const {text} = await mcp.call('listar_escenarios', {api: 'lexi'});
    assert.match(text, /^- `searchCourtAgreements` · `POST \/search\/agreements` · .*: `code=200`, `code=400`/m);
    const webhook = await mcp.call('listar_escenarios', {api: 'signt', operacion: 'DocumentFinished'});
    assert.match(webhook.text, /«DocumentFinished» es un webhook: .*pruébalo con «enviar_webhook»/);
    await rejected('listar_escenarios', {operacion: 'createPerson'}, /Falta «api», que es obligatorio: envía uno de: "workflows", /);
  });
});

describe('llamar', () => {
  test('una petición válida: la comprobación de la consola, 201 y el cuerpo documentado', async () => {
    const {text, isError} = await mcp.call('llamar', {api: 'people', metodo: 'POST', ruta: '/people', cuerpo: person});
    assert.equal(isError, false);
    assert.match(text, /^# POST \/people · API de People · `createPerson`$/m);
    assert.match(text, /^\*\*Comprobación contra el contrato\*\* \(la misma de la consola «Probar»\): la petición lo cumple\.$/m);
    assert.match(text, /Se añadió `Rem-Apikey: credencial-simulada`/);
    assert.match(text, /^\*\*Escenario:\*\* ninguno pedido; el simulador respondió según la petición \(documentada: 201 · /m);
    assert.match(text, /^## Respuesta: 201$/m);
    assert.match(text, /"success": true/);
  });

  test('sin name: el problema que ve la consola y el 422 de People', async () => {
    const {name: _name, ...withoutName} = person;
    const {text} = await mcp.call('llamar', {api: 'people', metodo: 'POST', ruta: '/people', cuerpo: withoutName});
    assert.match(text, /un problema\. Se envió de todos modos/);
    assert.match(text, /^- `name`: Falta el campo obligatorio «name»\.$/m);
    assert.match(text, /^## Respuesta: 422$/m);
    const body = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(text)![1]!);
    assert.deepEqual(body.error.name, ['The name field is required.']);
  });

  test('un escenario, parámetros fuera de rango, un archivo en Base64 y una ruta que no es de la API', async () => {
    const scenario = await mcp.call('llamar', {
      api: 'people',
      metodo: 'GET',
      ruta: '/people/9b2f6a1c-3d4e-4f50-8a6b-7c8d9e0f1a2b',
      escenario: '404',
    });
    assert.match(scenario.text, /^\*\*Escenario:\*\* `code=404` \(404 · /m);
    assert.match(scenario.text, /^## Respuesta: 404$/m);
    const query = await mcp.call('llamar', {api: 'workflows', metodo: 'GET', ruta: '/workflows', consulta: {per_page: 500}});
    assert.match(query.text, /^- `per_page \(parámetro de consulta\)`: Debe ser menor o igual que 100\.$/m);
    const jpeg = readFileSync(path.join(repoRoot, 'static', 'muestras', 'muestra.jpg')).toString('base64');
    const file = await mcp.call('llamar', {
      api: 'vision',
      metodo: 'POST',
      ruta: '/vision',
      cuerpo: {document: {nombre: 'ine.jpg', tipo: 'image/jpeg', base64: jpeg}, type: 'INE'},
    });
    assert.match(file.text, /la petición lo cumple/);
    assert.match(file.text, /^## Respuesta: 200$/m);
    const unknown = await mcp.call('llamar', {api: 'people', metodo: 'GET', ruta: '/personas'});
    assert.match(unknown.text, /ninguna operación de People responde a GET \/personas/);
    assert.match(unknown.text, /^## Respuesta: 404$/m);
  });

  test('entradas que no se pueden enviar: qué enviar en su lugar, y el servidor sigue', async () => {
    await rejected(
      'llamar',
      {api: 'people', metodo: 'GET', ruta: '/people/{id}'},
      /sustitúyelo por un valor, por ejemplo «\/people\/[^»]+»/,
    );
    await rejected(
      'llamar',
      {api: 'people', metodo: 'POST', ruta: '/people', cuerpo: person, escenario: '418'},
      /El escenario «418» no está documentado para createPerson\. Usa uno de estos en «escenario»: code=201/,
    );
    await rejected(
      'llamar',
      {api: 'people', metodo: 'FETCH', ruta: 'people'},
      /«metodo» debe ser uno de: "GET", "POST", "PUT", "PATCH", "DELETE"[\s\S]*«ruta» debe empezar por «\/»; se recibió el texto "people"\./,
    );
    await rejected(
      'llamar',
      {api: 'vision', metodo: 'POST', ruta: '/vision', cuerpo: {document: {nombre: 'a.jpg', base64: '***'}}},
      /no es Base64 válido/,
    );
    const still = await mcp.call('llamar', {api: 'people', metodo: 'POST', ruta: '/people', cuerpo: person});
    assert.match(still.text, /^## Respuesta: 201$/m);
  });
});

describe('ver_estado y borrar_estado', () => {
  test('lo que crea llamar, llamar lo lee de vuelta y ver_estado lo lista; borrar_estado lo quita', async () => {
    const created = await mcp.call('llamar', {
      api: 'people',
      metodo: 'POST',
      ruta: '/people',
      cuerpo: {...person, name: 'Juana Estado'},
    });
    assert.equal(created.isError, false);
    const id = /"id": "([0-9a-f-]{36})"/.exec(created.text)?.[1];
    assert.ok(id, created.text);
    const read = await mcp.call('llamar', {api: 'people', metodo: 'GET', ruta: `/people/${id}`});
    assert.match(read.text, /## Respuesta: 200/);
    assert.match(read.text, /"name": "Juana Estado"/);
    const state = await mcp.call('ver_estado', {api: 'people'});
    assert.equal(state.isError, false);
    assert.match(state.text, new RegExp(`people \`/people\` \`${id}\``));
    const cleared = await mcp.call('borrar_estado', {});
    assert.match(cleared.text, /Quedan solo los recursos de los ejemplos documentados/);
    assert.match((await mcp.call('llamar', {api: 'people', metodo: 'GET', ruta: `/people/${id}`})).text, /## Respuesta: 404/);
  });

  test('una API desconocida o un argumento de más: error en español, y el estado no cambia', async () => {
    const before = (await mcp.call('ver_estado', {})).text;
    await rejected('ver_estado', {api: 'pagos'}, /«api» debe ser uno de/);
    await rejected('borrar_estado', {todo: true}, /«todo» no es un parámetro de esta herramienta/);
    assert.equal((await mcp.call('ver_estado', {})).text, before);
  });
});

describe('enviar_webhook', () => {
  let receiver: Server;
  let url: string;
  let status = 200;
  const received: string[] = [];
  before(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push(body);
        response.writeHead(status, {'Content-Type': 'application/json'}).end('{"recibido":true}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`;
  });
  after(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  test('el ejemplo documentado llega a tu receptor y la respuesta dice si cumple el contrato', async () => {
    status = 200;
    const ok = await mcp.call('enviar_webhook', {api: 'workflows', webhook: 'WorkflowNotification', url, ejemplo: 'StepUpdated'});
    assert.equal(ok.isError, false);
    assert.match(ok.text, /^\*\*Correcto:\*\* tu receptor respondió 200, como espera el contrato \(2XX\)\.$/m);
    const sent = JSON.parse(received.at(-1)!);
    assert.deepEqual(sent, JSON.parse(/```json\n([\s\S]*?)\n```/.exec(ok.text)![1]!));
    status = 500;
    const failed = await mcp.call('enviar_webhook', {api: 'signt', webhook: 'DocumentFinished', url});
    assert.match(failed.text, /^\*\*Tu receptor respondió 500; el contrato espera 2XX\.\*\*/m);
  });

  test('un receptor apagado, una URL que no es http, un webhook o ejemplo desconocido, una API sin webhooks', async () => {
    const closed = `http://127.0.0.1:${await freePort()}/webhooks`;
    await rejected(
      'enviar_webhook',
      {api: 'signt', webhook: 'DocumentFinished', url: closed},
      /^No se pudo entregar el webhook a .*: no hay nada escuchando en esa dirección/,
    );
    await rejected(
      'enviar_webhook',
      {api: 'signt', webhook: 'DocumentFinished', url: 'ftp://ejemplo'},
      /^URL no admitida en «url»: «ftp:\/\/ejemplo»\. Usa http:\/\/ o https:\/\/\./,
    );
    await rejected(
      'enviar_webhook',
      {api: 'signt', webhook: 'Documento', url},
      /^Webhook desconocido en la API signt: «Documento»\. Sus webhooks son: DocumentFinished, SignerSigned\./,
    );
    await rejected(
      'enviar_webhook',
      {api: 'signt', webhook: 'DocumentFinished', url, ejemplo: 'otro'},
      /solo tiene un ejemplo sin nombre; omite «ejemplo»\./,
    );
    await rejected(
      'enviar_webhook',
      {api: 'lexi', webhook: 'X', url},
      /^La API lexi no documenta webhooks\. Las que sí: workflows, signt, verification, people\./,
    );
  });
});

describe('recursos y protocolo', () => {
  test('los ocho documentos OpenAPI y los flujos Arazzo, tal como los publica el portal', async () => {
    const {resources} = await mcp.client.listResources();
    const openapi = resources.filter((resource) => resource.uri.startsWith('identia://portal/openapi/'));
    const arazzo = resources.filter((resource) => resource.uri.startsWith('identia://portal/arazzo/'));
    assert.equal(openapi.length, 8);
    assert.ok(arazzo.length >= 6);
    for (const resource of [openapi[0]!, arazzo[0]!]) {
      const {contents} = await mcp.client.readResource({uri: resource.uri});
      assert.equal(
        (contents[0] as {text: string}).text,
        readFileSync(path.join(buildDir, resource.uri.slice('identia://portal'.length)), 'utf8'),
      );
    }
    const {resourceTemplates} = await mcp.client.listResourceTemplates();
    assert.deepEqual(
      resourceTemplates.map((template) => template.uriTemplate),
      ['identia://portal/docs/api/{api}/{pagina}.md'],
    );
  });

  test('un recurso o una herramienta que no existen: error en español, y el servidor sigue', async () => {
    await assert.rejects(
      mcp.client.readResource({uri: 'identia://portal/openapi/pagos.yaml'}),
      /No existe el recurso «identia:\/\/portal\/openapi\/pagos\.yaml»/,
    );
    await assert.rejects(
      mcp.client.callTool({name: 'borrar_todo', arguments: {}}),
      /Herramienta desconocida: «borrar_todo»\. Las herramientas son: buscar, leer_operacion/,
    );
    // The server goes on answering: it still lists every tool of the registry.
    const {tools} = await mcp.client.listTools();
    assert.deepEqual(
      tools.map((tool) => tool.name),
      createTools(packageContext()).map((tool) => tool.name),
    );
  });
});

describe('ver_eventos, preparar_resultado, avanzar_resultado, avanzar_reloj y reenviar_evento', () => {
  let receiver: Server;
  let url: string;
  const received: Array<{path: string; body: Record<string, unknown>}> = [];
  const arrivals = new Set<() => void>();
  before(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({path: request.url ?? '', body: JSON.parse(body)});
        response.writeHead(200).end();
        arrivals.forEach((check) => check());
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  /** Once the receiver has had `count` requests to `path`. */
  const receivedAt = (path: string, count = 1) =>
    new Promise<Array<{path: string; body: Record<string, unknown>}>>((resolve) => {
      const check = () => {
        const found = received.filter((entry) => entry.path === path);
        if (found.length < count) return;
        arrivals.delete(check);
        resolve(found);
      };
      arrivals.add(check);
      check();
    });

  /** ver_eventos once the webhook to `path` has its receiver's answer in the log. */
  async function settledLog(path: string): Promise<string> {
    for (;;) {
      const log = await mcp.call('ver_eventos', {tipo: 'webhook'});
      const line = log.text.split('\n').find((candidate) => candidate.includes(`${url}${path}:`));
      if (line && !line.includes('**pendiente**')) return log.text;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  test('preparar_resultado «ine error»: la próxima validación manda el webhook de error; ver_eventos lo muestra entregado y reenviar_evento lo manda otra vez', async () => {
    const armed = await mcp.call('preparar_resultado', {tipo: 'ine', resultado: 'error'});
    assert.match(armed.text, /La próxima validación de credencial \(POST \/validate\) manda el webhook «error»/);
    const accepted = await mcp.call('llamar', {
      api: 'verification',
      metodo: 'POST',
      ruta: '/validate',
      consulta: {webhook: `${url}/ine`},
      cuerpo: {type: 'D', ocr: '4521087963214', cic: '187456321'},
    });
    assert.match(accepted.text, /## Respuesta: 200/);
    const [error] = await receivedAt('/ine');
    assert.equal(error!.body.valid, false);
    const log = await settledLog('/ine');
    assert.match(log, new RegExp(`webhook \`IneValidationError\` \\(INE error\\) → ${url}/ine: \\*\\*entregado\\*\\* 200`));
    const n = Number(new RegExp(`\\*\\*#(\\d+)\\*\\*[^\\n]*${url}/ine:`).exec(log)?.[1]);
    assert.match((await mcp.call('reenviar_evento', {n})).text, new RegExp(`El webhook #${n} sale de nuevo`));
    const copies = await receivedAt('/ine', 2);
    assert.deepEqual(copies[1]!.body, copies[0]!.body);
  });

  test('avanzar_resultado «validacion fallido» sobre una persona creada con llamar manda person_fail_validation a su canal', async () => {
    const channel = await mcp.call('llamar', {
      api: 'people',
      metodo: 'POST',
      ruta: '/notification-channels',
      cuerpo: {name: 'Receptor', type: 'webhook', active: true, events: ['person_fail_validation'], config: {callback_url: `${url}/canal`}},
    });
    assert.match(channel.text, /## Respuesta: 201/);
    const created = await mcp.call('llamar', {api: 'people', metodo: 'POST', ruta: '/people', cuerpo: {...person, name: 'Juana Eventos'}});
    const id = /"id": "([0-9a-f-]{36})"/.exec(created.text)![1]!;
    const advanced = await mcp.call('avanzar_resultado', {tipo: 'validacion', id, resultado: 'fallido'});
    assert.match(advanced.text, new RegExp(`La persona ${id} tiene un resultado de validación nuevo`));
    const [failed] = await receivedAt('/canal');
    assert.equal(failed!.body.event, 'person_fail_validation');
    assert.equal(failed!.body.resource_id, id);
  });

  test('avanzar_reloj adelanta el reloj del simulador', async () => {
    assert.match((await mcp.call('avanzar_reloj', {minutos: 16})).text, /El reloj del simulador avanzó 16 minutos/);
  });

  test('una entrada inválida: error en español, y nada cambia', async () => {
    const before = (await mcp.call('ver_eventos', {})).text;
    await rejected('preparar_resultado', {tipo: 'paso', id: 'x', resultado: 'success'}, /«tipo» debe ser uno de/);
    await rejected(
      'preparar_resultado',
      {tipo: 'validacion', id: 'no-existe', resultado: 'fallido'},
      /No hay una persona con id no-existe/,
    );
    await rejected('avanzar_resultado', {tipo: 'workflow', id: 'no-existe', resultado: 'success'}, /No hay un workflow con uuid no-existe/);
    await rejected('avanzar_resultado', {tipo: 'validacion', id: 'x', resultado: 'aprobado'}, /Resultado desconocido para «validacion»/);
    await rejected('avanzar_reloj', {minutos: 0}, /minutos/);
    await rejected('reenviar_evento', {n: 999_999}, /No hay un evento 999999/);
    await rejected('ver_eventos', {tipo: 'correo'}, /«tipo» debe ser uno de/);
    assert.equal((await mcp.call('ver_eventos', {})).text, before);
  });
});
