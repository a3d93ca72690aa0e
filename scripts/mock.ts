/**
 * Local mock of the APIs: `npm run mock` serves all eight at http://127.0.0.1:4010 under the same
 * paths as API_BASE_URL (so `API_BASE_URL=http://127.0.0.1:4010` points every sample at it);
 * `npm run mock -- <servicio>` serves one, also at its bare spec paths. `--port N` or MOCK_PORT
 * changes the port. Prism answers with the documented examples and rejects requests that break the
 * spec; the front in scripts/lib/mockFront.ts adds CORS for the portal and answers bad bodies.
 */
import {siteSettings} from '../config/site';
import {findService, services} from '../config/services';
import {LOCAL_MOCK_DEFAULT_PORT} from '../config/localMock';
import {startMockGateway} from './lib/mockGateway';

const USAGE = `Uso: npm run mock [-- <servicio>] [--port N]\nServicios: ${services.map((service) => service.id).join(', ')}`;

function parsePort(args: string[]): number {
  const flag = args.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
  const raw = flag < 0 ? process.env.MOCK_PORT : args[flag].includes('=') ? args[flag].split('=')[1] : args[flag + 1];
  if (raw === undefined || raw === '') return LOCAL_MOCK_DEFAULT_PORT;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`Puerto inválido: "${raw}"; usa un número entre 1 y 65535.\n${USAGE}`);
  return port;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknownFlag = args.find((arg) => arg.startsWith('--') && arg !== '--port' && !arg.startsWith('--port='));
  if (unknownFlag) throw new Error(`Opción desconocida: ${unknownFlag}\n${USAGE}`);
  const ids = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--port');
  if (ids.length > 1) throw new Error(`Indica una sola API o ninguna (todas); se recibió: ${ids.join(' ')}\n${USAGE}`);
  const only = ids[0] === undefined ? undefined : findService(ids[0]);
  if (ids[0] !== undefined && !only) throw new Error(`Servicio desconocido: ${ids[0]}\n${USAGE}`);
  const port = parsePort(args);
  const selected = only ? [only] : services;

  console.log(`Arrancando el servidor de pruebas de ${only ? only.label : 'las ocho APIs'}…`);
  const gateway = await startMockGateway({
    services: selected,
    port,
    unprefixedService: only?.id,
    extraOrigins: [siteSettings.siteUrl],
    onBundle: (file) => console.log(`No existe ${file} (se genera con \`npm run build\`); empaquetando la especificación…`),
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE')
      throw new Error(`El puerto ${port} ya está en uso. Detén el otro proceso o elige otro puerto con --port N o MOCK_PORT.`);
    if (error.code === 'EACCES')
      throw new Error(`No hay permiso para escuchar en el puerto ${port}. Elige uno mayor que 1023 con --port N o MOCK_PORT.`);
    throw error;
  });

  console.log(`Servidor de pruebas en ${gateway.url} (Ctrl+C para detenerlo), con las rutas de API_BASE_URL:`);
  for (const service of selected) {
    const routes = gateway.routes.filter((route) => route.service === service.id);
    const starts = [...new Set(routes.map((route) => route.basePath || route.prefix))];
    console.log(`  ${service.label.padEnd(13)} ${starts.map((start) => gateway.url + start).join('  ')}`);
  }
  console.log(`Para que los ejemplos del portal lo usen: export API_BASE_URL=${gateway.url}`);
  if (only)
    console.log(
      `  (también sin ${[...new Set(gateway.routes.map((route) => route.basePath).filter(Boolean))].join(', ') || 'prefijo'}: ${gateway.url}/…)`,
    );

  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await gateway.stop();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}

main().catch((error: Error) => {
  console.error(
    error.message
      .split('\n')
      .filter((line) => !/^\s+at /.test(line))
      .join('\n'),
  );
  process.exit(2);
});
