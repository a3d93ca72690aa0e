/**
 * Each API answers a fault in its own error body. A dialect turns a fault (no credentials, unknown
 * path, wrong method, unreadable body, invalid request) into the status and body that API documents:
 * - the documented example when the spec has one for that very fault (`query field is required`,
 *   `Missing required parameter: webhook`, `No [file] provided`, `Failed authorization`…);
 * - else the API's body shape filled with its server wording where the product spec gives it
 *   (messages.ts);
 * - else the API's body shape with a Spanish message starting with `Simulador:` and the note header,
 *   so nobody takes the simulator's text for the server's.
 * A 401/403 the contract documents without a body is answered without a body.
 */
import {ajvDetail, fieldKey, laravelMessage, SANDBOX_PREFIX, sandboxMessage} from './messages';
import type {Operation} from './operations';
import type {Issue} from './validate';
import type {DocumentedExample} from './engine';

export type Fault =
  | {kind: 'auth'; scheme: 'apiKey' | 'bearer'}
  | {kind: 'route'; path: string}
  | {kind: 'method'; method: string; allowed: string[]}
  | {kind: 'body'; reason: string}
  | {kind: 'invalid'; issues: Issue[]}
  /** A scenario asks for a documented error response that has no example. */
  | {kind: 'documented'; status: number};

export interface FaultContext {
  api: string;
  operation?: Operation;
  /** Whether the operation documents this status. */
  documents(status: number): boolean;
  /** The documented examples of that status (empty when it has no body). */
  examples(status: number): DocumentedExample[];
}

export interface Answer {
  status: number;
  /** Undefined: no body, as the contract documents that status. */
  body?: unknown;
  /** Spanish note (header) when the wording is the simulator's own. */
  note?: string;
}

export type Dialect = (fault: Fault, context: FaultContext) => Answer;

export const SANDBOX_NOTE = 'Mensaje del simulador (empieza por «Simulador:»): decide por el estado HTTP; la API real puede redactarlo de otra forma.';

const routeText = (fault: Extract<Fault, {kind: 'route'}>) => `${SANDBOX_PREFIX} la ruta ${fault.path} no existe en esta API.`;
const methodText = (fault: Extract<Fault, {kind: 'method'}>) =>
  `${SANDBOX_PREFIX} el método ${fault.method} no está documentado en esta ruta; usa ${fault.allowed.join(', ')}.`;
const bodyText = (fault: Extract<Fault, {kind: 'body'}>) => `${SANDBOX_PREFIX} ${fault.reason}.`;
const documentedText = (fault: Extract<Fault, {kind: 'documented'}>) =>
  `${SANDBOX_PREFIX} respuesta ${fault.status} documentada; el contrato no fija su mensaje.`;
/** `UNPROCESSABLE_ENTITY`, as Visionary names its error types. */
const STATUS_NAMES: Record<number, [string, string, string]> = {
  400: ['BAD_REQUEST', 'BadRequestError', 'Bad Request'],
  401: ['UNAUTHORIZED', 'UnauthorizedError', 'Unauthorized'],
  403: ['FORBIDDEN', 'ForbiddenError', 'Forbidden'],
  404: ['NOT_FOUND', 'NotFoundError', 'Not Found'],
  405: ['METHOD_NOT_ALLOWED', 'MethodNotAllowedError', 'Method Not Allowed'],
  409: ['CONFLICT', 'ConflictError', 'Conflict'],
  422: ['UNPROCESSABLE_ENTITY', 'UnprocessableEntityError', 'Unprocessable Entity'],
  500: ['INTERNAL_SERVER_ERROR', 'InternalServerError', 'Internal Server Error'],
};
const upperName = (status: number) => STATUS_NAMES[status]?.[0] ?? `HTTP_${status}`;
const pascalName = (status: number) => STATUS_NAMES[status]?.[1] ?? `HttpError${status}`;
/** The HTTP reason phrase (`Unprocessable Entity`), as Visionary's documented examples carry it in `error`. */
const reasonPhrase = (status: number) => STATUS_NAMES[status]?.[2] ?? `HTTP ${status}`;

/**
 * The keys of a field → messages map an issue goes under: its field, or, for a choice between fields (`file` or
 * `tmp_file_id`, issue 37), each field it names, as a Laravel `required_without` rule reports on each of them.
 */
/** One message once per field, as the servers list each failed rule of a field once. */
const addMessage = (map: Record<string, string[]>, key: string, message: string) => {
  const list = (map[key] ??= []);
  if (!list.includes(message)) list.push(message);
};

const mapKeys = (issue: Issue): string[] =>
  issue.rule.kind === 'condition' ? issue.rule.fields.map((field) => fieldKey([...issue.path, field])) : [fieldKey(issue.path) || 'body'];

