import {literal, type LiteralSyntax} from './literal';
import type {SampleRequest} from './request';

// A JSON string literal is also a valid Python 3 string literal.
const quote = (text: string): string => JSON.stringify(text);

/** Python literals (True/False/None), indented like `json.dumps(indent=4)`. */
const PYTHON: LiteralSyntax = {
  null: 'None',
  true: 'True',
  false: 'False',
  quote,
  list: ['[', ']'],
  map: ['{', '}'],
  entry: (key, value) => `${key}: ${value}`,
  emptyMap: '{}',
};

/** An f-string: the reader's base URL from the environment, then the rest as written. */
function baseUrlString(envVar: string, rest: string): string {
  return `f${quote(rest)
    .replace(/[{}]/g, (brace) => brace + brace)
    .replace(/^"/, `"{os.environ['${envVar}']}`)}`;
}

export function pythonSample(request: SampleRequest): string {
  const headerLines: string[] = [];
  if (request.credential) {
    const {header, prefix, envVar} = request.credential;
    headerLines.push(`${quote(header)}: ${prefix ? `${quote(prefix)} + ` : ''}os.environ[${quote(envVar)}]`);
  }
  for (const [name, value] of request.headers) headerLines.push(`${quote(name)}: ${quote(value)}`);
  const argumentsList = [baseUrlString(request.base.envVar, request.base.relativeEndpoint)];
  if (request.query.length > 0) argumentsList.push(`params=${literal(Object.fromEntries(request.query), PYTHON, 2)}`);
  argumentsList.push(`headers={\n${headerLines.map((line) => `        ${line},\n`).join('')}    }`);
  if (request.body?.kind === 'json') argumentsList.push(`json=${literal(request.body.value, PYTHON, 2)}`);
  if (request.body?.kind === 'multipart') {
    const texts = request.body.fields.filter((field) => field.kind === 'text');
    const files = request.body.fields.filter((field) => field.kind === 'file');
    if (texts.length > 0) {
      argumentsList.push(`data=${literal(Object.fromEntries(texts.map((field) => [field.name, field.value])), PYTHON, 2)}`);
    }
    if (files.length > 0) {
      // requests writes the multipart Content-Type with its boundary itself.
      const entries = files.map(
        (field) => `        ${quote(field.name)}: (${quote(field.path)}, open(${quote(field.path)}, "rb"), ${quote(field.contentType)}),\n`,
      );
      argumentsList.push(`files={\n${entries.join('')}    }`);
    }
  }
  const lines = [
    'import os',
    '',
    'import requests',
    '',
    `response = requests.request(\n    ${quote(request.method)},\n${argumentsList.map((argument) => `    ${argument},\n`).join('')})`,
  ];
  switch (request.response.kind) {
    case 'json':
      lines.push('print(response.status_code, response.json())');
      break;
    case 'text':
      lines.push('print(response.status_code, response.text)');
      break;
    case 'empty':
      lines.push('print(response.status_code)');
      break;
    case 'file':
      lines.push(
        `with open(${quote(request.response.path)}, "wb") as archivo:`,
        '    archivo.write(response.content)',
        `print(response.status_code, ${quote(`guardado en ${request.response.path}`)})`,
      );
      break;
  }
  return lines.join('\n');
}
