/**
 * The Spanish wording of the reference: types, constraints and badges. JSON type names and field
 * names stay as code, as the API has them.
 */
import type {SpecNode} from '../../../lib/openapi/types';
import {escapeHtml} from '../../../lib/ui/html';

export const code = (text: string): string => `<code>${escapeHtml(text)}</code>`;

/** A value as JSON text (`"MALE"`, `1`, `null`), for defaults, enums, const and examples. */
export function jsonText(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text;
}

const plural = (count: number, singular: string, pluralForm: string) => `${count} ${count === 1 ? singular : pluralForm}`;

/** `string` → `string`; `['string', 'integer']` → `string o integer`. */
export function typeListHtml(types: string[]): string {
  if (types.length === 0) return 'cualquier tipo';
  const coded = types.map(code);
  return coded.length === 1 ? coded[0]! : `${coded.slice(0, -1).join(', ')} o ${coded.at(-1)}`;
}

export const arrayOfHtml = (itemsHtml: string): string => `${code('array')} de ${itemsHtml}`;

export const labels = {
  required: 'obligatorio',
  optional: 'opcional',
  readOnly: 'solo lectura',
  writeOnly: 'solo escritura',
  deprecated: 'obsoleto',
  anyKey: 'cualquier clave',
  oneOf: 'Una de estas opciones',
  anyOf: 'Una o varias de estas opciones',
  option: (index: number) => `Opción ${index}`,
  recursive: (name: string) => `Se repite la estructura de ${name} (ver arriba).`,
  depthLimit: 'Estructura anidada más profunda: consulta el esquema en la especificación descargable.',
} as const;

/** The constraints of one schema, each a short Spanish phrase (HTML). */
export function constraintsHtml(schema: Record<string, SpecNode>): string[] {
  const phrases: string[] = [];
  if (typeof schema.format === 'string') phrases.push(`formato ${code(schema.format)}`);
  if (schema.contentMediaType) phrases.push(`contenido ${code(String(schema.contentMediaType))}`);
  const {minLength, maxLength} = schema;
  if (minLength !== undefined && minLength === maxLength) phrases.push(`exactamente ${plural(minLength, 'carácter', 'caracteres')}`);
  else {
    if (minLength !== undefined && minLength > 0)
      phrases.push(minLength === 1 ? 'no vacío' : `mínimo ${plural(minLength, 'carácter', 'caracteres')}`);
    if (maxLength !== undefined) phrases.push(`máximo ${plural(maxLength, 'carácter', 'caracteres')}`);
  }
  if (typeof schema.exclusiveMinimum === 'number') phrases.push(`mayor que ${schema.exclusiveMinimum}`);
  else if (schema.minimum !== undefined) phrases.push(`mínimo ${schema.minimum}`);
  if (typeof schema.exclusiveMaximum === 'number') phrases.push(`menor que ${schema.exclusiveMaximum}`);
  else if (schema.maximum !== undefined) phrases.push(`máximo ${schema.maximum}`);
  if (schema.multipleOf !== undefined) phrases.push(`múltiplo de ${schema.multipleOf}`);
  if (schema.minItems !== undefined && schema.minItems > 0) phrases.push(`mínimo ${plural(schema.minItems, 'elemento', 'elementos')}`);
  if (schema.maxItems !== undefined) phrases.push(`máximo ${plural(schema.maxItems, 'elemento', 'elementos')}`);
  if (schema.uniqueItems) phrases.push('elementos únicos');
  if (schema.minProperties !== undefined && schema.minProperties > 0)
    phrases.push(`mínimo ${plural(schema.minProperties, 'clave', 'claves')}`);
  if (schema.maxProperties !== undefined) phrases.push(`máximo ${plural(schema.maxProperties, 'clave', 'claves')}`);
  if (typeof schema.pattern === 'string') phrases.push(`patrón ${code(schema.pattern)}`);
  if (schema.const !== undefined) phrases.push(`valor fijo ${code(jsonText(schema.const))}`);
  if (schema.default !== undefined) phrases.push(`Predeterminado: ${code(jsonText(schema.default))}`);
  const example = schema.example !== undefined ? schema.example : Array.isArray(schema.examples) ? schema.examples[0] : undefined;
  if (example !== undefined && (typeof example !== 'object' || example === null)) phrases.push(`Ejemplo: ${code(jsonText(example))}`);
  return phrases;
}

const STATUS_CLASSES: Record<string, string> = {
  '1XX': 'Respuestas informativas (1xx)',
  '2XX': 'Cualquier respuesta correcta (2xx)',
  '3XX': 'Redirecciones (3xx)',
  '4XX': 'Errores del cliente (4xx)',
  '5XX': 'Errores del servidor (5xx)',
  default: 'Cualquier otra respuesta',
};

export function statusLabel(status: string): string {
  return STATUS_CLASSES[status.toUpperCase()] ?? STATUS_CLASSES[status] ?? status;
}

export const parameterGroupTitles = {
  path: 'Parámetros de ruta',
  query: 'Parámetros de consulta',
  header: 'Encabezados',
  cookie: 'Cookies',
} as const;
