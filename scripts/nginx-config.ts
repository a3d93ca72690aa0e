/**
 * `npm run nginx:config -- --root /srv/portal/build [--listen 80]`: prints the nginx server block
 * of deploy/nginx/portal.conf for that build folder, ready for /etc/nginx/sites-enabled/.
 */
import {parseArgs} from 'node:util';
import {renderServerBlock} from './deploy/nginxConfig';

const {values} = parseArgs({options: {root: {type: 'string'}, listen: {type: 'string', default: '80'}}});
if (!values.root) {
  console.error('Uso: npm run nginx:config -- --root /ruta/absoluta/al/build [--listen 80]');
  process.exit(1);
}
process.stdout.write(renderServerBlock({root: values.root, listen: values.listen ?? '80'}));