/** The documented answer to missing credentials: 401 (or 403 when only that is documented), its example or no body. */
function missingKey(context: FaultContext, fallback?: (status: number) => unknown): Answer {
  const status = context.documents(401) || !context.documents(403) ? 401 : 403;
  const [example] = context.examples(status);
  if (example) return {status, body: example.value};
  return {status, body: fallback?.(status)};
}

const findExample = (context: FaultContext, status: number, test: (value: unknown) => boolean) =>
  context.examples(status).find((example) => test(example.value));
const mentions = (text: string) => (value: unknown) => JSON.stringify(value ?? null).includes(text);

/**
 * Signt's reviewers answer a validation failure with a list of Spanish messages, `{success: false, code,
 * errors: [...]}` (product spec §8: "reviewer creation errors come as an errors array of Spanish
 * messages"): where the operation's documented example has that list, the fault comes in it. The
 * contract gives no template for those messages, so they are the simulator's.
 */
const listsErrors = (context: FaultContext, status: number) =>
  context.examples(status).some((example) => Array.isArray((example.value as {errors?: unknown} | null)?.errors));
const errorList = (status: number, messages: string[]) => ({success: false, code: status, errors: messages});

/**
 * People, Workflows and Signt: `{success: false, code, error}`; validation as a field → messages map,
 * with 422 in People and 400 in Workflows and Signt (product spec §8: "422 field validation map; 400
 * field validation map in workflows and signing"), or the other one when the operation documents only it.
 */
const laravel =
  (validationOrder: [number, number]): Dialect =>
  (fault, context) => {
    const validationStatus = validationOrder.find((status) => context.documents(status)) ?? validationOrder[0];
    const error = (status: number, message: unknown) => ({success: false, code: status, error: message});
    switch (fault.kind) {
      case 'auth': {
        if (fault.scheme === 'bearer') {
          // Product spec §6 and §8: "Missing token gives 403 'Missing authorization token'".
          const documented = findExample(context, 403, mentions('Missing authorization token'));
          return {status: 403, body: documented?.value ?? error(403, 'Missing authorization token')};
        }
        // Product spec §8: "401/403 'Failed authorization'".
        return missingKey(context, (status) => error(status, 'Failed authorization'));
      }
      case 'route':
        return {status: 404, body: error(404, routeText(fault)), note: SANDBOX_NOTE};
      case 'method':
        return {status: 405, body: error(405, methodText(fault)), note: SANDBOX_NOTE};
      case 'documented':
        return {status: fault.status, body: error(fault.status, documentedText(fault)), note: SANDBOX_NOTE};
      case 'body':
        if (listsErrors(context, validationStatus))
          return {status: validationStatus, body: errorList(validationStatus, [bodyText(fault)]), note: SANDBOX_NOTE};
        return {status: validationStatus, body: error(validationStatus, {body: [bodyText(fault)]}), note: SANDBOX_NOTE};
      case 'invalid': {
        if (listsErrors(context, validationStatus))
          return {status: validationStatus, body: errorList(validationStatus, fault.issues.map(sandboxMessage)), note: SANDBOX_NOTE};
        const map: Record<string, string[]> = {};
        let own = false;
        for (const issue of fault.issues) {
          const message = laravelMessage(issue) ?? sandboxMessage(issue);
          own ||= message.startsWith(SANDBOX_PREFIX);
          for (const key of mapKeys(issue)) addMessage(map, key, message);
        }
        return {status: validationStatus, body: error(validationStatus, map), ...(own ? {note: SANDBOX_NOTE} : {})};
      }
    }
  };

