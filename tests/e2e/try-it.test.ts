/**
 * The try-it console in the built site: its simulated server (the sandbox engine in the page, the
 * default) and the real local package (the same engine over HTTP, as `identia-sandbox mock` starts
 * it), on a free port the test gives the console's «Puerto» field. Each API gets one call sent from its
 * operation page to the local package, and the status and contract verdict shown are asserted; then
 * validation before sending, the failure explanation with the package stopped and its way back to the
 * simulated server, the server the console remembers, where the credential goes (and does not), cURL,
 * scenarios, lazy loading, keyboard-only use, axe with a response on screen, and the console on a
 * 390 px phone before and after an answer.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {BrowserContextOptions, Page, Request} from 'playwright-core';
import {preferHeader} from '../../config/localMock';
import {findService, serviceArtifacts, services, type ApiService} from '../../config/services';
import {startNginx, type RunningNginx} from '../../scripts/deploy/nginxProcess';
import {startMockGateway, type RunningGateway} from '../../scripts/lib/mockGateway';
import {repoRoot} from '../../lib/paths';
import {browser, buildDir, shutdown, siteUrl} from '../../lib/browserSession';
import {axeViolations, leakedEnglish} from './pageQuality';
import {settledTop} from './settled';

const KEY = 'llave-secreta-de-prueba-7f3a9c';
const SAMPLE_IMAGE = path.join(repoRoot, 'static', 'muestras', 'muestra.jpg');
/** The verdict when the body has the documented shape. */
const CONTRACT_OK = /La respuesta tiene la forma documentada para el estado \d{3}\./;
const LOCAL_SERVER = 'Paquete identia-sandbox en tu equipo';
const SIMULATED_SERVER = 'Servidor simulado (en tu navegador)';
const PERSON_ID = '9b2f6a1c-3d4e-4f50-8a6b-7c8d9e0f1a2b';

let gateway: RunningGateway | undefined;
/** The local package's origin and port: a free one, given to the console as the reader would. */
let mockOrigin = '';
let mockPort = '';

before(async () => {
  gateway = await startMockGateway({services, port: 0, log: () => {}});
  mockOrigin = gateway.url;
  mockPort = new URL(gateway.url).port;
});
after(async () => {
  await gateway?.stop();
  await shutdown();
});

interface ConsolePage {
  page: Page;
  errors: string[];
  cspViolations: string[];
  requests: Request[];
  /** Script requests made before "Probar" was clicked. */
  scriptsBeforeClick: string[];
  close(): Promise<void>;
}

const service = (id: string) => findService(id) as ApiService;
const routeOf = (serviceId: string, operationId: string) => serviceArtifacts(service(serviceId)).operationRoute(operationId);

