import {withoutSchemaSettled} from './contractClaims';

/**
 * The Spanish forms that make a sentence of a description promise behaviour (issues 27 and 37): the meaning of `null`
 * or of an absent value, a state change, what is stored, a side effect (or its absence: «No modifica nada»), which
 * party does what, a time limit, what an update does with the fields you leave out, which authority answers, the
 * cause of an error. Such a sentence has its source on record (`descriptions` in provenance.yaml) or is rewritten.
 * Reader guidance — what the integrator can rely on where the product is silent — is not a promise; its forms are
 * listed one by one below, never exempted in bulk. Claims the schema itself can settle (required fields, lengths,
 * formats, statuses) are read by contractClaims.ts and compared with the schema instead.
 */

export const BEHAVIOUR_KINDS = [
  'nulo',
  'estado',
  'almacenamiento',
  'efecto',
  'reparto',
  'plazo',
  'unidad',
  'actualizacion',
  'autoridad',
  'orden',
  'omision',
  'calculado',
  'entrega',
  'posicion',
  'causa',
] as const;
export type BehaviourKind = (typeof BEHAVIOUR_KINDS)[number];

/** The kind "cause of an error": only in the description of a 4xx/5xx response (CAUSE_PATTERNS below). */
export const CAUSE_KIND = 'causa';

