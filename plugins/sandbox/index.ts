import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {serviceArtifacts} from '../../config/services';
import {siteSettings} from '../../config/site';
import type {BundledSpec} from '../../lib/openapi/publishedSpec';
import {sandboxModel} from '../../lib/openapi/sandboxModel';
import {SANDBOX_DOWNLOADS, sandboxTarballName} from '../../lib/sandboxCommands';
import {bundleSandboxCli, packSandbox, sandboxDir, writeSandboxSpecs} from '../../lib/sandboxPackage';
import {announceWriting} from '../downloads/writers';

export interface SandboxPluginOptions {
  /** Static folder (relative to the site) where the models (`/sandbox/<id>.json`) and the tarball (`/descargas/`) are written. */
  outputDir: string;
}

/** Every file the package is made of (its specs, its CLI's sources, its manifest and README), hashed: the same hash, the same tarball. */
function packageInputsHash(): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(file).update(readFileSync(file));
    }
  };
  for (const part of ['package.json', 'README.md', 'src', 'specs']) {
    const target = path.join(sandboxDir, part);
    if (existsSync(target) && statSync(target).isDirectory()) walk(target);
    else if (existsSync(target)) hash.update(target).update(readFileSync(target));
  }
  return hash.digest('hex');
}

/**
 * The sandbox's models and package. Once the specs are bundled (api-reference's content), each API's
 * model is written to `/sandbox/<id>.json` (the try-it console's simulated server fetches it, same
 * origin) and to sandbox/specs/ (what the package ships); then the package is bundled and packed into
 * `/descargas/identia-sandbox-<version>.tgz`, before the pages are rendered, so the downloads page lists
 * the real tarball. In `npm start` an unchanged package is not packed again.
 */
export default function sandboxPlugin(context: LoadContext, options: SandboxPluginOptions): Plugin<void> {
  const outputDir = path.resolve(context.siteDir, options.outputDir);
  const downloadsDir = path.join(outputDir, SANDBOX_DOWNLOADS.replace(/^\//, ''));
  let packedHash: string | undefined;

  async function writeModelsAndPackage(bundled: BundledSpec[]): Promise<void> {
    const models = bundled.map(({service, spec}) => ({service, model: sandboxModel(spec)}));
    for (const {service, model} of models) {
      const file = path.join(outputDir, serviceArtifacts(service).sandboxModel.replace(/^\//, ''));
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, JSON.stringify(model));
    }
    writeSandboxSpecs(models, siteSettings.siteUrl);
    const hash = packageInputsHash();
    if (hash === packedHash && existsSync(path.join(downloadsDir, sandboxTarballName()))) return;
    await bundleSandboxCli();
    // Only the current version is offered: an older tarball left here would be published too.
    rmSync(downloadsDir, {recursive: true, force: true});
    await packSandbox(downloadsDir);
    packedHash = hash;
  }

  return {
    name: 'sandbox',

    async allContentLoaded({allContent}) {
      const bundled = allContent['api-reference']?.default as BundledSpec[] | undefined;
      if (!bundled) throw new Error('[sandbox] faltan las especificaciones de api-reference');
      await announceWriting(allContent, 'sandbox', writeModelsAndPackage(bundled));
    },
  };
}
