/**
 * Wording of validation failures. Two kinds, never mixed up:
 * - `serverMessage`: the APIs' own English wording, only where the product spec (sections 5 and 8)
 *   or a documented example gives it ("The name field is required.", "The name must not be greater
 *   than 255 characters.", "The selected gender is invalid."…); `undefined` where none is documented.
 * - `sandboxMessage`: the simulator's own Spanish sentence, always starting with `Simulador:`, for a
 *   fault whose wording the contract does not give. It names the field and the rule, and never
 *   passes for the server's text.
 */
import {conditionSentence, plainQuote} from './conditions';
import {extensionsOf} from './fileType';
import type {Issue, Rule} from './validate';

export const SANDBOX_PREFIX = 'Simulador:';

/** `signers.0.meta_signs` as the servers write a field in a message: dotted, underscores as spaces. */
export function attributeName(path: Array<string | number>): string {
  return path.map((segment) => String(segment).replace(/_/g, ' ')).join('.');
}

/** `signers.0.page`: the key of a field in a field → messages map. */
export function fieldKey(path: Array<string | number>): string {
  return path.map(String).join('.');
}

/**
 * The server wording of the onboarding, workflows, signing and registry APIs (Laravel's validator)
 * for the rules the product spec or the documented examples word. Each template is quoted from them:
 * `The X field is required.` (product §5, every example), `The name must not be greater than 255
 * characters.` (PersonUnprocessableEntity), `The sha256 field must be 64 characters.` and `The curp field
 * must be 18 characters.` (examples), `The selected gender is invalid.`, `The name field must be a
 * string.`, `The seniority field must be an integer.`, `The signers.0.meta_signs.0.page field must be at
 * least 1.`, `The ine front must be a file of type: jpg, png.`, `The file must not be greater than 2048
 * kilobytes.`
 */
export function laravelMessage(issue: Issue): string | undefined {
  const attribute = attributeName(issue.path);
  const rule = issue.rule;
  switch (rule.kind) {
    case 'required':
      return `The ${attribute} field is required.`;
    case 'maxLength':
      return rule.exact !== undefined
        ? `The ${attribute} field must be ${rule.exact} characters.`
        : `The ${attribute} must not be greater than ${rule.limit} characters.`;
    case 'minLength':
      return rule.exact !== undefined ? `The ${attribute} field must be ${rule.exact} characters.` : undefined;
    case 'enum':
      return `The selected ${attribute} is invalid.`;
    case 'type':
      if (rule.types.length === 1 && rule.types[0] === 'string') return `The ${attribute} field must be a string.`;
      if (rule.types.length === 1 && rule.types[0] === 'integer') return `The ${attribute} field must be an integer.`;
      return undefined;
    case 'minimum':
      return `The ${attribute} field must be at least ${rule.limit}.`;
    case 'fileType':
      return `The ${attribute} must be a file of type: ${extensionsOf(rule.accepted)}.`;
    case 'fileSize':
      return `The ${attribute} must not be greater than ${rule.kilobytes} kilobytes.`;
    case 'file':
      return undefined;
    default:
      return undefined;
  }
}

const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  integer: 'número entero',
  number: 'número',
  boolean: 'booleano (true o false)',
  object: 'objeto',
  array: 'lista',
  null: 'null',
};

/** What the rule asks, in Spanish. */
export function ruleInSpanish(rule: Rule): string {
  switch (rule.kind) {
    case 'state':
      return rule.reason;
    case 'required':
      return rule.condition
        ? `es obligatorio y no viene en la petición (${lowerFirst(conditionSentence(rule.condition, plainQuote)).replace(/\.$/, '')})`
        : 'es obligatorio y no viene en la petición';
    case 'condition':
      return `no se cumple: ${lowerFirst(conditionSentence(rule.condition, plainQuote))}`;
    case 'type':
      return `debe ser ${rule.types.map((type) => TYPE_NAMES[type] ?? type).join(' o ')}`;
    case 'maxLength':
      return `debe tener como máximo ${rule.limit} caracteres`;
    case 'minLength':
      return `debe tener al menos ${rule.limit} caracteres`;
    case 'minimum':
      return `debe ser mayor o igual que ${rule.limit}`;
    case 'maximum':
      return `debe ser menor o igual que ${rule.limit}`;
    case 'exclusiveMinimum':
      return `debe ser mayor que ${rule.limit}`;
    case 'exclusiveMaximum':
      return `debe ser menor que ${rule.limit}`;
    case 'minItems':
      return `debe tener al menos ${rule.limit} elementos`;
    case 'maxItems':
      return `debe tener como máximo ${rule.limit} elementos`;
    case 'enum':
      return `debe ser uno de: ${rule.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'const':
      return `debe valer ${JSON.stringify(rule.value)}`;
    case 'pattern':
      return `no tiene el formato esperado (patrón ${rule.pattern})`;
    case 'format':
      return `debe tener el formato ${rule.format}`;
    case 'uniqueItems':
      return 'no debe repetir elementos';
    case 'additionalProperties':
      return 'no es un campo documentado';
    case 'fileType':
      return `debe ser un archivo de tipo ${rule.accepted}`;
    case 'fileSize':
      return `no debe pasar de ${rule.kilobytes} KB`;
    case 'file':
      return 'debe ser un archivo (una parte con filename)';
    case 'other':
      if (rule.keyword === 'oneOf' || rule.keyword === 'anyOf') return 'no coincide con ninguna de las formas documentadas';
      if (rule.keyword === 'false') return 'no se admite en esta petición';
      return `no tiene un valor admitido (regla «${rule.keyword}»)`;
  }
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const where: Record<Issue['in'], string> = {
  body: 'el campo',
  query: 'el parámetro de consulta',
  header: 'el encabezado',
  path: 'el parámetro de ruta',
};

export function sandboxMessage(issue: Issue): string {
  // A choice between fields is not about one field: its sentence says which fields (issue 37).
  if (issue.rule.kind === 'condition') return `${SANDBOX_PREFIX} ${lowerFirst(conditionSentence(issue.rule.condition, plainQuote))}`;
  const field = issue.path.length === 0 ? 'el cuerpo' : `${where[issue.in]} ${fieldKey(issue.path)}`;
  return `${SANDBOX_PREFIX} ${field} ${ruleInSpanish(issue.rule)}.`;
}

/** Ajv's wording (the verification API's INE validator answers with it: "must have required property 'cic'"). */
export function ajvDetail(issue: Issue): {path: string; code: string; message: string; info: Record<string, unknown>} | undefined {
  const parent = issue.rule.kind === 'required' ? issue.path.slice(0, -1) : issue.path;
  const path = parent.map((segment) => `/${segment}`).join('');
  const rule = issue.rule;
  switch (rule.kind) {
    case 'required': {
      const missing = String(issue.path[issue.path.length - 1]);
      return {path, code: 'required', message: `must have required property '${missing}'`, info: {missingProperty: missing}};
    }
    default:
      return undefined;
  }
}
