/**
 * Parameter fields: their initial values (documented default, else the example) and their checks,
 * with Spanish messages. A path, query or header value is text; it is converted to the schema's
 * type before validating, as the API would read it.
 */
import {resolve as resolveRef} from '../engine/refs';
import type {OperationModel, ParameterField, Spec} from './operation';
import {validateValue, type FieldIssue} from './validation';

/** A parameter's key in the values the console's form (and the MCP server's `llamar`) hold: `query:page`. */
export const parameterKey = (parameter: ParameterField) => `${parameter.in}:${parameter.name}`;

export function initialParameterValues(model: OperationModel): Record<string, string> {
  const values: Record<string, string> = {};
  for (const parameter of model.parameters) {
    const initial = parameter.default ?? (parameter.required ? parameter.example : undefined);
    values[parameterKey(parameter)] = initial === undefined || initial === null ? '' : String(initial);
  }
  return values;
}

function typed(spec: Spec, parameter: ParameterField, text: string): unknown {
  const schema = resolveRef(spec, parameter.schema);
  const types = [schema?.type].flat();
  if ((types.includes('integer') || types.includes('number')) && text.trim() !== '' && !Number.isNaN(Number(text))) return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

const LOCATION: Record<ParameterField['in'], string> = {path: 'de ruta', query: 'de consulta', header: 'de encabezado'};

export function validateParameters(spec: Spec, model: OperationModel, values: Record<string, string>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const parameter of model.parameters) {
    const text = values[parameterKey(parameter)] ?? '';
    const path = `${parameter.name} (parámetro ${LOCATION[parameter.in]})`;
    if (text === '') {
      if (parameter.required) issues.push({path, message: 'Es obligatorio.'});
      continue;
    }
    for (const issue of validateValue(spec, parameter.schema, typed(spec, parameter, text), 'request')) {
      issues.push({path, message: issue.message});
    }
  }
  return issues;
}
