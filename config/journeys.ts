/**
 * The integrator's journeys: multi-step flows the guides teach, written as Arazzo 1.0.1 workflows in
 * `static/arazzo/` and published at `/arazzo/<file>`. One list, so the guides' links, the journeys page and
 * the e2e test that runs every journey against the local mock (tests/e2e/journeys.test.ts) agree.
 * Each source description of a journey is named after the service id whose published spec it reads
 * (`../openapi/<id>.yaml`, relative to the journey's own URL).
 */
export interface Journey {
  /** File name under /arazzo/. */
  file: string;
  /** What the journey does, in Spanish. */
  title: string;
  /** The docs pages (ids without extension, relative to docs/) that link the download. */
  guides: readonly string[];
  /** Needs the sandbox to keep what a step creates (a later step reads it back): run only against a server with state. */
  needsState?: true;
}

export const ARAZZO_FOLDER = '/arazzo';

export const journeys: readonly Journey[] = [
  {
    file: 'onboarding-persona.arazzo.yaml',
    title: 'Alta de una persona desde su CURP, con INE, validaciones y resultados',
    guides: ['primeros-pasos', 'guias/verificacion'],
  },
  {file: 'firma-pdf.arazzo.yaml', title: 'Firma de un PDF subido: documento, firmante, campos de firma y token', guides: ['guias/firma']},
  {
    file: 'workflow-alojado.arazzo.yaml',
    title: 'Workflow alojado para una persona existente, con su public_url',
    guides: ['primeros-pasos', 'workflows/introduccion'],
  },
  {file: 'validacion-ine.arazzo.yaml', title: 'Validación de INE con su webhook', guides: ['guias/verificacion', 'webhooks']},
  {
    file: 'extraccion-visionary.arazzo.yaml',
    title: 'Extracción con Visionary, incluida la respuesta de documento que no es del tipo esperado',
    guides: ['api-reference'],
  },
  {file: 'listas-y-juzgados.arazzo.yaml', title: 'Búsqueda en listas negras y en acuerdos judiciales', guides: ['api-reference']},
  {
    file: 'ciclo-documento.arazzo.yaml',
    title: 'Ciclo de vida de un documento: creado, llenado, generado y firmado, con sus dos rechazos',
    guides: ['guias/firma', 'herramientas/servidor-de-pruebas'],
    needsState: true,
  },
  {
    file: 'persona-de-ida-y-vuelta.arazzo.yaml',
    title: 'Persona de ida y vuelta: crearla, leerla, actualizarla, borrarla y recibir su 404',
    guides: ['herramientas/servidor-de-pruebas'],
    needsState: true,
  },
];

/** `/arazzo/firma-pdf.arazzo.yaml`: where the build publishes a journey. */
export function journeyPath(journey: Journey): string {
  return `${ARAZZO_FOLDER}/${journey.file}`;
}
