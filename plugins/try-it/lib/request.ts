/**
 * The request the console sends, built from the form's values, and its cURL twin. Pure: the same
 * object is given to fetch() and to the cURL renderer, so "Copiar como cURL" copies what was sent.
 */
import type {CredentialField, OperationModel} from '../../../sandbox/src/contract/operation';
import {parameterKey} from '../../../sandbox/src/contract/parameters';

export interface FilePart {
  fileName: string;
  type: string;
  size: number;
}

export type BodyInput =
  {kind: 'none'} | {kind: 'json'; text: string} | {kind: 'multipart'; fields: Array<{name: string; value: string | FilePart}>};

export interface RequestInput {
  serverUrl: string;
  parameters: Record<string, string>;
  credentials: Record<string, string>;
  body: BodyInput;
  /** `Prefer` for the local mock's test scenarios. */
  prefer?: string;
}

export interface BuiltRequest {
  method: string;
  url: string;
  headers: Array<[string, string]>;
  /** Header names whose values are credentials (masked in cURL unless asked). */
  secretHeaders: Map<string, string>;
  body: BodyInput;
}

export {parameterKey};

export function buildRequest(model: OperationModel, credentialsFields: CredentialField[], input: RequestInput): BuiltRequest {
  let path = model.path;
  const query = new URLSearchParams();
  const headers: Array<[string, string]> = [];
  for (const parameter of model.parameters) {
    const value = input.parameters[parameterKey(parameter)] ?? '';
    if (parameter.in === 'path') path = path.replaceAll(`{${parameter.name}}`, encodeURIComponent(value));
    else if (value === '') continue;
    else if (parameter.in === 'query') query.append(parameter.name, value);
    else headers.push([parameter.name, value]);
  }
  const secretHeaders = new Map<string, string>();
  for (const field of credentialsFields) {
    const value = input.credentials[field.scheme]?.trim();
    if (!value) continue;
    const headerValue = field.kind === 'bearer' ? `Bearer ${value}` : value;
    headers.push([field.header, headerValue]);
    secretHeaders.set(field.header.toLowerCase(), field.kind === 'bearer' ? `Bearer $${field.setting}` : `$${field.setting}`);
  }
  if (input.body.kind === 'json')
    headers.push(['Content-Type', model.body?.mediaType.includes('json') ? model.body.mediaType : 'application/json']);
  if (input.prefer) headers.push(['Prefer', input.prefer]);
  const search = query.toString();
  return {
    method: model.method.toUpperCase(),
    url: `${input.serverUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`,
    headers,
    secretHeaders,
    body: input.body,
  };
}

/** POSIX shell single-quoting. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * cURL command of a built request. Credentials become `"$API_KEY"`-style placeholders unless
 * `includeSecrets`; a file part names the picked file, which cURL reads from the working folder.
 */
export function renderCurl(request: BuiltRequest, {includeSecrets = false} = {}): string {
  const lines = [`curl --request ${request.method}`, `  --url ${shellQuote(request.url)}`];
  for (const [name, value] of request.headers) {
    const placeholder = request.secretHeaders.get(name.toLowerCase());
    lines.push(placeholder && !includeSecrets ? `  --header "${name}: ${placeholder}"` : `  --header ${shellQuote(`${name}: ${value}`)}`);
  }
  if (request.body.kind === 'json') lines.push(`  --data ${shellQuote(request.body.text)}`);
  if (request.body.kind === 'multipart') {
    for (const field of request.body.fields) {
      lines.push(
        typeof field.value === 'string'
          ? `  --form ${shellQuote(`${field.name}=${field.value}`)}`
          : `  --form ${shellQuote(`${field.name}=@${field.value.fileName}${field.value.type ? `;type=${field.value.type}` : ''}`)}`,
      );
    }
  }
  return lines.join(' \\\n');
}
