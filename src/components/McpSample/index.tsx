import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import sample from '@generated/sandbox/mcp-muestra.json';

/**
 * The MCP page's example conversation, from what the build wrote (plugins/sandbox/mcpSample.ts): a call's
 * arguments and the part of the real tool's answer the page quotes, so the page says what the server answers today.
 */
export function McpCall({call}: {call: keyof typeof sample.calls}): React.JSX.Element {
  return <CodeBlock language="json">{JSON.stringify(sample.calls[call].args, null, 2)}</CodeBlock>;
}

export function McpAnswer({call}: {call: keyof typeof sample.answers}): React.JSX.Element {
  return <CodeBlock language="text">{sample.answers[call]}</CodeBlock>;
}