/** Verification: registry calls answer `{code, message, errors}`; the INE validation, `{status, name, code, message}`. */
const verification: Dialect = (fault, context) => {
  const ineStyle = context.examples(400).some((example) => (example.value as {name?: string})?.name === 'BadRequestError');
  if (fault.kind === 'auth') return missingKey(context);
  if (ineStyle) {
    const ine = (status: number, name: string, code: string, message: string, details?: unknown[]) => ({
      status,
      name,
      code,
      message,
      ...(details ? {details} : {}),
    });
    switch (fault.kind) {
      case 'route':
        return {status: 404, body: ine(404, 'NotFoundError', 'NOT_FOUND', routeText(fault)), note: SANDBOX_NOTE};
      case 'method':
        return {status: 405, body: ine(405, 'MethodNotAllowedError', 'METHOD_NOT_ALLOWED', methodText(fault)), note: SANDBOX_NOTE};
      case 'body':
        return {status: 400, body: ine(400, 'BadRequestError', 'BAD_REQUEST', bodyText(fault)), note: SANDBOX_NOTE};
      case 'documented':
        return {
          status: fault.status,
          body: ine(fault.status, pascalName(fault.status), upperName(fault.status), documentedText(fault)),
          note: SANDBOX_NOTE,
        };
      case 'invalid': {
        const missingParameter = fault.issues.find((issue) => issue.in !== 'body' && issue.rule.kind === 'required');
        if (missingParameter) {
          // Documented: 400 MISSING_REQUIRED_PARAMETER "Missing required parameter: webhook".
          const name = String(missingParameter.path[0]);
          const documented = findExample(context, 400, mentions(`Missing required parameter: ${name}`));
          return {
            status: 400,
            body: documented?.value ?? ine(400, 'BadRequestError', 'MISSING_REQUIRED_PARAMETER', `Missing required parameter: ${name}`),
          };
        }
        let own = false;
        const details = fault.issues.map((issue) => {
          const detail = ajvDetail(issue);
          if (detail) return detail;
          own = true;
          return {
            path: issue.path.map((segment) => `/${segment}`).join(''),
            code: issue.rule.kind,
            message: sandboxMessage(issue),
            info: {},
          };
        });
        return {
          status: 422,
          body: ine(422, 'UnprocessableEntityError', 'VALIDATION_FAILED', 'Validation failed', details),
          ...(own ? {note: SANDBOX_NOTE} : {}),
        };
      }
    }
  }
  const registry = (code: number, message: string, errors: Record<string, string[]> = {}) => ({code, message, errors});
  switch (fault.kind) {
    case 'route':
      return {status: 404, body: registry(404, routeText(fault)), note: SANDBOX_NOTE};
    case 'method':
      return {status: 405, body: registry(405, methodText(fault)), note: SANDBOX_NOTE};
    case 'documented':
      return {status: fault.status, body: registry(fault.status, documentedText(fault)), note: SANDBOX_NOTE};
    case 'body': {
      const status = context.documents(400) ? 400 : 422;
      return {
        status,
        body: registry(status, status === 400 ? 'Bad request' : 'Unprocessable entity', {body: [bodyText(fault)]}),
        note: SANDBOX_NOTE,
      };
    }
    case 'invalid': {
      // Documented: 422 "Unprocessable entity" for a missing field, 400 "Bad request" for a malformed one.
      const onlyMissing = fault.issues.every((issue) => issue.rule.kind === 'required');
      const status = onlyMissing || !context.documents(400) ? 422 : 400;
      const errors: Record<string, string[]> = {};
      let own = false;
      for (const issue of fault.issues) {
        const message = laravelMessage(issue) ?? sandboxMessage(issue);
        own ||= message.startsWith(SANDBOX_PREFIX);
        for (const key of mapKeys(issue)) addMessage(errors, key, message);
      }
      return {
        status,
        body: registry(status, status === 400 ? 'Bad request' : 'Unprocessable entity', errors),
        ...(own ? {note: SANDBOX_NOTE} : {}),
      };
    }
  }
};

/** Vision (OCR): `{name, message}`. */
const vision: Dialect = (fault, context) => {
  const body = (name: string, message: string) => ({name, message});
  switch (fault.kind) {
    case 'auth':
      return missingKey(context);
    case 'route':
      return {status: 404, body: body('NotFoundError', routeText(fault)), note: SANDBOX_NOTE};
    case 'method':
      return {status: 405, body: body('MethodNotAllowedError', methodText(fault)), note: SANDBOX_NOTE};
    case 'body':
      return {status: 400, body: body('BadRequestError', bodyText(fault)), note: SANDBOX_NOTE};
    case 'documented':
      return {status: fault.status, body: body(pascalName(fault.status), documentedText(fault)), note: SANDBOX_NOTE};
    case 'invalid': {
      // Product spec §8: 400 "[type] field must be one of: INE, INE_REVERSO".
      if (fault.issues.some((issue) => issue.path[0] === 'type')) {
        const documented = findExample(context, 400, mentions('[type] field must be one of'));
        if (documented) return {status: 400, body: documented.value};
      }
      // A file that is not an image holds no credential: the documented 422 "Unable to detect document…".
      if (fault.issues.some((issue) => issue.rule.kind === 'fileType')) {
        const documented = findExample(context, 422, mentions('Unable to detect document'));
        if (documented) return {status: 422, body: documented.value};
      }
      return {status: 400, body: body('BadRequestError', sandboxMessage(fault.issues[0])), note: SANDBOX_NOTE};
    }
  }
};

