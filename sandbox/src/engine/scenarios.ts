/**
 * The test scenarios of an API: each documented response of each operation (and each of its named
 * examples), with the `Prefer` header that asks the sandbox for it.
 */
import {preferHeader} from './conventions';
import {responseExamples} from './engine';
import {OperationIndex} from './operations';
import {resolve} from './refs';
import type {SpecDocument} from './types';

export interface Scenario {
  status: number;
  /** The example's name; absent when the response names none. */
  example?: string;
  /** What it represents: the example's summary, else the response's description (first line). */
  represents: string;
  prefer: string;
}

export interface OperationScenarios {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  scenarios: Scenario[];
}

export {preferHeader};

export function listScenarios(spec: SpecDocument): OperationScenarios[] {
  return new OperationIndex(spec).all().map((operation) => {
    const scenarios = Object.keys(operation.operation.responses ?? {})
      .filter((status) => /^\d{3}$/.test(status))
      .flatMap((status): Scenario[] => {
        const code = Number(status);
        const description = String(resolve(spec, operation.operation.responses[status])?.description ?? '')
          .trim()
          .split('\n')[0];
        const named = responseExamples(spec, operation.operation, status).filter((example) => example.name !== undefined);
        if (named.length === 0) return [{status: code, represents: description, prefer: preferHeader(code)}];
        return named.map((example) => ({
          status: code,
          example: example.name,
          represents: example.summary ?? description,
          prefer: preferHeader(code, example.name),
        }));
      })
      .sort((a, b) => a.status - b.status);
    return {
      operationId: String(operation.operationId ?? `${operation.method} ${operation.path}`),
      method: operation.method.toUpperCase(),
      path: operation.path,
      summary: String(operation.summary ?? operation.operationId ?? ''),
      scenarios,
    };
  });
}
