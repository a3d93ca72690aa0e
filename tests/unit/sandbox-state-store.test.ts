/**
 * The state layer's verbs against People, the example of every model: a create answers what was sent, a read
 * answers the stored resource, a list pages the stored ones with the product's page sizes, an update changes it,
 * a delete removes it and a read after it gets the API's own 404. Faults are still the engine's. Expected bodies
 * quote the specs' examples (People's 404 «No query results for model [Person]»).
 */
import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';
import {CONTROL_PATH, controlAnswer, MAX_RESOURCES_PER_MODEL, StateError, type StatefulSandbox} from '../../sandbox/src/state';
import {caller, statefulSandbox} from './sandboxState';

const NEW_PERSON = {national_id: 'ROPA900215MDFZZN02', name: 'Ana', first_lastname: 'Ruiz', second_lastname: 'Paz'};
const EXAMPLE_PERSON = '9b2f4c1e-7a3d-4e8b-9c61-2f5d8a0e4b17';
const SAMPLE_UUID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

let sandbox: StatefulSandbox;
let call: ReturnType<typeof caller>;
before(async () => {
  sandbox = await statefulSandbox();
  call = caller(sandbox);
});

describe('People: crear, leer, listar, actualizar, borrar', () => {
  test('crear responde 201 con lo enviado, un id nuevo y las fechas del reloj; los campos que la petición pudo dar y no dio no se inventan', () => {
    const created = call('POST', '/onboarding/people', NEW_PERSON);
    assert.equal(created.status, 201);
    assert.equal(created.source, 'estado');
    const person = created.body.result;
    assert.equal(created.body.success, true);
    assert.match(person.id, /^[0-9a-f-]{36}$/);
    assert.notEqual(person.id, EXAMPLE_PERSON);
    for (const [field, value] of Object.entries(NEW_PERSON)) assert.equal(person[field], value, field);
    assert.equal(person.created_at, '2026-03-04T05:06:07.000000Z');
    assert.equal('tax_id' in person, false, 'tax_id lo pudo dar la petición: no se copia del ejemplo');
  });

  test('leer responde el recurso guardado; un id que ni se guardó ni es de un ejemplo recibe el 404 de la API', () => {
    const {id} = call('POST', '/onboarding/people', NEW_PERSON).body.result;
    const read = call('GET', `/onboarding/people/${id}`);
    assert.equal(read.status, 200);
    assert.equal(read.body.result.id, id);
    assert.equal(read.body.result.name, 'Ana');
    const unknown = call('GET', '/onboarding/people/00000000-0000-4000-8000-000000000000');
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.body, {success: false, code: 404, error: 'No query results for model [Person]'});
  });

  test('actualizar cambia el recurso guardado y lo que se lee después', () => {
    const {id} = call('POST', '/onboarding/people', NEW_PERSON).body.result;
    const updated = call('PUT', `/onboarding/people/${id}`, {name: 'Ana María'});
    assert.equal(updated.status, 200);
    assert.equal(updated.body.result.name, 'Ana María');
    assert.equal(call('GET', `/onboarding/people/${id}`).body.result.name, 'Ana María');
  });

  test('borrar lo quita: leerlo, actualizarlo o borrarlo otra vez responde el 404 de la API', () => {
    const {id} = call('POST', '/onboarding/people', NEW_PERSON).body.result;
    assert.equal(call('DELETE', `/onboarding/people/${id}`).status, 200);
    for (const [method, body] of [['GET'], ['PUT', {name: 'X'}], ['DELETE']] as const) {
      const after = call(method, `/onboarding/people/${id}`, body);
      assert.equal(after.status, 404, method);
      assert.equal(after.body.error, 'No query results for model [Person]');
    }
  });

  test('una petición inválida sigue recibiendo la falla del contrato y no guarda nada', () => {
    const before = sandbox.store.list('people', '/people').length;
    const invalid = call('POST', '/onboarding/people', {name: 'Sin CURP'});
    assert.equal(invalid.status, 422);
    assert.equal(sandbox.store.list('people', '/people').length, before);
  });

  test('update-by-national-id crea la persona si su CURP no existe y la actualiza si existe', () => {
    const curp = 'MEPL880709HJCRRS01';
    const created = call('PUT', '/onboarding/people/update-by-national-id', {national_id: curp, name: 'Luis'});
    assert.ok(created.status < 300);
    const again = call('PUT', '/onboarding/people/update-by-national-id', {national_id: curp, name: 'Luis Alberto'});
    assert.equal(again.body.result.id, created.body.result.id);
    assert.equal(call('GET', `/onboarding/people-search/${curp}/national-id`).body.result.name, 'Luis Alberto');
  });

  test('un contacto nuevo empieza con email_confirmation y sms_confirmation en false', () => {
    const contact = call('POST', '/onboarding/person-contact', {
      person_id: EXAMPLE_PERSON,
      email: 'ana.ruiz@correo.example',
      phone: '+525512345678',
    });
    assert.equal(contact.status, 201);
    assert.equal(contact.body.result.email_confirmation, false);
    assert.equal(contact.body.result.sms_confirmation, false);
  });
});

