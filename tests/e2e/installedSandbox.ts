/**
 * The @identia/sandbox package as the build packed it (the tarball the downloads page serves, beside its
 * manifest), installed once per tarball and shared by the e2e files that run it: `npm run test:e2e`
 * installs it first (tests/e2e/setup.ts), and a file run alone installs it if it is not there yet. Nothing
 * is packed again and nothing under sandbox/ is rewritten, so the files that read the package's specs and
 * data can run beside them. The install goes to a folder of its own and is renamed into place: two files
 * that start together never see half an install (the second rename fails, and that file uses the first).
 * A test that must change the installed files works on a private copy (`privateCopy`).
 */
import {execFile} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {buildDir} from '../../lib/browserSession';
import {generatedDir} from '../../lib/paths';
import {SANDBOX_MANIFEST_PATH, type SandboxTarballManifest} from '../../lib/sandboxCommands';

const run = promisify(execFile);
const INSTALLS_DIR = path.join(generatedDir, 'e2e-sandbox');

export interface InstalledSandbox {
  /** The build's tarball. */
  tarball: string;
  bytes: number;
  /** The folder whose node_modules holds the package. */
  dir: string;
  /** Its command, `identia-sandbox`. */
  bin: string;
}

const binIn = (dir: string) => path.join(dir, 'node_modules', '.bin', 'identia-sandbox');

function builtTarball(): SandboxTarballManifest & {tarball: string} {
  const manifestFile = path.join(buildDir, SANDBOX_MANIFEST_PATH.replace(/^\//, ''));
  if (!existsSync(manifestFile))
    throw new Error(`No existe ${path.relative(process.cwd(), manifestFile)}: ejecuta \`npm run build\` antes de las pruebas e2e.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SandboxTarballManifest;
  return {...manifest, tarball: path.join(buildDir, manifest.file.replace(/^\//, ''))};
}

/** The package installed from the build's tarball: the shared install of that tarball, made now if missing. */
export async function installedSandbox(): Promise<InstalledSandbox> {
  const {tarball, bytes, sha256} = builtTarball();
  const dir = path.join(INSTALLS_DIR, sha256.slice(0, 16));
  if (!existsSync(binIn(dir))) {
    mkdirSync(INSTALLS_DIR, {recursive: true});
    const staging = mkdtempSync(path.join(INSTALLS_DIR, '.instalando-'));
    // A package.json of its own: without one npm walks up to the repository's and installs there.
    writeFileSync(path.join(staging, 'package.json'), '{"private": true}\n');
    try {
      await run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', tarball], {cwd: staging, timeout: 180_000});
      try {
        renameSync(staging, dir);
      } catch (error) {
        // Another file installed the same tarball first: its install is the shared one.
        if (!existsSync(binIn(dir))) throw error;
      }
    } finally {
      rmSync(staging, {recursive: true, force: true});
    }
  }
  return {tarball, bytes, dir, bin: binIn(dir)};
}

/** A copy of the shared install in `into`, for a test that edits the package's files; returns its command. */
export function privateCopy(installed: InstalledSandbox, into: string): string {
  cpSync(installed.dir, into, {recursive: true, verbatimSymlinks: true});
  return binIn(into);
}