/** Opens an operation page under the real security headers, recording every request, error and CSP violation. */
async function openOperation(
  serviceId: string,
  operationId: string,
  options: BrowserContextOptions & {base?: string} = {},
): Promise<ConsolePage> {
  const {base = await siteUrl(), ...contextOptions} = options;
  const context = await (await browser()).newContext({locale: 'es-MX', ...contextOptions});
  const page = await context.newPage();
  const errors: string[] = [];
  const cspViolations: string[] = [];
  const requests: Request[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('request', (request) => requests.push(request));
  await page.exposeFunction('reportCspViolation', (text: string) => cspViolations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {reportCspViolation(text: string): void}).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const response = await page.goto(base + routeOf(serviceId, operationId), {waitUntil: 'networkidle'});
  assert.equal(response?.status(), 200, `${serviceId} ${operationId}: la página no respondió 200`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const scriptsBeforeClick = requests.filter((request) => request.resourceType() === 'script').map((request) => request.url());
  return {page, errors, cspViolations, requests, scriptsBeforeClick, close: () => context.close()};
}

const consoleRegion = (page: Page) => page.locator('section[aria-labelledby$="-probar"]');
const resultRegion = (page: Page) => consoleRegion(page).locator('[aria-live]');

/** Clicks "Probar", waits for the form, picks the local package and gives it the test's port. */
async function openConsole(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Probar', exact: true}).click();
  const select = consoleRegion(page).getByLabel('Enviar a');
  await select.waitFor();
  await select.selectOption('local');
  await consoleRegion(page).getByLabel('Puerto').fill(mockPort);
  assert.match(await select.locator('option:checked').innerText(), new RegExp(`^${LOCAL_SERVER} · ${mockOrigin}`));
}

/** Types the key into the first credential field (an operation with two schemes needs one). */
async function typeCredential(page: Page, value = KEY): Promise<void> {
  await consoleRegion(page).locator('input[type="password"]').first().fill(value);
}

/** The answer's text once all of it is on the page: its body box arrives a paint after the status line. */
async function answerText(page: Page): Promise<string> {
  const result = resultRegion(page);
  if ((await result.locator('p', {hasText: /^Estado \d{3}/}).count()) > 0)
    await result.locator('[role="group"][aria-label="Cuerpo de la respuesta"], p:text-is("(sin cuerpo)")').first().waitFor();
  return result.innerText();
}

async function sendAndReadResult(page: Page): Promise<string> {
  await consoleRegion(page).getByRole('button', {name: 'Enviar', exact: true}).click();
  const result = resultRegion(page);
  const issues = consoleRegion(page).getByRole('alert');
  await Promise.race([
    result
      .locator('p', {hasText: /^Estado \d{3}|No se pudo|no respondió/})
      .first()
      .waitFor({timeout: 30_000}),
    issues.waitFor({timeout: 30_000}).then(async () => assert.fail(`la consola no envió: ${await issues.innerText()}`)),
  ]);
  return answerText(page);
}

interface CallCase {
  serviceId: string;
  operationId: string;
  /** What the operation needs besides the key, filled in the console. */
  prepare?: (page: Page) => Promise<void>;
  /** Checks the request that reached the mock. */
  checkRequest?: (request: Request) => void;
  status: number;
}

const pickEveryFile = async (page: Page) => {
  for (const input of await consoleRegion(page).locator('input[type="file"]').all()) await input.setInputFiles(SAMPLE_IMAGE);
};

const calls: CallCase[] = [
  {
    serviceId: 'people',
    operationId: 'getPerson',
    status: 200,
    prepare: async (page) => {
      await consoleRegion(page).getByLabel(/^id\b/).fill(PERSON_ID);
    },
  },
  {
    serviceId: 'workflows',
    operationId: 'listWorkflows',
    status: 200,
    prepare: (page) =>
      consoleRegion(page)
        .getByLabel(/^per_page\b/)
        .fill('5'),
    checkRequest: (request) => assert.equal(new URL(request.url()).searchParams.get('per_page'), '5'),
  },
  {
    serviceId: 'signt',
    operationId: 'signAsPublicSigner',
    status: 200,
    prepare: pickEveryFile,
    checkRequest: (request) => {
      assert.match(new URL(request.url()).pathname, /^\/signt\/public\/signer\//);
      assert.equal(request.headers().authorization, `Bearer ${KEY}`);
      assert.equal(request.headers()['rem-apikey'], undefined);
    },
  },
  {serviceId: 'verification', operationId: 'validateRfc', status: 200},
  {
    serviceId: 'vision',
    operationId: 'readIneDocument',
    status: 200,
    prepare: async (page) => {
      await pickEveryFile(page);
      await consoleRegion(page).getByLabel(/^type/).selectOption('INE');
    },
    checkRequest: (request) => {
      // Chromium does not expose a body holding a File; the mock's 200 says the required file part came.
      assert.match(request.headers()['content-type'] ?? '', /^multipart\/form-data; boundary=/);
    },
  },
  {serviceId: 'blacklists', operationId: 'listBlacklists', status: 200},
  {serviceId: 'lexi', operationId: 'searchCourtAgreements', status: 200},
  {serviceId: 'visionary', operationId: 'extractCurp', status: 200, prepare: pickEveryFile},
];

const isApiCall = (request: Request) => request.url().startsWith(`${mockOrigin}/`);

describe('consola Probar contra el servidor de pruebas local', () => {
  for (const call of calls) {
    test(`${call.serviceId} ${call.operationId}: estado ${call.status} y veredicto del contrato`, async () => {
      const opened = await openOperation(call.serviceId, call.operationId);
      try {
        await openConsole(opened.page);
        await typeCredential(opened.page);
        await call.prepare?.(opened.page);
        const shown = await sendAndReadResult(opened.page);
        assert.match(shown, new RegExp(`Estado ${call.status}\\b`), shown);
        assert.match(shown, CONTRACT_OK);
        const apiCalls = opened.requests.filter((request) => isApiCall(request) && request.method() !== 'OPTIONS');
        assert.equal(apiCalls.length, 1, apiCalls.map((request) => request.url()).join(', '));
        call.checkRequest?.(apiCalls[0]);
        assert.deepEqual(opened.cspViolations, []);
        assert.deepEqual(opened.errors, []);
      } finally {
        await opened.close();
      }
    });
  }
});

/** Opens workflows listWorkflows, picks the local mock, types the key and per_page=5, and sends. */
async function sentWorkflowsCall(options: BrowserContextOptions & {base?: string} = {}): Promise<{opened: ConsolePage; shown: string}> {
  const opened = await openOperation('workflows', 'listWorkflows', options);
  await openConsole(opened.page);
  await typeCredential(opened.page);
  await consoleRegion(opened.page)
    .getByLabel(/^per_page\b/)
    .fill('5');
  const shown = await sendAndReadResult(opened.page);
  assert.match(shown, /Estado 200\b/, shown);
  return {opened, shown};
}

describe('consola Probar con el servidor simulado (en el navegador)', () => {
  test('people createPerson: sin llave y sin red, el 201 documentado', async () => {
    const opened = await openOperation('people', 'createPerson');
    try {
      assert.deepEqual(
        opened.scriptsBeforeClick.filter((url) => /simulador|probar-consola/.test(url)),
        [],
        'el simulador se descargó antes de abrir la consola',
      );
      await opened.page.getByRole('button', {name: 'Probar', exact: true}).click();
      const select = consoleRegion(opened.page).getByLabel('Enviar a');
      await select.waitFor();
      // No key stored: the simulated server is the default.
      assert.equal(await select.inputValue(), 'simulado');
      assert.equal((await select.locator('option:checked').innerText()).trim(), SIMULATED_SERVER);
      assert.equal(await consoleRegion(opened.page).locator('input[type="password"]').first().inputValue(), '');
      const shown = await sendAndReadResult(opened.page);
      assert.match(shown, /Estado 201\b/, shown);
      assert.match(shown, /respuesta simulada en tu navegador/);
      assert.match(shown, CONTRACT_OK);
      const example = JSON.parse(await resultRegion(opened.page).getByLabel('Cuerpo de la respuesta').innerText());
      assert.equal(example.success, true);
      // Nothing left the page but the engine's chunk and the API's model, from the same origin.
      const origin = new URL(opened.page.url()).origin;
      const afterClick = opened.requests.filter((request) => !opened.scriptsBeforeClick.includes(request.url()));
      assert.deepEqual(
        afterClick.filter((request) => !request.url().startsWith(origin)).map((request) => request.url()),
        [],
      );
      assert.ok(
        afterClick.some((request) => request.url().endsWith('/sandbox/people.json')),
        'no se descargó el modelo del simulador',
      );
      assert.ok(afterClick.some((request) => request.resourceType() === 'script' && /simulador/.test(request.url())));
      assert.deepEqual(opened.cspViolations, []);
      assert.deepEqual(opened.errors, []);
    } finally {
      await opened.close();
    }
  });

  test('lo que crea «Crear persona» lo lee «Consultar persona» en la misma pestaña, y «Borrar datos de prueba» lo quita', async () => {
    const opened = await openOperation('people', 'createPerson');
    try {
      const {page} = opened;
      await page.getByRole('button', {name: 'Probar', exact: true}).click();
      const editor = consoleRegion(page).getByLabel('JSON de la petición');
      await editor.waitFor();
      const person = {national_id: 'ROPA900215MDFZZN02', name: 'Ana Estado', first_lastname: 'Ruiz', second_lastname: 'Paz'};
      await editor.fill(JSON.stringify(person));
      assert.match(await sendAndReadResult(page), /Estado 201\b/);
      const created = JSON.parse(await resultRegion(page).getByLabel('Cuerpo de la respuesta').innerText());
      const id: string = created.result.id;
      assert.equal(created.result.name, 'Ana Estado');
      const panel = consoleRegion(page).locator('details', {hasText: 'Datos de prueba de esta pestaña'});
      await panel.locator('summary', {hasText: '(1)'}).waitFor();

      await page.goto((await siteUrl()) + routeOf('people', 'getPerson'), {waitUntil: 'networkidle'});
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.getByRole('button', {name: 'Probar', exact: true}).click();
      const idField = consoleRegion(page).locator('input[id$="param-path:id"]');
      await idField.waitFor();
      await page.waitForFunction(
        ([selector, expected]) => (document.querySelector(selector) as HTMLInputElement | null)?.value === expected,
        ['section[aria-labelledby$="-probar"] input[id$="param-path:id"]', id] as const,
      );
      const shown = await sendAndReadResult(page);
      assert.match(shown, /Estado 200\b/, shown);
      const read = JSON.parse(await resultRegion(page).getByLabel('Cuerpo de la respuesta').innerText());
      assert.equal(read.result.id, id);
      assert.equal(read.result.name, 'Ana Estado');

      const tabPanel = consoleRegion(page).locator('details', {hasText: 'Datos de prueba de esta pestaña'});
      await tabPanel.locator('summary').click();
      assert.match(await tabPanel.innerText(), new RegExp(id));
      await tabPanel.getByRole('button', {name: 'Borrar datos de prueba'}).click();
      await tabPanel.locator('summary', {hasText: '(0)'}).waitFor();
      const after = await sendAndReadResult(page);
      assert.match(after, /Estado 404\b/, after);
      assert.match(after, /No query results for model \[Person\]/);
      assert.deepEqual(opened.errors, []);
    } finally {
      await opened.close();
    }
  });

  test('un canal webhook y una persona creados en la consola: «Eventos de esta pestaña» muestra el person_register con el id de la persona', async () => {
    const opened = await openOperation('people', 'createNotificationChannel', {bypassCSP: true});
    try {
      const {page} = opened;
      const receiver = 'https://receptor.consola.example/personas';
      await page.getByRole('button', {name: 'Probar', exact: true}).click();
      const channelEditor = consoleRegion(page).getByLabel('JSON de la petición');
      await channelEditor.waitFor();
      await channelEditor.fill(
        JSON.stringify({
          name: 'Receptor de la consola',
          type: 'webhook',
          active: true,
          events: ['person_register', 'person_fail_validation'],
          config: {callback_url: receiver, headers: {'X-Webhook-Secret': 'secreto-de-prueba'}},
        }),
      );
      assert.match(await sendAndReadResult(page), /Estado 201\b/);

      await page.goto((await siteUrl()) + routeOf('people', 'createPerson'), {waitUntil: 'networkidle'});
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.getByRole('button', {name: 'Probar', exact: true}).click();
      const editor = consoleRegion(page).getByLabel('JSON de la petición');
      await editor.waitFor();
      await editor.fill(
        JSON.stringify({national_id: 'EVPA900215MDFZZN03', name: 'Eva Eventos', first_lastname: 'Ruiz', second_lastname: 'Paz'}),
      );
      assert.match(await sendAndReadResult(page), /Estado 201\b/);
      const id: string = JSON.parse(await resultRegion(page).getByLabel('Cuerpo de la respuesta').innerText()).result.id;
      const eventScripts = () => opened.requests.filter((request) => /consola-eventos/.test(request.url())).length;
      assert.equal(eventScripts(), 0, 'el panel de eventos se descargó antes de abrirlo');

      const panel = consoleRegion(page).locator('details', {hasText: 'Eventos de esta pestaña'});
      await panel.locator('summary').first().click();
      // Newest first: the webhook the creation fired, to the channel's URL, naming the person.
      const webhook = panel.locator('li details', {hasText: 'person_register'}).filter({hasText: id}).filter({hasText: receiver});
      await webhook.waitFor();
      assert.ok(eventScripts() > 0, 'el panel de eventos no se cargó al abrirlo');
      await webhook.locator('summary').click();
      const shown = await webhook.innerText();
      assert.match(shown, /sin enviar/);
      assert.match(shown, /Un navegador no puede enviar a tu servidor/);
      const body = JSON.parse(await webhook.getByLabel(/^Cuerpo del webhook/).innerText());
      assert.equal(body.event, 'person_register');
      assert.equal(body.resource_id, id);
      assert.equal(body.payload.name, 'Eva Eventos');
      const curl = await webhook.getByLabel(/^Comando cURL que envía el webhook/).innerText();
      assert.ok(curl.includes(`--url '${receiver}'`), curl);
      assert.ok(curl.includes("'X-Webhook-Secret: secreto-de-prueba'"), curl);
      assert.ok(curl.includes(`"resource_id":"${id}"`), curl);
      const requestLine = panel.locator('li', {hasText: 'POST /people'}).first();
      assert.match(await requestLine.innerText(), /→ 201/);

      // An outcome that cannot be taken says why, in Spanish, and keeps what was typed; the right one fires its webhook.
      await panel.getByLabel('Tipo', {exact: true}).selectOption('validacion');
      const target = panel.getByLabel('Id', {exact: true});
      await target.fill('no-existe');
      await panel.getByLabel('Resultado', {exact: true}).selectOption('fallido');
      await panel.getByRole('button', {name: 'Avanzar ahora'}).click();
      await panel.getByRole('status').filter({hasText: 'No se hizo'}).waitFor();
      assert.match(
        await panel.getByRole('status').filter({hasText: 'No se hizo'}).innerText(),
        /No hay una persona ni un resultado de validación con id no-existe/,
      );
      assert.equal(await target.inputValue(), 'no-existe');
      await target.fill(id);
      // Enter in a field of the panel runs the panel's action, not the console's «Enviar».
      await target.press('Enter');
      await panel.locator('li details', {hasText: 'person_fail_validation'}).filter({hasText: id}).first().waitFor();
      assert.equal(await resultRegion(page).locator('p', {hasText: 'Enviando'}).count(), 0);

      const minutes = panel.getByLabel('Avanzar el reloj del simulador (minutos)');
      await minutes.fill('0');
      await panel.getByRole('button', {name: 'Avanzar el reloj'}).click();
      await panel
        .getByRole('status')
        .filter({hasText: /minutos debe ser un entero de 1 a/})
        .waitFor();
      await minutes.fill('16');
      await minutes.press('Enter');
      await panel.getByRole('status').filter({hasText: 'El reloj del simulador avanzó 16 minutos.'}).waitFor();
      await panel.getByText('adelantado 16 minutos', {exact: false}).waitFor();

      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(await leakedEnglish(page), []);
      assert.deepEqual(opened.errors, []);
    } finally {
      await opened.close();
    }
  });

  test('una petición inválida enviada al simulador recibe el error documentado de la API', async () => {
    const opened = await openOperation('people', 'createPerson');
    try {
      await opened.page.getByRole('button', {name: 'Probar', exact: true}).click();
      const editor = consoleRegion(opened.page).getByLabel('JSON de la petición');
      await editor.waitFor();
      await editor.fill('{"name": "Ana"}');
      await consoleRegion(opened.page).getByRole('button', {name: 'Enviar', exact: true}).click();
      await consoleRegion(opened.page).getByRole('button', {name: 'Enviar de todos modos'}).click();
      await resultRegion(opened.page)
        .locator('p', {hasText: /^Estado \d{3}/})
        .waitFor();
      const shown = await answerText(opened.page);
      assert.match(shown, /Estado 422\b/, shown);
      assert.match(shown, /The national id field is required\./);
      assert.match(shown, CONTRACT_OK);
    } finally {
      await opened.close();
    }
  });
});

describe('consola Probar: carga, validación, credenciales, cURL y escenarios', () => {
  test('la consola se descarga solo al pulsar Probar', async () => {
    const opened = await openOperation('workflows', 'listWorkflows');
    try {
      assert.ok(opened.scriptsBeforeClick.length > 0, 'no se registró ningún script de la página');
      assert.deepEqual(
        opened.scriptsBeforeClick.filter((url) => /probar-consola|simulador/.test(url)),
        [],
      );
      await openConsole(opened.page);
      const consoleScripts = opened.requests.filter(
        (request) => request.resourceType() === 'script' && /probar-consola/.test(request.url()),
      );
      assert.equal(consoleScripts.length, 1, 'la consola no se descargó al pulsar Probar');
      assert.deepEqual(opened.errors, []);
      assert.deepEqual(opened.cspViolations, []);
    } finally {
      await opened.close();
    }
  });

  test('un cuerpo JSON que no cumple el esquema muestra los errores por campo antes de enviar', async () => {
    const opened = await openOperation('verification', 'validateRfc');
    try {
      await openConsole(opened.page);
      await typeCredential(opened.page);
      const editor = consoleRegion(opened.page).getByLabel('JSON de la petición');
      const example = JSON.parse(await editor.inputValue()) as Record<string, unknown>;
      const field = Object.keys(example).find((name) => typeof example[name] === 'string');
      assert.ok(field, `el ejemplo no tiene campos de texto: ${JSON.stringify(example)}`);
      await editor.fill(JSON.stringify({...example, [field]: 12345}, null, 2));
      await consoleRegion(opened.page).getByRole('button', {name: 'Enviar', exact: true}).click();
      const alert = consoleRegion(opened.page).getByRole('alert');
      await alert.waitFor();
      const text = await alert.innerText();
      assert.match(text, /Corrige estos datos de la petición antes de enviarla/);
      assert.doesNotMatch(text, /contrato/);
      assert.ok(text.includes(field), `no nombra el campo ${field}: ${text}`);
      assert.match(text, /debe ser|Debe ser|tipo/i, text);
      assert.doesNotMatch(text, /\b(must|should|expected|type)\b/, `mensaje en inglés: ${text}`);
      assert.equal(opened.requests.filter(isApiCall).length, 0, 'se envió la petición inválida');
      // Sending on purpose is still possible, and the mock's answer is shown.
      await consoleRegion(opened.page).getByRole('button', {name: 'Enviar de todos modos'}).click();
      await resultRegion(opened.page)
        .locator('p', {hasText: /^Estado \d{3}/})
        .waitFor();
      assert.equal(opened.requests.filter((request) => isApiCall(request) && request.method() === 'POST').length, 1);
    } finally {
      await opened.close();
    }
  });

  test('una condición entre campos (issue 37): la página la dice y la consola la comprueba antes de enviar', async () => {
    const rfc = await openOperation('verification', 'validateRfc');
    try {
      const together = '«name» y «postal_code» van juntos: si envías uno, envía también el otro.';
      // The reference prints the condition under the request body, in the sentence the console repeats.
      await rfc.page.getByText('name y postal_code van juntos: si envías uno, envía también el otro.').first().waitFor();
      await openConsole(rfc.page);
      await typeCredential(rfc.page);
      await consoleRegion(rfc.page)
        .getByLabel('JSON de la petición')
        .fill(JSON.stringify({rfc: 'HEGJ850101AB6', name: 'JUAN HERNANDEZ GARCIA'}));
      await consoleRegion(rfc.page).getByRole('button', {name: 'Enviar', exact: true}).click();
      const alert = consoleRegion(rfc.page).getByRole('alert');
      await alert.waitFor();
      assert.ok((await alert.innerText()).includes(`Falta el campo «postal_code»: ${together}`), await alert.innerText());
      assert.equal(rfc.requests.filter(isApiCall).length, 0, 'se envió la petición que rompe la condición');
    } finally {
      await rfc.close();
    }
    const bulk = await openOperation('people', 'bulkImportPeople');
    try {
      await openConsole(bulk.page);
      await typeCredential(bulk.page);
      await consoleRegion(bulk.page).getByRole('button', {name: 'Enviar', exact: true}).click();
      const alert = consoleRegion(bulk.page).getByRole('alert');
      await alert.waitFor();
      assert.match(await alert.innerText(), /Envía «file» o «tmp_file_id» \(al menos uno de los dos\)\./);
      await consoleRegion(bulk.page)
        .getByLabel(/^tmp_file_id/)
        .fill('tmp-7f3a2c1b');
      const result = await sendAndReadResult(bulk.page);
      assert.match(result, /Estado 200/);
    } finally {
      await bulk.close();
    }
  });

  test('la llave solo viaja en la llamada a la API y "Olvidar credenciales" la borra', async () => {
    const {opened} = await sentWorkflowsCall();
    const {page} = opened;
    try {
      assert.equal(
        await consoleRegion(page).locator('input[type="password"]').first().inputValue(),
        KEY,
        'la llave se muestra sin enmascarar',
      );
      const stored = await page.evaluate(() => ({
        local: JSON.stringify({...window.localStorage}),
        session: JSON.stringify({...window.sessionStorage}),
        cookie: document.cookie,
        url: window.location.href,
      }));
      assert.ok(!stored.local.includes(KEY), 'la llave está en localStorage');
      assert.ok(!stored.cookie.includes(KEY), 'la llave está en una cookie');
      assert.ok(!stored.url.includes(KEY), 'la llave está en la URL');
      assert.ok(stored.session.includes(KEY), 'la llave no se guardó en sessionStorage');
      const context = page.context();
      assert.ok(!(await context.cookies()).some((cookie) => cookie.value.includes(KEY)), 'la llave está en una cookie');

      const apiCalls = opened.requests.filter((request) => isApiCall(request) && request.method() === 'GET');
      assert.equal(apiCalls.length, 1);
      assert.equal(apiCalls[0].headers()['rem-apikey'], KEY);
      const others = opened.requests.filter((request) => request !== apiCalls[0]);
      assert.ok(others.length > 5, 'no se registraron las demás peticiones');
      for (const request of others) {
        const carried = [request.url(), JSON.stringify(await request.allHeaders()), request.postData() ?? ''].join('\n');
        assert.ok(!carried.includes(KEY), `la llave viajó en ${request.method()} ${request.url()}`);
      }

      await consoleRegion(page).getByRole('button', {name: 'Olvidar credenciales'}).click();
      const session = await page.evaluate(() => JSON.stringify({...window.sessionStorage}));
      assert.ok(!session.includes(KEY), `la llave sigue en sessionStorage: ${session}`);
      assert.equal(await consoleRegion(page).locator('input[type="password"]').first().inputValue(), '');
      await page.reload({waitUntil: 'networkidle'});
      await openConsole(page);
      assert.equal(await consoleRegion(page).locator('input[type="password"]').first().inputValue(), '', 'la llave volvió tras recargar');
    } finally {
      await opened.close();
    }
  });

  test('"Copiar como cURL" copia la llamada con la llave como marcador, salvo que se pida incluirla', async () => {
    const {opened} = await sentWorkflowsCall({permissions: ['clipboard-read', 'clipboard-write']});
    const {page} = opened;
    try {
      const apiCall = opened.requests.find((request) => isApiCall(request) && request.method() === 'GET');
      assert.ok(apiCall);
      const copy = async () => {
        await consoleRegion(page).getByRole('button', {name: 'Copiar como cURL'}).click();
        await consoleRegion(page).getByText('Comando cURL copiado.').waitFor();
        return page.evaluate(() => navigator.clipboard.readText());
      };
      const masked = await copy();
      assert.ok(masked.includes(apiCall.url()), `el cURL no llama a ${apiCall.url()}: ${masked}`);
      assert.match(masked, /^curl --request GET/);
      assert.match(masked, /--header "Rem-Apikey: \$API_KEY"/);
      assert.ok(!masked.includes(KEY), 'el cURL lleva la llave sin pedirlo');
      await consoleRegion(page).getByLabel('Incluir la credencial en el comando').check();
      const withKey = await copy();
      assert.ok(withKey.includes(`'Rem-Apikey: ${KEY}'`), withKey);
    } finally {
      await opened.close();
    }
  });

  test('un escenario de prueba pide la respuesta 404 documentada con Prefer', async () => {
    const opened = await openOperation('people', 'getPerson');
    try {
      await openConsole(opened.page);
      await typeCredential(opened.page);
      await consoleRegion(opened.page).getByLabel(/^id\b/).fill(PERSON_ID);
      const scenario = consoleRegion(opened.page).getByLabel('Escenario de prueba');
      const prefer = preferHeader(404, 'no-query-results-for-model-person');
      await scenario.selectOption(prefer);
      assert.match(await scenario.locator('option:checked').innerText(), /^404 · /);
      const shown = await sendAndReadResult(opened.page);
      assert.match(shown, /Estado 404\b/, shown);
      assert.match(shown, CONTRACT_OK);
      assert.match(shown, /No query results for model \[Person\]/);
      // The answer says it is the scenario's, not what the request would get.
      assert.match(shown, /Respuesta del escenario «404 · [^»]+»: la eligió el escenario de prueba, no lo que enviaste\./);
      const apiCall = opened.requests.find((request) => isApiCall(request) && request.method() === 'GET');
      assert.equal(apiCall?.headers().prefer, prefer);
      assert.deepEqual(opened.cspViolations, []);
    } finally {
      await opened.close();
    }
  });
});

/** The focused element's label, aria-label or button text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])].map((label) => label.innerText) : [];
    return [element.getAttribute('aria-label') ?? '', ...labels, element.tagName === 'BUTTON' ? element.innerText : ''].join(' ').trim();
  });

/** Presses Tab until the focused element's name matches, as a keyboard user would. */
async function tabTo(page: Page, wanted: RegExp, limit = 400): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (wanted.test(await focusedName(page))) return;
  }
  assert.fail(`el teclado no llegó a ${wanted} en ${limit} tabulaciones`);
}

describe('consola Probar: el servidor es el que elige el lector', () => {
  test('una llave guardada no cambia el servidor; la última elección se recuerda de una página a otra', async () => {
    const opened = await openOperation('people', 'getPerson');
    const {page} = opened;
    const openHere = async (serviceId: string, operationId: string) => {
      await page.goto((await siteUrl()) + routeOf(serviceId, operationId), {waitUntil: 'networkidle'});
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.getByRole('button', {name: 'Probar', exact: true}).click();
      const select = consoleRegion(page).getByLabel('Enviar a');
      await select.waitFor();
      return select;
    };
    try {
      await page.getByRole('button', {name: 'Probar', exact: true}).click();
      await consoleRegion(page).getByLabel('Enviar a').waitFor();
      await typeCredential(page);
      // A key typed in one console used to move the next one to the test environment, which a visitor cannot reach.
      let select = await openHere('people', 'createPerson');
      assert.equal(await select.inputValue(), 'simulado');
      assert.match(await sendAndReadResult(page), /Estado 201\b/);

      assert.match(await select.locator('option').nth(1).innerText(), /^Entorno de pruebas · https?:\/\//);
      await select.selectOption({index: 1});
      assert.match(await consoleRegion(page).innerText(), /pide la llave de tu cuenta/);
      // Verification names its two paths for what they are; the first is its test path.
      select = await openHere('verification', 'validateRfc');
      const labels = await select.locator('option').allInnerTexts();
      assert.deepEqual(
        labels.map((label) => label.split(' · ')[0]),
        [SIMULATED_SERVER, 'Ruta de pruebas (/verification/test)', 'Ruta de producción (/verification)', LOCAL_SERVER],
      );
      assert.match(await select.locator('option:checked').innerText(), /^Ruta de pruebas \(\/verification\/test\) · /);

      await select.selectOption('local');
      await consoleRegion(page).getByLabel('Puerto').fill(mockPort);
      select = await openHere('workflows', 'listWorkflows');
      assert.equal(await select.inputValue(), 'local');
      assert.equal(await consoleRegion(page).getByLabel('Puerto').inputValue(), mockPort);
      assert.deepEqual(opened.errors, []);
    } finally {
      await opened.close();
    }
  });
});

/**
 * The right and left edges of the widest box in the console's sheet that is not inside a box that
 * scrolls on its own, and the sheet's own widths. (No named helper inside: see settled.ts.)
 */
function sheetWidths(page: Page) {
  return page.locator('dialog[open]').evaluate((sheet) => {
    let widest = {right: 0, left: 0, what: ''};
    for (const element of sheet.querySelectorAll('*')) {
      let scrollsOnItsOwn = false;
      for (let parent = element.parentElement; parent && parent !== sheet && !scrollsOnItsOwn; parent = parent.parentElement) {
        scrollsOnItsOwn = ['auto', 'scroll', 'hidden'].includes(getComputedStyle(parent).overflowX);
      }
      const box = element.getBoundingClientRect();
      if (scrollsOnItsOwn || box.width === 0 || box.height === 0) continue;
      if (box.right > widest.right || box.left < widest.left) {
        widest = {
          right: Math.max(widest.right, Math.round(box.right)),
          left: Math.min(widest.left, Math.round(box.left)),
          what: `${element.tagName.toLowerCase()}.${element.className}`,
        };
      }
    }
    return {widest, scrollWidth: sheet.scrollWidth, clientWidth: sheet.clientWidth, viewport: document.documentElement.clientWidth};
  });
}

describe('consola Probar en un teléfono de 390 px', () => {
  const phone: BrowserContextOptions = {viewport: {width: 390, height: 844}, deviceScaleFactor: 2, isMobile: true, hasTouch: true};
  const cases: Array<{serviceId: string; operationId: string; what: string; prepare?: (page: Page) => Promise<void>}> = [
    {serviceId: 'verification', operationId: 'validateRfc', what: 'cuerpo JSON'},
    {
      serviceId: 'vision',
      operationId: 'readIneDocument',
      what: 'multipart con archivo',
      prepare: async (page) => {
        await pickEveryFile(page);
        await consoleRegion(page).getByLabel(/^type/).selectOption('INE');
      },
    },
    // The page the issue measured at 686 px after an answer; People sends webhooks.
    {serviceId: 'people', operationId: 'listPeople', what: 'API con webhooks, lista larga'},
  ];
  for (const {serviceId, operationId, what, prepare} of cases) {
    test(`${serviceId} ${operationId} (${what}): nada más ancho que la pantalla, antes y después de la respuesta, que queda a la vista`, async () => {
      const opened = await openOperation(serviceId, operationId, phone);
      const {page} = opened;
      try {
        await page.getByRole('button', {name: 'Probar', exact: true}).click();
        const send = consoleRegion(page).getByRole('button', {name: 'Enviar', exact: true});
        await send.waitFor();
        await prepare?.(page);
        const before = await sheetWidths(page);
        assert.equal(before.viewport, 390);
        assert.ok(before.widest.right <= 390 && before.widest.left >= 0, `antes de enviar: ${JSON.stringify(before)}`);
        assert.ok(before.scrollWidth <= before.clientWidth, `antes de enviar, la hoja se desplaza de lado: ${JSON.stringify(before)}`);

        await send.click();
        const result = resultRegion(page);
        await result.locator('p', {hasText: /^Estado 2\d\d\b/}).waitFor();
        assert.match(await result.innerText(), CONTRACT_OK);
        // The answer scrolls into view by itself (below the sheet's bar); focus stays on «Enviar».
        const top = await settledTop(result);
        assert.ok(top >= 0 && top < 844 / 2, `la respuesta quedó en y=${top}`);
        assert.equal(await focusedName(page), 'Enviar');
        const boxes = [result.getByLabel('Cuerpo de la respuesta'), consoleRegion(page).getByLabel('Comando cURL de la llamada enviada')];
        for (const box of boxes) await box.waitFor();
        const after = await sheetWidths(page);
        assert.ok(after.widest.right <= 390 && after.widest.left >= 0, `con la respuesta: ${JSON.stringify(after)}`);
        assert.ok(after.scrollWidth <= after.clientWidth, `con la respuesta, la hoja se desplaza de lado: ${JSON.stringify(after)}`);
        // Long lines stay in their box, which scrolls on its own.
        for (const box of [
          result.getByLabel('Cuerpo de la respuesta'),
          consoleRegion(page).getByLabel('Comando cURL de la llamada enviada'),
        ]) {
          const code = box.locator('pre');
          assert.equal(await code.evaluate((element) => getComputedStyle(element).overflowX), 'auto');
          assert.ok((await code.boundingBox())!.width <= 390);
        }
        if (operationId === 'listPeople') {
          const body = result.getByLabel('Cuerpo de la respuesta').locator('pre');
          assert.ok(
            await body.evaluate((element) => element.scrollWidth > element.clientWidth),
            'la respuesta larga no se desplaza en su caja',
          );
        }
        assert.deepEqual(opened.errors, []);
      } finally {
        await opened.close();
      }
    });
  }
});

describe('consola Probar: teclado, lector de pantalla y calidad', () => {
  test('todo el flujo funciona solo con el teclado y el resultado se anuncia', async () => {
    const opened = await openOperation('workflows', 'listWorkflows', {permissions: ['clipboard-read', 'clipboard-write']});
    const {page} = opened;
    try {
      await tabTo(page, /^Probar$/);
      await page.keyboard.press('Enter');
      await consoleRegion(page).getByLabel('Enviar a').waitFor();
      await tabTo(page, /^Enviar a$/);
      // A closed select changes with the arrows; the local package is the last server.
      await page.keyboard.press('End');
      assert.equal(await consoleRegion(page).getByLabel('Enviar a').inputValue(), 'local');
      await tabTo(page, /^Puerto$/);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(mockPort);
      await tabTo(page, /Llave \(API_KEY\)/);
      await page.keyboard.type(KEY);
      await tabTo(page, /^per_page\b/);
      await page.keyboard.type('5');
      await tabTo(page, /^Enviar$/);
      await page.keyboard.press('Enter');
      const result = resultRegion(page);
      assert.equal(await result.getAttribute('aria-live'), 'polite');
      await result.locator('p', {hasText: /^Estado 200\b/}).waitFor();
      assert.match(await result.innerText(), CONTRACT_OK);
      assert.equal(await focusedName(page), 'Enviar', 'el foco se movió al llegar la respuesta');
      await tabTo(page, /^Incluir la credencial en el comando$/);
      await page.keyboard.press('Space');
      assert.equal(await consoleRegion(page).getByLabel('Incluir la credencial en el comando').isChecked(), true);
      await page.keyboard.press('Space');
      // "Copiar como cURL" comes right before the box.
      await page.keyboard.press('Shift+Tab');
      assert.equal(await focusedName(page), 'Copiar como cURL');
      await page.keyboard.press('Enter');
      await consoleRegion(page).getByText('Comando cURL copiado.').waitFor();
      assert.ok(!(await page.evaluate(() => navigator.clipboard.readText())).includes(KEY));
      await tabTo(page, /^Olvidar credenciales$/);
      await page.keyboard.press('Enter');
      assert.equal(await consoleRegion(page).locator('input[type="password"]').first().inputValue(), '');
      assert.deepEqual(opened.errors, []);
    } finally {
      await opened.close();
    }
  });

  test('axe (todos los niveles) y el texto en español pasan con la consola abierta y una respuesta', async () => {
    const {opened} = await sentWorkflowsCall({bypassCSP: true});
    try {
      assert.match(await resultRegion(opened.page).innerText(), CONTRACT_OK);
      assert.deepEqual(await axeViolations(opened.page), []);
      assert.deepEqual(await leakedEnglish(opened.page), []);
    } finally {
      await opened.close();
    }
  });
});

describe('consola Probar bajo nginx y su CSP', () => {
  let nginx: RunningNginx | undefined;
  before(async () => {
    nginx = await startNginx(buildDir);
  });
  after(async () => {
    await nginx?.stop();
  });

  test('abrir la consola y enviar al servidor de pruebas no viola la CSP', async () => {
    const {opened} = await sentWorkflowsCall({base: nginx!.url});
    try {
      const document = await opened.requests[0].response();
      assert.match(String(document?.headers()['content-security-policy']), /connect-src [^;]*http:\/\/127\.0\.0\.1:\*/);
      assert.deepEqual(opened.cspViolations, []);
      assert.deepEqual(opened.errors, []);
    } finally {
      await opened.close();
    }
  });

  test('el servidor simulado corre bajo la CSP sin entradas nuevas', async () => {
    const opened = await openOperation('workflows', 'listWorkflows', {base: nginx!.url});
    try {
      await opened.page.getByRole('button', {name: 'Probar', exact: true}).click();
      await consoleRegion(opened.page).getByLabel('Enviar a').waitFor();
      assert.equal(await consoleRegion(opened.page).getByLabel('Enviar a').inputValue(), 'simulado');
      const shown = await sendAndReadResult(opened.page);
      assert.match(shown, /Estado 200\b/, shown);
      assert.deepEqual(opened.cspViolations, []);
      assert.deepEqual(opened.errors, []);
    } finally {
      await opened.close();
    }
  });
});

describe('consola Probar con el paquete local detenido', () => {
  test('explica en español que no hay conexión, muestra los comandos como código y vuelve al simulador con un clic', async () => {
    await gateway?.stop();
    gateway = undefined;
    const opened = await openOperation('blacklists', 'listBlacklists');
    const {page} = opened;
    try {
      await openConsole(page);
      await typeCredential(page);
      const shown = await sendAndReadResult(page);
      assert.match(shown, /No se pudo conectar con el paquete identia-sandbox en tu equipo/);
      assert.doesNotMatch(shown, /`/, 'muestra comillas invertidas literales');
      assert.doesNotMatch(shown, /npm run mock/, 'manda al lector al repositorio del portal');
      assert.equal(
        await resultRegion(page)
          .locator('code', {hasText: /^identia-sandbox mock$/})
          .count(),
        1,
      );
      assert.doesNotMatch(shown, /TypeError|Failed to fetch|at \w+ \(/, 'muestra el error crudo');
      const back = resultRegion(page).getByRole('button', {name: 'Enviar al servidor simulado'});
      await back.click();
      await resultRegion(page)
        .locator('p', {hasText: /^Estado 200\b/})
        .waitFor();
      assert.match(await resultRegion(page).innerText(), /respuesta simulada en tu navegador/);
      assert.equal(await consoleRegion(page).getByLabel('Enviar a').inputValue(), 'simulado');
      assert.equal(await focusedName(page), 'Enviar', 'el foco se perdió con el botón que desapareció');
      assert.deepEqual(opened.cspViolations, []);
    } finally {
      await opened.close();
    }
  });
});
