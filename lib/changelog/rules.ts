/**
 * Every rule the contract diff applies: its id, how it is classified and, for a breaking change, why
 * it breaks (the «Rompe compatibilidad: …» text). Ids and levels follow oasdiff's checker
 * (github.com/oasdiff/oasdiff, checker/rules.go): its ERR rules are breaking here, its WARN rules
 * ("potentially breaking") are breaking too, with a reason that says "puede", and its INFO rules are
 * non-breaking. Where oasdiff has no rule, Bump.sh's list (docs.bump.sh/help/api-change-management)
 * decides. One deviation: removing a rule from what the client reads (a `required`, a bound, a format,
 * a pattern, an enum) is not breaking here, where oasdiff makes most of them ERR. The portal states
 * only the rules the product gives, so removing one withdraws a guarantee the API never had: it is its
 * own class, «Puede afectarte» (`withdrawn`), whose entry tells the reader what they can no longer
 * count on and what to check (`advice`). A non-breaking rule never carries advice.
 * README.md ("Changelog del contrato") lists the same table; a unit test keeps them in step.
 */
import type {ChangeKind} from './types';

export interface Rule {
  kind: ChangeKind;
  /** Why a client may break, in Spanish; only for breaking rules. */
  reason?: string;
  /** The oasdiff rule this one follows, when its id differs or it has none (`—`: Bump.sh or ours). */
  source?: string;
  /**
   * For a withdrawn guarantee (kind `withdrawn`): what the reader can no longer count on and what to check,
   * in Spanish, for one field (`one`) and for a grouped entry of several (`many`).
   */
  advice?: {one: string; many: string};
}

const breaking = (reason: string, source?: string): Rule => ({kind: 'breaking', reason, ...(source ? {source} : {})});
const nonBreaking = (source?: string): Rule => ({kind: 'non-breaking', ...(source ? {source} : {})});
/**
 * A rule removed from what the client reads: «Puede afectarte». Nothing breaks today, since the API
 * never guaranteed more than the product gives, but the entry says what to check. `source` names the
 * oasdiff rule it departs from.
 */
const withdrawn = (source: string | undefined, one: string, many: string = one): Rule => ({
  kind: 'withdrawn',
  ...(source ? {source} : {}),
  advice: {one, many},
});
/** Bump.sh lists these as "content change (description or example modification)"; oasdiff's checker has none. */
const documentation: Rule = {kind: 'documentation', source: '— (Bump.sh: "content change")'};

/** An input the client sends: a tighter rule rejects what it sends today. */
const REJECTS = 'una petición que hoy es válida puede dejar de serlo.';
/** An output the client reads: a looser rule sends what its code may not expect. */
const SURPRISES = 'la API puede devolver valores que tu código no espera.';

/** Bounds of a value (oasdiff's `*-max-length-*`, `*-min-*`…): which way is tighter. */
export const BOUNDS = {
  maxLength: {
    id: 'max-length',
    upper: true,
    label: 'la longitud máxima',
    unset: 'Ya no se garantiza una longitud máxima: si tu código la daba por hecha, comprueba la longitud antes de guardar el valor.',
  },
  minLength: {
    id: 'min-length',
    upper: false,
    label: 'la longitud mínima',
    unset: 'Ya no se garantiza una longitud mínima: si tu código la daba por hecha, comprueba la longitud antes de usar el valor.',
  },
  maximum: {
    id: 'max',
    upper: true,
    label: 'el máximo',
    unset: 'Ya no se garantiza un máximo: si tu código lo daba por hecho, comprueba el valor antes de usarlo.',
  },
  minimum: {
    id: 'min',
    upper: false,
    label: 'el mínimo',
    unset: 'Ya no se garantiza un mínimo: si tu código lo daba por hecho, comprueba el valor antes de usarlo.',
  },
  exclusiveMaximum: {
    id: 'exclusive-max',
    upper: true,
    label: 'el máximo exclusivo',
    unset: 'Ya no se garantiza un máximo: si tu código lo daba por hecho, comprueba el valor antes de usarlo.',
  },
  exclusiveMinimum: {
    id: 'exclusive-min',
    upper: false,
    label: 'el mínimo exclusivo',
    unset: 'Ya no se garantiza un mínimo: si tu código lo daba por hecho, comprueba el valor antes de usarlo.',
  },
  maxItems: {
    id: 'max-items',
    upper: true,
    label: 'el número máximo de elementos',
    unset: 'Ya no se garantiza un número máximo de elementos: si tu código lo daba por hecho, comprueba cuántos llegan.',
  },
  maxProperties: {
    id: 'max-properties',
    upper: true,
    label: 'el número máximo de claves',
    unset: 'Ya no se garantiza un número máximo de claves: si tu código lo daba por hecho, comprueba cuántas llegan.',
  },
  minProperties: {
    id: 'min-properties',
    upper: false,
    label: 'el número mínimo de claves',
    unset: 'Ya no se garantiza un número mínimo de claves: si tu código lo daba por hecho, comprueba cuántas llegan antes de leerlas.',
  },
  minItems: {
    id: 'min-items',
    upper: false,
    label: 'el número mínimo de elementos',
    unset: 'Ya no se garantiza un número mínimo de elementos: si tu código lo daba por hecho, comprueba cuántos llegan antes de leerlos.',
  },
} as const;

