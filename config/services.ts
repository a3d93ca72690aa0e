/**
 * The one registry of the documented APIs. The navbar, the API reference plugin, the home page,
 * the spec scripts and the tests all read this list; the order is the navbar's.
 */
export type AuthScheme = {kind: 'apiKey'; header: string} | {kind: 'apiKeys'; headers: readonly string[]};

export interface ApiService {
  /** Route segment and folder name under `openapi/`. */
  readonly id: string;
  /** Label shown in the navbar dropdown and on the cards. */
  readonly label: string;
  /** Route of the API reference entry page. */
  readonly route: string;
  /** Root file of the split OpenAPI spec, relative to the repository root. */
  readonly specPath: string;
  /** How calls authenticate (public bearer-token calls are described in the spec itself). */
  readonly auth: AuthScheme;
  /** One line, in Spanish, for cards and indexes. */
  readonly description: string;
}

const service = (id: string, label: string, auth: AuthScheme, description: string): ApiService => ({
  id,
  label,
  route: serviceArtifacts(id).route,
  specPath: `openapi/${id}/openapi.yaml`,
  auth,
  description,
});

const remApikey: AuthScheme = {kind: 'apiKey', header: 'Rem-Apikey'};

export const services: readonly ApiService[] = [
  service(
    'workflows',
    'Workflows',
    remApikey,
    'Flujos de onboarding de varios pasos que tu usuario final completa desde una URL pública con token.',
  ),
  service(
    'signt',
    'Signt',
    remApikey,
    'Firma de documentos: plantillas PDF, firmantes, revisores, endosos, firma con FIEL y constancia NOM 151.',
  ),
  service(
    'verification',
    'Verification',
    {kind: 'apiKeys', headers: ['x-api-key', 'Rem-Apikey']},
    'Consulta y validación de RFC y CURP, y validación de la credencial INE con resultado por webhook.',
  ),
  service('vision', 'Vision', remApikey, 'OCR del frente y reverso de la credencial INE a partir de una imagen.'),
  service('blacklists', 'Black Lists', remApikey, 'Búsqueda de personas en listas negras y de riesgo con similitud configurable.'),
  service(
    'people',
    'People',
    remApikey,
    'Expediente de personas: datos, domicilios, contactos, archivos, biometría y validaciones de identidad.',
  ),
  service(
    'visionary',
    'Visionary',
    remApikey,
    'Extracción con IA de comprobantes de domicilio, estados de cuenta, CURP, CIF, NSS, pasaporte y más.',
  ),
  service('lexi', 'Lexi', remApikey, 'Búsqueda de acuerdos judiciales por nombre en los boletines de 19 tribunales.'),
];

export function findService(id: string): ApiService | undefined {
  return services.find((candidate) => candidate.id === id);
}

/**
 * `createPerson` → `create-person`: the slug of an operation's or webhook's own reference page.
 * Derived from the operationId only, so a page keeps its URL while its summary or path changes.
 */
export function operationSlug(operationId: string): string {
  return operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/** Every site path a service publishes: its reference routes and its downloads (base URL `/`). */
export interface ServiceArtifacts {
  /** The reference's entry page. */
  readonly route: string;
  readonly yaml: string;
  readonly json: string;
  readonly postman: string;
  /** The whole API as one Markdown file. */
  readonly markdown: string;
  /** The model the sandbox engine runs (the try-it console's simulated server), lib/openapi/sandboxModel.ts. */
  readonly sandboxModel: string;
  /** The page of one operation or webhook. */
  operationRoute(operationId: string): string;
  /** The Markdown twin of that page. */
  operationMarkdown(operationId: string): string;
}

/** The one map of a service's artifact paths; every plugin, script and test reads it. */
export function serviceArtifacts(serviceOrId: ApiService | string): ServiceArtifacts {
  const id = typeof serviceOrId === 'string' ? serviceOrId : serviceOrId.id;
  const route = `/docs/api/${id}`;
  return {
    route,
    yaml: `/openapi/${id}.yaml`,
    json: `/openapi/${id}.json`,
    postman: `/openapi/${id}.postman.json`,
    markdown: `/openapi/${id}.md`,
    sandboxModel: `/sandbox/${id}.json`,
    operationRoute: (operationId) => `${route}/${operationSlug(operationId)}`,
    operationMarkdown: (operationId) => `${route}/${operationSlug(operationId)}.md`,
  };
}
