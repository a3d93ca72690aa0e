import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeHostHeaderFiles} from '../../config/headers';
import {precompress} from './precompress';

/**
 * After the build: writes the host header files (`_headers`, `_headers.nginx.conf`) from
 * config/headers.ts, whose CSP hashes the inline scripts of the final HTML, then the `.gz` and `.br`
 * twins of every text file that nginx's gzip_static and the Node server serve.
 */
export default function staticHostingPlugin(_context: LoadContext): Plugin<unknown> {
  return {
    name: 'static-hosting',
    async postBuild({outDir}) {
      writeHostHeaderFiles(outDir);
      const count = await precompress(outDir);
      console.log(`[static-hosting] cabeceras escritas; ${count} archivos precomprimidos (gzip y brotli).`);
    },
  };
}
