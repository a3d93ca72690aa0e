/**
 * What is wrong with the request the console is about to send, field by field, in Spanish: the
 * parameters, the JSON body (its syntax, then its schema), the multipart fields and the credential.
 * Pure: the console gives it the form's values.
 */
import type {CredentialField, OperationModel, Spec} from './operation';
import {validateParameters} from './parameters';
import {prepareValidation, validateValue, type FieldIssue} from './validation';

export interface RequestForm {
  parameters: Record<string, string>;
  /** The JSON editor's text (operations with a JSON body). */
  jsonText: string;
  /** Multipart text fields by name, and the names of the file fields with a file chosen. */
  textFields: Record<string, string>;
  chosenFiles: ReadonlySet<string>;
  credentials: Record<string, string>;
  /** False for the simulated server, which sends a stand-in credential when none is typed. */
  credentialNeeded: boolean;
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

const isMultipart = (model: OperationModel) => model.body?.mediaType.startsWith('multipart/') ?? false;

export function requestIssues(spec: Spec, model: OperationModel, credentialList: CredentialField[], form: RequestForm): FieldIssue[] {
  const found = validateParameters(spec, model, form.parameters);
  const body = model.body;
  if (body && !isMultipart(model)) {
    if (form.jsonText.trim() !== '') {
      let value: unknown;
      try {
        value = JSON.parse(form.jsonText);
      } catch (error) {
        return [...found, {path: '(cuerpo)', message: jsonSyntaxError(form.jsonText, error as Error)}];
      }
      found.push(...validateValue(spec, body.schema, value, 'request'));
    } else if (body.required) {
      found.push({path: '(cuerpo)', message: 'El cuerpo es obligatorio.'});
    }
  }
  if (body && isMultipart(model)) {
    for (const field of body.fields) {
      const missing = field.file ? !form.chosenFiles.has(field.name) : (form.textFields[field.name] ?? '') === '';
      if (field.required && missing) found.push({path: field.name, message: field.file ? 'Elige un archivo.' : 'Es obligatorio.'});
    }
  }
  if (
    form.credentialNeeded &&
    credentialList.length > 0 &&
    !credentialList.some((field) => (form.credentials[field.scheme] ?? '').trim() !== '')
  ) {
    found.push({path: 'credenciales', message: 'Escribe la credencial que pide la operación.'});
  }
  return found;
}

/**
 * The validations «Enviar» will run, built ahead (the request's schemas, then the documented
 * responses'), one per call of the returned steps, so the console can spread them over idle time.
 */
export function validationWarmUp(spec: Spec, model: OperationModel): Array<() => void> {
  const steps: Array<() => void> = [];
  if (model.body && !isMultipart(model)) steps.push(() => prepareValidation(spec, model.body!.schema, 'request'));
  for (const parameter of model.parameters) steps.push(() => prepareValidation(spec, parameter.schema, 'request'));
  for (const response of model.responses) {
    for (const [mediaType, schema] of Object.entries(response.schemas)) {
      if (/\bjson\b/i.test(mediaType)) steps.push(() => prepareValidation(spec, schema, 'response'));
    }
  }
  return steps;
}
