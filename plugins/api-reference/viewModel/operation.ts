/**
 * The view model of one operation's or webhook's page, from the bundled spec: everything it shows,
 * in Spanish, with schemas as trees and examples as text.
 */
import {CODE_TAB_LABELS} from '../../../config/codeTabs';
import {serviceArtifacts, type ApiService} from '../../../config/services';
import {exampleText, mediaExamples} from '../../../lib/openapi/mediaExamples';
import {resolveRef} from '../../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../../lib/openapi/types';
import {WEBHOOK_TESTER_GUIDE, webhookSendCommand} from '../../../lib/sandboxCommands';
import {serverUrlOf} from '../codeSamples';
import {curlFormLines} from '../codeSamples/curl';
import {multipartParts} from '../codeSamples/request';
import {preferHeader} from '../../../config/localMock';
import {errorCatalogueUrl, errorMessages} from '../../error-catalogue/catalogue';
import {scenarioLink} from '../../try-it/lib/scenarioLink';
import {code, parameterGroupTitles, statusLabel} from './labels';
import {inlineMarkdownToHtml, markdownToHtml, markdownToPlainText} from './markdown';
import {commonErrorAnchor} from './commonErrorAnchors';
import {isCommonResponse, type CommonResponses} from './commonResponses';
import {schemaTree, type SchemaContext} from './schemaNode';
import type {
  CodeSampleView,
  ContentView,
  ExampleMessageView,
  ExampleView,
  FormExampleView,
  OperationView,
  ParameterGroupView,
  ResponseView,
  SecurityView,
} from './types';

export interface OperationSource {
  method: string;
  /** Path template, or the webhook's name. */
  path: string;
  operation: Record<string, SpecNode>;
  pathItem: Record<string, SpecNode>;
  webhook: boolean;
  tag: string;
}

/** The guides' language tabs share `groupId="lenguaje"` with these values, so one choice applies everywhere. */
/** A sample's tab value from its label: the guides' language tabs use the same values and labels. */
const SAMPLE_TAB_VALUES: Record<string, string> = Object.fromEntries(
  Object.entries(CODE_TAB_LABELS).map(([value, label]) => [label, value]),
);
const PRISM_LANGUAGE: Record<string, string> = {shell: 'bash'};

/** Where a response example is shown: its status, and the operation page whose console can produce it. */
interface ResponsePlace {
  status: string;
  /** Absent on the API's entry page («Errores comunes»), which belongs to no one operation. */
  operationRoute?: string;
}

/** A 2xx body that is only a `message` (Visionary's `{"message": "Not a CURP"}`): a failure the catalogue lists. */
const isMessageOnly = (value: unknown) =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  typeof (value as Record<string, unknown>).message === 'string' &&
  Object.keys(value).every((key) => key === 'message');

/**
 * The documented messages of an error example, each with its entry in the error catalogue («Qué hacer») and the
 * console scenario that answers with this very example («Provócalo en la consola»): the catalogue lists the same
 * messages (errorMessages), and the scenarios are named by status and example as the mock's `Prefer` header is.
 */
function exampleMessages(place: ResponsePlace | undefined, key: string | undefined, value: unknown): ExampleMessageView[] {
  if (!place || !/^\d{3}$/.test(place.status)) return [];
  const status = Number(place.status);
  if (status < 400 && !isMessageOnly(value)) return [];
  const {operationRoute} = place;
  return [...new Set(errorMessages(value).map(({message}) => message))].map((message) => ({
    message,
    catalogueHref: errorCatalogueUrl(message),
    ...(operationRoute ? {scenarioHref: scenarioLink(operationRoute, preferHeader(status, key))} : {}),
  }));
}

function examplesOf(document: OpenApiDocument, media: Record<string, SpecNode>, contentType: string, place?: ResponsePlace): ExampleView[] {
  return mediaExamples(document, media).map(({key, label, description, value}) => {
    const messages = exampleMessages(place, key, value);
    return {
      ...(label !== undefined ? {label, descriptionHtml: markdownToHtml(description)} : {}),
      ...exampleText(value, contentType),
      ...(messages.length > 0 ? {messages} : {}),
    };
  });
}

const isMultipart = (contentType: string) => /^multipart\/form-data/i.test(contentType);

