/**
 * The MCP tools over the sandbox's state: what `llamar` creates, `llamar` reads back and `ver_estado` lists;
 * `borrar_estado` leaves only the documented examples' resources. One server context, as a client holds one.
 */
import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';
import {services} from '../../config/services';
import type {McpContext} from '../../sandbox/src/mcp/context';
import type {McpData} from '../../sandbox/src/mcp/data';
import {callTool} from '../../sandbox/src/mcp/server';
import {createTools} from '../../sandbox/src/mcp/tools';
import {loadSandboxModels} from '../../scripts/lib/sandboxModels';

let context: McpContext;
const run = async (name: string, args: Record<string, unknown>) => {
  const tool = createTools(context).find((candidate) => candidate.name === name)!;
  const answer = await callTool(tool, args, context);
  return answer.content.map((part) => ('text' in part ? part.text : '')).join('\n');
};

before(async () => {
  const models = await loadSandboxModels(services);
  context = {
    models: models.map(({service, model}) => ({id: service.id, label: service.label, spec: model})),
    data: {} as McpData,
    version: '0.0.0',
  };
});

describe('llamar, ver_estado y borrar_estado', () => {
  test('lo que llamar crea, llamar lo lee de vuelta y ver_estado lo lista; borrar_estado lo quita', async () => {
    const created = await run('llamar', {
      api: 'people',
      metodo: 'POST',
      ruta: '/people-groups',
      cuerpo: {name: 'Sucursal Centro', description: 'Clientes de la Ciudad de México'},
    });
    const id = /"id": "([0-9a-f-]{36})"/.exec(created)?.[1];
    assert.ok(id, created);
    const read = await run('llamar', {api: 'people', metodo: 'GET', ruta: `/people-groups/${id}`});
    assert.match(read, /## Respuesta: 200/);
    assert.match(read, /Sucursal Centro/);
    assert.match(await run('ver_estado', {api: 'people'}), new RegExp(`people \`/people-groups\` \`${id}\``));
    assert.match(await run('borrar_estado', {}), /Quedan solo los recursos de los ejemplos documentados/);
    assert.match(await run('llamar', {api: 'people', metodo: 'GET', ruta: `/people-groups/${id}`}), /## Respuesta: 404/);
  });

  test('ver_estado con una API desconocida responde el error de entrada y no cambia nada', async () => {
    assert.match(await run('ver_estado', {api: 'pagos'}), /«api» debe ser uno de/);
  });
});
