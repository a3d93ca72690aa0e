/**
 * What an integrator types and the one result that must come first. Written from the product spec
 * (`/work/shared/spec/product-spec.md`) and the guides under `docs/`, not from the index: Spanish
 * and English words, with and without accents, identifiers, paths, enum values, error messages
 * (in full and in part) and one-letter typos.
 */
import {serviceArtifacts} from '../../config/services';

export type RelevanceTarget =
  /** A guide page or section: its route, with `#anchor` for a section. */
  | {guide: string}
  /** An operation or webhook, by service id and operationId. */
  | {operation: readonly [service: string, operationId: string]}
  /** The error entry of a message of one API (its URL moves when the error catalogue lands). */
  | {error: string; api: string};

export interface RelevanceCase {
  query: string;
  expect: RelevanceTarget;
}

const guide = (route: string): RelevanceTarget => ({guide: route});
const operation = (service: string, operationId: string): RelevanceTarget => ({operation: [service, operationId]});
const error = (message: string, api: string): RelevanceTarget => ({error: message, api});

export const relevanceCases: readonly RelevanceCase[] = [
  // Concepts, in Spanish and English, with and without accents.
  {query: 'webhook', expect: guide('/docs/webhooks')},
  {query: 'webhooks', expect: guide('/docs/webhooks')},
  {query: 'liveness', expect: guide('/docs/biometrics/mejores-practicas')},
  {query: 'selfie', expect: guide('/docs/biometrics/mejores-practicas#selfie-y-prueba-de-vida')},
  {query: 'prueba de vida', expect: guide('/docs/biometrics/mejores-practicas#selfie-y-prueba-de-vida')},
  {query: 'niveles de coincidencia', expect: guide('/docs/biometrics/mejores-practicas#niveles-de-coincidencia')},
  {query: 'curp', expect: guide('/docs/guias/verificacion#curp')},
  {query: 'RFC', expect: guide('/docs/guias/verificacion#rfc')},
  {query: 'validacion de ine', expect: guide('/docs/guias/verificacion#validación-de-ine-con-webhook')},
  {query: 'flutter', expect: guide('/docs/workflows/sdks/flutter')},
  {query: 'web view', expect: guide('/docs/workflows/sdks/web-view')},
  {query: 'autenticación', expect: guide('/docs/autenticacion')},
  {query: 'autenticacion', expect: guide('/docs/autenticacion')},
  {query: 'bearer', expect: guide('/docs/autenticacion#tokens-bearer-de-las-llamadas-públicas-de-firma')},
  {query: 'paginación', expect: guide('/docs/convenciones#paginación')},
  {query: 'pagination', expect: guide('/docs/convenciones#paginación')},
  {query: 'limites de archivos', expect: guide('/docs/convenciones#límites-de-archivos')},
  {query: 'firma', expect: guide('/docs/guias/firma')},
  {query: 'NOM 151', expect: guide('/docs/guias/firma')},
  {query: 'FIEL', expect: guide('/docs/guias/firma#fiel')},
  {query: 'endoso', expect: guide('/docs/guias/firma#endosos')},
  {query: 'revisores', expect: guide('/docs/guias/firma#revisores-y-aprobaciones')},
  {query: 'idempotencia', expect: guide('/docs/webhooks#idempotencia')},
  {query: 'regla del 2xx', expect: guide('/docs/webhooks#regla-del-2xx')},
  {query: 'workflows', expect: guide('/docs/workflows/introduccion')},
  {query: 'url publica', expect: guide('/docs/workflows/introduccion#la-url-pública')},
  {query: 'knockout', expect: guide('/docs/workflows/introduccion#reglas-de-knockout-y-conjuntos-de-reglas')},
  {query: 'personalizaciones', expect: guide('/docs/workflows/introduccion#personalizaciones')},
  {query: 'estados del workflow', expect: guide('/docs/workflows/detalles-de-errores#estados-del-workflow')},
  {query: 'compatibilidad', expect: guide('/docs/workflows/compatibilidad')},
  {query: 'servidor de pruebas', expect: guide('/docs/herramientas/servidor-de-pruebas')},
  {query: 'diagnóstico de captura', expect: guide('/docs/herramientas/diagnostico-de-captura')},
  {query: 'diagnostico camara', expect: guide('/docs/herramientas/diagnostico-de-captura')},
  {query: 'primeros pasos', expect: guide('/docs/primeros-pasos')},
  {query: 'custom tabs', expect: guide('/docs/workflows/sdks/native#alternativa-en-android-custom-tabs')},
  // Operations named by what they do.
  {query: 'crear persona', expect: operation('people', 'createPerson')},
  {query: 'crear workflow', expect: operation('workflows', 'createWorkflow')},
  {query: 'buscar en listas negras', expect: operation('blacklists', 'searchBlacklists')},
  {query: 'acuerdos judiciales', expect: operation('lexi', 'searchCourtAgreements')},
  {query: 'comprobante de domicilio', expect: operation('visionary', 'extractAddressProof')},
  {query: 'estado de cuenta', expect: operation('visionary', 'extractBankStatement')},
  // Identifiers: headers, operationIds, paths, enum values, event names.
  {query: 'Rem-Apikey', expect: guide('/docs/autenticacion')},
  {query: 'rem-apikey', expect: guide('/docs/autenticacion')},
  {query: 'x-api-key', expect: guide('/docs/autenticacion')},
  {query: 'skip_steps', expect: guide('/docs/workflows/introduccion#omitir-pasos-con-skip_steps')},
  {query: 'WKWebView', expect: guide('/docs/workflows/sdks/native#2-el-controlador-con-wkwebview')},
  {query: 'createPerson', expect: operation('people', 'createPerson')},
  {query: 'signDocument', expect: operation('signt', 'signDocument')},
  {query: 'getCurp', expect: operation('verification', 'getCurp')},
  {query: 'validateIne', expect: operation('verification', 'validateIne')},
  {query: '/people/{id}/upload-ine', expect: operation('people', 'uploadPersonIne')},
  {query: 'upload-ine', expect: operation('people', 'uploadPersonIne')},
  {query: '/documents/{id}/sign', expect: operation('signt', 'signDocument')},
  {query: 'POST /rfc', expect: operation('verification', 'validateRfc')},
  {query: 'INE_REVERSO', expect: operation('vision', 'readIneDocument')},
  {query: 'person_register', expect: operation('people', 'onPersonRegister')},
  // Error messages, in full and in part.
  {query: 'No query results for model', expect: guide('/docs/convenciones#people-workflows-y-signt')},
  {query: 'Document has not been generated', expect: error('Document has not been generated', 'Signt')},
  {query: 'has not been generated', expect: error('Document has not been generated', 'Signt')},
  {query: 'CURP not found', expect: error('CURP not found', 'Verification')},
  {
    query: 'Unable to detect document',
    expect: error('Unable to detect document, please check the image quality and document type.', 'Vision'),
  },
  {query: 'Missing authorization token', expect: error('Missing authorization token', 'Signt')},
  // Written the way an integrator types them: a noun for a whole area (its list or creation, which
  // the reader starts from, before any deletion), «cómo …» questions (a guide when one explains the
  // task, the operation when the operation's own page is the explanation) and error messages pasted
  // from a response (the product's error catalogue).
  {query: 'datos bancarios', expect: operation('people', 'listBankData')},
  {query: 'datos laborales', expect: operation('people', 'listEmploymentData')},
  {query: 'datos financieros', expect: operation('people', 'listFinancialData')},
  {query: 'contactos de una persona', expect: operation('people', 'listPersonContacts')},
  {query: 'ocr credencial', expect: operation('vision', 'readIneDocument')},
  {query: 'ocr ine', expect: operation('vision', 'readIneDocument')},
  {query: 'pasaporte', expect: operation('visionary', 'extractPassport')},
  {query: 'reporte de crédito', expect: operation('visionary', 'extractCreditReport')},
  {query: 'constancia de situación fiscal', expect: operation('visionary', 'extractCif')},
  {query: 'forma migratoria', expect: operation('visionary', 'extractFormaMigratoria')},
  {query: 'plantillas de workflow', expect: operation('workflows', 'listWorkflowTemplates')},
  {query: 'historia de un asunto', expect: operation('lexi', 'getCourtAgreementHistory')},
  {query: 'revocar el token del firmante', expect: operation('signt', 'revokePublicSignerToken')},
  {query: 'código por sms', expect: operation('people', 'sendContactSmsCode')},
  {query: 'cómo crear una persona', expect: guide('/docs/primeros-pasos#3-crea-una-persona')},
  {query: 'cómo subir la ine de una persona', expect: operation('people', 'uploadPersonIne')},
  {query: 'cómo firmar un documento', expect: guide('/docs/guias/firma')},
  {query: 'cómo recibir webhooks', expect: guide('/docs/webhooks')},
  {query: 'cómo consultar una curp', expect: guide('/docs/guias/verificacion#consultar-una-curp')},
  {query: 'cómo validar un rfc', expect: guide('/docs/guias/verificacion#validar-un-rfc')},
  {query: 'cómo obtengo mi llave de api', expect: guide('/docs/autenticacion#obtén-tu-llave')},
  {query: 'The curp field is required.', expect: error('The curp field is required.', 'Verification')},
  {query: 'Not a CURP', expect: error('Not a CURP', 'Visionary')},
  {query: 'Document is not a bank statement', expect: error('Document is not a bank statement', 'Visionary')},
  {
    query: "Document has already been signed, can't make changes",
    expect: error("Document has already been signed, can't make changes", 'Signt'),
  },
  {
    query: 'Could not verify signature, please check your certificate and digital signature.',
    expect: error('Could not verify signature, please check your certificate and digital signature.', 'Signt'),
  },
  {query: 'Revisor o endoso no encontrado', expect: error('Revisor o endoso no encontrado', 'Signt')},
  {query: 'query field is required', expect: error('query field is required', 'Black Lists')},
  // The words integrators use for what the portal names otherwise (sandbox/src/search/synonyms.ts), and
  // an error message several APIs answer, which is one catalogue entry.
  {query: 'clave de api', expect: guide('/docs/autenticacion#obtén-tu-llave')},
  {query: 'cómo obtengo mi clave de api', expect: guide('/docs/autenticacion#obtén-tu-llave')},
  {query: 'api key', expect: guide('/docs/autenticacion#obtén-tu-llave')},
  {query: 'credencial de elector', expect: guide('/docs/guias/verificacion')},
  {query: 'validar credencial para votar', expect: operation('verification', 'validateIne')},
  {query: 'ife', expect: guide('/docs/guias/verificacion')},
  {query: 'sandbox', expect: guide('/docs/herramientas/servidor-de-pruebas')},
  {query: 'signt', expect: guide('/docs/guias/firma')},
  {query: 'firma electrónica', expect: guide('/docs/guias/firma')},
  {query: 'e.firma', expect: guide('/docs/guias/firma#fiel')},
  {query: 'address proof', expect: operation('visionary', 'extractAddressProof')},
  {query: 'proof of address', expect: operation('visionary', 'extractAddressProof')},
  {query: 'bank statement', expect: operation('visionary', 'extractBankStatement')},
  {query: 'numero de seguridad social', expect: operation('visionary', 'extractNss')},
  {query: 'passport', expect: operation('visionary', 'extractPassport')},
  {query: 'credit report', expect: operation('visionary', 'extractCreditReport')},
  {query: 'buró de crédito', expect: operation('people', 'createCreditBureauRequest')},
  {query: 'blacklist', expect: operation('blacklists', 'listBlacklists')},
  {query: 'boletín judicial', expect: operation('lexi', 'searchCourtAgreements')},
  {query: 'mock', expect: guide('/docs/herramientas/servidor-de-pruebas')},
  {query: 'callback', expect: guide('/docs/webhooks')},
  {query: 'Failed authorization', expect: error('Failed authorization', 'Workflows')},
  {query: 'descargas', expect: guide('/docs/herramientas/descargas')},
  // Issue 51: a Spanish name for the blacklists, trying without a key, a file's size limit.
  {query: 'personas bloqueadas', expect: operation('blacklists', 'listBlacklists')},
  {query: 'listas de riesgo', expect: operation('blacklists', 'listBlacklists')},
  {query: 'probar sin clave', expect: guide('/docs/#prueba-sin-cuenta')},
  {query: 'tamaño máximo de archivo', expect: guide('/docs/convenciones#límites-de-archivos')},
  {query: 'límite de tamaño', expect: guide('/docs/convenciones#límites-de-archivos')},
  // One-letter typos.
  {query: 'webhok', expect: guide('/docs/webhooks')},
  {query: 'autenticasion', expect: guide('/docs/autenticacion')},
  {query: 'idempotensia', expect: guide('/docs/webhooks#idempotencia')},
  {query: 'endozos', expect: guide('/docs/guias/firma#endosos')},
  {query: 'fluter', expect: guide('/docs/workflows/sdks/flutter')},
];

/** A target as the URL a hit must have; errors are matched by kind, API and message instead. */
export function targetUrl(target: RelevanceTarget): string | undefined {
  if ('guide' in target) return target.guide;
  if ('operation' in target) return serviceArtifacts(target.operation[0]).operationRoute(target.operation[1]);
  return undefined;
}
