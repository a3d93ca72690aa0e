/**
 * Generates the Postman collection of one API from its bundled spec with openapi-to-postmanv2. The key
 * and the signer/document tokens are collection variables left empty, so no collection ever carries a
 * secret, and every URL starts at `{{API_BASE_URL}}`, the name the code samples and guides use.
 */
import {createHash} from 'node:crypto';
import {convertV2} from 'openapi-to-postmanv2';
import {localMockOrigin} from '../../config/localMock';
import {siteSettings} from '../../config/site';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';
import {API_BASE_URL_VARIABLE, serverBasePath} from '../api-reference/codeSamples/request';
import {applyDocumentedRequests, type PostmanNode} from './postmanRequests';

export const POSTMAN_SCHEMA_V21 = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

type Collection = Record<string, PostmanNode> & {
  info: {schema: string; version?: string};
  item: unknown[];
  variable?: {key: string; value: string; description?: string}[];
};

/** Every header any spec uses to carry a credential, with the variable that replaces its value. */
function credentialHeaders(document: OpenApiDocument): Map<string, string> {
  const headers = new Map<string, string>([['authorization', 'Bearer {{bearerToken}}']]);
  for (const scheme of Object.values<SpecNode>(document.components?.securitySchemes ?? {})) {
    if (scheme.type === 'apiKey' && scheme.in === 'header') headers.set(String(scheme.name).toLowerCase(), '{{API_KEY}}');
  }
  return headers;
}

/** The converter fills example requests with placeholders such as `<API Key>`; point them at the variables. */
function useCredentialVariables(node: unknown, headers: Map<string, string>): void {
  if (Array.isArray(node)) {
    for (const child of node) useCredentialVariables(child, headers);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (Array.isArray(record.header)) {
    for (const header of record.header as {key?: string; value?: string}[]) {
      const variable = header.key ? headers.get(header.key.toLowerCase()) : undefined;
      if (variable) header.value = variable;
    }
  }
  for (const child of Object.values(record)) useCredentialVariables(child, headers);
}

/**
 * The converter also writes an `auth` block (on the collection, and bearer ones on the public calls) whose
 * value is its own variable, `{{apiKey}}`, which no collection defines: every request would send that text.
 * Each auth block names the collection's variables instead.
 */
function useAuthVariables(node: unknown): void {
  if (Array.isArray(node)) {
    for (const child of node) useAuthVariables(child);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  const auth = record.auth as {type?: string; apikey?: {key: string; value: string}[]; bearer?: {key: string; value: string}[]} | undefined;
  for (const entry of auth?.apikey ?? []) if (entry.key === 'value') entry.value = '{{API_KEY}}';
  for (const entry of auth?.bearer ?? []) if (entry.key === 'token') entry.value = '{{bearerToken}}';
  for (const [key, child] of Object.entries(record)) if (key !== 'auth') useAuthVariables(child);
}

/** A UUID-shaped id (name-based layout, version 5 bits) derived from a name. */
function stableUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = (8 + (Number.parseInt(hex[16], 16) % 4)).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The converter gives every item and response a random id, so each build wrote a different file for
 * an unchanged spec (a new ETag for every reader, noise in any diff of the build). Each id becomes a
 * hash of the collection's name and the id's place in the collection.
 */
function useStableIds(node: unknown, seed: string, pointer = ''): void {
  if (Array.isArray(node)) {
    node.forEach((child, index) => useStableIds(child, seed, `${pointer}/${index}`));
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if ((key === 'id' || key === '_postman_id') && typeof value === 'string') record[key] = stableUuid(`${seed}${pointer}/${key}`);
    else useStableIds(value, seed, `${pointer}/${key}`);
  }
}

function convert(document: OpenApiDocument): Promise<Collection> {
  return new Promise((resolve, reject) => {
    convertV2(
      {type: 'json', data: structuredClone(document)},
      {folderStrategy: 'Tags', parametersResolution: 'Example', requestNameSource: 'Fallback'},
      (error: unknown, result: PostmanNode) => {
        if (error) reject(error);
        else if (!result?.result) reject(new Error(result?.reason ?? 'openapi-to-postmanv2 no devolvió una colección'));
        else resolve(result.output[0].data as Collection);
      },
    );
  });
}

export async function postmanCollection(document: OpenApiDocument): Promise<Collection> {
  const collection = await convert(document);
  applyDocumentedRequests(collection, document);
  useCredentialVariables(collection, credentialHeaders(document));
  useAuthVariables(collection);
  useStableIds(collection, String(document.info?.title ?? ''));
  const serverUrl = document.servers?.[0]?.url;
  if (!serverUrl) throw new Error(`${document.info?.title}: la especificación OpenAPI no declara servidores`);
  const basePath = serverBasePath(document);
  const usesBearer = JSON.stringify(collection).includes('{{bearerToken}}');
  // The public signing calls' bearer auth is a collection variable too, defined only where it is used.
  collection.variable = [
    {
      key: API_BASE_URL_VARIABLE,
      value: serverUrl.endsWith(basePath) ? serverUrl.slice(0, serverUrl.length - basePath.length) : serverUrl,
      description: `URL base de tu cuenta, la misma API_BASE_URL de los ejemplos del portal. Para probar sin cuenta, ${localMockOrigin()}: el servidor de pruebas del paquete @identia/sandbox (identia-sandbox mock; cómo obtenerlo: ${siteSettings.siteUrl.replace(/\/+$/, '')}/docs/herramientas/servidor-de-pruebas). En el navegador, «Probar» en cada operación de la referencia responde sin llave.`,
    },
    {key: 'API_KEY', value: '', description: 'Tu llave de API. Escríbela en tu entorno de Postman; nunca la compartas.'},
    ...(usesBearer
      ? [{key: 'bearerToken', value: '', description: 'Token temporal de las llamadas públicas (firmante o documento).'}]
      : []),
  ];
  if (collection.info.schema !== POSTMAN_SCHEMA_V21) throw new Error(`Esquema de colección inesperado: ${collection.info.schema}`);
  // The collection is the spec's version in Postman's format: the downloads page reads the version from here.
  if (typeof document.info?.version === 'string') collection.info.version = document.info.version;
  return collection;
}
