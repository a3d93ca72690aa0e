/**
 * Mexican test identities: made-up values (the first surname of every person is PRUEBA, the company is
 * fictitious) that pass every check digit, and the documented response the sandbox answers when one of
 * them is sent in a given operation's field. The page /docs/herramientas/identidades-de-prueba renders
 * this module and the build publishes it as JSON (/descargas/identidades-de-prueba.json), so the three
 * never disagree.
 *
 * The outcomes are the simulator's choice among the responses each operation documents, with the spec's
 * named example; no product rule says which value gets which answer. Any other valid value keeps
 * getting the documented success example.
 */

export interface CurpIdentity {
  id: string;
  kind: 'curp';
  /** The sex the CURP carries at position 11: H, M or X. */
  sex: 'H' | 'M' | 'X';
  value: string;
  /** What it is, in Spanish. */
  label: string;
}

export interface RfcIdentity {
  id: string;
  kind: 'rfc';
  /** A natural person's RFC has 13 characters; a legal person's (a company), 12. Both end in homoclave and check digit. */
  person: 'fisica' | 'moral';
  value: string;
  label: string;
}

export interface ClabeIdentity {
  id: string;
  kind: 'clabe';
  value: string;
  label: string;
}

/** A voter credential's reverse, as `POST /validate` takes it and Vision's `IneBackResult` reads it. */
export interface IneIdentity {
  id: string;
  kind: 'ine';
  type: 'EFGH';
  ocr: string;
  cic: string;
  /** The digit after the CIC in the first line of the machine-readable zone (Vision's `cic_digit_check`). */
  cic_digit_check: string;
  /** The three lines of the machine-readable zone, every check digit valid (Vision's `lines`). */
  lines: [string, string, string];
  label: string;
}

export type TestIdentity = CurpIdentity | RfcIdentity | ClabeIdentity | IneIdentity;

/** Where an operation takes the identity: a field of its body (JSON or multipart) or a path parameter. */
export interface IdentityField {
  in: 'body' | 'path';
  name: string;
}

export interface IdentityOutcome {
  /** The `id` of a CURP, RFC or CLABE identity: its `value` is what the field carries. */
  identity: string;
  /** The API's id in the registry (`verification`, `people`…). */
  api: string;
  operationId: string;
  /** The operation's method and path in its published spec, for the page; the tests hold them to the spec. */
  method: string;
  path: string;
  field: IdentityField;
  /** The documented response and the name of its example (what `Prefer: code=…, example=…` asks for). */
  status: number;
  example: string;
}

export const TEST_IDENTITIES: readonly TestIdentity[] = [
  {id: 'curp-hombre', kind: 'curp', sex: 'H', value: 'PUSJ900315HDFRNN04', label: 'CURP con sexo H'},
  {id: 'curp-mujer', kind: 'curp', sex: 'M', value: 'PULM920714MJCRPR05', label: 'CURP con sexo M'},
  {id: 'curp-no-binaria', kind: 'curp', sex: 'X', value: 'PUOA951102XNLRRL09', label: 'CURP con sexo X'},
  {id: 'curp-no-encontrada', kind: 'curp', sex: 'H', value: 'PUNP880520HMCRXD09', label: 'CURP con sexo H'},
  {id: 'curp-en-conflicto', kind: 'curp', sex: 'M', value: 'PUVL870909MPLRGR03', label: 'CURP con sexo M'},
  {id: 'curp-error-interno', kind: 'curp', sex: 'H', value: 'PUMC930101HGTRRR04', label: 'CURP con sexo H'},
  {id: 'rfc-persona-fisica', kind: 'rfc', person: 'fisica', value: 'PUSJ900315T16', label: 'RFC de persona física (13 caracteres)'},
  {
    id: 'rfc-persona-fisica-error-interno',
    kind: 'rfc',
    person: 'fisica',
    value: 'PUMC930101Q24',
    label: 'RFC de persona física (13 caracteres)',
  },
  {id: 'rfc-persona-moral', kind: 'rfc', person: 'moral', value: 'CFP150312AB6', label: 'RFC de persona moral (12 caracteres)'},
  {id: 'clabe', kind: 'clabe', value: '012180009876543215', label: 'CLABE (18 dígitos)'},
  {id: 'clabe-error-interno', kind: 'clabe', value: '012180001230987651', label: 'CLABE (18 dígitos)'},
  {
    id: 'ine-hombre',
    kind: 'ine',
    type: 'EFGH',
    ocr: '1432098765432',
    cic: '209381746',
    cic_digit_check: '6',
    lines: ['IDMEX2093817466<<1432098765432', '9003152H3212312MEX<03<<0712346', 'PRUEBA<SANDOVAL<<JUAN<<<<<<<<<'],
    label: 'Credencial INE, modelo EFGH',
  },
  {
    id: 'ine-mujer',
    kind: 'ine',
    type: 'EFGH',
    ocr: '2718045678901',
    cic: '174520983',
    cic_digit_check: '3',
    lines: ['IDMEX1745209833<<2718045678901', '9207145M3012316MEX<01<<0529812', 'PRUEBA<LOPEZ<<MARIA<<<<<<<<<<<'],
    label: 'Credencial INE, modelo EFGH',
  },
];

