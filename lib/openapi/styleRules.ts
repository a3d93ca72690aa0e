/**
 * The rules every operation of a spec must meet (openapi/README.md) and its coverage of
 * endpoints.tsv, checked by `npm run check:spec` and the spec tests.
 */
import {normalizePath, type EndpointRow} from './endpoints';
import {listOperations} from './operations';
import {resolveRef} from './refs';
import type {OpenApiDocument, SpecNode} from './types';

/** The media types of a response that carry no example of their own. */
function mediaWithoutExample(document: OpenApiDocument, response: SpecNode): string[] {
  const resolved = resolveRef(document, response);
  return Object.entries<SpecNode>(resolved?.content ?? {})
    .filter(([, raw]) => {
      const media = resolveRef(document, raw) ?? {};
      return media.example === undefined && Object.keys(media.examples ?? {}).length === 0;
    })
    .map(([type]) => type);
}

const SPANISH_INFINITIVE = /^[A-ZÁÉÍÓÚÑ][a-záéíóúñ]*(ar|er|ir)(se|lo|la|los|las)?\b/;
const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;

/**
 * Checks one bundled spec against the operations endpoints.tsv requires and the rules every
 * operation must meet. Returns the problems found, one line each.
 */
export function checkOperations(document: OpenApiDocument, required: readonly EndpointRow[]): {operationCount: number; problems: string[]} {
  const problems: string[] = [];
  const operations = listOperations(document);
  const present = new Set(operations.map(({method, path: p}) => `${method} ${normalizePath(p)}`));
  for (const row of required) {
    if (!present.has(`${row.method} ${row.path}`)) {
      problems.push(`falta la operación ${row.method.toUpperCase()} ${row.path}`);
    }
  }
  const requiredSet = new Set(required.map((row) => `${row.method} ${row.path}`));
  const operationIds = new Map<string, string>();
  for (const {method, path: operationPath, operation} of operations) {
    const label = `${method.toUpperCase()} ${operationPath}`;
    if (!requiredSet.has(`${method} ${normalizePath(operationPath)}`)) {
      problems.push(`${label}: no está en endpoints.tsv (¿operación inventada?)`);
    }
    if (!operation.tags?.length) problems.push(`${label}: sin tags`);
    if (!operation.summary) problems.push(`${label}: sin summary`);
    else if (!SPANISH_INFINITIVE.test(operation.summary)) {
      problems.push(`${label}: el summary no empieza con un verbo en infinitivo: "${operation.summary}"`);
    }
    if (!operation.description || operation.description.trim().length < 40) {
      problems.push(`${label}: description ausente o demasiado corta`);
    }
    if (!operation.operationId || !CAMEL_CASE.test(operation.operationId)) {
      problems.push(`${label}: operationId ausente o no camelCase`);
    } else if (operationIds.has(operation.operationId)) {
      problems.push(`${label}: operationId repetido con ${operationIds.get(operation.operationId)}`);
    } else {
      operationIds.set(operation.operationId, label);
    }
    const security = operation.security ?? document.security;
    if (!Array.isArray(security) || security.length === 0) problems.push(`${label}: sin security`);
    const responses: Record<string, SpecNode> = operation.responses ?? {};
    const successCodes = Object.keys(responses).filter((code) => /^2/.test(code));
    if (successCodes.length === 0) problems.push(`${label}: sin respuesta 2xx`);
    // Every success body has its example: the pages show no made-up body, and the sandbox answers with it.
    for (const code of successCodes)
      for (const type of mediaWithoutExample(document, responses[code]))
        problems.push(`${label}: la respuesta ${code} (${type}) no tiene ejemplo`);
    const errorCodes = Object.keys(responses).filter((code) => /^[45]/.test(code));
    if (!errorCodes.some((code) => code.startsWith('4'))) problems.push(`${label}: sin respuestas 4xx`);
    // Product spec, section 6: a missing or wrong API key answers 401 or 403; a missing public (bearer) token, 403.
    for (const code of bearerOnly(document, security) ? ['403'] : ['401', '403']) {
      if (!responses[code]) problems.push(`${label}: falta la respuesta ${code}`);
    }
    for (const code of errorCodes) {
      if (typeof responses[code]?.$ref !== 'string') {
        problems.push(`${label}: la respuesta ${code} no está definida por $ref`);
      }
    }
  }
  return {operationCount: operations.length, problems};
}

/** Whether every scheme an operation accepts is a bearer token (signt's public calls), not an API key. */
function bearerOnly(document: OpenApiDocument, security: SpecNode): boolean {
  if (!Array.isArray(security) || security.length === 0) return false;
  const schemes: Record<string, SpecNode> = document.components?.securitySchemes ?? {};
  return security.every((requirement: Record<string, unknown>) =>
    Object.keys(requirement).every((name) => schemes[name]?.type === 'http' && schemes[name]?.scheme === 'bearer'),
  );
}
