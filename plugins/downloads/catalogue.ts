/**
 * Every file the portal offers for download, read from the files themselves once the build has written
 * them: the sandbox package, each API's OpenAPI document (YAML and JSON) and Postman collection, the
 * Arazzo journeys and the llms files. Version, size and fingerprint come from each file; the date is when
 * its sources last changed (lib/sourceDates.ts). Nothing here is typed by hand but the groups' wording.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {parse as parseYaml} from 'yaml';
import {journeyPath, journeys} from '../../config/journeys';
import {serviceArtifacts, services} from '../../config/services';
import {SANDBOX_MANIFEST_PATH, SANDBOX_VERSION, sandboxTarballPath, TEST_IDENTITIES_PATH} from '../../lib/sandboxCommands';
import {lastChangeDate} from '../../lib/sourceDates';
import {dateText, sizeText} from './format';

export {bytesText, dateText, sizeText} from './format';

export interface DownloadFile {
  /** Site path of the file, without the base URL: `/openapi/people.yaml`. */
  path: string;
  /** The name a browser saves it under. */
  name: string;
  /** What it describes: the API, the journey, the package. */
  subject: string;
  /** Its format, with the format's own version: «OpenAPI 3.1.0, YAML». */
  format: string;
  /** The file's own version (`info.version`, the package's), when it states one. */
  version?: string;
  /** The first 12 hexadecimal digits of the file's SHA-256: tells two copies apart when there is no version. */
  sha256?: string;
  /** `AAAA-MM-DD`: when the file's sources last changed. */
  date: string;
  /** The date as a reader reads it: «27 nov 2026». */
  dateText: string;
  /** Absent for a file packed after the pages are rendered: see `sizeFrom`. */
  bytes?: number;
  /** The size as a reader reads it: «245.1 KB». */
  sizeText?: string;
  /**
   * Site path of the JSON manifest that gives the size (`bytes`) of a file the build packs after the pages
   * are rendered (the sandbox tarball, whose MCP data holds the search index of those pages).
   */
  sizeFrom?: string;
}

export interface DownloadGroup {
  /** The group's anchor on the page. */
  id: string;
  title: string;
  /** One sentence on what the files are for, as plain text with `code` in backticks. */
  description: string;
  files: DownloadFile[];
}

/** What each published file is made from, relative to the repository: its date is theirs. */
const SOURCES = {
  spec: (id: string) => [`openapi/${id}`, 'openapi/_shared', 'plugins/api-reference/codeSamples'],
  postman: (id: string) => [
    `openapi/${id}`,
    'openapi/_shared',
    'plugins/ai-docs/postmanCollection.ts',
    'plugins/ai-docs/postmanRequests.ts',
  ],
  sandbox: ['sandbox', 'openapi', 'lib/openapi/sandboxModel.ts', 'lib/sandboxPackage.ts'],
  testIdentities: ['sandbox/src/engine/testIdentities.ts'],
  journey: (file: string) => [`static/arazzo/${file}`],
  llms: ['docs', 'openapi', 'changelog/releases', 'plugins/ai-docs'],
} as const;

/** Finds a site path in the static folders the build copies (`static/`, `generated/static/`). */
export type StaticFileFinder = (sitePath: string) => string;

