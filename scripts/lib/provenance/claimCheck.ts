/**
 * Compares the contract claims of the specs' prose with the schema they sit in (issue 37): a field called required
 * that the schema does not require (or requires only under a condition the sentence does not state, or the other
 * way round), a length, bound or format the schema does not state, a status the operation does not declare. Each
 * problem names the file a person edits, the JSON pointer of the text, the sentence and the reason, in Spanish.
 */
import {HTTP_METHODS} from '../../../lib/openapi/types';
import {splitSentences} from './behaviourPatterns';
import {CLAIM_KINDS, claimsOf, type Claim, type ClaimKind, type Format} from './contractClaims';
import type {ProseText} from './descriptionInventory';
import {schemaFields, schemaParts, type FieldOccurrence} from './schemaFields';
import {atPointer, isNode, type Located, type SourceOperation, type SpecGraph} from './specGraph';

export interface LocatedClaim {
  file: string;
  pointer: string;
  claim: Claim;
}

/** What a text's claims are compared with: the operations it speaks for and the fields it can name. */
interface Scope {
  operations: SourceOperation[];
  /** «every»: the claim must hold in each operation (a shared component speaks for all); «some»: in one. */
  quantifier: 'every' | 'some';
  /** One set of fields per operation (its request) or a single one (the schema the text describes). */
  units: FieldUnit[];
  /** The property a description belongs to. */
  property?: FieldOccurrence;
}

interface FieldUnit {
  label: string;
  fields: FieldOccurrence[];
  /** Fields of the successful responses: a length, bound or format may be said of them, never «obligatorio». */
  answered?: FieldOccurrence[];
}

const operationLabel = (operation: SourceOperation): string =>
  operation.webhook ? `webhook ${operation.route}` : `${operation.method.toUpperCase()} ${operation.route}`;

/** A non-path parameter as a field: required when the parameter is. */
function parameterField(graph: SpecGraph, parameter: Located): FieldOccurrence | undefined {
  const node = parameter.node;
  if (!isNode(node) || typeof node.name !== 'string') return undefined;
  const schema: Located = {file: parameter.file, pointer: `${parameter.pointer}/schema`, node: node.schema};
  return {name: node.name, at: parameter, schemas: schemaParts(graph, schema), requirement: node.required === true ? 'siempre' : 'no'};
}

const requestUnits = new WeakMap<SourceOperation, FieldUnit>();

/** The fields an operation's request carries: its body's and its parameters'. */
function requestUnit(graph: SpecGraph, operation: SourceOperation): FieldUnit {
  const known = requestUnits.get(operation);
  if (known) return known;
  const fields = graph.requestSchemasOf(operation).flatMap((schema) => schemaFields(graph, schema));
  for (const parameter of operation.parameters) {
    const field = parameterField(graph, parameter);
    if (field) fields.push(field);
  }
  const answered = graph.responseSchemasOf(operation).flatMap((schema) => schemaFields(graph, schema));
  const unit = {label: operationLabel(operation), fields, answered};
  requestUnits.set(operation, unit);
  return unit;
}

/** The operations a text speaks for, from the file it is in and where in it. */
function scopeOperations(graph: SpecGraph, file: string, pointer: string): {operations: SourceOperation[]; quantifier: 'every' | 'some'} {
  const [api, folder] = file.split('/');
  if (file === `${api}/openapi.yaml`) {
    const tag = /^\/tags\/(\d+)\//.exec(pointer);
    const tags = (graph.files.get(file) as {tags?: {name: string}[]} | undefined)?.tags ?? [];
    const ofApi = graph.operationsOfApi(api);
    return {operations: tag ? ofApi.filter((operation) => operation.tags.includes(tags[Number(tag[1])]?.name)) : ofApi, quantifier: 'some'};
  }
  if (folder === 'paths' || folder === 'webhooks') {
    const method = /^\/([a-z]+)(?:\/|$)/.exec(pointer)?.[1];
    const ofFile = graph.operations.filter((operation) => operation.file === file);
    const own = ofFile.filter((operation) => operation.method === method);
    return {operations: method && (HTTP_METHODS as readonly string[]).includes(method) ? own : ofFile, quantifier: 'every'};
  }
  if (file.includes('/components/securitySchemes/')) return {operations: graph.operationsOfApi(api), quantifier: 'some'};
  return {operations: graph.operationsReaching(file), quantifier: 'every'};
}

