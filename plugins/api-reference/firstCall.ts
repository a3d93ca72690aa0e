/**
 * The home page's "first call": the documented request and answer of People's createPerson, taken
 * from its view model at build time (the cURL sample and the spec's 201 example) and written where
 * the home page imports it (`@generated/api-reference/first-call.json`), so the home page shows the
 * product at work without shipping or fetching a spec.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {OperationView} from './viewModel/types';

export const FIRST_CALL = {service: 'people', operationId: 'createPerson', status: '201'} as const;

export interface FirstCall {
  summary: string;
  method: string;
  path: string;
  route: string;
  request: {language: string; code: string};
  response: {status: string; language: string; code: string};
}

export function firstCallOf(operations: readonly OperationView[]): FirstCall {
  const operation = operations.find((candidate) => candidate.operationId === FIRST_CALL.operationId);
  if (!operation) throw new Error(`[api-reference] la página de inicio necesita ${FIRST_CALL.operationId} en la API ${FIRST_CALL.service}`);
  const sample = operation.codeSamples.find((candidate) => candidate.value === 'curl') ?? operation.codeSamples[0];
  const example = operation.responses.find((response) => response.status === FIRST_CALL.status)?.contents[0]?.examples[0];
  if (!sample || !example)
    throw new Error(`[api-reference] ${FIRST_CALL.operationId} no documenta su cURL o su ejemplo ${FIRST_CALL.status}`);
  return {
    summary: operation.summary,
    method: operation.method,
    path: operation.path,
    route: operation.route,
    request: {language: sample.language, code: sample.source},
    response: {status: FIRST_CALL.status, language: example.language, code: example.code},
  };
}

export async function writeFirstCall(generatedFilesDir: string, operations: readonly OperationView[]): Promise<void> {
  const file = path.join(generatedFilesDir, 'api-reference', 'first-call.json');
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, JSON.stringify(firstCallOf(operations)));
}
