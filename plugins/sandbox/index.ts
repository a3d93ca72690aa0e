import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {serviceArtifacts} from '../../config/services';
import {siteSettings} from '../../config/site';
import type {BundledSpec} from '../../lib/openapi/publishedSpec';
import {sandboxModel} from '../../lib/openapi/sandboxModel';
import {bundleSandboxCli, packSandbox, SANDBOX_DOWNLOADS, writeSandboxSpecs} from '../../lib/sandboxPackage';
import {SEARCH_PLUGIN_NAME, searchIndexWritten} from '../search';
import {writeMcpData} from './mcpData';

export interface SandboxPluginOptions {
  /** Static folder (relative to the site) where the models are written, served at `/sandbox/<id>.json`. */
  outputDir: string;
}

/**
 * The sandbox's models and package. Once the specs are bundled (api-reference's content), each API's
 * model is written to `/sandbox/<id>.json` (the try-it console's simulated server fetches it, same
 * origin) and to sandbox/specs/ (what the package ships); after the build, once the search index is
 * written, the MCP server's data is written from the build's artifacts into sandbox/data/
 * (mcpData.ts), and the package is bundled and packed into `/descargas/identia-sandbox-<version>.tgz`.
 */
export default function sandboxPlugin(context: LoadContext, options: SandboxPluginOptions): Plugin<void> {
  const outputDir = path.resolve(context.siteDir, options.outputDir);
  let bundled: BundledSpec[] = [];
  return {
    name: 'sandbox',

    async allContentLoaded({allContent}) {
      const specs = allContent['api-reference']?.default as BundledSpec[] | undefined;
      if (!specs) throw new Error('[sandbox] faltan las especificaciones de api-reference');
      bundled = specs;
      const models = specs.map(({service, spec}) => ({service, model: sandboxModel(spec)}));
      for (const {service, model} of models) {
        const file = path.join(outputDir, serviceArtifacts(service).sandboxModel.replace(/^\//, ''));
        mkdirSync(path.dirname(file), {recursive: true});
        writeFileSync(file, JSON.stringify(model));
      }
      writeSandboxSpecs(models, siteSettings.siteUrl);
    },

    async postBuild({outDir, plugins}) {
      if (!plugins.some((plugin) => plugin.name === SEARCH_PLUGIN_NAME))
        throw new Error(
          '[sandbox] el servidor MCP del paquete sirve el índice de búsqueda: falta el plugin search en docusaurus.config.ts',
        );
      await searchIndexWritten();
      await Promise.all([writeMcpData(outDir, bundled, siteSettings.siteUrl), bundleSandboxCli()]);
      await packSandbox(path.join(outDir, SANDBOX_DOWNLOADS.replace(/^\//, '')));
    },
  };
}
