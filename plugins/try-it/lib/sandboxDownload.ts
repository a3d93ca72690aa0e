/** Where the portal serves the @identia/sandbox tarball (plugins/sandbox packs it at build). */
import sandboxPackage from '../../../sandbox/package.json';

export const SANDBOX_VERSION: string = sandboxPackage.version;
export const sandboxDownloadPath = (version = SANDBOX_VERSION) => `/descargas/identia-sandbox-${version}.tgz`;