/** The schema root a pointer sits in (`…/schema` in a path, parameter or response file; the file in a schema file). */
function schemaRootOf(file: string, pointer: string): string | undefined {
  if (file.includes('/components/schemas/')) return '';
  const index = pointer.lastIndexOf('/schema/');
  return index >= 0 ? pointer.slice(0, index + '/schema'.length) : undefined;
}

function scopeOf(graph: SpecGraph, text: ProseText): Scope {
  const {operations, quantifier} = scopeOperations(graph, text.file, text.pointer);
  const document = graph.files.get(text.file);
  const root = schemaRootOf(text.file, text.pointer);
  if (root !== undefined) {
    const rootLocated: Located = {file: text.file, pointer: root, node: atPointer(document, root)};
    const fields = schemaFields(graph, rootLocated);
    const owner = text.pointer.replace(/\/(?:description|summary)$/, '').replace(/(?:\/items)+$/, '');
    // The described schema: a property of its parent, or a schema of its own (a root, an item, a value).
    const ownerNode = atPointer(document, owner);
    const property = /\/properties\/[^/]+$/.test(owner)
      ? fields.find((field) => field.at.file === text.file && field.at.pointer === owner)
      : {
          name:
            owner.split('/').pop() ||
            text.file
              .split('/')
              .pop()!
              .replace(/\.yaml$/, ''),
          at: {file: text.file, pointer: owner, node: ownerNode},
          schemas: schemaParts(graph, {file: text.file, pointer: owner, node: ownerNode}),
          requirement: 'no' as const,
          root: true,
        };
    return {operations, quantifier, units: [{label: `${text.file}#${root || '/'}`, fields}], property};
  }
  const parameter =
    /^(?:\/[a-z]+)?\/parameters\/\d+/.exec(text.pointer)?.[0] ?? (text.file.includes('/components/parameters/') ? '' : undefined);
  if (parameter !== undefined) {
    const field = parameterField(graph, {file: text.file, pointer: parameter, node: atPointer(document, parameter)});
    return {operations, quantifier, units: [{label: `${text.file}#${parameter || '/'}`, fields: field ? [field] : []}], property: field};
  }
  return {operations, quantifier, units: operations.map((operation) => requestUnit(graph, operation))};
}

const fieldName = (field: string): string =>
  field
    .split(/\.|\[\]\.?/)
    .filter(Boolean)
    .pop() ?? field;

const numberOf = (parts: Record<string, unknown>[], keyword: string): number | undefined => {
  for (const part of parts) if (typeof part[keyword] === 'number') return part[keyword] as number;
  return undefined;
};

const typesOf = (parts: Record<string, unknown>[]): string[] =>
  parts.flatMap((part) => (Array.isArray(part.type) ? part.type.map(String) : typeof part.type === 'string' ? [part.type] : []));

/** The parts of an array's items, for bounds said of each element («cada canal de 0 a 255»). */
function itemParts(graph: SpecGraph, field: FieldOccurrence): Record<string, unknown>[] {
  const items = field.schemas.find((part) => part.items !== undefined)?.items;
  return items === undefined ? [] : schemaParts(graph, {file: field.at.file, pointer: `${field.at.pointer}/items`, node: items});
}

function patternLength(parts: Record<string, unknown>[]): number | undefined {
  for (const part of parts) {
    if (typeof part.pattern !== 'string') continue;
    const single = /^\^?(?:\\d|\[[^\]]+\]|\.)\{(\d+)\}\$?$/.exec(part.pattern);
    if (single) return Number(single[1]);
  }
  return undefined;
}

function lengthHolds(field: FieldOccurrence, claim: Extract<Claim, {kind: 'longitud'}>): boolean {
  const [minKey, maxKey] = claim.unit === 'elementos' ? ['minItems', 'maxItems'] : ['minLength', 'maxLength'];
  const min = numberOf(field.schemas, minKey);
  const max = numberOf(field.schemas, maxKey);
  const exact = claim.unit === 'caracteres' ? patternLength(field.schemas) : undefined;
  const minOk = claim.min === undefined || min === claim.min || (exact !== undefined && exact === claim.min);
  const maxOk = claim.max === undefined || max === claim.max || (exact !== undefined && exact === claim.max);
  return minOk && maxOk;
}

function rangeHolds(graph: SpecGraph, field: FieldOccurrence, claim: Extract<Claim, {kind: 'rango'}>): boolean {
  const holds = (parts: Record<string, unknown>[]): boolean => {
    const enumValues = parts.flatMap((part) =>
      Array.isArray(part.enum) ? part.enum.filter((value) => typeof value === 'number') : [],
    ) as number[];
    if (enumValues.length) return Math.min(...enumValues) === claim.min && Math.max(...enumValues) === claim.max;
    const min = numberOf(parts, 'minimum') ?? numberOf(parts, 'exclusiveMinimum');
    const max = numberOf(parts, 'maximum') ?? numberOf(parts, 'exclusiveMaximum');
    return (claim.min === undefined || min === claim.min) && (claim.max === undefined || max === claim.max);
  };
  return holds(field.schemas) || holds(itemParts(graph, field));
}

