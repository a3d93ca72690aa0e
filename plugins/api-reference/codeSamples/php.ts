import {literal, type LiteralSyntax} from './literal';
import type {SampleRequest} from './request';

/** PHP single quotes: only the backslash and the quote are escaped. */
const quote = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** PHP arrays; an empty object stays an object so Guzzle sends `{}`. */
const PHP: LiteralSyntax = {
  null: 'null',
  true: 'true',
  false: 'false',
  quote,
  list: ['[', ']'],
  map: ['[', ']'],
  entry: (key, value) => `${key} => ${value}`,
  emptyMap: '(object) []',
};

export function phpSample(request: SampleRequest): string {
  const options: string[] = [];
  const headers: string[] = [];
  if (request.credential) {
    const {header, prefix, envVar} = request.credential;
    headers.push(`${quote(header)} => ${prefix ? `${quote(prefix)} . ` : ''}getenv(${quote(envVar)})`);
  }
  for (const [name, value] of request.headers) headers.push(`${quote(name)} => ${quote(value)}`);
  options.push(`'headers' => [\n${headers.map((header) => `        ${header},\n`).join('')}    ]`);
  if (request.query.length > 0) options.push(`'query' => ${literal(Object.fromEntries(request.query), PHP, 2)}`);
  if (request.body?.kind === 'json') options.push(`'json' => ${literal(request.body.value, PHP, 2)}`);
  if (request.body?.kind === 'multipart') {
    // Guzzle writes the multipart Content-Type with its boundary itself.
    const parts = request.body.fields.map((field) =>
      field.kind === 'text'
        ? `        ['name' => ${quote(field.name)}, 'contents' => ${quote(field.value)}],\n`
        : `        ['name' => ${quote(field.name)}, 'contents' => fopen(${quote(field.path)}, 'r'), 'filename' => ${quote(field.path)}, 'headers' => ['Content-Type' => ${quote(field.contentType)}]],\n`,
    );
    options.push(`'multipart' => [\n${parts.join('')}    ]`);
  }
  if (request.response.kind === 'file') options.push(`'sink' => ${quote(request.response.path)}`);
  const lines = [
    '<?php',
    "require 'vendor/autoload.php';",
    '',
    '$client = new GuzzleHttp\\Client();',
    `$response = $client->request(${quote(request.method)}, getenv(${quote(request.base.envVar)}) . ${quote(request.base.relativeEndpoint)}, [\n${options.map((option) => `    ${option},\n`).join('')}]);`,
  ];
  switch (request.response.kind) {
    case 'json':
    case 'text':
      lines.push('echo $response->getStatusCode(), PHP_EOL, $response->getBody(), PHP_EOL;');
      break;
    case 'empty':
      lines.push('echo $response->getStatusCode(), PHP_EOL;');
      break;
    case 'file':
      lines.push(`echo $response->getStatusCode(), ' guardado en ${request.response.path.replace(/'/g, '')}', PHP_EOL;`);
      break;
  }
  return lines.join('\n');
}
