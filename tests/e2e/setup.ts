/**
 * What `npm run test:e2e` prepares once before its files run in parallel: the @identia/sandbox package
 * installed from the build's tarball (tests/e2e/installedSandbox.ts), which the package's tests share.
 */
import {installedSandbox} from './installedSandbox';

installedSandbox().then(
  ({dir}) => console.log(`paquete de pruebas instalado una vez para las pruebas e2e: ${dir}`),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