/** Black Lists: `{status: false, error}`. */
const blacklists: Dialect = (fault, context) => {
  const body = (error: string) => ({status: false, error});
  switch (fault.kind) {
    case 'auth':
      return missingKey(context);
    case 'route':
      return {status: 404, body: body(routeText(fault)), note: SANDBOX_NOTE};
    case 'method':
      return {status: 405, body: body(methodText(fault)), note: SANDBOX_NOTE};
    case 'body':
      return {status: 400, body: body(bodyText(fault)), note: SANDBOX_NOTE};
    case 'documented':
      return {status: fault.status, body: body(documentedText(fault)), note: SANDBOX_NOTE};
    case 'invalid': {
      const missing = fault.issues.find((issue) => issue.rule.kind === 'required');
      if (missing) {
        // Product spec §8: 400 "query field is required".
        const documented = findExample(context, 400, mentions(`${fieldKey(missing.path)} field is required`));
        if (documented) return {status: 400, body: documented.value};
      }
      return {status: 400, body: body(sandboxMessage(fault.issues[0])), note: SANDBOX_NOTE};
    }
  }
};

/**
 * Lexi: `{success: false, data: null, error: {code, message}}`. The product spec gives the shape and
 * the statuses (400 missing field or unreadable body, 422 a value out of its rules) but no code or
 * message: `code` is the status and `message` the simulator's.
 */
const lexi: Dialect = (fault, context) => {
  const body = (status: number, message: string) => ({success: false, data: null, error: {code: String(status), message}});
  switch (fault.kind) {
    case 'auth':
      return missingKey(context);
    case 'route':
      return {status: 404, body: body(404, routeText(fault)), note: SANDBOX_NOTE};
    case 'method':
      return {status: 405, body: body(405, methodText(fault)), note: SANDBOX_NOTE};
    case 'body':
      return {status: 400, body: body(400, bodyText(fault)), note: SANDBOX_NOTE};
    case 'documented':
      return {status: fault.status, body: body(fault.status, documentedText(fault)), note: SANDBOX_NOTE};
    case 'invalid': {
      const missing = fault.issues.find((issue) => issue.rule.kind === 'required');
      const status = missing || !context.documents(422) ? 400 : 422;
      return {status, body: body(status, sandboxMessage(missing ?? fault.issues[0])), note: SANDBOX_NOTE};
    }
  }
};

/**
 * Visionary: `{message, error, error_type}` (product spec §3: «Error envelope: message, data (optional), error,
 * error_type»), `error` the HTTP reason phrase as in the documented examples; the missing file and a wrong file
 * type have documented examples.
 */
const visionary: Dialect = (fault, context) => {
  const body = (status: number, message: string) => ({message, error: reasonPhrase(status), error_type: upperName(status)});
  switch (fault.kind) {
    case 'auth':
      return missingKey(context);
    case 'route':
      return {status: 404, body: body(404, routeText(fault)), note: SANDBOX_NOTE};
    case 'method':
      return {status: 405, body: body(405, methodText(fault)), note: SANDBOX_NOTE};
    case 'body':
      return {status: 422, body: body(422, bodyText(fault)), note: SANDBOX_NOTE};
    case 'documented':
      return {status: fault.status, body: body(fault.status, documentedText(fault)), note: SANDBOX_NOTE};
    case 'invalid': {
      const fileIssue = fault.issues.find((issue) => issue.path[0] === 'file');
      if (fileIssue?.rule.kind === 'required') {
        const documented = findExample(context, 422, mentions('No [file] provided'));
        if (documented) return {status: 422, body: documented.value};
      }
      if (fileIssue?.rule.kind === 'fileType' || fileIssue?.rule.kind === 'file') {
        const documented = findExample(context, 422, mentions('Invalid file type'));
        if (documented) return {status: 422, body: documented.value};
      }
      return {status: 422, body: body(422, sandboxMessage(fault.issues[0])), note: SANDBOX_NOTE};
    }
  }
};

/** An API without a dialect of its own: the documented example of the status, else a Spanish `{error}`. */
const generic: Dialect = (fault, context) => {
  if (fault.kind === 'auth') return missingKey(context);
  if (fault.kind === 'documented') return {status: fault.status, body: {error: documentedText(fault)}, note: SANDBOX_NOTE};
  const status = fault.kind === 'route' ? 404 : fault.kind === 'method' ? 405 : context.documents(422) ? 422 : 400;
  const message =
    fault.kind === 'route'
      ? routeText(fault)
      : fault.kind === 'method'
        ? methodText(fault)
        : fault.kind === 'body'
          ? bodyText(fault)
          : sandboxMessage(fault.issues[0]);
  return {status, body: {error: message}, note: SANDBOX_NOTE};
};

const DIALECTS: Record<string, Dialect> = {
  people: laravel([422, 400]),
  workflows: laravel([400, 422]),
  signt: laravel([400, 422]),
  verification,
  vision,
  blacklists,
  lexi,
  visionary,
};

export function dialectFor(api: string): Dialect {
  return DIALECTS[api] ?? generic;
}
