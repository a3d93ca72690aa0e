/**
 * Makes every request of a converted Postman collection the operation's documented request, the
 * one the code samples make (plugins/api-reference/codeSamples): example path, query and header
 * values, the JSON example as the body, text parts with their example values and a real sample
 * file for every file part, and a `pm.test` on the documented success status. openapi-to-postmanv2
 * alone sends schema placeholders (`"string"`), `[object Object]`, literal `"image/jpeg, image/png"`
 * part types and, for operations with two media types, the wrong body. Every saved response gets
 * the body the reference shows for it.
 */
import {listOperations} from '../../lib/openapi/operations';
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';
import {buildSampleRequest, serverBasePath, successStatus, type SampleRequest} from '../api-reference/codeSamples';
import {exampleText, mediaExamples} from '../../lib/openapi/mediaExamples';

/** Folder of the sample files (served at `/muestras/`); collections name files relative to its parent. */
export const SAMPLE_FILES_FOLDER = 'muestras';

const SAMPLE_FILE_BY_EXTENSION: Record<string, string> = {jpg: 'muestra.jpg', png: 'muestra.png', pdf: 'muestra.pdf', csv: 'muestra.csv'};

/** The committed sample file sent for a file part (`ine_front.jpg` → `muestras/muestra.jpg`). */
export function sampleFileFor(localPath: string): string {
  const extension = localPath.split('.').pop()?.toLowerCase() ?? '';
  return `${SAMPLE_FILES_FOLDER}/${SAMPLE_FILE_BY_EXTENSION[extension] ?? 'muestra.bin'}`;
}

/**
 * A node of the collection openapi-to-postmanv2 returns (a URL, a header, a query parameter, an
 * event…). The converter's typings declare none of these shapes, so they are read as dynamic JSON.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- converter output without types (see above)
export type PostmanNode = any;

type PostmanItem = {name?: string; request?: PostmanNode; response?: PostmanNode[]; event?: PostmanNode[]; item?: PostmanItem[]};

function* requestItems(items: PostmanItem[]): Generator<PostmanItem> {
  for (const item of items) {
    if (item.request) yield item;
    if (item.item) yield* requestItems(item.item);
  }
}

/** `['people', ':id']` → `/people/{id}`. */
function specPathOf(url: PostmanNode): string {
  const segments: string[] = Array.isArray(url?.path)
    ? url.path
    : String(url?.path ?? '')
        .split('/')
        .filter(Boolean);
  return `/${segments.map((segment) => (segment.startsWith(':') ? `{${segment.slice(1)}}` : segment)).join('/')}`;
}

function postmanBody(request: SampleRequest): PostmanNode {
  if (!request.body) return undefined;
  if (request.body.kind === 'json') {
    return {mode: 'raw', raw: JSON.stringify(request.body.value, null, 2), options: {raw: {language: 'json'}}};
  }
  return {
    mode: 'formdata',
    formdata: request.body.fields.map((field) =>
      field.kind === 'text'
        ? {key: field.name, value: field.value, type: 'text'}
        : {key: field.name, type: 'file', src: sampleFileFor(field.path), contentType: field.contentType},
    ),
  };
}

/**
 * Path variables and query parameters take the sample's values (the converter's may be placeholders),
 * and the URL starts, like the code samples, at `{{API_BASE_URL}}` followed by the server's base path.
 */
function applyUrl(url: PostmanNode, request: SampleRequest, operationPath: string, basePath: string): void {
  const pathValues = new Map<string, string>();
  const template = operationPath.split('/');
  const actual = request.endpoint.slice(request.serverUrl.length).split('/');
  template.forEach((segment, index) => {
    const name = /^\{(.+)\}$/.exec(segment)?.[1];
    if (name) pathValues.set(name, decodeURIComponent(actual[index] ?? ''));
  });
  for (const variable of url.variable ?? []) {
    if (pathValues.has(variable.key)) variable.value = pathValues.get(variable.key);
  }
  const documented = new Map(request.query);
  url.query = (url.query ?? [])
    .filter((parameter: PostmanNode) => documented.has(parameter.key) || parameter.disabled !== false)
    .map((parameter: PostmanNode) =>
      documented.has(parameter.key)
        ? {...parameter, value: documented.get(parameter.key), disabled: false}
        : {...parameter, disabled: true},
    );
  for (const [key, value] of request.query) {
    if (!url.query.some((parameter: PostmanNode) => parameter.key === key)) url.query.push({key, value});
  }
  const pathSegments: string[] = Array.isArray(url.path)
    ? url.path
    : String(url.path ?? '')
        .split('/')
        .filter(Boolean);
  url.host = [`{{${request.base.envVar}}}`];
  url.path = [...basePath.split('/').filter(Boolean), ...pathSegments];
  if (typeof url.raw === 'string') url.raw = url.raw.replace(/^\{\{baseUrl\}\}/, `{{${request.base.envVar}}}${basePath}`);
}