export function staticFileFinder(staticDirs: readonly string[]): StaticFileFinder {
  return (sitePath) => {
    const relative = sitePath.replace(/^\//, '');
    const found = staticDirs.map((dir) => path.join(dir, relative)).find((file) => existsSync(file));
    if (!found)
      throw new Error(`[downloads] no se encontró ${sitePath} en ${staticDirs.join(', ')}: ¿lo escribió el plugin que lo publica?`);
    return found;
  };
}

function describe(
  find: StaticFileFinder,
  dates: (sources: readonly string[]) => string,
  sitePath: string,
  details: {subject: string; sources: readonly string[]; format(content: Buffer): {format: string; version?: string}},
): DownloadFile {
  const content = readFileSync(find(sitePath));
  const date = dates(details.sources);
  return {
    path: sitePath,
    name: sitePath.slice(sitePath.lastIndexOf('/') + 1),
    subject: details.subject,
    ...details.format(content),
    sha256: createHash('sha256').update(content).digest('hex').slice(0, 12),
    date,
    dateText: dateText(date),
    bytes: content.length,
    sizeText: sizeText(content.length),
  };
}

/** The sandbox tarball: its version is the package's; its size, known once the build packs it, is in its manifest. */
function packedAfterRender(dates: (sources: readonly string[]) => string): DownloadFile {
  const date = dates(SOURCES.sandbox);
  const sitePath = sandboxTarballPath();
  return {
    path: sitePath,
    name: sitePath.slice(sitePath.lastIndexOf('/') + 1),
    subject: '@identia/sandbox',
    format: 'Paquete npm (.tgz)',
    version: SANDBOX_VERSION,
    date,
    dateText: dateText(date),
    sizeFrom: SANDBOX_MANIFEST_PATH,
  };
}

/** The groups with the size of each file packed after the pages were rendered, read from its manifest. */
export function withPackedSizes(groups: readonly DownloadGroup[], manifests: Record<string, {bytes: number}>): DownloadGroup[] {
  return groups.map((group) => ({
    ...group,
    files: group.files.map((file) => {
      if (!file.sizeFrom) return file;
      const manifest = manifests[file.sizeFrom];
      if (!manifest) throw new Error(`[downloads] falta el manifiesto ${file.sizeFrom} de ${file.path}`);
      return {...file, bytes: manifest.bytes, sizeText: sizeText(manifest.bytes)};
    }),
  }));
}

const text = (content: Buffer) => content.toString('utf8');

/** The `package.json` inside an npm tarball (a gzipped tar whose entries sit in `package/`). */
export function tarballManifest(tarball: Buffer): {name?: string; version?: string} {
  const tar = gunzipSync(tarball);
  for (let offset = 0; offset + 512 <= tar.length;) {
    const name = tar.toString('utf8', offset, offset + 100).replace(/\0.*$/s, '');
    if (!name) break;
    const size = parseInt(
      tar
        .toString('utf8', offset + 124, offset + 136)
        .replace(/\0.*$/s, '')
        .trim() || '0',
      8,
    );
    if (name === 'package/package.json') return JSON.parse(tar.toString('utf8', offset + 512, offset + 512 + size));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error('[downloads] el paquete no trae package/package.json');
}
const versionOf = (document: {info?: {version?: unknown}}) =>
  typeof document.info?.version === 'string' && document.info.version ? {version: document.info.version} : {};

/** The download groups, in the page's order. `dates` is lib/sourceDates' `lastChangeDate` (a test passes its own). */
export function downloadGroups(find: StaticFileFinder, dates: (sources: readonly string[]) => string = lastChangeDate): DownloadGroup[] {
  const cache = new Map<string, string>();
  const cachedDates = (sources: readonly string[]) => {
    const key = sources.join('\n');
    if (!cache.has(key)) cache.set(key, dates(sources));
    return cache.get(key)!;
  };
  const file = (sitePath: string, details: Parameters<typeof describe>[3]) => describe(find, cachedDates, sitePath, details);
  const openapi = (format: 'YAML' | 'JSON') => (content: Buffer) => {
    const document = (format === 'YAML' ? parseYaml(text(content)) : JSON.parse(text(content))) as {
      openapi: string;
      info?: {version?: unknown};
    };
    return {format: `OpenAPI ${document.openapi}, ${format}`, ...versionOf(document)};
  };
  return [
    {
      id: 'servidor-de-pruebas',
      title: 'Servidor de pruebas',
      description:
        'El paquete `@identia/sandbox`: el servidor de pruebas de las ocho APIs, el probador de webhooks y los escenarios de prueba, sin llave ni cuenta; y las identidades de prueba con la respuesta que el servidor de pruebas da a cada una.',
      files: [
        packedAfterRender(cachedDates),
        file(TEST_IDENTITIES_PATH, {subject: 'Identidades de prueba', sources: SOURCES.testIdentities, format: () => ({format: 'JSON'})}),
      ],
    },
    {
      id: 'especificaciones-openapi',
      title: 'Especificaciones OpenAPI',
      description:
        'Cada API en un solo archivo, con sus ejemplos y sus ejemplos de código: impórtalo en tu generador de clientes, en Insomnia o en Postman.',
      files: services.flatMap((service) => {
        const artifacts = serviceArtifacts(service);
        const subject = `API de ${service.label}`;
        return [
          file(artifacts.yaml, {subject, sources: SOURCES.spec(service.id), format: openapi('YAML')}),
          file(artifacts.json, {subject, sources: SOURCES.spec(service.id), format: openapi('JSON')}),
        ];
      }),
    },
    {
      id: 'colecciones-de-postman',
      title: 'Colecciones de Postman',
      description:
        'Una colección por API, con las variables `API_BASE_URL` y `API_KEY` (vacía: tu llave va en tu entorno de Postman) y una prueba del estado documentado en cada petición.',
      files: services.map((service) =>
        file(serviceArtifacts(service).postman, {
          subject: `API de ${service.label}`,
          sources: SOURCES.postman(service.id),
          format: (content) => ({format: 'Colección de Postman v2.1', ...versionOf(JSON.parse(text(content)))}),
        }),
      ),
    },
    {
      id: 'recorridos-arazzo',
      title: 'Recorridos Arazzo',
      description:
        'Los recorridos de varios pasos de las guías, ejecutables con `npx @redocly/cli respect` contra el servidor de pruebas o tu entorno. Descárgalos junto con las especificaciones en YAML: cada recorrido las lee de `../openapi/`.',
      files: journeys.map((journey) =>
        file(journeyPath(journey), {
          subject: journey.title,
          sources: SOURCES.journey(journey.file),
          format: (content) => {
            const document = parseYaml(text(content)) as {arazzo: string; info?: {version?: unknown}};
            return {format: `Arazzo ${document.arazzo}`, ...versionOf(document)};
          },
        }),
      ),
    },
    {
      id: 'para-asistentes-de-codigo',
      title: 'Para asistentes de código',
      description:
        '`llms.txt` resume las APIs con instrucciones para asistentes de código y enlaza cada guía y cada operación en Markdown; `llms-full.txt` lo reúne todo en un archivo.',
      files: [
        file('/llms.txt', {subject: 'Índice del portal en Markdown', sources: SOURCES.llms, format: () => ({format: 'Texto (llms.txt)'})}),
        file('/llms-full.txt', {
          subject: 'Todo el portal en Markdown',
          sources: SOURCES.llms,
          format: () => ({format: 'Texto (llms.txt)'}),
        }),
      ],
    },
  ];
}