const FORMAT_HOLDS: Record<Format, (parts: Record<string, unknown>[]) => boolean> = {
  uuid: (parts) => parts.some((part) => part.format === 'uuid'),
  fecha: (parts) =>
    parts.some((part) => part.format === 'date' || (typeof part.pattern === 'string' && /\\d\{4\}-\\d\{2\}-\\d\{2\}/.test(part.pattern))),
  https: (parts) => parts.some((part) => typeof part.pattern === 'string' && /^\^https/.test(part.pattern)),
  correo: (parts) => parts.some((part) => part.format === 'email' || part.format === 'idn-email'),
  url: (parts) => parts.some((part) => ['uri', 'url', 'uri-reference', 'iri'].includes(String(part.format))),
};

function formatHolds(graph: SpecGraph, field: FieldOccurrence, format: Format): boolean {
  return FORMAT_HOLDS[format](field.schemas) || FORMAT_HOLDS[format](itemParts(graph, field));
}

/** The values a field admits, read from `enum` and `const` (also of its items). */
function admittedValues(graph: SpecGraph, fields: FieldOccurrence[]): Set<string> {
  const values = new Set<string>();
  for (const field of fields)
    for (const part of [...field.schemas, ...itemParts(graph, field)]) {
      if (Array.isArray(part.enum)) part.enum.forEach((value) => values.add(String(value)));
      if (part.const !== undefined) values.add(String(part.const));
    }
  return values;
}

function typeHolds(field: FieldOccurrence, type: string): boolean {
  const types = typesOf(field.schemas);
  return types.includes(type) || (type === 'number' && types.includes('integer'));
}

/** Whether a field can carry a claim of this kind at all («`true` si la CURP tiene 18 caracteres» is about another value). */
function carries(field: FieldOccurrence, claim: Claim): boolean {
  const types = typesOf(field.schemas);
  if (types.length === 0) return true;
  if (claim.kind === 'longitud') return types.includes(claim.unit === 'caracteres' ? 'string' : 'array');
  if (claim.kind === 'rango') return types.some((type) => ['number', 'integer', 'array'].includes(type));
  if (claim.kind === 'formato') return types.includes('string') || types.includes('array');
  return true;
}

/** Whether one field meets a claim. */
function fieldHolds(graph: SpecGraph, field: FieldOccurrence, claim: Claim): boolean {
  switch (claim.kind) {
    case 'obligatorio':
      return field.requirement === (claim.conditional ? 'condicional' : 'siempre');
    case 'opcional':
      return field.requirement !== 'siempre';
    case 'longitud':
      return lengthHolds(field, claim);
    case 'rango':
      return rangeHolds(graph, field, claim);
    case 'formato':
      return formatHolds(graph, field, claim.format);
    case 'tipo':
      return typeHolds(field, claim.type);
    case 'valores': {
      const admitted = admittedValues(graph, [field]);
      return admitted.size > 0 && claim.values.every((value) => admitted.has(String(value)));
    }
    default:
      return true;
  }
}

const REQUIREMENT_TEXT: Record<string, string> = {
  siempre: 'obligatorio sin condición',
  condicional: 'obligatorio solo bajo una condición',
  no: 'opcional',
};

