/**
 * `explicar_error` asked for a status and an API («422 visionary», «401 Black Lists»), for every API of
 * the registry: the answer is that API's rows only, never those of an API whose name the asked one
 * contains (Vision inside Visionary). A catalogue written here, where every API answers the same
 * message with the same status, so only the API lookup decides which rows are shown.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {services} from '../../config/services';
import type {McpContext} from '../../sandbox/src/mcp/context';
import type {McpData, McpErrorMessage} from '../../sandbox/src/mcp/data';
import {callTool} from '../../sandbox/src/mcp/server';
import {explicarError} from '../../sandbox/src/mcp/tools/explicarError';

const STATUSES = [401, 422];

const catalogue: McpErrorMessage[] = STATUSES.map((status) => ({
  message: `Mensaje de prueba ${status}`,
  anchor: `prueba-${status}`,
  meaning: 'Significado.',
  action: 'Acción.',
  answers: services.map((service) => ({
    api: service.id,
    apiLabel: service.label,
    status,
    operations: [{operationId: `op${service.id}`, method: 'GET', path: `/${service.id}`, summary: 'Operación'}],
  })),
}));

const context: McpContext = {
  models: [],
  version: '0.0.0',
  data: {
    index: {portal: 'https://portal.example', apis: services.map(({id, label}) => ({id, label, operations: []}))},
    errors: () => catalogue,
  } as unknown as McpData,
};

async function explain(mensaje: string): Promise<string> {
  const result = await callTool(explicarError, {mensaje}, context);
  assert.equal(result.isError, undefined, `«${mensaje}» debió tener respuesta`);
  return (result.content[0] as {text: string}).text;
}

/** The API labels of the table rows of an answer. */
const rowApis = (text: string) =>
  text
    .split('\n')
    .filter((line) => /^\| .+ \| `\d{3}` \|/.test(line))
    .map((line) => line.split(' | ')[0]!.slice(2));

describe('explicar_error con un estado y una API', () => {
  for (const service of services)
    for (const status of STATUSES)
      for (const asked of [service.id, service.label, service.label.toUpperCase()])
        test(`«${status} ${asked}» responde solo con las filas de ${service.label}`, async () => {
          const text = await explain(`${status} ${asked}`);
          assert.match(text, new RegExp(`para el estado ${status} de la API ${service.label}$`, 'm'));
          assert.deepEqual(rowApis(text), [service.label]);
        });

  test('un estado sin API responde con las filas de todas las APIs', async () => {
    const text = await explain('422');
    assert.match(text, /para el estado 422$/m);
    assert.deepEqual(
      rowApis(text),
      services.map((service) => service.label),
    );
  });
});
