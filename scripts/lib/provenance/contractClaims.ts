/**
 * The claims about the contract a sentence of prose makes (issue 37), read with Spanish patterns: which fields it
 * calls required or optional, which lengths, bounds and formats it states, and which HTTP statuses it names. Each
 * claim is compared with the schema by claimCheck.ts; this module only reads sentences, so its patterns are unit
 * tested on real sentences of the specs, each both ways (one it must read, one it must leave).
 */

export const CLAIM_KINDS = ['obligatorio', 'opcional', 'longitud', 'rango', 'formato', 'tipo', 'valores', 'estado-http'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/**
 * Whom a claim is about: named fields, the property the description belongs to (`propiedad`), or any field of
 * the request (`alguno`: «si falta un campo obligatorio»).
 */
export type ClaimSubject = {fields: string[]} | 'propiedad' | 'alguno';

export type Claim =
  | {kind: 'obligatorio'; subject: ClaimSubject; conditional: boolean; text: string}
  | {kind: 'opcional'; subject: ClaimSubject; text: string}
  | {kind: 'longitud'; subject: ClaimSubject; unit: 'caracteres' | 'elementos'; min?: number; max?: number; text: string}
  | {kind: 'rango'; subject: ClaimSubject; min?: number; max?: number; text: string}
  | {kind: 'formato'; subject: ClaimSubject; format: Format; text: string}
  | {kind: 'tipo'; subject: ClaimSubject; type: JsonType; text: string}
  | {kind: 'valores'; subject: ClaimSubject; values: (string | number)[]; text: string}
  | {kind: 'estado-http'; status: string; text: string};

export type Format = 'uuid' | 'fecha' | 'https' | 'correo' | 'url';
export type JsonType = 'integer' | 'number' | 'string' | 'boolean' | 'array' | 'object';

/** A sentence with its code spans masked as `\uE000n\uE001`, so patterns never read inside code. */
interface Masked {
  text: string;
  spans: string[];
}

const SPAN = /\uE000(\d+)\uE001/g;

function mask(sentence: string): Masked {
  const spans: string[] = [];
  const text = sentence.replace(/`([^`]*)`/g, (_, inner: string) => `\uE000${spans.push(inner) - 1}\uE001`);
  return {text, spans};
}

/** A field name as the specs write it in code: `person_id`, `bank_data.clabe`, `signers[].password`. */
const FIELD = /^[A-Za-z_][A-Za-z0-9_]*(?:(?:\.|\[\]\.?)[A-Za-z0-9_]+)*$/;
/** Code that is a value, not a field: literals and upper-case constants. */
const VALUE = /^(?:true|false|null|[A-Z0-9_]+|\d.*)$/;

/** The field names among the code spans of a masked fragment, in order. */
function fieldsIn(fragment: string, spans: string[]): string[] {
  return [...fragment.matchAll(SPAN)].map((match) => spans[Number(match[1])]).filter((code) => FIELD.test(code) && !VALUE.test(code));
}

/** A fragment without its parenthesised asides (nested once), which name examples, not subjects. */
const withoutAsides = (fragment: string): string => fragment.replace(/\([^()]*(?:\([^()]*\)[^()]*)*\)/g, ' ');

/** The clauses of a sentence: `;` separates claims about different things. */
const clausesOf = (text: string): string[] => text.split(/;\s*/);

/** The position of the parenthesis a match sits in, or -1 when it is outside any. */
function openParenthesisBefore(text: string, index: number): number {
  let depth = 0;
  for (let i = index - 1; i >= 0; i -= 1) {
    if (text[i] === ')') depth += 1;
    else if (text[i] === '(') {
      if (depth === 0) return i;
      depth -= 1;
    }
  }
  return -1;
}

/** The fields a word like «obligatorio» or «opcional» is said of: after it («Son obligatorios `a`»), inside its aside, or before it. */
function subjectOf(clause: string, spans: string[], start: number, end: number, sentence = clause): ClaimSubject {
  const after = clause.slice(end);
  if (/^\s*:?\s*\uE000/.test(after)) {
    const listed = fieldsIn(withoutAsides(after).split(/\.\s/)[0], spans);
    if (listed.length) return {fields: listed};
  }
  const before = clause.slice(0, start);
  const open = openParenthesisBefore(clause, start);
  if (open >= 0) {
    const inside = fieldsIn(clause.slice(open, start), spans);
    if (inside.length) return {fields: inside};
    const outside = fieldsIn(withoutAsides(clause.slice(0, open)), spans);
    if (outside.length)
      return {fields: /\b(?:ambos|ambas|los dos|las dos|todos|todas)\b/i.test(clause.slice(open, start)) ? outside : outside.slice(-1)};
  }
  const stated = fieldsIn(withoutAsides(before), spans);
  if (stated.length) return {fields: stated};
  // «ambos obligatorios» after the fields were named in asides or in the clause before: all of the sentence's.
  if (/\b(?:ambos|ambas|los dos|las dos)\s+(?:son\s+)?$/i.test(before)) {
    const all = fieldsIn(sentence, spans);
    if (all.length) return {fields: all};
  }
  return 'propiedad';
}

/** «obligatorio(s)», «obligatoria(s)», «requerido(s)»; not «como obligatoria» (a meaning), nor the value of a field. */
const REQUIRED_WORD = /(?<!\bcomo )\b(?:obligatori|requerid)[oa]s?\b/gi;
/** «`x` es opcional», «son opcionales», «(opcional)», «Opcional.»: not «validación opcional» (an adjective of a feature). */
const OPTIONAL_WORD = /(?:\b(?:es|son)\s+|\(|^|;\s*|\b(?:Texto|Valor|Campo|Dato)\s+)(opcional(?:es)?)\b(?!\s+(?:del?|de la)\b)/gi;
/** «un campo obligatorio», «algún dato obligatorio»: the request has required fields, none named. */
const ANY_REQUIRED = /\b(?:un|algún|alguno|cada|otro|todo)\s+(?:campo|dato|parámetro)(?:\s+\S+)?\s+(?:obligatori|requerid)[oa]s?\b$/i;
/** A condition right after the word: «obligatorio si no envías…», «… para los modelos `D`», «… cuando `type` es…». */
const CONDITION_AFTER =
  /^(?:[^()]*\))?\s*(?:,\s*)?(?:solo\s+)?(?:si|cuando|para|salvo|excepto|según|en\s+(?:los|las|el|la)\s+(?:modelos?|tipos?|casos?|clases?))\b/i;
/** Either/or wording: «uno de los dos», «ni `a` ni `b`», «`a` o `b` (uno de los tres)». */
const EITHER = /\b(?:uno de los (?:dos|tres)|una de las (?:dos|tres)|ni\s+\uE000\d+\uE001\s+ni|al menos uno de)\b/i;

function requiredClaims(clause: string, spans: string[], text: string, sentence: string): Claim[] {
  const claims: Claim[] = [];
  for (const match of clause.matchAll(REQUIRED_WORD)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const before = clause.slice(0, end);
    if (ANY_REQUIRED.test(before)) {
      // «falta un campo obligatorio (`a`, `b`)»: the aside names them.
      const aside = /^\s*(\([^()]*\))/.exec(clause.slice(end));
      const named = aside ? fieldsIn(aside[1], spans) : [];
      claims.push({kind: 'obligatorio', subject: named.length ? {fields: named} : 'alguno', conditional: false, text});
      continue;
    }
    const subject = subjectOf(clause, spans, start, end, sentence);
    const conditional = CONDITION_AFTER.test(clause.slice(end)) || EITHER.test(clause.slice(end).split(/[;.]/)[0]);
    claims.push({kind: 'obligatorio', subject, conditional, text});
  }
  // «si falta `a`», «si faltan `a` y `b`», «si `ids` falta», «si no llega ni `a` ni `b`», «si falta la imagen».
  const missing =
    /(?:\b(?:si|cuando)\s+|^\s*(?:-\s*)?|[:;,]\s*)((?:\uE000\d+\uE001(?:\s*(?:,|y|e|o|u)\s*\uE000\d+\uE001)*\s+)?)(faltan?|no (?:envías|llegan?))\b/gi;
  for (const match of clause.matchAll(missing)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    // «obligatorio si no envías `x`» is the condition of a requirement, read above.
    if (/(?:obligatori|requerid)[oa]s?\s*,?\s*$/i.test(clause.slice(0, start))) continue;
    const named = fieldsIn(match[1], spans);
    // The missing fields run to the next alternative cause («, o si…», «, si…», «o si…»).
    const rest = withoutAsides(clause.slice(end)).split(
      /,\s+(?!\uE000)|,\s+\uE000\d+\uE001 no\b|\s+o\s+(?:un|una|el|la|los|las|algún|si|tiene|no)\b/i,
    )[0];
    // A credential is not a field of the request: «si la llave falta», «si no envías el token».
    if (/^\s*(?:(?:el|la|tu)\s+)?(?:llave|token|encabezado)\b/i.test(rest) || /\b(?:llave|token)\b/i.test(clause.slice(0, start))) continue;
    // «Si falta o no es válida»: the subject is elided; nothing to compare.
    if (named.length === 0 && /^\s*(?:$|o\b|,)/.test(rest)) continue;
    const objectFirst = /^\s*(?:(?:el|la)\s+(?:parámetro|campo|parte)\s+)?(?:ni\s+)?\uE000/.test(rest);
    const listed = named.length ? named : objectFirst ? fieldsIn(rest, spans) : [];
    const plural = /faltan|llegan/i.test(match[2]) || /\bni\b/.test(rest);
    if (listed.length === 0) claims.push({kind: 'obligatorio', subject: 'alguno', conditional: false, text});
    else {
      // «falta `cic` en los modelos `D` o `EFGH`»: missing only under a condition.
      const after = rest.replace(/^\s*(?:ni\s+)?(?:\uE000\d+\uE001\s*(?:,|(?:y|e|o|u|ni)(?=\s))?\s*)+/, '');
      const either =
        (plural && listed.length > 1 && /\b(?:y|e|ni)\b/.test(rest + match[1])) || EITHER.test(rest) || CONDITION_AFTER.test(after);
      claims.push({kind: 'obligatorio', subject: {fields: listed}, conditional: either, text});
    }
  }
  return claims;
}

function optionalClaims(clause: string, spans: string[], text: string): Claim[] {
  return [...clause.matchAll(OPTIONAL_WORD)].map((match) => {
    const start = (match.index ?? 0) + match[0].length - match[1].length;
    return {kind: 'opcional', subject: subjectOf(clause, spans, start, start + match[1].length), text};
  });
}

const NUMBER = String.raw`(\d+)`;
const LENGTH_UNIT = String.raw`(caracteres|car[aá]cter|d[ií]gitos|elementos|im[aá]genes|archivos|valores)`;
const MAX_WORDS = String.raw`(?:hasta|m[aá]ximo(?: de)?|como m[aá]ximo|a lo m[aá]s|no m[aá]s de|supera(?:n)?|pasa(?:n)? de|excede(?:n)?|m[aá]s de|mayor(?:es)? (?:a|que))`;
const MIN_WORDS = String.raw`(?:al menos|m[ií]nimo(?: de)?|como m[ií]nimo|menos de|menor(?:es)? (?:a|que))`;
const EXACT_WORDS = String.raw`(?:exactamente|de exactamente)`;

/**
 * The subject of a number or a format: the field named in the same stretch of the clause («`sha256` no tiene 64
 * caracteres»), the field an aside follows («`name` (hasta 255 caracteres)»), every field before with «cada uno»,
 * or, when the stretch names none («un texto supera 255 caracteres»), the property the description belongs to.
 */
function numberSubject(clause: string, spans: string[], index: number, end: number): ClaimSubject {
  const open = openParenthesisBefore(clause, index);
  const eachOne = /^\s*(?:cada (?:uno|una)|ambos|ambas)\b/i.test(clause.slice(end));
  if (eachOne) {
    const all = fieldsIn(withoutAsides(clause.slice(0, open >= 0 ? open : index)), spans);
    if (all.length) return {fields: all};
  }
  const head = clause.slice(0, index);
  const separators = [...head.matchAll(/,\s|\s+o\s+|\s+y\s+|\s+e\s+|:\s|\(/g)].map((match) => (match.index ?? 0) + match[0].length);
  const stretchStart = Math.max(0, ...separators);
  const inStretch = fieldsIn(clause.slice(stretchStart, index), spans);
  if (inStretch.length) return {fields: inStretch.slice(-1)};
  // «`sha256` falta o no tiene 64 caracteres»: a predicate without its subject shares the one before «o».
  if (/^\s*(?:no|debe|tiene|pasa|supera|excede)\b/.test(clause.slice(stretchStart, index))) {
    const previousStart = Math.max(0, ...separators.filter((at) => at < stretchStart));
    const previous = fieldsIn(clause.slice(previousStart, stretchStart), spans);
    if (previous.length) return {fields: previous.slice(-1)};
  }
  // An aside that names no field of its own is about the field right before it: «`knockout_rules` (obligatorio, UUID)».
  if (open >= 0 && fieldsIn(clause.slice(open, index), spans).length === 0) {
    const adjacent = /\uE000(\d+)\uE001\s*$/.exec(clause.slice(0, open));
    if (adjacent && FIELD.test(spans[Number(adjacent[1])]) && !VALUE.test(spans[Number(adjacent[1])]))
      return {fields: [spans[Number(adjacent[1])]]};
  }
  return 'propiedad';
}

function lengthClaims(clause: string, spans: string[], text: string): Claim[] {
  const claims: Claim[] = [];
  const unitOf = (word: string): 'caracteres' | 'elementos' =>
    /^(?:caracteres|car[aá]cter|d[ií]gitos)$/i.test(word) ? 'caracteres' : 'elementos';
  const patterns: [RegExp, (m: RegExpMatchArray) => {min?: number; max?: number; unit: string}][] = [
    [
      new RegExp(String.raw`\b(?:entre|de)\s+${NUMBER}\s+(?:y|a)\s+${NUMBER}\s+${LENGTH_UNIT}`, 'gi'),
      (m) => ({min: +m[1], max: +m[2], unit: m[3]}),
    ],
    [new RegExp(String.raw`\b${MAX_WORDS}\s+${NUMBER}\s+${LENGTH_UNIT}`, 'gi'), (m) => ({max: +m[1], unit: m[2]})],
    [new RegExp(String.raw`\b${MIN_WORDS}\s+${NUMBER}\s+${LENGTH_UNIT}`, 'gi'), (m) => ({min: +m[1], unit: m[2]})],
    [new RegExp(String.raw`\b${NUMBER}\s+${LENGTH_UNIT}\s+como\s+m[aá]ximo`, 'gi'), (m) => ({max: +m[1], unit: m[2]})],
    [new RegExp(String.raw`\b${NUMBER}\s+${LENGTH_UNIT}\s+como\s+m[ií]nimo`, 'gi'), (m) => ({min: +m[1], unit: m[2]})],
    [
      new RegExp(String.raw`(?:\b${EXACT_WORDS}\s+|\bno tiene(?:n)?\s+|\btiene(?:n)?\s+|\(|\bde\s+)${NUMBER}\s+${LENGTH_UNIT}`, 'gi'),
      (m) => ({min: +m[1], max: +m[1], unit: m[2]}),
    ],
  ];
  const taken: [number, number][] = [];
  for (const [pattern, read] of patterns) {
    for (const match of clause.matchAll(pattern)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (taken.some(([from, to]) => start < to && end > from)) continue;
      taken.push([start, end]);
      const {min, max, unit} = read(match);
      claims.push({
        kind: 'longitud',
        subject: numberSubject(clause, spans, start, end),
        unit: unitOf(unit),
        ...(min !== undefined ? {min} : {}),
        ...(max !== undefined ? {max} : {}),
        text,
      });
    }
  }
  return claims;
}

/** «de 0 a 1», «entre 1 y 7», «0-255»: a bound on a number, not followed by a length unit or a time. */
function rangeClaims(clause: string, spans: string[], text: string): Claim[] {
  const claims: Claim[] = [];
  const notUnit = String.raw`(?!\s*(?:${LENGTH_UNIT.slice(1, -1)}|segundos|minutos|horas|d[ií]as|KB|MB|%|en\b|por\b|p[aá]ginas))`;
  const pattern = new RegExp(String.raw`(?:\bde|\bentre|\()\s+?(\d+(?:\.\d+)?)\s+(?:a|y)\s+(\d+(?:\.\d+)?)\b${notUnit}`, 'gi');
  for (const match of clause.matchAll(pattern)) {
    const start = match.index ?? 0;
    claims.push({
      kind: 'rango',
      subject: numberSubject(clause, spans, start, start + match[0].length),
      min: Number(match[1]),
      max: Number(match[2]),
      text,
    });
  }
  return claims;
}

function formatClaims(clause: string, spans: string[], text: string): Claim[] {
  const claims: Claim[] = [];
  const forms: [RegExp, Format][] = [
    [/\bUUIDs?\b/g, 'uuid'],
    [/\b(?:YYYY|AAAA)-MM-DD\b/g, 'fecha'],
    [/\bHTTPS\b/g, 'https'],
    [/\bno es un correo(?: electrónico)? válido\b|\bcorreo inválido\b/gi, 'correo'],
    [/\bno es una URL\b/gi, 'url'],
  ];
  // A date format is often written in code: «`birth_date` (`YYYY-MM-DD`)».
  const unmasked = clause.replace(SPAN, (whole, i: string) => (/^(?:YYYY|AAAA)-MM-DD$/.test(spans[Number(i)]) ? spans[Number(i)] : whole));
  for (const [pattern, format] of forms) {
    for (const match of unmasked.matchAll(pattern)) {
      const start = match.index ?? 0;
      claims.push({kind: 'formato', subject: numberSubject(unmasked, spans, start, start + match[0].length), format, text});
    }
  }
  return claims;
}

const TYPE_WORDS: Record<string, JsonType> = {
  entero: 'integer',
  'número entero': 'integer',
  número: 'number',
  texto: 'string',
  cadena: 'string',
  booleano: 'boolean',
  lista: 'array',
  arreglo: 'array',
  objeto: 'object',
};

/** «`dependents` no es un entero», «`custom_catalog_id` debe ser texto»: the type a field takes. */
function typeClaims(clause: string, spans: string[], text: string): Claim[] {
  const pattern =
    /\uE000(\d+)\uE001\s+(?:no es|debe ser)\s+(?:un |una )?(número entero|entero|número|texto|cadena|booleano|lista|arreglo|objeto)\b/gi;
  return [...clause.matchAll(pattern)].flatMap((match) => {
    const field = spans[Number(match[1])];
    if (!FIELD.test(field) || VALUE.test(field)) return [];
    return [{kind: 'tipo' as const, subject: {fields: [field]}, type: TYPE_WORDS[match[2].toLowerCase()], text}];
  });
}

/** A value in code as the schema writes it: `0` is a number, `MALE` a string. */
const valueOf = (code: string): string | number => (/^-?\d+(?:\.\d+)?$/.test(code) ? Number(code) : code);

/**
 * «`gender` no es `MALE` ni `FEMALE`», «`type` no es `guarantee`, `collection` ni `ownership`», «`gender` acepta
 * `MALE` o `FEMALE`»: the values a field admits; «`type` no es uno de los permitidos»: the field has a list of them.
 */
function valueClaims(clause: string, spans: string[], text: string): Claim[] {
  const claims: Claim[] = [];
  const listed =
    /\uE000(\d+)\uE001\s+(?:no es|no son|acepta|admite|debe ser)\s+((?:\uE000\d+\uE001)(?:\s*(?:,|o|ni)\s*\uE000\d+\uE001)*)/gi;
  for (const match of clause.matchAll(listed)) {
    const field = spans[Number(match[1])];
    if (!FIELD.test(field) || VALUE.test(field)) continue;
    const values = [...match[2].matchAll(SPAN)].map((value) => valueOf(spans[Number(value[1])]));
    claims.push({kind: 'valores', subject: {fields: [field]}, values, text});
  }
  const allowed =
    /\uE000(\d+)\uE001\s+(?:(?:o|y)\s+[^,;.]*?)?no (?:es|son|está) (?:(?:uno|una) de (?:los|las) [a-záéíóúñ]+(?: de [a-záéíóúñ]+)?|(?:un|una) [a-záéíóúñ]+(?: de [a-záéíóúñ]+)? permitid[oa]|un valor permitido|valores? permitidos?|en su lista)/gi;
  for (const match of clause.matchAll(allowed)) {
    const field = spans[Number(match[1])];
    if (FIELD.test(field) && !VALUE.test(field)) claims.push({kind: 'valores', subject: {fields: [field]}, values: [], text});
  }
  return claims;
}

/**
 * The parts of a sentence whose claims the schema settles (missing fields, lengths, types, allowed values) or that
 * only name a validation failure («no pasa la validación», «Petición inválida»). Taken out, what is left of an error
 * response's sentence is a cause the product spec must give (behaviourPatterns.ts).
 */
const SCHEMA_SETTLED: RegExp[] = [
  // «falta `a`, `b` o `c`», «falta un campo obligatorio (`a`, `b`)», «falta la imagen», «`ids` falta».
  /(?:\b(?:si|cuando)\s+)?(?:`[^`]+`\s+)?\bfaltan?\b(?:\s+(?:el|la|los|las|un|una|algún|alguna|alguno)\b)?(?:\s+(?:campo|dato|parámetro|archivo|imagen|lista)s?(?:\s+(?:personal|obligatori[oa]s?))*)?(?:\s*\([^)]*\))?(?:\s*`[^`]+`(?:\s*(?:,|y|e|o|ni)\s*`[^`]+`)*)?/gi,
  // «un texto supera 255 caracteres», «la CLABE no tiene 18 dígitos», «`name` pasa de 255 caracteres».
  /[^,;:.]*?\b(?:supera|superan|pasa de|pasan de|no tiene|no tienen|tiene más de|excede)\s+(?:exactamente\s+)?(?:entre\s+\d+\s+y\s+)?\d+\s+(?:caracteres|dígitos|elementos|imágenes)/gi,
  // «`type` no está entre 0 y 4», «`page` es menor que 1».
  /`[^`]+`\s+(?:no está entre\s+\d+\s+y\s+\d+|es (?:menor|mayor) que\s+\d+)/gi,
  // «`seniority` no es un entero», «`type` no es `A` ni `B`», «`class` no es una de las permitidas».
  /`[^`]+`\s+(?:(?:o|y)\s+[^,;.]*?)?(?:no es|no son|no está|debe ser)\s+(?:un |una )?(?:número entero|entero|número|texto|cadena|booleano|lista|arreglo|objeto|(?:uno|una) de (?:los|las) [a-záéíóúñ]+(?: de [a-záéíóúñ]+)?|[a-záéíóúñ]+(?: de [a-záéíóúñ]+)? permitid[oa]|valor permitido|valores? permitidos?|en su lista|`[^`]+`(?:\s*(?:,|o|ni)\s*`[^`]+`)*)/gi,
  // Only the name of a validation failure.
  /\b(?:los|el|la|las|un|una)?\s*(?:datos?|valor(?:es)?|parámetros?|solicitud|definición|carga masiva|petición|cuerpo|campos?|elementos?)\b[^:;.]*?\bno pasan? la validación\b/gi,
  /\b(?:error de validación|petición inválida|petición incorrecta|petición rechazada|campos inválidos)\b/gi,
  /\b(?:uno o más|algún|alguno|un|una|algunos?)\s+(?:campos?|valor(?:es)?|elementos?|datos?)\b[^:;.]{0,40}?\bno (?:cumplen?|es|son|pasan?|tiene)\s+(?:las reglas|sus reglas|su regla|válid[oa]s?|del tipo esperado|el tipo correcto|la validación)/gi,
  /\bno cumplen? (?:las|sus) reglas\b/gi,
];

