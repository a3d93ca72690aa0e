/**
 * The package's MCP server in this process, on what the build wrote into sandbox/ (specs/ and data/),
 * under the SDK's own client over its in-memory transport; and the few readings of its answers the
 * MCP tests share. Without a build it fails, saying to run one.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {mcpDataDir, sandboxDir, sandboxVersion} from '../../lib/sandboxPackage';
import type {McpContext, McpModel} from '../../sandbox/src/mcp/context';
import {openMcpData} from '../../sandbox/src/mcp/data';
import {createMcpServer} from '../../sandbox/src/mcp/server';

export interface ToolAnswer {
  text: string;
  isError: boolean;
}

/** The engine's models the package carries (sandbox/specs/, written by the build). */
export function packageModels(): McpModel[] {
  const indexFile = path.join(sandboxDir, 'specs', 'index.json');
  if (!existsSync(indexFile)) throw new Error('No existe sandbox/specs/: ejecuta `npm run build` antes de las pruebas del servidor MCP.');
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {apis: Array<{id: string; label: string; file: string}>};
  return index.apis.map(({id, label, file}) => ({id, label, spec: JSON.parse(readFileSync(path.join(sandboxDir, 'specs', file), 'utf8'))}));
}

export function packageContext(overrides: Partial<McpContext> = {}): McpContext {
  return {models: packageModels(), data: openMcpData(mcpDataDir), version: sandboxVersion(), ...overrides};
}

/** The text of a tools/call result (the server answers with one text part). */
export function answerOf(result: unknown): ToolAnswer {
  const {content, isError} = result as {content: Array<{type: string; text?: string}>; isError?: boolean};
  assert.equal(content.length, 1, 'una respuesta trae una sola parte');
  assert.equal(content[0]!.type, 'text');
  return {text: content[0]!.text!, isError: isError === true};
}

export interface McpSession {
  client: Client;
  call(name: string, args: unknown): Promise<ToolAnswer>;
  close(): Promise<void>;
}

export async function inProcessMcp(overrides: Partial<McpContext> = {}): Promise<McpSession> {
  const server = createMcpServer(packageContext(overrides));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({name: 'pruebas-portal', version: '1.0.0'});
  await client.connect(clientSide);
  return {
    client,
    call: async (name, args) => answerOf(await client.callTool({name, arguments: args as Record<string, unknown>})),
    close: async () => {
      await client.close();
      await server.close();
    },
  };
}
