import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {serviceArtifacts} from '../../config/services';
import type {BundledSpec} from '../../lib/openapi/publishedSpec';
import {docToMarkdown} from './docToMarkdown';
import {apiErrorFacts} from '../../lib/openapi/errorBodies';
import {llmsFullTxt, llmsTxt, type ApiEntry, type GuideEntry} from './llmsTxt';
import {documentedOperations} from '../../lib/openapi/operations';
import {openapiToMarkdown, operationToMarkdown} from './openapiToMarkdown';
import {postmanCollection} from './postmanCollection';
import {catalogueToMarkdown, scenariosApiToMarkdown, scenariosIndexToMarkdown, type ScenariosApi} from './generatedPagesMarkdown';
import {ERROR_CATALOGUE_ROUTE} from '../error-catalogue/catalogue';
import {buildCatalogue} from '../error-catalogue/model';
import {collectScenarios} from '../test-scenarios/scenarios';
import {SCENARIOS_ROUTE} from '../test-scenarios';
import {markdownTwinPath} from '../../lib/twinPath';
import {CHANGELOG_DESCRIPTION, CHANGELOG_ROUTE, CHANGELOG_TITLE, changelogFiles, contractChangelog} from '../changelog';
import {DOWNLOADS_DESCRIPTION, DOWNLOADS_ROUTE, DOWNLOADS_TITLE} from '../downloads/page';
import {announceWriting} from '../downloads/writers';
import {callJson, mcpSampleData, sampleAnswerOf, type McpSampleData} from '../sandbox/mcpSample';
import {mcpNpxConfigMarkdown, sandboxInstallMarkdown} from '../../lib/sandboxCommands';
import {identityOutcomeTableMarkdown, testIdentitiesDownloadMarkdown, testIdentityTableMarkdown} from '../../lib/testIdentitiesMarkdown';
import {logBoundsMarkdown, outcomesTableMarkdown, triggersTableMarkdown} from '../../lib/sandboxEventsMarkdown';

export interface AiDocsOptions {
  /** Folder served as static files (shared with the API downloads) where every output is written. Relative to the site folder: the options are serialized into the client bundle, where an absolute path would differ between machines. */
  outputDir: string;
}

const RELATIVE_DOC_LINK = /^(?![a-z]+:|\/|#)([^#?]+\.mdx?)(#.*)?$/i;

interface SidebarItem {
  type: string;
  id?: string;
  link?: {type: string; id?: string};
  items?: SidebarItem[];
}

/** Doc ids in the order the `docs` sidebar shows them. */
function sidebarDocIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return [item.id as string];
    if (item.type === 'category')
      return [...(item.link?.type === 'doc' ? [item.link.id as string] : []), ...sidebarDocIds(item.items ?? [])];
    return [];
  });
}

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, text);
}

/**
 * The AI-ready docs and the integrator downloads: a Markdown twin of every docs page at its route
 * plus `.md`, each API as Markdown and as a Postman collection under `/openapi/`, and `/llms.txt` and
 * `/llms-full.txt`. Generated once every plugin has loaded (the docs and the bundled specs are other
 * plugins' content) into the static folder, so `npm start` serves them too.
 */
