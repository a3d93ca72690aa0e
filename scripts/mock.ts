/**
 * Mock server of one API: `npm run mock -- <servicio> [--port N]` (or MOCK_PORT). Prism serves the
 * bundled spec on 127.0.0.1, answers with its documented examples and rejects requests that break it.
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {siteSettings} from '../config/site';
import {findService, services} from '../config/services';
import {publishedSpecFile, publishSpec} from '../plugins/api-reference/publishSpec';
import {DEFAULT_MOCK_PORT, MOCK_HOST, prismArguments, prismBin} from './lib/mockServer';
import {mockableSpec} from './lib/mockSpec';
import {generatedDir} from './lib/paths';

const USAGE = `Uso: npm run mock -- <servicio> [--port N]\nServicios: ${services.map((service) => service.id).join(', ')}`;

function parsePort(args: string[]): number {
  const flag = args.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
  const raw = flag < 0 ? process.env.MOCK_PORT : args[flag].includes('=') ? args[flag].split('=')[1] : args[flag + 1];
  if (raw === undefined || raw === '') return DEFAULT_MOCK_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`Puerto inválido: ${raw}\n${USAGE}`);
  return port;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const id = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--port');
  const service = id ? findService(id) : undefined;
  if (!service) throw new Error(id ? `Servicio desconocido: ${id}\n${USAGE}` : USAGE);
  const port = parsePort(args);

  const downloadsDir = path.join(generatedDir, 'static');
  const specFile = publishedSpecFile(downloadsDir, service);
  if (!existsSync(specFile)) {
    console.log(`No existe ${path.relative(process.cwd(), specFile)} (se genera con \`npm run build\`); empaquetando la especificación de ${service.label}…`);
    await publishSpec(service, downloadsDir, siteSettings.apiBaseUrl);
  }
  const mockFile = path.join(generatedDir, 'mock', `${service.id}.json`);
  mkdirSync(path.dirname(mockFile), {recursive: true});
  writeFileSync(mockFile, JSON.stringify(mockableSpec(JSON.parse(readFileSync(specFile, 'utf8')))));

  console.log(`Servidor de pruebas de ${service.label} en http://${MOCK_HOST}:${port} (Ctrl+C para detenerlo)`);
  const prism = spawn(prismBin, prismArguments(mockFile, port), {stdio: 'inherit'});
  const forward = (signal: NodeJS.Signals) => prism.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  prism.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(2);
});
