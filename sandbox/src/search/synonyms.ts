/**
 * The words integrators use for what the portal names otherwise. The portal says «llave de API»; a
 * reader types «clave de API» or «API key». Each group pairs the portal's phrases with the reader's: a
 * query that holds a reader's phrase is also searched with each of the portal's in its place
 * (`synonymVariants`), and the engine keeps each result's best score, a variant's a little lower so the
 * reader's own words win a tie. The portal's own words are never rewritten: the index already has them,
 * and rewriting one of them into another («liveness» into «prueba de vida») only moved readers away from
 * what they asked for. Written from the guides, the specs' tags and summaries and the product spec's
 * vocabulary; `scripts/search/relevance.ts` holds queries for them.
 */
import {foldAccents} from './tokenize';

export interface SynonymGroup {
  /** How the portal writes it (folded: no accents, lower case). */
  portal: readonly string[];
  /** How readers write it, when the portal does not. */
  reader: readonly string[];
}

export const synonymGroups: readonly SynonymGroup[] = [
  // The key: «llave» in every guide, «clave» or «API key» in a reader's head.
  {portal: ['llave de api'], reader: ['clave de api', 'clave api', 'llave api', 'api key', 'apikey', 'key de api', 'token de api']},
  // The voter card: «INE» in the specs and guides; «credencial», «IFE», «credencial de elector» in speech.
  {portal: ['ine'], reader: ['credencial', 'credencial para votar', 'credencial de elector', 'ife', 'identificacion oficial']},
  // Signing: the API is Signt; the guide, «Firma de documentos».
  {portal: ['firma de documentos'], reader: ['signt', 'firma electronica', 'firma digital', 'firmar documentos']},
  // The SAT's advanced electronic signature.
  {portal: ['fiel'], reader: ['e.firma', 'efirma', 'firma electronica avanzada']},
  // Visionary's documents, by their Spanish and English names (operationIds and schemas are English).
  {portal: ['comprobante de domicilio'], reader: ['address proof', 'proof of address', 'recibo de domicilio', 'comprobante domiciliario']},
  {portal: ['estado de cuenta'], reader: ['bank statement', 'estado bancario']},
  {portal: ['constancia de situacion fiscal'], reader: ['csf', 'cedula fiscal', 'tax certificate']},
  {portal: ['nss'], reader: ['numero de seguridad social', 'seguro social', 'imss']},
  {portal: ['pasaporte'], reader: ['passport']},
  {portal: ['forma migratoria'], reader: ['documento migratorio', 'tarjeta migratoria']},
  {portal: ['reporte de credito'], reader: ['credit report']},
  // Biometrics («liveness» is the portal's too).
  {portal: ['prueba de vida'], reader: ['deteccion de vida', 'vivacidad']},
  // Black Lists and Lexi, by what they search.
  // Mexico's «Lista de Personas Bloqueadas» (UIF) is the list readers name first; «restrictivas», the compliance word.
  {
    portal: ['listas negras'],
    reader: [
      'lista negra',
      'blacklist',
      'black list',
      'black lists',
      'listas de riesgo',
      'lista de riesgo',
      'personas bloqueadas',
      'persona bloqueada',
      'lista de bloqueados',
      'listas de bloqueo',
      'lista de bloqueo',
      'listas restrictivas',
      'lista restrictiva',
    ],
  },
  {portal: ['acuerdos judiciales'], reader: ['boletin judicial', 'boletines judiciales', 'juzgados', 'expedientes judiciales']},
  // Trying without an account.
  {portal: ['servidor de pruebas'], reader: ['mock', 'mock server', 'simulador', 'sandbox']},
  // …and without a key: the portal says «sin llave» («Prueba sin cuenta»: sin cuenta ni llave).
  {
    portal: ['sin llave'],
    reader: [
      'sin clave',
      'sin clave de api',
      'sin llave de api',
      'sin api key',
      'sin apikey',
      'sin key',
      'sin la llave',
      'sin la clave',
      'sin token',
      'sin credenciales',
    ],
  },
  // File sizes: the portal's «Límites de archivos» (Convenciones) gives every maximum.
  {
    portal: ['limites de archivos'],
    reader: [
      'tamano maximo de archivo',
      'tamano maximo del archivo',
      'tamano maximo de los archivos',
      'tamano maximo',
      'tamano de archivo',
      'tamano del archivo',
      'limite de tamano',
      'limites de tamano',
      'limite de archivo',
      'peso maximo',
      'peso del archivo',
      'archivo muy grande',
      'archivo demasiado grande',
      'file size',
      'max file size',
    ],
  },
  // What the portal calls a webhook, a reader may call a callback.
  {portal: ['webhook'], reader: ['callback', 'callbacks']},
];

/** How much a variant's results count against the reader's own words. */
export const SYNONYM_WEIGHT = 0.9;

/** The query's words, folded and single-spaced, with spaces at both ends so phrases match whole words. */
const spaced = (text: string) =>
  ` ${foldAccents(text)
    .replace(/[¿?¡!,;:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;

/**
 * The query with each reader's phrase it holds replaced by the portal's (`clave de api` → `llave de api`),
 * the longest phrase of a group first; none when it holds none.
 */
export function synonymVariants(query: string): string[] {
  const text = spaced(query);
  const variants: string[] = [];
  for (const group of synonymGroups) {
    const found = [...group.reader].sort((a, b) => b.length - a.length).find((phrase) => text.includes(` ${phrase} `));
    if (!found) continue;
    for (const portal of group.portal) {
      const variant = text.replace(` ${found} `, ` ${portal} `).trim();
      if (!variants.includes(variant)) variants.push(variant);
    }
  }
  return variants;
}
