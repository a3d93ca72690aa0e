/**
 * Entry point of the `identia-sandbox` command: the specs the package ships (specs/, generated at
 * pack time from the portal's published specs), the portal's data for the MCP server (data/, from
 * the portal's build) and the CLI.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {openMcpData} from '../mcp/data';
import {runAsProcess, type ApiModel} from './main';

interface SpecIndex {
  version: string;
  portal?: string;
  apis: Array<{id: string; label: string; file: string}>;
}

const root = path.resolve(__dirname, '..');
const index = JSON.parse(readFileSync(path.join(root, 'specs', 'index.json'), 'utf8')) as SpecIndex;
const models: ApiModel[] = index.apis.map(({id, label, file}) => ({
  id,
  label,
  spec: JSON.parse(readFileSync(path.join(root, 'specs', file), 'utf8')),
}));
const {version} = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {version: string};

runAsProcess(process.argv.slice(2), {
  models,
  program: 'identia-sandbox',
  version,
  extraOrigins: index.portal ? [index.portal] : [],
  mcpData: () => openMcpData(path.join(root, 'data')),
});
