import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {serviceArtifacts} from '../../config/services';
import {siteSettings} from '../../config/site';
import type {BundledSpec} from '../../lib/openapi/publishedSpec';
import {sandboxModel} from '../../lib/openapi/sandboxModel';
import {SANDBOX_DOWNLOADS, SANDBOX_MANIFEST_PATH, TEST_IDENTITIES_PATH, type SandboxTarballManifest} from '../../lib/sandboxCommands';
import {bundleSandboxCli, mcpDataDir, packSandbox, writeSandboxSpecs} from '../../lib/sandboxPackage';
import {markdownTwinPath} from '../../lib/twinPath';
import {testIdentitiesDocument} from '../../sandbox/src/engine/testIdentities';
import {openMcpData} from '../../sandbox/src/mcp/data';
import {SEARCH_PLUGIN_NAME, searchIndexWritten} from '../search';
import {writeMcpData} from './mcpData';
import {conversationProblems, MCP_SAMPLE_FILE, mcpSampleData, specsContext} from './mcpSample';
import {downloadManifest} from './downloadManifest';

/** The page whose example conversation is the MCP server's (mcpSample.ts). */
export const MCP_PAGE_ROUTE = '/docs/herramientas/asistentes-de-codigo';

export interface SandboxPluginOptions {
  /** Static folder (relative to the site) where the models are written, served at `/sandbox/<id>.json`. */
  outputDir: string;
}

/**
 * The tarball is packed after the pages are rendered (its MCP data holds the search index, which is
 * read from the rendered guides), so the pages cannot print its size: plugins/downloads waits here for
 * the manifest to complete its Markdown twin, and its page reads the same manifest in the browser.
 */
let resolvePacked: (manifest: SandboxTarballManifest) => void = () => undefined;
let rejectPacked: (error: Error) => void = () => undefined;
const packed = new Promise<SandboxTarballManifest>((resolve, reject) => {
  resolvePacked = resolve;
  rejectPacked = reject;
});
// A build that fails before packing must not leave an unhandled rejection behind.
packed.catch(() => undefined);
export const sandboxPacked = (): Promise<SandboxTarballManifest> => packed;

/** Writes `/descargas/identia-sandbox.json` beside the tarball: its name, version, size and SHA-256. */
function writeTarballManifest(outDir: string, tarball: string): SandboxTarballManifest {
  const manifest = downloadManifest(tarball);
  writeFileSync(path.join(outDir, SANDBOX_MANIFEST_PATH.replace(/^\//, '')), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * The sandbox's models and package. Once the specs are bundled (api-reference's content), each API's
 * model is written to `/sandbox/<id>.json` (the try-it console's simulated server fetches it, same
 * origin) and to sandbox/specs/ (what the package ships), with the test identities at
 * `/descargas/identidades-de-prueba.json`; after the build, once the search index is
 * written, the MCP server's data is written from the build's artifacts into sandbox/data/
 * (mcpData.ts), and the package is bundled and packed into `/descargas/identia-sandbox-<version>.tgz`,
 * with its manifest (`/descargas/identia-sandbox.json`) beside it.
 */
export default function sandboxPlugin(context: LoadContext, options: SandboxPluginOptions): Plugin<void> {
  const outputDir = path.resolve(context.siteDir, options.outputDir);
  let bundled: BundledSpec[] = [];

  return {
    name: 'sandbox',

    // The test identities' page links this file; it is the engine's own data, so the two cannot drift. Written
    // while the content loads, before any plugin's allContentLoaded: the downloads page lists it then.
    async loadContent() {
      const identities = path.join(outputDir, TEST_IDENTITIES_PATH.replace(/^\//, ''));
      mkdirSync(path.dirname(identities), {recursive: true});
      writeFileSync(identities, `${JSON.stringify(testIdentitiesDocument(), null, 2)}\n`);
    },

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
      // The MCP page's example conversation: the real tools' answers, imported by its <McpAnswer /> blocks.
      const sample = path.join(context.generatedFilesDir, 'sandbox', MCP_SAMPLE_FILE);
      mkdirSync(path.dirname(sample), {recursive: true});
      writeFileSync(sample, JSON.stringify(await mcpSampleData(specs, siteSettings.siteUrl)));
    },

    async postBuild({outDir, plugins}) {
      try {
        if (!plugins.some((plugin) => plugin.name === SEARCH_PLUGIN_NAME))
          throw new Error(
            '[sandbox] el servidor MCP del paquete sirve el índice de búsqueda: falta el plugin search en docusaurus.config.ts',
          );
        await searchIndexWritten();
        await Promise.all([writeMcpData(outDir, bundled, siteSettings.siteUrl), bundleSandboxCli()]);
        // What the MCP page quotes by hand (its buscar answer, written from the rendered pages) against the real tool.
        const twin = readFileSync(path.join(outDir, markdownTwinPath(MCP_PAGE_ROUTE)), 'utf8');
        const problems = await conversationProblems(twin, {...specsContext(bundled, siteSettings.siteUrl), data: openMcpData(mcpDataDir)});
        if (problems.length > 0)
          throw new Error(
            `[sandbox] El ejemplo de conversación de ${MCP_PAGE_ROUTE} no es el del servidor MCP:\n- ${problems.join('\n- ')}`,
          );
        const tarball = await packSandbox(path.join(outDir, SANDBOX_DOWNLOADS.replace(/^\//, '')));
        resolvePacked(writeTarballManifest(outDir, tarball));
      } catch (error) {
        rejectPacked(error as Error);
        throw error;
      }
    },
  };
}
