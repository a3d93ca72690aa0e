/**
 * Local mock of the APIs: `npm run mock` serves all eight at http://127.0.0.1:4010 under the same
 * paths as API_BASE_URL (so `API_BASE_URL=http://127.0.0.1:4010` points every sample at it);
 * `npm run mock -- <servicio>` serves one, also at its bare spec paths. `--port N` or MOCK_PORT
 * changes the port. It is the @identia/sandbox package's command (sandbox/src/cli) on the
 * repository's specs: the same engine as the try-it console's simulated server.
 */
import {services} from '../config/services';
import {siteSettings} from '../config/site';
import {runAsProcess} from '../sandbox/src/cli/main';
import {loadSandboxModels} from './lib/sandboxModels';

const args = process.argv.slice(2);
loadSandboxModels(services, (file) =>
  console.log(`No existe ${file} (se genera con \`npm run build\`); empaquetando la especificación…`),
).then(
  (models) =>
    runAsProcess([...args], {
      models: models.map(({service, model}) => ({id: service.id, label: service.label, spec: model})),
      program: 'npm run mock --',
      command: 'mock',
      extraOrigins: [siteSettings.siteUrl],
    }),
  (error: Error) => {
    console.error(error.message);
    process.exit(2);
  },
);
