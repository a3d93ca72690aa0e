/**
 * The MCP server over stdio, as `identia-sandbox mcp` runs it: JSON-RPC on stdin and stdout, so
 * nothing else may write to stdout; one line on stderr says it is ready. Resolves when the client
 * closes the connection.
 */
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import type {McpContext} from './context';
import {createMcpServer} from './server';

export async function serveMcpOverStdio(context: McpContext, log: (line: string) => void = (line) => console.error(line)): Promise<void> {
  const server = createMcpServer(context);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
    // The client ends the session by closing our stdin.
    process.stdin.once('end', () => void server.close());
  });
  await server.connect(transport);
  log(
    `Servidor MCP de Identia en marcha (stdio, ${context.models.length} APIs, sin red salvo los webhooks que envíes). Ciérralo desde tu cliente o con Ctrl+C.`,
  );
  await closed;
}