const curpBody: IdentityField = {in: 'body', name: 'curp'};

export const IDENTITY_OUTCOMES: readonly IdentityOutcome[] = [
  {
    identity: 'curp-no-encontrada',
    api: 'verification',
    operationId: 'getCurp',
    method: 'POST',
    path: '/curp',
    field: curpBody,
    status: 404,
    example: 'curp-not-found',
  },
  {
    identity: 'curp-no-encontrada',
    api: 'verification',
    operationId: 'reverseRfcWithCurp',
    method: 'POST',
    path: '/reverse-rfc-with-curp',
    field: curpBody,
    status: 404,
    example: 'curp-not-found',
  },
  {
    identity: 'curp-no-encontrada',
    api: 'people',
    operationId: 'getPersonByNationalId',
    method: 'GET',
    path: '/people-search/{national_id}/national-id',
    field: {in: 'path', name: 'national_id'},
    status: 404,
    example: 'no-query-results-for-model-person',
  },
  {
    identity: 'curp-en-conflicto',
    api: 'verification',
    operationId: 'getCurp',
    method: 'POST',
    path: '/curp',
    field: curpBody,
    status: 409,
    example: 'conflict',
  },
  {
    identity: 'curp-error-interno',
    api: 'verification',
    operationId: 'getCurp',
    method: 'POST',
    path: '/curp',
    field: curpBody,
    status: 500,
    example: 'internal-server-error',
  },
  {
    identity: 'curp-error-interno',
    api: 'verification',
    operationId: 'reverseRfcWithCurp',
    method: 'POST',
    path: '/reverse-rfc-with-curp',
    field: curpBody,
    status: 500,
    example: 'internal-server-error',
  },
  {
    identity: 'curp-error-interno',
    api: 'people',
    operationId: 'createPersonFromCurp',
    method: 'POST',
    path: '/people/create-from-curp',
    field: curpBody,
    status: 500,
    example: 'connection-error',
  },
  {
    identity: 'rfc-persona-fisica-error-interno',
    api: 'verification',
    operationId: 'validateRfc',
    method: 'POST',
    path: '/rfc',
    field: {in: 'body', name: 'rfc'},
    status: 500,
    example: 'internal-server-error',
  },
  {
    identity: 'clabe-error-interno',
    api: 'people',
    operationId: 'createBankData',
    method: 'POST',
    path: '/person-bank-data',
    field: {in: 'body', name: 'clabe'},
    status: 500,
    example: 'connection-error',
  },
];

/** The value an outcome's field carries: the identity's own (only CURP, RFC and CLABE identities have outcomes). */
export function outcomeValue(outcome: IdentityOutcome): string {
  const identity = TEST_IDENTITIES.find((candidate) => candidate.id === outcome.identity);
  if (!identity || identity.kind === 'ine') throw new Error(`La fila de resultados nombra una identidad sin valor: ${outcome.identity}`);
  return identity.value;
}

/** What the JSON download holds: this module's data, as is. */
export function testIdentitiesDocument(): {identities: readonly TestIdentity[]; outcomes: readonly IdentityOutcome[]} {
  return {identities: TEST_IDENTITIES, outcomes: IDENTITY_OUTCOMES};
}