function describeClaim(claim: Claim): string {
  switch (claim.kind) {
    case 'obligatorio':
      return claim.conditional ? 'obligatorio bajo una condición' : 'obligatorio';
    case 'opcional':
      return 'opcional';
    case 'longitud':
      return `${claim.unit === 'caracteres' ? 'longitud' : 'número de elementos'} ${claim.min ?? '…'}–${claim.max ?? '…'}`;
    case 'rango':
      return `rango ${claim.min ?? '…'}–${claim.max ?? '…'}`;
    case 'formato':
      return `formato ${claim.format}`;
    case 'tipo':
      return `tipo ${claim.type}`;
    case 'valores':
      return claim.values.length ? `valores ${claim.values.map((value) => `\`${value}\``).join(', ')}` : 'una lista de valores';
    default:
      return claim.kind;
  }
}

/** Why a claim about fields fails in one unit, or undefined when it holds there. */
function unitFailure(
  graph: SpecGraph,
  unit: FieldUnit,
  claim: Exclude<Claim, {kind: 'estado-http'}>,
  property?: FieldOccurrence,
): string | undefined {
  const what = describeClaim(claim);
  // A whole schema is not «obligatorio»: said of a root, the words are about its fields.
  const aboutFields = (claim.kind === 'obligatorio' || claim.kind === 'opcional') && property?.root;
  if (claim.subject === 'propiedad' && property && !aboutFields && carries(property, claim)) {
    return fieldHolds(graph, property, claim)
      ? undefined
      : `el esquema no dice ${what} de \`${property.name}\` (${claim.kind === 'obligatorio' || claim.kind === 'opcional' ? REQUIREMENT_TEXT[property.requirement] : 'no lo declara'})`;
  }
  if (claim.subject === 'propiedad' || claim.subject === 'alguno') {
    if (claim.kind === 'opcional') return undefined;
    const candidates = claim.kind === 'obligatorio' ? unit.fields : [...unit.fields, ...(unit.answered ?? [])];
    const holds = candidates.some((field) => carries(field, claim) && fieldHolds(graph, field, claim));
    return holds ? undefined : `ningún campo de ${unit.label} es ${what} en el esquema`;
  }
  for (const name of claim.subject.fields) {
    const pool = claim.kind === 'obligatorio' || claim.kind === 'opcional' ? unit.fields : [...unit.fields, ...(unit.answered ?? [])];
    const matching = pool.filter((field) => field.name === fieldName(name));
    if (matching.length === 0) return `\`${name}\` no es un campo de ${unit.label}`;
    const unionHolds =
      claim.kind === 'valores' &&
      (() => {
        const admitted = admittedValues(graph, matching);
        return admitted.size > 0 && claim.values.every((value) => admitted.has(String(value)));
      })();
    if (!unionHolds && !matching.some((field) => fieldHolds(graph, field, claim))) {
      const states = [...new Set(matching.map((field) => REQUIREMENT_TEXT[field.requirement]))].join(' / ');
      return `el esquema de ${unit.label} no dice ${what} de \`${name}\`${claim.kind === 'obligatorio' || claim.kind === 'opcional' ? ` (es ${states})` : ''}`;
    }
  }
  return undefined;
}

function statusFailure(scope: Scope, status: string): string | undefined {
  if (scope.operations.length === 0) return undefined;
  const declares = (operation: SourceOperation) =>
    operation.statuses.some((declared) => declared === status || (/^\dXX$/i.test(declared) && declared[0] === status[0]));
  const missing = scope.operations.filter((operation) => !declares(operation));
  if (scope.quantifier === 'every' && missing.length)
    return `${missing.map(operationLabel).slice(0, 3).join(', ')}${missing.length > 3 ? ` y ${missing.length - 3} más` : ''} no declara \`${status}\``;
  if (scope.quantifier === 'some' && missing.length === scope.operations.length)
    return `ninguna operación de este alcance declara \`${status}\``;
  return undefined;
}

export interface ClaimCheck {
  claims: LocatedClaim[];
  problems: string[];
}

/** Every claim of every text, and the problems found, in file and pointer order. */
export function checkClaims(graph: SpecGraph, prose: ProseText[]): ClaimCheck {
  const claims: LocatedClaim[] = [];
  const problems: string[] = [];
  for (const text of prose) {
    const sentenceClaims = splitSentences(text.text).flatMap((sentence) => claimsOf(sentence));
    if (sentenceClaims.length === 0) continue;
    const scope = scopeOf(graph, text);
    for (const claim of sentenceClaims) {
      claims.push({file: text.file, pointer: text.pointer, claim});
      let reason: string | undefined;
      if (claim.kind === 'estado-http') reason = statusFailure(scope, claim.status);
      else if (scope.units.length) {
        const failures = scope.units.map((unit) => unitFailure(graph, unit, claim, scope.property));
        const failed = failures.filter((failure): failure is string => failure !== undefined);
        reason =
          scope.quantifier === 'every' || scope.units.length === 1 ? failed[0] : failed.length === failures.length ? failed[0] : undefined;
      }
      if (reason) problems.push(`${text.file}#${text.pointer} (${claim.kind}) «${claim.text}»: ${reason}`);
    }
  }
  return {claims, problems};
}

export function countClaimsByKind(claims: LocatedClaim[]): Record<ClaimKind, number> {
  const counts = Object.fromEntries(CLAIM_KINDS.map((kind) => [kind, 0])) as Record<ClaimKind, number>;
  for (const {claim} of claims) counts[claim.kind] += 1;
  return counts;
}