export function withoutSchemaSettled(sentence: string): string {
  // Example summaries are plain text: a bare `snake_case` name there is a field, as in code.
  const coded = sentence.replace(/(?<![`\w])([a-z]+(?:_[a-z0-9]+)+)(?![`\w])/g, '`$1`');
  return SCHEMA_SETTLED.reduce((text, form) => text.replace(form, ' '), coded);
}

/** HTTP statuses the API answers: in code (`404`), or bare after «responde»/«estado»/«código» or in «401/403». */
const STATUS_CODE = /^(?:20[0-6]|4(?:0\d|1\d|2\d|5[01])|50\d|51[01])$/;

function statusClaims(masked: Masked, text: string): Claim[] {
  const found = new Set<string>();
  for (const match of masked.text.matchAll(SPAN)) {
    const code = masked.spans[Number(match[1])];
    for (const part of code.split('/')) if (STATUS_CODE.test(part)) found.add(part);
  }
  const bare = /(?<![\d.,\uE000])\b(\d{3})(?:\s*\/\s*(\d{3}))?\b(?![\d.,\uE001])/g;
  for (const match of masked.text.matchAll(bare)) {
    const context = masked.text.slice(Math.max(0, (match.index ?? 0) - 40), match.index ?? 0);
    const slashed = match[2] !== undefined;
    if (!slashed && !/\b(?:responde[ns]?|respuesta|estado|código|c[oó]digo|HTTP|error(?:es)?|con un|un)\s*$/i.test(context)) continue;
    for (const code of [match[1], match[2]]) if (code && STATUS_CODE.test(code)) found.add(code);
  }
  return [...found].map((status) => ({kind: 'estado-http', status, text}));
}

/** Every claim about the contract one sentence of prose makes. */
export function claimsOf(sentence: string): Claim[] {
  const masked = mask(sentence);
  const claims: Claim[] = [];
  for (const clause of clausesOf(masked.text)) {
    claims.push(
      ...requiredClaims(clause, masked.spans, sentence, masked.text),
      ...optionalClaims(clause, masked.spans, sentence),
      ...lengthClaims(clause, masked.spans, sentence),
      ...rangeClaims(clause, masked.spans, sentence),
      ...formatClaims(clause, masked.spans, sentence),
      ...typeClaims(clause, masked.spans, sentence),
      ...valueClaims(clause, masked.spans, sentence),
    );
  }
  claims.push(...statusClaims(masked, sentence));
  const seen = new Set<string>();
  return claims.filter((claim) => {
    const key = JSON.stringify(claim);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
