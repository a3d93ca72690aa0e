/**
 * The one registry of the server's tools, in the order a client lists them: find, read an operation or any page, explain,
 * list the scenarios, call the sandbox, read and empty its state,
 * read its events, choose outcomes, advance its clock, send a fired webhook again, send an example webhook. Each tool is one file with its schema and
 * its handler; the API choice is built from the models the package carries.
 */
import * as z from 'zod/v4';
import type {ApiChoice, McpContext, ToolDefinition} from '../context';
import {buscar} from './buscar';
import {enviarWebhook} from './enviarWebhook';
import {borrarEstado, verEstado} from './estado';
import {reenviarEvento, verEventos} from './eventos';
import {explicarError} from './explicarError';
import {leerOperacion} from './leerOperacion';
import {leerPagina} from './leerPagina';
import {listarEscenarios} from './listarEscenarios';
import {llamar} from './llamar';
import {avanzarReloj} from './reloj';
import {avanzarResultado, prepararResultado} from './resultados';

export function createTools(context: McpContext): ToolDefinition[] {
  const ids = context.models.map((model) => model.id);
  if (ids.length === 0) throw new Error('el servidor MCP necesita al menos una API');
  const api: ApiChoice = z.enum(Object.fromEntries(ids.map((id) => [id, id])));
  return [
    buscar,
    leerOperacion(api),
    leerPagina,
    explicarError,
    listarEscenarios(api),
    llamar(api),
    verEstado(api),
    borrarEstado,
    verEventos,
    prepararResultado,
    avanzarResultado,
    avanzarReloj,
    reenviarEvento,
    enviarWebhook(api),
  ];
}
