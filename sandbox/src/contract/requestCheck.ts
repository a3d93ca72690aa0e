/**
 * The checks a request gets against its operation's contract before it is sent: the try-it console
 * runs them on its form, and the MCP server's `llamar` on an assistant's request. One implementation,
 * so both say the same thing about the same request: the parameters (path, query, header) against
 * their schemas, the JSON body's syntax and schema, a required body, the required parts of a
 * multipart body and its conditions between parts (`file` or `tmp_file_id`), and, where the server
 * needs one, a credential.
 */
import {credentialFields, type OperationModel, type Spec} from './operation';
import {validateParameters} from './parameters';
import {formConditionIssues, validateValue, type FieldIssue} from './validation';

/**
 * The body as the request holds it: JSON as the text typed or sent; multipart as the parts given, each
 * by its name with its text (a file part with its file name).
 */
export type BodyToCheck = {kind: 'none'} | {kind: 'json'; text: string} | {kind: 'multipart'; parts: Readonly<Record<string, string>>};

export interface RequestToCheck {
  /** Values by `parameterKey` (`query:page`, `path:id`, `header:X-Id`); an empty string is a value not sent. */
  parameters: Record<string, string>;
  body: BodyToCheck;
  /** Credential values by security scheme name. */
  credentials: Record<string, string>;
  /** Whether a credential must be given: the simulated server accepts a stand-in, a real one does not. */
  credentialRequired: boolean;
}

/** A JSON syntax error in Spanish, with the line and column the parser stopped at. */
export function jsonSyntaxError(text: string, error: Error): string {
  const position = /position (\d+)/.exec(error.message);
  if (!position) return 'No es JSON válido: revisa comillas, comas y llaves.';
  const before = text.slice(0, Number(position[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `No es JSON válido: hay un error de sintaxis en la línea ${line}, columna ${column} (revisa comillas, comas y llaves).`;
}

export const isMultipartBody = (model: OperationModel) => model.body?.mediaType.startsWith('multipart/') ?? false;

/** Every way the request breaks the contract, in Spanish, by field; empty when it keeps it. */
export function checkRequest(spec: Spec, model: OperationModel, request: RequestToCheck): FieldIssue[] {
  const found = validateParameters(spec, model, request.parameters);
  const multipart = isMultipartBody(model);
  const {body} = request;
  if (model.body && !multipart) {
    if (body.kind === 'json' && body.text.trim() !== '') {
      let value: unknown;
      try {
        value = JSON.parse(body.text);
      } catch (error) {
        return [...found, {path: '(cuerpo)', message: jsonSyntaxError(body.text, error as Error)}];
      }
      found.push(...validateValue(spec, model.body.schema, value, 'request'));
    } else if (model.body.required) {
      found.push({path: '(cuerpo)', message: 'El cuerpo es obligatorio.'});
    }
  }
  if (model.body && multipart) {
    const parts = body.kind === 'multipart' ? body.parts : {};
    for (const field of model.body.fields) {
      if (field.required && !(field.name in parts))
        found.push({path: field.name, message: field.file ? 'Falta el archivo, que es obligatorio.' : 'Es obligatorio.'});
    }
    // No validator runs on a form: its conditions are checked as the sandbox and the API check them.
    found.push(...formConditionIssues(spec, model.body.schema, parts));
  }
  const credentials = credentialFields(model);
  if (
    request.credentialRequired &&
    credentials.length > 0 &&
    !credentials.some((field) => (request.credentials[field.scheme] ?? '').trim() !== '')
  ) {
    found.push({path: 'credenciales', message: 'Escribe la credencial que pide la operación.'});
  }
  return found;
}
