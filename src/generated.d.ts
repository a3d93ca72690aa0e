/** Data modules the plugins write for the site's own pages (see the plugin named beside each). */
declare module '@generated/api-reference/first-call.json' {
  /** plugins/api-reference/firstCall.ts (FirstCall): People's createPerson, its cURL and its 201 example. */
  const firstCall: {
    summary: string;
    method: string;
    path: string;
    route: string;
    request: {language: string; code: string};
    response: {status: string; language: string; code: string};
  };
  export default firstCall;
}

declare module '@generated/sandbox/mcp-muestra.json' {
  /** plugins/sandbox/mcpSample.ts (McpSampleData): the MCP page's calls and the real tools' answers it quotes. */
  const sample: {
    calls: Record<'buscar' | 'crear' | 'sin-nombre' | 'explicar', {tool: string; args: Record<string, unknown>}>;
    answers: Record<'crear' | 'sin-nombre' | 'explicar', string>;
  };
  export default sample;
}
