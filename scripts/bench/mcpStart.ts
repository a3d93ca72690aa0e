/**
 * How soon the package's MCP server answers an assistant: `identia-sandbox mcp` installed from the tarball the
 * build packed, started three times under the MCP SDK's client over stdio, timed from the start to its
 * tools/list answer. The best of the three is judged: the machine is shared, and one slow start is the
 * machine, not the server. (tests/e2e/mcp-package.test.ts checks what it answers; the time is judged here.)
 */
import {execFile} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {SANDBOX_MANIFEST_PATH, type SandboxTarballManifest} from '../../lib/sandboxCommands';

const run = promisify(execFile);
const STARTS = 3;

export interface McpStart {
  /** Milliseconds from each start to its tools/list answer. */
  runsMs: number[];
  tools: number;
}

export async function measureMcpStart(buildDir: string): Promise<McpStart> {
  const manifest = JSON.parse(
    readFileSync(path.join(buildDir, SANDBOX_MANIFEST_PATH.replace(/^\//, '')), 'utf8'),
  ) as SandboxTarballManifest;
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-mcp-'));
  try {
    // A package.json of its own, or npm would install into the nearest one above.
    writeFileSync(path.join(folder, 'package.json'), '{"private": true}\n');
    await run('npm', ['install', '--no-audit', '--no-fund', path.resolve(buildDir, manifest.file.replace(/^\//, ''))], {
      cwd: folder,
      timeout: 180_000,
    });
    const runsMs: number[] = [];
    let tools = 0;
    for (let start = 0; start < STARTS; start++) {
      const transport = new StdioClientTransport({
        command: path.join(folder, 'node_modules', '.bin', 'identia-sandbox'),
        args: ['mcp'],
        cwd: folder,
        stderr: 'pipe',
      });
      const client = new Client({name: 'bench-portal', version: '1.0.0'});
      const started = performance.now();
      await client.connect(transport);
      tools = (await client.listTools()).tools.length;
      runsMs.push(Math.round(performance.now() - started));
      await client.close();
    }
    return {runsMs, tools};
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
}