/** A form's example: every part, what the code samples send in it, and their cURL `--form` lines. */
function formExampleOf(document: OpenApiDocument, media: Record<string, SpecNode>): FormExampleView {
  const parts = multipartParts(document, media);
  return {
    parts: parts.map(({name, file, required, contentTypes, field}) => ({
      name,
      file,
      required,
      ...(contentTypes ? {contentTypes} : {}),
      ...(field?.kind === 'text' ? {sent: field.value} : {}),
      ...(field?.kind === 'file' ? {sent: field.path, sentType: field.contentType} : {}),
    })),
    curlLines: curlFormLines(parts.flatMap(({field}) => (field ? [field] : []))),
  };
}

function contentsOf(
  document: OpenApiDocument,
  content: Record<string, SpecNode> | undefined,
  direction: SchemaContext['direction'],
  place?: ResponsePlace,
): ContentView[] {
  return Object.entries<SpecNode>(content ?? {}).map(([contentType, rawMedia]) => {
    const media = resolveRef(document, rawMedia) ?? {};
    const schema = media.schema ? {schema: schemaTree(media.schema, {document, direction})} : {};
    // A form is sent as parts, never as a JSON object: its example is the form itself.
    if (direction === 'request' && isMultipart(contentType))
      return {contentType, ...schema, examples: [], form: formExampleOf(document, media)};
    return {contentType, ...schema, examples: examplesOf(document, media, contentType, place)};
  });
}

function parametersOf(
  document: OpenApiDocument,
  pathItem: Record<string, SpecNode>,
  operation: Record<string, SpecNode>,
): ParameterGroupView[] {
  const byKey = new Map<string, Record<string, SpecNode>>();
  for (const raw of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = resolveRef(document, raw);
    byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  const groups: ParameterGroupView[] = [];
  for (const location of ['path', 'query', 'header', 'cookie'] as const) {
    const parameters = [...byKey.values()].filter((parameter) => parameter.in === location);
    if (!parameters.length) continue;
    groups.push({
      location,
      title: parameterGroupTitles[location],
      parameters: parameters.map((parameter) => {
        const node = schemaTree(
          parameter.schema ?? {},
          {document, direction: 'request'},
          {name: parameter.name, required: Boolean(parameter.required)},
        );
        const description = markdownToHtml(parameter.description);
        if (description) node.descriptionHtml = description;
        if (parameter.example !== undefined)
          (node.constraintsHtml ??= []).push(
            `Ejemplo: ${code(typeof parameter.example === 'string' ? parameter.example : JSON.stringify(parameter.example))}`,
          );
        if (parameter.deprecated) (node.flags ??= []).push('obsoleto');
        return node;
      }),
    });
  }
  return groups;
}

/** Each accepted way to authenticate, with the exact header or scheme (HTML). */
export function securityOf(document: OpenApiDocument, requirements: Record<string, string[]>[] | undefined): SecurityView {
  const schemes = document.components?.securitySchemes ?? {};
  return {
    alternatives: (requirements ?? [])
      .filter((requirement) => Object.keys(requirement).length > 0)
      .map((requirement) => Object.keys(requirement).map((name) => securitySchemeHtml(resolveRef(document, schemes[name]) ?? {}, name))),
  };
}

export function securitySchemeHtml(scheme: Record<string, SpecNode>, name: string): string {
  if (scheme.type === 'apiKey') {
    const where = scheme.in === 'header' ? 'Encabezado' : scheme.in === 'query' ? 'Parámetro de consulta' : 'Cookie';
    return `${where} ${code(`${scheme.name}: <tu llave>`)}`;
  }
  if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer') {
    return `Encabezado ${code('Authorization: Bearer <token>')}${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`;
  }
  if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic')
    return `Encabezado ${code('Authorization: Basic <credenciales>')}`;
  return code(name);
}

/**
 * A schema already shown for an earlier response of the same operation (one error body for 401, 403,
 * 422 and 500) is written out once: the later responses name that response instead of repeating it.
 */
function shareRepeatedSchemas(responses: ResponseView[]): ResponseView[] {
  const seen = new Map<string, string>();
  for (const response of responses) {
    for (const content of response.contents) {
      if (!content.schema) continue;
      const key = `${content.contentType}\u0000${JSON.stringify(content.schema)}`;
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, response.status);
        continue;
      }
      delete content.schema;
      content.sameSchemaAs = first;
    }
  }
  return responses;
}

/** The API's shared responses and the entry page that explains them, when the page is rendered within its API. */
export interface SharedContext {
  common: CommonResponses;
  entryRoute: string;
}

