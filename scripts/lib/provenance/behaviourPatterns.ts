/**
 * The Spanish forms that make a sentence of a description promise behaviour (issue 27): the meaning of `null` or of
 * an absent value, a state change, what is stored, a side effect, which party does what, the cause of an error. Such a sentence has its source on record
 * (`descriptions` in provenance.yaml) or is rewritten. Reader guidance — what the integrator can rely on where the
 * product is silent — is not a promise; its forms are listed one by one below, never exempted in bulk.
 */

export const BEHAVIOUR_KINDS = ['nulo', 'estado', 'almacenamiento', 'efecto', 'reparto', 'causa'] as const;
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
  // State change: "pasa a", "queda en", "empieza en", "cambia a", "vuelve a", "se marca como".
  estado: [
    /\b(?:pasa|pasan) a\b/i,
    /\b(?:queda|quedan) (?:en|como)\b/i,
    /\b(?:empieza|empiezan|inicia|inician) en\b/i,
    /\b(?:cambia|cambian) a\b/i,
    /\b(?:vuelve|vuelven) a (?:`|pristine|pending|working)/i,
    /\bse marcan? como\b/i,
  ],
  // Storage: "guarda", "no guarda", "almacena", "conserva", "se borra", "se elimina", "persiste".
  almacenamiento: [/\b(?:guarda|guardan|almacena|almacenan|conserva|conservan)\b/i, /\bse (?:borra|borran|elimina|eliminan)\b/i],
  // Side effect: "envía un correo", "notifica", "se envía", "dispara", "avisa".
  efecto: [
    /\benv[ií]an? (?:un|una|el|la|los|las)? ?(?:correo|webhook|notificaci[oó]n|aviso|sms|c[oó]digo|mensaje)/i,
    /\bse env[ií]an?\b/i,
    /\bnotifica(?:n|mos)?\b/i,
    /\bdispara(?:n)?\b/i,
    /\b(?:te )?avisa(?:n)?\b/i,
  ],
  // Which party does what: "tu servidor debe…", "debe responder…", "la API envía…", "Signt genera…", "la plataforma hace…".
  reparto: [
    /\btu servidor debe\b/i,
    /\bdebe responder\b/i,
    /\bresponde con un (?:código|estado)\b/i,
    /\b(?:la plataforma|la API|Signt) (?:envía|hace|genera|llama|sella|reúne|somete|reintenta)\b/i,
  ],
  // Cause of an error: matched by CAUSE_PATTERNS, and only in a 4xx/5xx response's description, never elsewhere.
  causa: [],
};

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
 * The kinds a sentence promises, guidance forms taken out first; empty when it promises none. `ofErrorResponse`: the
 * sentence describes a 4xx/5xx response, where a stated cause of the error is a promise too.
 */
export function behaviourKinds(sentence: string, ofErrorResponse = false): BehaviourKind[] {
  const rest = READER_GUIDANCE.reduce((text, form) => text.replace(form, ' '), sentence);
  const kinds = BEHAVIOUR_KINDS.filter((kind) => BEHAVIOUR_PATTERNS[kind].some((pattern) => pattern.test(rest)));
  return ofErrorResponse && CAUSE_PATTERNS.some((pattern) => pattern.test(rest)) ? [...kinds, CAUSE_KIND] : kinds;
}

/** Cause of an error, in the description of a 4xx/5xx response: "si falta…", "cuando no existe…", "si ya…". */
export const CAUSE_PATTERNS: RegExp[] = [
  /\b(?:si|cuando) (?:falta|faltan|no existe|no existen|ya|no hay|no se encuentra|el|la|los|las|no)\b/i,
  /\bno existe\b/i,
];

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