function applyHeaders(headers: PostmanNode[] | undefined, request: SampleRequest): PostmanNode[] {
  const documented = new Map(request.headers.map(([name, value]) => [name.toLowerCase(), value]));
  const contentType = request.body?.kind === 'json' ? 'application/json' : undefined;
  return (
    (headers ?? [])
      // Postman sets the multipart boundary itself; a fixed Content-Type would drop it.
      .filter((header) => !(header.key?.toLowerCase() === 'content-type' && request.body?.kind === 'multipart'))
      .map((header) => {
        const key = header.key?.toLowerCase();
        if (key === 'content-type' && contentType) return {...header, value: contentType};
        return documented.has(key) ? {...header, value: documented.get(key)} : header;
      })
  );
}

/**
 * The body of a saved response: the example the reference shows for that status and content type
 * (`mediaExamples`), or an empty body where the spec gives none. The converter invents one there, with
 * random numbers and booleans that ignore `const` (`"success": true` in an error), so every build wrote a
 * different, sometimes contradictory, collection.
 */
function savedResponseBody(document: OpenApiDocument, operation: SpecNode, response: PostmanNode): string {
  const documented = resolveRef(document, operation.responses?.[String(response.code)]);
  const content = Object.entries<SpecNode>(documented?.content ?? {});
  if (!content.length) return '';
  const savedType = (response.header ?? []).find((header: PostmanNode) => header.key?.toLowerCase() === 'content-type')?.value;
  const [contentType, media] = content.find(([type]) => type === savedType) ?? content[0];
  const [example] = mediaExamples(document, resolveRef(document, media));
  return example ? exampleText(example.value, contentType).code : '';
}

export function statusTest(status: number): {listen: 'test'; script: {type: 'text/javascript'; exec: string[]}} {
  return {
    listen: 'test',
    script: {
      type: 'text/javascript',
      exec: [`pm.test('Responde el estado documentado ${status}', function () {`, `  pm.response.to.have.status(${status});`, '});'],
    },
  };
}

/** Rewrites every request of the collection in place; fails naming a request it cannot match to an operation. */
export function applyDocumentedRequests(collection: {item: unknown[]}, document: OpenApiDocument): void {
  const operations = new Map(listOperations(document).map((entry) => [`${entry.method.toUpperCase()} ${entry.path}`, entry]));
  const basePath = serverBasePath(document);
  for (const item of requestItems(collection.item as PostmanItem[])) {
    const {request} = item;
    const key = `${String(request.method).toUpperCase()} ${specPathOf(request.url)}`;
    const found = operations.get(key);
    if (!found)
      throw new Error(`${document.info?.title}: la petición de Postman «${item.name}» (${key}) no corresponde a ninguna operación`);
    const sample = buildSampleRequest(
      document,
      found.method,
      found.path,
      found.operation,
      resolveRef(document, document.paths[found.path]),
    );
    const body = postmanBody(sample);
    if (body) request.body = body;
    else delete request.body;
    request.header = applyHeaders(request.header, sample);
    applyUrl(request.url, sample, found.path, basePath);
    for (const response of item.response ?? []) {
      if (!response.originalRequest) continue;
      if (body) response.originalRequest.body = structuredClone(body);
      else delete response.originalRequest.body;
      response.originalRequest.header = applyHeaders(response.originalRequest.header, sample);
      applyUrl(response.originalRequest.url, sample, found.path, basePath);
      response.body = savedResponseBody(document, found.operation, response);
    }
    item.event = [
      ...(item.event ?? []).filter((event: PostmanNode) => event.listen !== 'test'),
      statusTest(successStatus(found.operation)),
    ];
  }
}
