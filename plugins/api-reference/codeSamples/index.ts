/**
 * Adds `x-codeSamples` (cURL, JavaScript, Python, PHP, Java) to every operation of a bundled spec,
 * generated from the operation itself so the samples can never drift from the spec.
 */
import {documentedOperations} from '../../../lib/openapi/operations';
import type {OpenApiDocument} from '../../../lib/openapi/types';
import {curlSample} from './curl';
import {javaSample} from './java';
import {javascriptSample} from './javascript';
import {phpSample} from './php';
import {pythonSample} from './python';
import {buildSampleRequest, type SampleRequest} from './request';
import {CODE_TAB_LABELS} from '../../../config/codeTabs';

export interface CodeSample {
  /** Language of the sample (`shell` is highlighted as bash on the reference pages). */
  lang: string;
  /** Tab label on the reference pages. */
  label: string;
  source: string;
}

export const SAMPLE_LANGUAGES = [
  {lang: 'shell', label: CODE_TAB_LABELS.curl, render: curlSample},
  {lang: 'javascript', label: CODE_TAB_LABELS.node, render: javascriptSample},
  {lang: 'python', label: CODE_TAB_LABELS.python, render: pythonSample},
  {lang: 'php', label: CODE_TAB_LABELS.php, render: phpSample},
  {lang: 'java', label: CODE_TAB_LABELS.java, render: javaSample},
] as const;

export function codeSamplesFor(request: SampleRequest): CodeSample[] {
  return SAMPLE_LANGUAGES.map(({lang, label, render}) => ({lang, label, source: render(request)}));
}

/** A copy of the spec with `x-codeSamples` on every operation (the input is left untouched). */
export function addCodeSamples(spec: OpenApiDocument): OpenApiDocument {
  const result: OpenApiDocument = structuredClone(spec);
  for (const {method, pathOrName, operation, pathItem, isWebhook} of documentedOperations(result)) {
    if (isWebhook) continue;
    operation['x-codeSamples'] = codeSamplesFor(buildSampleRequest(result, method, pathOrName, operation, pathItem));
  }
  return result;
}

export {buildSampleRequest, serverBasePath, successStatus, serverUrlOf, type SampleRequest} from './request';