describe('listas: el sobre de paginación de la API con los tamaños del producto', () => {
  test('People pagina de 20 en 20 y la página 2 trae lo que sigue', () => {
    for (let index = 0; index < 25; index++) call('POST', '/onboarding/people', {...NEW_PERSON, name: `Persona ${index}`});
    const total = sandbox.store.list('people', '/people').length;
    const first = call('GET', '/onboarding/people?page=1').body.result;
    assert.equal(first.per_page, 20);
    assert.equal(first.data.length, 20);
    assert.equal(first.current_page, 1);
    assert.match(first.next_page_url, /page=2$/);
    const second = call('GET', '/onboarding/people?page=2').body.result;
    assert.equal(second.from, 21);
    assert.equal(second.data.length, Math.min(20, total - 20));
  });

  test('los datos bancarios paginan de 15 en 15 y los workflows de 10 en 10', () => {
    assert.equal(call('GET', '/onboarding/person-bank-data').body.result.per_page, 15);
    assert.equal(call('GET', '/workflows').body.result.per_page, 10);
  });
});

describe('un almacén nuevo tiene los recursos de los ejemplos documentados', () => {
  test('el ejemplo de «Consultar persona» y el id que envían los ejemplos de código responden 200', () => {
    assert.equal(call('GET', `/onboarding/people/${EXAMPLE_PERSON}`).body.result.name, 'Juan');
    assert.equal(call('GET', `/onboarding/people/${SAMPLE_UUID}`).status, 200);
  });
});

describe('guardar y restaurar', () => {
  test('un estado guardado se restaura igual; uno ajeno se rechaza en español y no cambia nada', () => {
    const saved = sandbox.store.save();
    const count = sandbox.store.list('people', '/people').length;
    assert.throws(() => sandbox.restore({formato: 'otro'}), StateError);
    assert.throws(() => sandbox.restore({...saved, version: 99}), /versión 99/);
    assert.throws(() => sandbox.restore({...saved, recursos: {pagos: {'/cobros': []}}}), /no conoce: pagos \/cobros/);
    assert.equal(sandbox.store.list('people', '/people').length, count);
    sandbox.restore(JSON.parse(JSON.stringify(saved)));
    assert.deepEqual(sandbox.store.save(), saved);
  });

  test(`un modelo guarda a lo más ${MAX_RESOURCES_PER_MODEL} recursos: pasado el límite se descarta el más antiguo`, () => {
    const store = sandbox.store;
    for (let index = 0; index <= MAX_RESOURCES_PER_MODEL; index++) store.insert('people', '/people-groups', `g${index}`, {id: `g${index}`});
    assert.equal(store.list('people', '/people-groups').length, MAX_RESOURCES_PER_MODEL);
    assert.equal(store.find('people', '/people-groups', 'g0'), undefined);
    sandbox.reset();
  });
});

describe('la ruta de control', () => {
  const control = (method: string, path = CONTROL_PATH) => {
    const response = controlAnswer(sandbox, {method, path, headers: {}});
    return {status: response.status, body: JSON.parse(response.body)};
  };

  test('GET lista lo creado, lo más reciente primero; DELETE lo borra y deja los ejemplos', () => {
    const {id} = call('POST', '/onboarding/people-groups', {name: 'Sucursal Norte', description: 'Clientes de Monterrey'}).body.result;
    const seen = control('GET');
    assert.equal(seen.status, 200);
    assert.deepEqual(seen.body.creados[0], {api: 'people', modelo: '/people-groups', id});
    const cleared = control('DELETE');
    assert.equal(cleared.status, 200);
    assert.deepEqual(cleared.body.creados, []);
    assert.equal(call('GET', `/onboarding/people-groups/${id}`).status, 404);
    assert.equal(call('GET', `/onboarding/people/${EXAMPLE_PERSON}`).status, 200);
  });

  test('una entrada inválida recibe un error en español y no cambia nada', () => {
    call('POST', '/onboarding/people-groups', {name: 'Sucursal Sur', description: 'Clientes de Mérida'});
    const before = sandbox.store.save();
    for (const [method, path, status] of [
      ['DELETE', `${CONTROL_PATH}?api=people`, 400],
      ['GET', `${CONTROL_PATH}?api=pagos`, 400],
      ['GET', `${CONTROL_PATH}?todo=1`, 400],
      ['POST', CONTROL_PATH, 405],
      ['GET', `${CONTROL_PATH}/otra`, 404],
    ] as const) {
      const answer = control(method, path);
      assert.equal(answer.status, status, `${method} ${path}`);
      assert.equal(answer.body.error.codigo, 'control_invalido');
      assert.ok(answer.body.error.mensaje.length > 20, answer.body.error.mensaje);
    }
    assert.deepEqual(sandbox.store.save(), before);
  });
});