export default function aiDocsPlugin(context: LoadContext, options: AiDocsOptions): Plugin<void> {
  const {siteDir, siteConfig} = context;
  const base = siteConfig.baseUrl.replace(/\/$/, '');
  // Converting a spec to Postman takes seconds; in `npm start` only changed specs are converted again.
  const collectionCache = new Map<string, {hash: string; text: string}>();

  const outputDir = path.resolve(context.siteDir, options.outputDir);
  const outputFor = (sitePath: string) => path.join(outputDir, sitePath.slice(base.length).replace(/^\//, ''));

  async function writeApi({service, spec}: BundledSpec): Promise<ApiEntry> {
    const downloads = serviceArtifacts(service);
    const markdown = openapiToMarkdown(service, spec);
    write(outputFor(base + downloads.markdown), markdown);
    rmSync(outputFor(base + downloads.route), {recursive: true, force: true});
    const operations = documentedOperations(spec).map((documented) => {
      const markdownPath = downloads.operationMarkdown(documented.operation.operationId);
      write(outputFor(base + markdownPath), operationToMarkdown(service, spec, documented));
      return {
        title: documented.operation.summary as string,
        request: documented.isWebhook ? `webhook ${documented.pathOrName}` : `${documented.method.toUpperCase()} ${documented.pathOrName}`,
        markdownPath,
      };
    });
    const hash = createHash('sha256').update(JSON.stringify(spec)).digest('hex');
    let cached = collectionCache.get(service.id);
    if (cached?.hash !== hash) {
      cached = {hash, text: `${JSON.stringify(await postmanCollection(spec), null, 2)}\n`};
      collectionCache.set(service.id, cached);
    }
    write(outputFor(base + downloads.postman), cached.text);
    const servers = (spec.servers ?? []).map((server: {url: string}) => server.url);
    return {service, servers, markdown, operations, errors: apiErrorFacts(spec)};
  }

  function writeGuides(docs: DocMetadata[], sidebarOrder: string[], mcpSample: McpSampleData): GuideEntry[] {
    const sourceFile = (doc: DocMetadata) => path.join(siteDir, doc.source.replace(/^@site\//, ''));
    const permalinkBySource = new Map(docs.map((doc) => [sourceFile(doc), doc.permalink]));
    const ordered = [
      ...sidebarOrder.map((id) => docs.find((doc) => doc.id === id)).filter((doc): doc is DocMetadata => doc !== undefined),
      ...docs.filter((doc) => !sidebarOrder.includes(doc.id)),
    ];
    rmSync(outputFor(`${base}/docs`), {recursive: true, force: true});
    return ordered.map((doc) => {
      const file = sourceFile(doc);
      const rewriteLink = (target: string) => {
        if (target.startsWith('pathname://')) return target.slice('pathname://'.length);
        const relative = RELATIVE_DOC_LINK.exec(target);
        if (!relative) return target;
        const permalink = permalinkBySource.get(path.resolve(path.dirname(file), decodeURIComponent(relative[1])));
        return permalink ? markdownTwinPath(permalink) + (relative[2] ?? '') : target;
      };
      const markdown = docToMarkdown({
        title: doc.title,
        description: doc.description,
        source: readFileSync(file, 'utf8'),
        rewriteLink,
        components: {
          SandboxInstall: (attribute) => sandboxInstallMarkdown(siteConfig.url + base, attribute('args')),
          McpNpxConfig: () => mcpNpxConfigMarkdown(siteConfig.url + base),
          McpCall: (attribute) => ['```json', callJson(mcpSample, attribute('call') ?? ''), '```'],
          McpAnswer: (attribute) => ['```text', sampleAnswerOf(mcpSample, attribute('call') ?? ''), '```'],
          TestIdentityTable: (attribute) => testIdentityTableMarkdown(attribute('kind'), base),
          IdentityOutcomeTable: () => identityOutcomeTableMarkdown(base),
          TestIdentitiesDownload: () => testIdentitiesDownloadMarkdown(siteConfig.url + base),
          SandboxTriggersTable: () => triggersTableMarkdown(),
          SandboxOutcomesTable: () => outcomesTableMarkdown(),
          SandboxLogBounds: () => logBoundsMarkdown(),
        },
      });
      const markdownPath = markdownTwinPath(doc.permalink);
      write(outputFor(markdownPath), markdown);
      return {title: doc.title, description: doc.description, permalink: doc.permalink, markdownPath, markdown};
    });
  }

  /** Twins of the pages the catalogue and scenarios plugins render, from the data those pages read. */
  function writeGeneratedPages(bundled: readonly BundledSpec[]): GuideEntry[] {
    const page = (permalink: string, title: string, description: string, markdown: string): GuideEntry => {
      const markdownPath = markdownTwinPath(permalink);
      write(outputFor(markdownPath), markdown);
      return {title, description, permalink, markdownPath, markdown};
    };
    const apis: ScenariosApi[] = bundled.map(({service, spec}) => ({
      id: service.id,
      label: service.label,
      route: `${base}${SCENARIOS_ROUTE}/${service.id}`,
      operations: collectScenarios(service, spec),
    }));
    return [
      page(
        base + ERROR_CATALOGUE_ROUTE,
        'Catálogo de errores',
        'Cada mensaje de error de las APIs: qué significa, qué hacer y qué operaciones lo devuelven.',
        catalogueToMarkdown(buildCatalogue(bundled)),
      ),
      page(
        base + SCENARIOS_ROUTE,
        'Escenarios de prueba',
        'Cómo pedir al servidor de pruebas cada respuesta documentada de cada operación, sin cuenta ni llave.',
        scenariosIndexToMarkdown(apis, siteConfig.url + base),
      ),
      ...apis.map((api) =>
        page(
          api.route,
          `Escenarios de prueba: API de ${api.label}`,
          `Cada respuesta documentada de la API de ${api.label} en el servidor de pruebas.`,
          scenariosApiToMarkdown(api, siteConfig.url + base),
        ),
      ),
    ];
  }

  async function writeAll(allContent: Record<string, Record<string, unknown>>): Promise<void> {
    const docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
    const bundled = allContent['api-reference']?.default as BundledSpec[] | undefined;
    if (!docsContent || !bundled) throw new Error('[ai-docs] faltan el contenido de docs o las especificaciones de api-reference');
    const [version] = docsContent.loadedVersions;
    // The MCP page's example conversation: the same answers its <McpAnswer /> blocks render (plugins/sandbox/mcpSample.ts).
    const mcpSample = await mcpSampleData(bundled, siteConfig.url);
    const guides = [...writeGuides(version.docs, sidebarDocIds(version.sidebars.docs ?? []), mcpSample), ...writeGeneratedPages(bundled)];
    // /docs/cambios is a plugin page, not a doc: its twin, JSON and detail files come from the changelog model,
    // after writeGuides empties docs/.
    const changelogTwin = markdownTwinPath(`${base}${CHANGELOG_ROUTE}`);
    const changelogOutputs = changelogFiles(contractChangelog(bundled), siteConfig.url, base);
    for (const [sitePath, text] of changelogOutputs) write(outputFor(base + sitePath), text);
    guides.push({
      title: CHANGELOG_TITLE,
      description: CHANGELOG_DESCRIPTION,
      permalink: `${base}${CHANGELOG_ROUTE}`,
      markdownPath: changelogTwin,
      markdown: changelogOutputs.get(markdownTwinPath(CHANGELOG_ROUTE)) as string,
    });
    // Written by plugins/downloads once these files exist: listed here, not copied (see GuideEntry.markdown).
    guides.push({
      title: DOWNLOADS_TITLE,
      description: DOWNLOADS_DESCRIPTION,
      permalink: `${base}${DOWNLOADS_ROUTE}`,
      markdownPath: markdownTwinPath(`${base}${DOWNLOADS_ROUTE}`),
    });
    const apis: ApiEntry[] = [];
    for (const entry of bundled) apis.push(await writeApi(entry));
    const summary = `${siteConfig.tagline}. Guías en español para integrar onboarding, verificación de identidad y firma de documentos, y la referencia de ${apis.length} APIs REST: ${apis.map(({service}) => service.label).join(', ')}.`;
    const input = {title: siteConfig.title, summary, guides, apis, basePath: base};
    write(outputFor(`${base}/llms.txt`), llmsTxt(input));
    write(outputFor(`${base}/llms-full.txt`), llmsFullTxt(input));
  }

  return {
    name: 'ai-docs',

    async allContentLoaded({allContent}) {
      await announceWriting(allContent, 'ai-docs', writeAll(allContent));
    },
  };
}
