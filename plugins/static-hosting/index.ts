import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeHostHeaderFiles} from './hostHeaderFiles';
import {precompress} from './precompress';
import {addRouteScripts} from './routeScripts';

/**
 * After the build: writes each page's route scripts into its HTML (see routeScripts), then the host
 * header files (`_headers`, `_headers.nginx.conf`) from config/headers.ts, whose CSP hashes the
 * inline scripts of the final HTML, then the `.gz` and `.br` twins of every text file that nginx's
 * gzip_static and the Node server serve.
 */
export default function staticHostingPlugin({generatedFilesDir}: LoadContext): Plugin<unknown> {
  return {
    name: 'static-hosting',
    async postBuild({outDir}) {
      const pages = addRouteScripts(outDir, generatedFilesDir);
      writeHostHeaderFiles(outDir);
      const count = await precompress(outDir);
      console.log(
        `[static-hosting] scripts de ruta en ${pages} páginas; cabeceras escritas; ${count} archivos precomprimidos (gzip y brotli).`,
      );
    },
  };
}