export const BEHAVIOUR_PATTERNS: Record<BehaviourKind, RegExp[]> = {
  // Meaning of `null` or of an absence: "`null` si…", "es `null` mientras…", "no viene cuando…", "vacío si…",
  // "se omite…". Any sentence that names `null` says what it means.
  nulo: [
    /`null`/,
    /\bno (?:viene|vienen|llega|llegan|aparece|aparecen) (?:si|cuando|mientras|en)\b/i,
    /\bse omiten?\b/i,

    /\bvac[ií][oa]s? (?:si|cuando|mientras|en)\b/i,
  ],
  // State change and transitions: "pasa a", "pasa por", "termina en", "nace en", "queda en", "queda **firmado**",
  // "empieza en", "cambia a", "vuelve a", "se marca como", "se cancela", "lo deja en", "(estado **creado**)".
  estado: [
    /\b(?:pasa|pasan) (?:a|por)\b/i,
    /\b(?:queda|quedan) (?:en|como|sin|con|ligad[oa]s?|\*\*|`)/i,
    /\b(?:empieza|empiezan|inicia|inician|nace|nacen|termina|terminan) en\b/i,
    /\b(?:cambia|cambian) a\b/i,
    /\b(?:vuelve|vuelven) a (?:`|pristine|pending|working)/i,
    /\bse marcan? como\b/i,
    /\b(?:lo|la|los|las) deja(?:n)? en\b/i,
    /\bse (?:cancela|cancelan|archiva|archivan|certifica|certifican|desactiva|desactivan|revoca|revocan|bloquea|bloquean|sella|sellan)\b/i,
    /\bestado \*\*/i,
  ],
  // Storage: "guarda", "no guarda", "almacena", "conserva", "se borra", "se elimina", "persiste".
  almacenamiento: [/\b(?:guarda|guardan|almacena|almacenan|conserva|conservan)\b/i, /\bse (?:borra|borran|elimina|eliminan)\b/i],
  // Side effect, or its absence: "envía un correo", "notifica", "se envía", "dispara", "avisa", "no modifica nada",
  // "solo lectura", "no afecta", "deja de recibir", "ya no podrás".
  efecto: [
    /\benv[ií]an? (?:un|una|el|la|los|las)? ?(?:correo|webhook|notificaci[oó]n|aviso|sms|c[oó]digo|mensaje)/i,
    /\bse env[ií]an?\b/i,
    /\bnotifica(?:n|mos)?\b/i,
    /\bdispara(?:n)?\b/i,
    /\b(?:te )?avisa(?:n)?\b/i,
    /\bno (?:modifica|modifican|cambia|cambian|altera|alteran|afecta|afectan|borra|borran|crea|crean)\b/i,
    /\bno se (?:modifica|modifican|cambia|cambian|borra|borran|afecta|afectan|altera|alteran)\b/i,
    /\bsolo lectura\b/i,
    /\bsin efectos?\b/i,
    /\bdeja(?:n)? de [a-záéíóúñ]+(?:ar|er|ir)(?:se|lo|la|los|las)?\b/i,
    /\bya no (?:podrás|puede|pueden|acepta|aceptan|se puede|se pueden)\b/i,
  ],
  // Which party does what: "tu servidor debe…", "debe responder…", "la API envía…", "Signt genera…", "la plataforma hace…".
  reparto: [
    /\btu servidor debe\b/i,
    /\bdebe responder\b/i,
    /\bresponde con un (?:código|estado)\b/i,
    /\b(?:la plataforma|la API|Signt) (?:envía|hace|genera|llama|sella|reúne|somete|reintenta)\b/i,
  ],
  // A time limit: "a las 24 horas", "en 300 segundos", "(300 segundos)", "vence", "caduca", "expira".
  plazo: [
    /\b(?:a|tras|despu[eé]s de|en|dentro de|unos|unas) (?:las |los )?\d+ (?:horas?|minutos?|segundos?|d[ií]as?|semanas?)\b/i,
    /\(\d+ (?:horas?|minutos?|segundos?|d[ií]as?)\)/i,
    /\b(?:vence|vencen|caduca|caducan|expira|expiran)\b/i,
  ],
  // A unit the product never gives: a currency ("en pesos mexicanos", "MXN").
  unidad: [/\bpesos\b/i, /\bMXN\b/, /\bcentavos\b/i, /\bd[oó]lares\b/i],
  // What an update does with what you send and leave out: "envía solo los campos que cambian", "con los campos
  // enviados", "solo se modifican los campos que envías", "reemplaza", "sustituye", "sobrescribe", "parcial",
  // "los demás datos", "la lista completa".
  actualizacion: [
    /\bsolo (?:se modifican |se actualizan |cambian )?(?:los campos|los datos|lo) que (?:envías|cambian?|mandas|cambias)\b/i,
    /\benv[ií]a solo (?:los campos|los datos|lo) que cambia/i,
    /\bcon los (?:campos|datos) (?:enviados|que env[ií]as|que env[ií]es)\b/i,
    /\b(?:reemplaza|reemplazan|reemplazar|sustituye|sustituyen|sobrescribe|sobrescriben|sobreescribe)\b/i,
    /\bparcial(?:es|mente)?\b/i,
    /\blos dem[aá]s (?:campos|datos)\b/i,
    /\bla lista completa\b/i,
  ],
  // Which authority answers: the product names none (SAT, RENAPO, IMSS, the INE as an institute, "el registro
  // oficial", "el padrón"); read outside code, where `code_renapo` or `SAT_DOCUMENT` are names, not claims.
  autoridad: [
    /\b(?:SAT|RENAPO|IMSS|INEGI)\b/,
    /\b(?:el|del|al) INE\b/,
    /\bregistro (?:oficial|de poblaci[oó]n|nacional de poblaci[oó]n)\b/i,
    /\bpadr[oó]n\b/i,
    /\blista nominal\b/i,
    /\b(?:Servicio de Administraci[oó]n Tributaria|Registro Nacional de Poblaci[oó]n|Instituto Nacional Electoral|Instituto Mexicano del Seguro Social)\b/i,
  ],
  // Issue 52, one class each. The order of a list's items: "ordenados por similitud", "del más reciente al más
  // antiguo", "en orden cronológico", "primero los más recientes".
  orden: [
    /\bordenad[oa]s?\b/i,
    /\ben (?:el )?orden (?:de|por|en que|cronol[oó]gico|alfab[eé]tico|inverso|descendente|ascendente)\b/i,
    /\bdel? (?:la )?m[aá]s (?:reciente|nuev[oa]|antigu[oa]|alt[oa]|baj[oa])\b/i,
    /\bprimero (?:los|las|el|la) (?:m[aá]s|de mayor|de menor)\b/i,
  ],
  // What the API does with a field you leave out: "si no lo envías, se busca en todas", "si lo omites", "por
  // omisión", "por defecto", "de forma predeterminada".
  omision: [
    /\bsi no (?:lo|la|los|las|se) (?:env[ií]as|env[ií]a|mandas|incluyes|indicas|pasas)\b/i,
    /\bsi (?:lo|la|los|las) omites\b/i,
    /\bsi se omite\b/i,
    // «(`default` por omisión)», «(por omisión, 1)»; a noun named for it («Texto por omisión», «valor por
    // omisión») is what the field holds, not what happens when you leave it out.
    /(?<!\b(?:valor|valores|texto|imagen|archivo|contenido))\s+por (?:omisi[oó]n|defecto)\b|\(por (?:omisi[oó]n|defecto)\b/i,
    /\b(?:de forma|por) predeterminad[oa]\b/i,
  ],
  // A value the API computes, or never returns: "se calcula", "calculado a partir de", "nunca viene", "no se devuelve".
  calculado: [
    /\bse calcula(?:n)?\b/i,
    /\b(?:lo|la|los|las) calcula(?:n)?\b/i,
    /\b(?:calculad[oa]s?|derivad[oa]s?) (?:a partir|de|con|por)\b/i,
    /\bnunca (?:viene|vienen|llega|llegan|se devuelve|se devuelven|se env[ií]a|se env[ií]an|regresa|aparece)\b/i,
    /\bno se (?:devuelve|devuelven|regresa|regresan)\b/i,
  ],
  // Delivery and retries: "puede llegarte más de una vez", "se considera una entrega fallida", "reintenta el envío",
  // "al menos una vez", "se reenvía".
  entrega: [
    /\bm[aá]s de una vez\b/i,
    /\bal menos una vez\b/i,
    /\bentregas? fallidas?\b/i,
    /\b(?:la API|la plataforma|Signt|el servicio|se) (?:reintenta|reintentan|reenv[ií]a|reenv[ií]an)\b/i,
    /\breintentos? (?:autom[aá]ticos?|de entrega|de env[ií]o)\b/i,
  ],
  // Units and positions of the API's own values nobody gave: "en puntos", "en píxeles", "esquina superior
  // izquierda", "desde el origen", "en milímetros".
  posicion: [
    /\ben (?:puntos|p[ií]xeles|pixeles|mil[ií]metros|cent[ií]metros|pulgadas)\b/i,
    /\besquina (?:superior|inferior)\b/i,
    /\b(?:desde|respecto a|respecto de) (?:el|la) (?:origen|esquina|borde|margen)\b/i,
  ],
  // Cause of an error: matched by CAUSE_PATTERNS, in a 4xx/5xx response's description or next to an error status.
  causa: [],
};

/** Kinds read with code spans taken out: a field or constant named in code is not a claim about an authority. */
const READ_WITHOUT_CODE = new Set<BehaviourKind>(['autoridad']);

/**
 * Reader guidance: what the integrator can rely on where the product is silent. A sentence is guidance when, once
 * these forms are taken out, nothing in it promises behaviour; a promise written next to guidance still counts.
 */
export const READER_GUIDANCE: RegExp[] = [
  // "decide por el estado HTTP", "decide por el estado que leas", "decide por `status`"
  /\bdecide por (?:el|la|los|las)? ?(?:estado|código|campo|valor|`)[^.;:]*/gi,
  // "el texto (del mensaje) puede variar"
  /\bel texto(?: del mensaje)? puede variar\b/gi,
  // "No hay un orden de transiciones documentado"
  /\bno hay un orden de transiciones documentado\b/gi,
  // "no dependas de …"
  /\bno dependas de[^.;:]*/gi,
];

/**
 * Where a sentence sits: in no error response, in a 4xx response (`error`) or in a 5xx one (`servidor`), where every
 * sentence that is not advice nor the plain name of the error states a cause.
 */
export type ResponseClass = 'ninguna' | 'error' | 'servidor';

/**
 * The kinds a sentence promises, guidance forms taken out first; empty when it promises none. `response`: the
 * sentence describes a 4xx/5xx response, where a stated cause of the error is a promise too. Anywhere, a sentence
 * that ties an error status to a condition («`404` si…», «`500` ante…») states a cause.
 */
export function behaviourKinds(sentence: string, response: ResponseClass | boolean = 'ninguna'): BehaviourKind[] {
  const where: ResponseClass = response === true ? 'error' : response === false ? 'ninguna' : response;
  const rest = READER_GUIDANCE.reduce((text, form) => text.replace(form, ' '), sentence);
  const withoutCode = rest.replace(/`[^`]*`/g, ' ');
  const kinds = BEHAVIOUR_KINDS.filter((kind) =>
    BEHAVIOUR_PATTERNS[kind].some((pattern) => pattern.test(READ_WITHOUT_CODE.has(kind) ? withoutCode : rest)),
  );
  // What the schema settles (missing fields, lengths, types, allowed values) is checked against it by claimCheck.ts.
  const unsettled = withoutSchemaSettled(rest);
  const advice = where === 'servidor' && ADVICE.test(rest.trim());
  const cause =
    (where !== 'ninguna' && !advice && CAUSE_PATTERNS.some((pattern) => pattern.test(unsettled))) ||
    (where === 'servidor' && /[a-záéíóúñ]{3}/i.test(rest) && !GENERIC_SERVER_ERROR.test(rest.trim()) && !advice) ||
    STATUS_CAUSE.some((pattern) => pattern.test(rest));
  return cause ? [...kinds, CAUSE_KIND] : kinds;
}

/**
 * Cause of an error, in the description of a 4xx/5xx response or its examples: "si falta…", "cuando no existe…",
 * "si ya…", and the same causes said without «si»: "Llave de API ausente o incorrecta", "El documento ya está
 * firmado", "un texto supera 255 caracteres", "el cuerpo no es JSON válido".
 */
export const CAUSE_PATTERNS: RegExp[] = [
  /\b(?:si|cuando) (?:falta|faltan|no existe|no existen|ya|no hay|no se encuentra|el|la|los|las|no)\b/i,
  /\bno existe\b/i,
  /\bno (?:es|son|tiene|tienen|cumple|cumplen|corresponde|corresponden|pasa|pasan|coincide|coinciden|trae|traen|llega|llegan|se (?:encontró|encuentra|pudo|detecta|detectó))(?![a-záéíóúñ])/i,
  /\b(?:falta|faltan|supera|superan|excede|exceden|ausente|ausentes|incorrect[ao]s?|inválid[ao]s?|vencid[ao]s?|expirad[ao]s?|revocad[ao]s?|repetid[ao]s?|duplicad[ao]s?)\b/i,
  /\bya (?:está|estaba|fue|tiene|existe)(?![a-záéíóúñ])/i,
];

/**
 * An error status tied to a condition, anywhere: "`404` si la persona no existe", "Si falta alguno responde `400`",
 * "`500` si falla el procesamiento". "`500` ante un error interno" names the error, not a cause; "`401`/`403` por la
 * llave de API" is the credential rule every operation declares.
 */
const ERROR_STATUS = String.raw`\x60?\b[45]\d\d\b\x60?`;
export const STATUS_CAUSE: RegExp[] = [
  new RegExp(String.raw`${ERROR_STATUS}[^;.]*?\b(?:si|cuando|ante(?!\s+(?:un\s+)?error\s+interno)|porque|por(?!\s+la\s+llave))\b`, 'i'),
  new RegExp(String.raw`\b(?:si|cuando)\b[^;:.]*\brespond\w*\s+(?:con\s+)?${ERROR_STATUS}`, 'i'),
];

/** A 5xx response's plain name, which states no cause: "Error interno del servidor." */
const GENERIC_SERVER_ERROR = /^(?:error interno(?: del servidor)?|error del servidor|internal server error)\.?$/i;

/** Advice to the reader in a 5xx response: what to do, not why it happened. */
const ADVICE =
  /^(?:[-*]\s*)?(?:reintenta|contacta|revisa|espera|corrige|vuelve|guarda|registra|usa|pide|comprueba|consulta|decide|trátalos|llama|si persiste)\b/i;

/**
 * Sentences of a description: split on a sentence end followed by a capital letter or a code span, on blank lines
 * and on Markdown list items or table rows; code spans are not split (they may hold dots).
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const block of text.split(/\n\s*\n|\n(?=\s*(?:[-*] |\d+\. |\|))/)) {
    const line = block.replace(/\s+/g, ' ').trim();
    if (!line) continue;
    // Mask code spans so their dots never end a sentence.
    const spans: string[] = [];
    const masked = line.replace(/`[^`]*`/g, (span) => `\uE000${spans.push(span) - 1}\uE000`);
    for (const part of masked.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡\uE000«(])/)) {
      const sentence = part.replace(/\uE000(\d+)\uE000/g, (_, i: string) => spans[Number(i)]).trim();
      if (sentence) sentences.push(sentence);
    }
  }
  return sentences;
}
