/**
 * What `/descargas/identia-sandbox.json` says of the packed tarball: the package's name and version as
 * sandbox/package.json gives them (never written here a second time), the tarball's site path, size and SHA-256.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {SANDBOX_DOWNLOADS, type SandboxTarballManifest} from '../../lib/sandboxCommands';
import {sandboxIdentity} from '../../lib/sandboxPackage';

export function downloadManifest(tarball: string): SandboxTarballManifest {
  const content = readFileSync(tarball);
  const {name, version} = sandboxIdentity();
  return {
    name,
    version,
    file: `${SANDBOX_DOWNLOADS}/${path.basename(tarball)}`,
    bytes: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
  };
}
