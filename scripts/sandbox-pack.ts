/**
 * `npm run sandbox:pack [-- <carpeta>]`: builds and packs the @identia/sandbox package (sandbox/) from
 * the repository's specs, as the portal's build does, into the folder given (generated/descargas by
 * default), and prints the tarball's path. The MCP server's data (sandbox/data/) comes from the
 * portal's build only: packing fails, saying so, when it is missing or was written for other specs.
 */
import path from 'node:path';
import {services} from '../config/services';
import {siteSettings} from '../config/site';
import {generatedDir} from '../lib/paths';
import {bundleSandboxCli, packSandbox, writeSandboxSpecs} from '../lib/sandboxPackage';
import {loadSandboxModels} from './lib/sandboxModels';

async function main(): Promise<void> {
  const destination = path.resolve(process.argv[2] ?? path.join(generatedDir, 'descargas'));
  writeSandboxSpecs(await loadSandboxModels(services), siteSettings.siteUrl);
  await bundleSandboxCli();
  console.log(await packSandbox(destination));
}

main().catch((error: Error) => {
  console.error(`No se pudo empaquetar @identia/sandbox: ${error.message}`);
  process.exit(2);
});
