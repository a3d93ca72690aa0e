/**
 * The MCP server of @identia/sandbox, without its transport: the tools of the registry
 * (tools/index.ts) and the resources (resources.ts) on the SDK's `Server`. Tool calls are validated
 * here rather than by the SDK's McpServer, whose input errors are English ("Input validation error:
 * Invalid arguments for tool…"): every error an assistant gets says in Spanish what to send instead,
 * and none stops the server.
 */
import {Server} from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod/v4';
import {inputErrorMessage, ToolInputError} from './answers';
import type {McpContext, ToolDefinition} from './context';
import {listResources, readResource, resourceTemplates} from './resources';
import {createTools} from './tools';

export const SERVER_NAME = 'identia-sandbox';

const INSTRUCTIONS = [
  'Documentación y servidor de pruebas de las ocho APIs de Identia (People, Workflows, Signt, Verification, Vision, Black Lists, Lexi y Visionary), sin red y sin llave.',
  'Para integrar una operación: «buscar» la encuentra con el buscador del portal; «leer_operacion» da su referencia completa (campos obligatorios, respuestas, ejemplos de código); «leer_pagina» lee cualquier otra página que dé «buscar» (una guía, el catálogo de errores); «llamar» la prueba contra el servidor de pruebas, que responde lo que documenta el contrato; «explicar_error» explica un mensaje de error; «listar_escenarios» dice cómo pedir cada respuesta documentada; «ver_estado» y «borrar_estado» leen y vacían lo que guarda el simulador; «ver_eventos» lista en orden sus peticiones y los webhooks que provocaron, «reenviar_evento» vuelve a enviar uno; «preparar_resultado» y «avanzar_resultado» eligen cómo termina lo que el producto deja al mundo (una validación, la credencial INE, un paso de workflow); «avanzar_reloj» adelanta su reloj; «enviar_webhook» envía un webhook de ejemplo a tu receptor.',
  'Los documentos OpenAPI y los flujos Arazzo son recursos (resources/list).',
].join(' ');

/** A tool as tools/list gives it: its exact input schema, as JSON Schema. */
export function describeTool(tool: ToolDefinition): Tool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: z.toJSONSchema(tool.input, {target: 'draft-7', io: 'input'}) as Tool['inputSchema'],
    annotations: {title: tool.title, ...tool.annotations},
  };
}

const errorResult = (text: string): CallToolResult => ({content: [{type: 'text', text}], isError: true});

/** Runs one call: arguments checked against the tool's schema, then its handler; every failure is an answer. */
export async function callTool(tool: ToolDefinition, args: unknown, context: McpContext): Promise<CallToolResult> {
  const parsed = tool.input.safeParse(args ?? {});
  if (!parsed.success)
    return errorResult(inputErrorMessage(tool.name, parsed.error.issues, args, Object.keys(tool.input.shape), tool.example));
  try {
    return {content: [{type: 'text', text: await tool.run(parsed.data, context)}]};
  } catch (error) {
    if (error instanceof ToolInputError) return errorResult(error.message);
    // A fault of the server itself: said plainly, and the server goes on answering.
    return errorResult(
      `Error inesperado en «${tool.name}»: ${(error as Error).message}. La petición no se completó; el servidor sigue en marcha.`,
    );
  }
}

export function createMcpServer(context: McpContext): Server {
  const tools = createTools(context);
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const server = new Server(
    {name: SERVER_NAME, title: 'Identia: documentación y servidor de pruebas', version: context.version},
    {capabilities: {tools: {}, resources: {}}, instructions: INSTRUCTIONS},
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({tools: tools.map(describeTool)}));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const tool = byName.get(request.params.name);
    if (!tool)
      throw new McpError(
        ErrorCode.InvalidParams,
        `Herramienta desconocida: «${request.params.name}». Las herramientas son: ${tools.map((candidate) => candidate.name).join(', ')}.`,
      );
    return callTool(tool, request.params.arguments, context);
  });
  server.setRequestHandler(ListResourcesRequestSchema, () => ({resources: listResources(context)}));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({resourceTemplates}));
  server.setRequestHandler(ReadResourceRequestSchema, (request) => readResource(context, request.params.uri));
  return server;
}