function responsesOf(
  document: OpenApiDocument,
  responses: Record<string, SpecNode> | undefined,
  operationRoute: string | undefined,
  shared?: SharedContext,
): ResponseView[] {
  return shareRepeatedSchemas(
    Object.entries<SpecNode>(responses ?? {}).map(([status, raw]) =>
      shared && isCommonResponse(document, shared.common, status, raw)
        ? commonResponseLine(document, status, raw, shared.entryRoute)
        : responseView(document, status, raw, operationRoute),
    ),
  );
}

/** A shared response on an operation page: its first sentence and a link to its full entry on the API's page. */
function commonResponseLine(document: OpenApiDocument, status: string, raw: SpecNode, entryRoute: string): ResponseView {
  const description = String(resolveRef(document, raw)?.description ?? '').trim();
  const firstSentence = /^[\s\S]*?[.:](?=\s|$)/.exec(description)?.[0] ?? description;
  return {
    status,
    statusLabel: statusLabel(status),
    headers: [],
    contents: [],
    common: {summaryHtml: inlineMarkdownToHtml(firstSentence.replace(/:$/, '.')), href: `${entryRoute}#${commonErrorAnchor(status)}`},
  };
}

/** Every response of an operation in full (the twins, and each common response on the entry page). */
export function responseView(document: OpenApiDocument, status: string, raw: SpecNode, operationRoute?: string): ResponseView {
  const response = resolveRef(document, raw) ?? {};
  const headers = Object.entries<SpecNode>(response.headers ?? {}).map(([name, rawHeader]) => {
    const header = resolveRef(document, rawHeader) ?? {};
    const node = schemaTree(header.schema ?? {}, {document, direction: 'response'}, {name});
    const description = markdownToHtml(header.description);
    if (description) node.descriptionHtml = description;
    return node;
  });
  return {
    status,
    statusLabel: statusLabel(status),
    descriptionHtml: markdownToHtml(response.description),
    headers,
    contents: contentsOf(document, response.content, 'response', {status, ...(operationRoute ? {operationRoute} : {})}),
  };
}

function codeSamplesOf(operation: Record<string, SpecNode>): CodeSampleView[] {
  return (operation['x-codeSamples'] ?? []).map((sampleSource: {lang: string; label: string; source: string}) => ({
    value: SAMPLE_TAB_VALUES[sampleSource.label] ?? sampleSource.lang,
    label: sampleSource.label,
    language: PRISM_LANGUAGE[sampleSource.lang] ?? sampleSource.lang,
    source: sampleSource.source,
  }));
}

export function operationView(
  service: ApiService,
  document: OpenApiDocument,
  source: OperationSource,
  shared?: SharedContext,
): OperationView {
  const {operation, pathItem, webhook} = source;
  const operationId = String(operation.operationId);
  const summary = String(operation.summary ?? operationId);
  const requestBody = operation.requestBody ? resolveRef(document, operation.requestBody) : undefined;
  const url = webhook ? 'La URL de tu servidor registrada para este evento' : `${serverUrlOf(document)}${source.path}`;
  const route = serviceArtifacts(service).operationRoute(operationId);
  return {
    serviceId: service.id,
    serviceLabel: service.label,
    operationId,
    route,
    kind: webhook ? 'webhook' : 'operation',
    method: source.method.toUpperCase(),
    path: source.path,
    url,
    summary,
    title: `${summary} · API de ${service.label}`,
    metaDescription: markdownToPlainText(operation.description ?? summary) || summary,
    descriptionHtml: markdownToHtml(operation.description),
    ...(operation.deprecated ? {deprecated: true} : {}),
    tag: source.tag,
    security: securityOf(document, operation.security ?? document.security),
    parameters: parametersOf(document, pathItem, operation),
    ...(requestBody
      ? {
          requestBody: {
            required: Boolean(requestBody.required),
            descriptionHtml: markdownToHtml(requestBody.description),
            contents: contentsOf(document, requestBody.content, 'request'),
          },
        }
      : {}),
    // A webhook's responses are the receiver's: no console scenario answers them.
    responses: responsesOf(document, operation.responses, webhook ? undefined : route, webhook ? undefined : shared),
    codeSamples: codeSamplesOf(operation),
    // The name under `webhooks` is what the package's CLI takes (`webhooks send <api> <name>`).
    ...(webhook ? {webhookTester: {command: webhookSendCommand(service.id, source.path), guideRoute: WEBHOOK_TESTER_GUIDE}} : {}),
  };
}
