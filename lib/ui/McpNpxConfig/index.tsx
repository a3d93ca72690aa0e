import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import {mcpNpxConfig, sandboxTarballUrl} from '../../sandboxCommands';
import {usePortalUrl} from '../SandboxInstall';

/** The MCP client configuration that starts `identia-sandbox mcp` with npx, from the tarball of the portal this page is served from. */
export default function McpNpxConfig(): React.JSX.Element {
  return <CodeBlock language="json">{mcpNpxConfig(sandboxTarballUrl(usePortalUrl()))}</CodeBlock>;
}