export type BoundKeyword = keyof typeof BOUNDS;

/** `request-property-max-length-decreased`, …: tightened, loosened, set or unset on each side. */
function boundRules(): Record<string, Rule> {
  const rules: Record<string, Rule> = {};
  for (const {id, upper, unset} of Object.values(BOUNDS)) {
    const tighter = upper ? 'decreased' : 'increased';
    const looser = upper ? 'increased' : 'decreased';
    rules[`request-property-${id}-${tighter}`] = breaking(`se acotó un valor que envías; ${REJECTS}`);
    rules[`request-property-${id}-set`] = breaking(`se acotó un valor que envías; ${REJECTS}`);
    rules[`request-property-${id}-${looser}`] = nonBreaking();
    rules[`request-property-${id}-unset`] = nonBreaking();
    rules[`response-property-${id}-${looser}`] = breaking(`se amplió un valor que recibes; ${SURPRISES}`);
    rules[`response-property-${id}-unset`] = withdrawn(`response-property-${id}-unset (ERR)`, unset);
    rules[`response-property-${id}-${tighter}`] = nonBreaking();
    rules[`response-property-${id}-set`] = nonBreaking();
  }
  return rules;
}

export const RULES = {
  // Operations and webhooks
  'endpoint-added': nonBreaking(),
  'api-path-removed-without-deprecation': breaking('las llamadas a esta operación dejan de estar en el contrato.'),
  'api-path-removed-with-deprecation': nonBreaking(),
  'webhook-added': nonBreaking('— (for webhooks, as endpoint-added)'),
  'webhook-removed': breaking('tu servidor deja de recibir esta llamada.', '— (for webhooks, as api-path-removed-without-deprecation)'),
  'endpoint-deprecated': nonBreaking(),
  'api-operation-id-updated': nonBreaking('api-operation-id-removed (INFO)'),
  'api-security-updated': breaking(
    'cambian las credenciales que la llamada exige.',
    '— (Bump.sh: "Add or delete a security requirement"; oasdiff: INFO)',
  ),

  // Parameters
  'new-required-request-parameter': breaking(`la operación exige un parámetro nuevo; ${REJECTS}`),
  'new-optional-request-parameter': nonBreaking(),
  'request-parameter-removed': breaking(
    'el contrato deja de aceptar un parámetro que quizá envías (oasdiff lo marca como posible ruptura).',
  ),
  'request-parameter-became-required': breaking(`un parámetro opcional pasó a ser obligatorio; ${REJECTS}`),
  'request-parameter-became-optional': nonBreaking(),
  'request-parameter-default-value-changed': breaking('sin el parámetro, la operación se comporta según el nuevo valor por defecto.'),
  'request-parameter-default-value-removed': withdrawn(
    '— (oasdiff: request-parameter-default-value-changed, ERR; ours: a withdrawn guarantee)',
    'Ya no se garantiza qué valor toma el parámetro si lo omites: si tu código contaba con él, envía el parámetro con el valor que necesitas.',
    'Ya no se garantiza qué valor toman los parámetros si los omites: si tu código contaba con ellos, envíalos con el valor que necesitas.',
  ),

  // Request body
  'request-body-added-required': breaking(`la operación exige ahora un cuerpo; ${REJECTS}`),
  'request-body-added-optional': nonBreaking(),
  'request-body-removed': breaking('el contrato deja de aceptar el cuerpo que envías.'),
  'request-body-became-required': breaking(`el cuerpo pasó a ser obligatorio; ${REJECTS}`),
  'request-body-became-optional': nonBreaking(),
  'request-body-media-type-added': nonBreaking(),
  'request-body-media-type-removed': breaking('el contrato deja de aceptar ese tipo de contenido.'),

  // Responses
  'response-success-status-added': nonBreaking(),
  'response-success-status-removed': breaking('tu código puede esperar una respuesta exitosa que ya no está en el contrato.'),
  'response-non-success-status-added': nonBreaking(),
  'response-non-success-status-removed': nonBreaking(),
  'response-media-type-added': nonBreaking(),
  'response-media-type-removed': breaking('la respuesta deja de llegar en ese tipo de contenido.'),
  'response-header-added': nonBreaking(),
  'response-header-removed': breaking(
    'tu código puede leer un encabezado que ya no está en el contrato.',
    'required-response-header-removed / optional-response-header-removed',
  ),

  // Fields of a request (parameters, request bodies; the responses a webhook receiver returns)
  'new-required-request-property': breaking(`la petición exige un campo nuevo; ${REJECTS}`),
  'new-optional-request-property': nonBreaking(),
  'request-property-removed': breaking('el contrato deja de aceptar un campo que quizá envías (oasdiff lo marca como posible ruptura).'),
  'request-property-became-required': breaking(`un campo opcional pasó a ser obligatorio; ${REJECTS}`),
  'request-property-became-optional': nonBreaking(),
  'request-property-type-changed': breaking(`cambió el tipo de un valor que envías; ${REJECTS}`),
  'request-property-type-generalized': nonBreaking(),
  'request-property-became-nullable': nonBreaking(),
  'request-property-became-not-nullable': breaking(`un valor que envías ya no admite \`null\`; ${REJECTS}`),
  'request-property-enum-value-added': nonBreaking(),
  'request-property-enum-value-removed': breaking(`se quitó un valor aceptado; ${REJECTS}`),
  'request-property-became-enum': breaking(`un valor libre pasó a una lista cerrada; ${REJECTS}`),
  'request-property-enum-removed': nonBreaking('— (the reverse of request-property-became-enum)'),
  'request-property-pattern-added': breaking(`un valor que envías debe cumplir un patrón nuevo; ${REJECTS}`),
  'request-property-pattern-changed': breaking(`cambió el patrón de un valor que envías; ${REJECTS}`),
  'request-property-pattern-removed': nonBreaking(),
  'request-property-format-added': breaking(
    `un valor que envías debe cumplir un formato nuevo; ${REJECTS}`,
    '— (as request-property-pattern-added)',
  ),
  'request-property-format-changed': breaking(
    `cambió el formato de un valor que envías; ${REJECTS}`,
    '— (as request-property-pattern-changed)',
  ),
  'request-property-format-removed': nonBreaking('— (as request-property-pattern-removed)'),
  'request-property-default-value-changed': nonBreaking(),
  'request-condition-added': breaking(
    `la petición debe cumplir una condición nueva entre sus campos; ${REJECTS}`,
    '— (ours: a condition between fields, as request-property-became-required)',
  ),
  'request-condition-removed': nonBreaking('— (ours: the reverse of request-condition-added)'),
  'request-property-one-of-added': nonBreaking(),
  'request-property-one-of-removed': breaking(`se quitó una de las formas aceptadas; ${REJECTS}`),
  'request-property-deprecated': nonBreaking(),
  'request-property-unique-items-set': breaking(
    `los elementos de una lista que envías ya no pueden repetirse; ${REJECTS}`,
    '— (as request-property-max-items-set)',
  ),
  'request-property-unique-items-unset': nonBreaking('— (as request-property-max-items-unset)'),

  // Fields of a response (and of the request a webhook sends to your server)
  'response-property-added': nonBreaking('response-required-property-added / response-optional-property-added'),
  'response-property-removed': breaking(
    'tu código puede leer un campo que ya no está en el contrato.',
    'response-required-property-removed / response-optional-property-removed',
  ),
  'response-property-became-optional': withdrawn(
    'response-property-became-optional (ERR)',
    'Ya no se garantiza que llegue siempre: si tu código lo daba por hecho, comprueba que está antes de usarlo.',
    'Ya no se garantiza que lleguen siempre: si tu código lo daba por hecho, comprueba que están antes de usarlos.',
  ),
  'response-property-became-required': nonBreaking(),
  'response-property-type-changed': breaking(`cambió el tipo de un valor que recibes; ${SURPRISES}`),
  'response-property-type-specialized': nonBreaking('response-body-type-specialized'),
  'response-property-became-nullable': breaking(`un valor que recibes puede llegar como \`null\`; ${SURPRISES}`),
  'response-property-became-not-nullable': nonBreaking(),
  'response-property-enum-value-added': breaking(
    'un valor que recibes tiene un valor posible nuevo (oasdiff lo marca como posible ruptura); la API puede devolver valores que tu código no espera.',
  ),
  'response-property-enum-value-removed': nonBreaking(),
  'response-property-became-enum': nonBreaking('— (the reverse of request-property-became-enum)'),
  'response-property-enum-removed': withdrawn(
    '— (oasdiff has none; as response-property-enum-value-added, which is WARN)',
    'Ya no se garantiza que el valor sea uno de esa lista: si tu código solo trata esos, prepáralo para otros.',
    'Ya no se garantiza que cada valor sea uno de su lista: si tu código solo trata esos, prepáralo para otros.',
  ),
  'response-property-pattern-added': nonBreaking(),
  'response-property-pattern-changed': nonBreaking(),
  'response-property-pattern-removed': withdrawn(
    undefined,
    'Ya no se garantiza que el valor cumpla ese patrón: si tu código lo daba por hecho, valídalo antes de usarlo.',
    'Ya no se garantiza que cada valor cumpla su patrón: si tu código lo daba por hecho, valídalo antes de usarlo.',
  ),
  'response-property-format-added': nonBreaking('— (as response-property-pattern-added)'),
  'response-property-format-changed': breaking(
    `cambió el formato de un valor que recibes; ${SURPRISES}`,
    '— (as response-property-type-changed)',
  ),
  'response-property-format-removed': withdrawn(
    '— (oasdiff has none; as response-property-max-length-unset, which is ERR)',
    'Ya no se garantiza ese formato: si tu código lo daba por hecho (una fecha, un UUID), valida el valor antes de usarlo.',
    'Ya no se garantiza su formato: si tu código lo daba por hecho (una fecha, un UUID), valida cada valor antes de usarlo.',
  ),
  'response-property-default-value-changed': nonBreaking(),
  'response-condition-added': nonBreaking('— (ours: a condition between fields, as response-property-became-required)'),
  'response-condition-removed': withdrawn(
    '— (ours: as response-property-became-optional, a withdrawn guarantee)',
    'Ya no se garantiza esa condición entre los campos: si tu código la daba por hecha, comprueba los campos antes de usarlos.',
  ),
  'response-property-one-of-added': breaking(`un valor que recibes puede llegar con una forma nueva; ${SURPRISES}`),
  'response-property-one-of-removed': nonBreaking(),
  'response-property-deprecated': nonBreaking('— (as request-property-deprecated)'),
  'response-property-unique-items-set': nonBreaking('— (as response-property-max-items-set)'),
  'response-property-unique-items-unset': withdrawn(
    '— (as response-property-max-items-unset, ERR)',
    'Ya no se garantiza que los elementos no se repitan: si tu código lo daba por hecho, quita los repetidos antes de usarlos.',
  ),

  ...boundRules(),

  // Any other keyword of a schema that changed (`uniqueItems`, `additionalProperties`…): listed, never silent.
  'schema-keyword-changed': nonBreaking('— (ours: whatever no other rule covers)'),

  // Documentation only: nothing on the wire changes.
  'summary-changed': documentation,
  'description-changed': documentation,
  'example-changed': documentation,
  'tags-changed': documentation,
  'extension-changed': documentation,
} satisfies Record<string, Rule>;

export type RuleId = keyof typeof RULES;

export function ruleOf(id: string): Rule {
  const rule = (RULES as Record<string, Rule>)[id];
  if (!rule) throw new Error(`[changelog] regla desconocida: ${id}`);
  return rule;
}
