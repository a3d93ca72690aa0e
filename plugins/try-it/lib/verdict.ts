/** The contract verdict of a response: does its body match the documented schema for its status? */
import {documentedResponse, type OperationModel, type Spec} from '../../../sandbox/src/contract/operation';
import {validateValue, type FieldIssue} from '../../../sandbox/src/contract/validation';

export type Verdict = {ok: true; message: string} | {ok: false; message: string; issues: FieldIssue[]};

const isJson = (contentType: string) => /\bjson\b/i.test(contentType);

export function contractVerdict(spec: Spec, model: OperationModel, status: number, contentType: string, bodyText: string): Verdict {
  const documented = documentedResponse(model, status);
  if (!documented) {
    const listed = model.responses.map((response) => response.status).join(', ');
    return {ok: false, message: `El estado ${status} no está documentado para esta operación (documentados: ${listed}).`, issues: []};
  }
  const mediaTypes = Object.keys(documented.schemas);
  if (mediaTypes.length === 0) {
    return bodyText.trim() === ''
      ? {ok: true, message: 'La respuesta cumple el contrato'}
      : {ok: false, message: 'Para este estado no hay un cuerpo documentado, pero la respuesta trae uno.', issues: []};
  }
  const jsonType = mediaTypes.find(isJson);
  if (!jsonType) return {ok: true, message: 'La respuesta cumple el contrato'};
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return {
      ok: false,
      message: `El contrato documenta JSON (${jsonType}) para el estado ${status}, pero la respuesta no es JSON (Content-Type: ${contentType || 'sin indicar'}).`,
      issues: [],
    };
  }
  const issues = validateValue(spec, documented.schemas[jsonType], body, 'response');
  return issues.length === 0
    ? {ok: true, message: 'La respuesta cumple el contrato'}
    : {ok: false, message: `La respuesta no cumple el contrato del estado ${documented.status}:`, issues};
}
