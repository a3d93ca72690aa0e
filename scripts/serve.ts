/** `npm run serve`: serves build/ through the production recipe on 127.0.0.1. */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {repoRoot} from '../lib/paths';
import {builtHeadersByPath} from '../lib/serve/hostHeaders';
import {createStaticServer, listen} from '../lib/serve/staticServer';

const root = path.join(repoRoot, 'build');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error('No hay build en build/. Ejecuta primero `npm run build`.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
listen(createStaticServer({root, headers: builtHeadersByPath(root)}), port).then((url) => {
  console.log(`Sitio servido en ${url}/ (Ctrl+C para detener)`);
});
